package engine

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/gif"
	"testing"
)

// pngHeader is a PNG whose header declares w×h pixels and holds no pixel data:
// a few bytes that would ask a decoder for w×h×4 bytes of memory.
func pngHeader(w, h uint32) []byte { return pngHeaderOf(w, h, 8, 2) } // 8-bit RGB

// pngHeaderOf is pngHeader with the given bit depth and colour type.
func pngHeaderOf(w, h uint32, depth, colorType byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := binary.BigEndian.AppendUint32(append([]byte("IHDR"), binary.BigEndian.AppendUint32(nil, w)...), h)
	chunk = append(chunk, depth, colorType, 0, 0, 0)
	b.Write(binary.BigEndian.AppendUint32(nil, 13))
	b.Write(chunk)
	b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(chunk)))
	return b.Bytes()
}

func TestPrepareImageAccepts(t *testing.T) {
	tests := []struct {
		name         string
		data         []byte
		typ          string
		w, h, tw, th int
	}{
		{"wide opaque PNG is downscaled to a JPEG", mdPNG(t, 3200, 8, true), "image/jpeg", 1600, 4, 240, 1},
		{"tall PNG with transparency stays PNG", mdPNG(t, 10, 2000, false), "image/png", 8, 1600, 1, 240},
		{"small JPEG keeps its size", mdJPEG(t, 300, 200), "image/jpeg", 300, 200, 240, 160},
		{"WebP", mdWebP(t), "image/jpeg", 1, 1, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img, err := PrepareImage("imagen", tt.data)
			if err != nil {
				t.Fatal(err)
			}
			if img.Type != tt.typ || len(img.Key) != 24 {
				t.Fatalf("type %s key %q", img.Type, img.Key)
			}
			for _, c := range []struct {
				what string
				data []byte
				w, h int
			}{{"image", img.Data, tt.w, tt.h}, {"thumbnail", img.Thumb, tt.tw, tt.th}} {
				cfg, format, err := image.DecodeConfig(bytes.NewReader(c.data))
				if err != nil || "image/"+format != tt.typ || cfg.Width != c.w || cfg.Height != c.h {
					t.Errorf("%s: %s %dx%d (%v), want %dx%d", c.what, format, cfg.Width, cfg.Height, err, c.w, c.h)
				}
			}
		})
	}
}

func TestPrepareImageRefuses(t *testing.T) {
	var gifData bytes.Buffer
	if err := gif.Encode(&gifData, image.NewGray(image.Rect(0, 0, 4, 4)), nil); err != nil {
		t.Fatal(err)
	}
	big := append(mdPNG(t, 4, 4, true), make([]byte, MaxImageBytes)...)
	tests := []struct {
		name, msg string
		data      []byte
	}{
		{"over 5 MB", "La imagen no debe pesar más de 5 MB.", big},
		{"text", "El archivo debe ser una imagen JPEG, PNG o WebP.", []byte("esto no es una imagen")},
		{"empty", "El archivo debe ser una imagen JPEG, PNG o WebP.", nil},
		{"GIF", "El archivo debe ser una imagen JPEG, PNG o WebP.", gifData.Bytes()},
		{"truncated PNG", "El archivo debe ser una imagen JPEG, PNG o WebP.", mdPNG(t, 50, 50, true)[:60]},
		{"100000×100000 pixels declared", msgImageTooLarge, pngHeader(100000, 100000)},
		{"7000×7000 pixels declared", msgImageTooLarge, pngHeader(7000, 7000)},
		{"4000×4000 pixels of 16-bit RGBA", msgImageTooLarge, pngHeaderOf(4000, 4000, 16, 6)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img, err := PrepareImage("logo", tt.data)
			wantField(t, err, "logo")
			if got := err.(*Error).Fields["logo"][0]; got != tt.msg || img != nil {
				t.Fatalf("message %q, want %q", got, tt.msg)
			}
		})
	}
}

func TestImagesAreStoredOnce(t *testing.T) {
	e := mustOpen(t)
	data := mdPNG(t, 30, 30, true)
	a, b := mdAddBranch(t, e, "Norte"), mdAddBranch(t, e, "Sur")
	for _, id := range []uint64{a, b} {
		in := BranchInput{Sucursal: "S" + itoa(int64(id)), NombreOficial: "X", Grupo: "1", Direccion: "D",
			Precios: [6]string{"1"}, Imagen: mdImage(t, data)}
		if _, err := e.SaveBranch(id, in); err != nil {
			t.Fatal(err)
		}
	}
	ba, _ := e.Branch(a)
	bb, _ := e.Branch(b)
	if ba.Imagen == "" || ba.Imagen != bb.Imagen || mdImageCount(t, e) != 1 {
		t.Fatalf("keys %q %q, %d images stored", ba.Imagen, bb.Imagen, mdImageCount(t, e))
	}
	img, err := e.GetImage(ba.Imagen)
	if err != nil || img.Key != ba.Imagen || len(img.Thumb) == 0 {
		t.Fatalf("stored image: %v", err)
	}
	if *ImageURL(img.Key) != "/api/imagenes/"+img.Key || ImageURL("") != nil {
		t.Fatal("image URL")
	}
	_, err = e.GetImage("no-existe")
	mdWantCode(t, err, CodeNotFound)
}
