package engine

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // WebP uploads decode through image.Decode
)

// Image limits: uploads over MaxImageBytes are refused; stored images have a long
// side of at most 1600 px and a thumbnail of at most 240 px.
const (
	MaxImageBytes = 5 << 20
	imageLongSide = 1600
	thumbLongSide = 240
	// maxImagePixels bounds what is decoded: a PNG of a few kilobytes may declare
	// 7000×7000 pixels and take 200 MB once decoded. 24 megapixels holds any
	// camera or phone photo worth keeping at 1600 px.
	maxImagePixels = 24_000_000
	// maxDecodedBytes bounds one decoded picture (24 megapixels of 8-bit RGBA),
	// so that deeper pixels (16-bit PNG) count for what they take.
	maxDecodedBytes = maxImagePixels * 4
	// decodeSlots is how many uploads are decoded at once; the others wait, so
	// that a burst of large pictures costs at most decodeSlots·maxDecodedBytes.
	decodeSlots = 2
)

// msgImageTooLarge is the refusal of a picture with too many pixels.
const msgImageTooLarge = "La imagen es demasiado grande (máximo 24 megapíxeles)."

// decoding holds one token per upload being decoded and downscaled.
var decoding = make(chan struct{}, decodeSlots)

// Image is an uploaded picture, downscaled and ready to store content-addressed.
type Image struct {
	Key   string `json:"key"`
	Type  string `json:"type"` // image/jpeg or image/png
	Data  []byte `json:"data"`
	Thumb []byte `json:"thumb"`
}

// PrepareImage checks and downscales an upload for field. It runs before the write
// transaction, so the slow decoding never holds the store's write lock.
func PrepareImage(field string, data []byte) (*Image, error) {
	if len(data) > MaxImageBytes {
		return nil, Invalid(field, "La imagen no debe pesar más de 5 MB.")
	}
	notImage := Invalid(field, "El archivo debe ser una imagen JPEG, PNG o WebP.")
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || (format != "jpeg" && format != "png" && format != "webp") {
		return nil, notImage
	}
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if pixels > maxImagePixels || pixels*bytesPerPixel(format, cfg.ColorModel) > maxDecodedBytes {
		return nil, Invalid(field, msgImageTooLarge)
	}
	decoding <- struct{}{}
	defer func() { <-decoding }()
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil || src.Bounds().Empty() {
		return nil, notImage
	}
	opaque := format != "png" || isOpaque(src)
	full, err := encode(scale(src, imageLongSide), opaque)
	if err != nil {
		return nil, notImage // an upload the encoders refuse is not a usable picture, not a server fault
	}
	thumb, err := encode(scale(src, thumbLongSide), opaque)
	if err != nil {
		return nil, notImage
	}
	sum := sha256.Sum256(full)
	img := &Image{Key: hex.EncodeToString(sum[:12]), Data: full, Thumb: thumb, Type: "image/png"}
	if opaque {
		img.Type = "image/jpeg"
	}
	return img, nil
}

// bytesPerPixel is what one pixel of a decoded picture of this format and
// colour model takes in memory. JPEG counts 4: a progressive one keeps its
// coefficients besides the pixels.
func bytesPerPixel(format string, m color.Model) int64 {
	switch {
	case format == "jpeg":
		return 4
	case m == color.GrayModel:
		return 1
	case m == color.Gray16Model:
		return 2
	case m == color.RGBA64Model, m == color.NRGBA64Model:
		return 8
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4
}

// scale fits src inside a square of side max, keeping its proportions.
func scale(src image.Image, max int) image.Image {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= max && h <= max {
		return src
	}
	if w >= h {
		h, w = h*max/w, max
	} else {
		w, h = w*max/h, max
	}
	dst := image.NewRGBA(image.Rect(0, 0, max1(w), max1(h)))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Over, nil)
	return dst
}

func max1(n int) int {
	if n < 1 {
		return 1
	}
	return n
}

func encode(img image.Image, opaque bool) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	if opaque {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85})
	} else {
		err = png.Encode(&buf, img)
	}
	return buf.Bytes(), err
}

func isOpaque(img image.Image) bool {
	if o, ok := img.(interface{ Opaque() bool }); ok {
		return o.Opaque()
	}
	return false
}

// putImage stores img (idempotent: equal pictures share one key) and returns its key.
func putImage(tx *Tx, img *Image) (string, error) {
	if img == nil {
		return "", nil
	}
	b := tx.Bucket(bktImages)
	if b.Get([]byte(img.Key)) == nil {
		if err := putJSON(b, []byte(img.Key), img); err != nil {
			return "", err
		}
	}
	return img.Key, nil
}

// GetImage returns a stored image by key.
func (e *Engine) GetImage(key string) (*Image, error) {
	img := new(Image)
	err := e.view(func(tx ReadTx) error {
		ok, err := getJSON(tx.Bucket(bktImages), []byte(key), img)
		if err == nil && !ok {
			err = NotFound("Imagen no encontrada.")
		}
		return err
	})
	return img, err
}

// ImageURL is the public address of an image key ("" gives null in JSON).
func ImageURL(key string) *string {
	if key == "" {
		return nil
	}
	u := "/api/imagenes/" + key
	return &u
}
