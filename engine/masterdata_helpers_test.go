package engine

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"sort"
	"strconv"
	"strings"
	"testing"

	"sgc/engine/store"
)

// Helpers of the master-data tests. The md prefix keeps them apart from the
// helpers other areas of the package add.

// mdPassword is the password of the users the master-data tests create.
const mdPassword = "secreto-123"

// mdStoreSnapshot is every key, value and bucket sequence of a store, so that a
// test can prove a refused command wrote nothing at all.
type mdStoreSnapshot map[string]string

func mdSnapshot(t testing.TB, e *Engine) mdStoreSnapshot {
	t.Helper()
	out := mdStoreSnapshot{}
	walk := func(path string, b store.Bucket) error {
		out[path+"#seq"] = strconv.FormatUint(b.Sequence(), 10)
		return b.ForEach(func(k, v []byte) error {
			out[path+"/"+hex.EncodeToString(k)] = string(v)
			return nil
		})
	}
	err := e.db.View(func(tx store.Tx) error {
		return tx.ForEach(func(name []byte, b store.Bucket) error { return walk(string(name), b) })
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// mdUnchanged fails when the store differs from before, naming the keys that moved.
func mdUnchanged(t testing.TB, e *Engine, before mdStoreSnapshot) {
	t.Helper()
	after := mdSnapshot(t, e)
	var diff []string
	for k, v := range after {
		if before[k] != v {
			diff = append(diff, k)
		}
	}
	for k := range before {
		if _, ok := after[k]; !ok {
			diff = append(diff, k)
		}
	}
	if len(diff) > 0 {
		sort.Strings(diff)
		t.Fatalf("a refused command changed the store: %s", strings.Join(diff, ", "))
	}
}

// mdWantCode fails unless err is an engine error with code.
func mdWantCode(t testing.TB, err error, code Code) {
	t.Helper()
	if ErrorCode(err) != code || err == nil {
		t.Fatalf("want a %s error, got %v", code, err)
	}
}

// mdUserInput is a complete user form for a Super to send; tests change one field.
func mdUserInput(usuario, rol string, branch uint64) UserInput {
	return UserInput{Nombres: "Ana", Apellidos: "Quispe", Usuario: usuario, Password: mdPassword,
		Rol: []string{rol}, SucursalID: strconv.FormatUint(branch, 10), Telefono: "70012345", Email: "ana@correo.bo"}
}

// mdAddUser creates a user as the bootstrap admin and returns its id.
func mdAddUser(t testing.TB, e *Engine, usuario, rol string, branch uint64) uint64 {
	t.Helper()
	id, err := e.SaveUser(superActor(), 0, mdUserInput(usuario, rol, branch))
	if err != nil {
		t.Fatalf("creating %s: %v", usuario, err)
	}
	return id
}

// mdAddBranch creates an active branch with price level 1 and returns its id.
func mdAddBranch(t testing.TB, e *Engine, name string) uint64 {
	t.Helper()
	id, err := e.SaveBranch(0, BranchInput{Sucursal: name, NombreOficial: name + " S.R.L.", Grupo: "2",
		Direccion: "Av. Busch 100", Telefono: "22223333", Precios: [6]string{"1"}})
	if err != nil {
		t.Fatalf("creating branch %s: %v", name, err)
	}
	return id
}

// mdPNG encodes a w×h picture, opaque or with transparent pixels.
func mdPNG(t testing.TB, w, h int, opaque bool) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		for y := range h {
			a := uint8(255)
			if !opaque && x == 0 {
				a = 0
			}
			img.SetNRGBA(x, y, color.NRGBA{R: uint8(x), G: uint8(y), B: 90, A: a})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// mdJPEG encodes a w×h opaque JPEG.
func mdJPEG(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, image.NewGray(image.Rect(0, 0, w, h)), nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// mdWebP is a valid 1×1 lossless WebP (there is no WebP encoder in Go).
func mdWebP(t testing.TB) []byte {
	t.Helper()
	b, err := base64.StdEncoding.DecodeString("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// mdImage prepares a picture for a form field or fails.
func mdImage(t testing.TB, data []byte) *Image {
	t.Helper()
	img, err := PrepareImage("imagen", data)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// mdImageCount is the number of pictures stored.
func mdImageCount(t testing.TB, e *Engine) int {
	t.Helper()
	n := 0
	if err := e.db.View(func(tx store.Tx) error { n = tx.Bucket(bktImages).KeyN(); return nil }); err != nil {
		t.Fatal(err)
	}
	return n
}
