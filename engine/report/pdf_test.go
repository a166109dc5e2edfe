package report

import (
	"bytes"
	"crypto/sha256"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"io"
	"regexp"
	"strconv"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
)

// fpdf writes into the font bytes it subsets; the shared Go font data must
// come out of any rendering unchanged, or later documents differ.
func TestRenderingLeavesFontsIntact(t *testing.T) {
	fonts := [][]byte{goregular.TTF, gobold.TTF, gomono.TTF, gomonobold.TTF}
	before := make([][32]byte, len(fonts))
	for i, f := range fonts {
		before[i] = sha256.Sum256(f)
	}
	for i := 0; i < 2; i++ {
		if err := SaleTicketPDF(io.Discard, testHeader(), testSale(), goldenOpt); err != nil {
			t.Fatal(err)
		}
		if err := SaleNotePDF(io.Discard, testHeader(), testSale(), goldenOpt); err != nil {
			t.Fatal(err)
		}
	}
	for i, f := range fonts {
		if sha256.Sum256(f) != before[i] {
			t.Errorf("font %d was modified by rendering", i)
		}
	}
}

// JPEG and PNG logos are embedded as they are, a GIF (which fpdf cannot
// read) is re-encoded, and bytes that are no image are left out: the
// document renders in every case.
func TestLogoFallbacks(t *testing.T) {
	img := image.NewPaletted(image.Rect(0, 0, 40, 20), color.Palette{color.White, color.Black})
	var g bytes.Buffer
	if err := gif.Encode(&g, img, nil); err != nil {
		t.Fatal(err)
	}
	var j bytes.Buffer
	if err := jpeg.Encode(&j, img, nil); err != nil {
		t.Fatal(err)
	}
	logos := map[string][]byte{"gif": g.Bytes(), "jpeg": j.Bytes(), "png": testLogo(), "junk": []byte("\x89PNG not really"), "nil": nil}
	for name, logo := range logos {
		h := testHeader()
		h.Logo = logo
		var out bytes.Buffer
		if err := SaleNotePDF(&out, h, testSale(), goldenOpt); err != nil {
			t.Errorf("%s logo: %v", name, err)
		}
		if !bytes.HasPrefix(out.Bytes(), []byte("%PDF-")) {
			t.Errorf("%s logo: output is not a PDF", name)
		}
		hasImage := bytes.Contains(out.Bytes(), []byte("/Subtype /Image"))
		if want := name != "junk" && name != "nil"; hasImage != want {
			t.Errorf("%s logo: image embedded = %v, want %v", name, hasImage, want)
		}
	}
}

func TestTicketHeightFollowsContent(t *testing.T) {
	short, long := testSale(), testSale()
	long.Lines = append(long.Lines, long.Lines...)
	var a, b bytes.Buffer
	if err := SaleTicketPDF(&a, testHeader(), short, goldenOpt); err != nil {
		t.Fatal(err)
	}
	if err := SaleTicketPDF(&b, testHeader(), long, goldenOpt); err != nil {
		t.Fatal(err)
	}
	ha, hb := mediaHeight(t, a.Bytes()), mediaHeight(t, b.Bytes())
	if ha < 100 || hb <= ha+50 {
		t.Errorf("ticket heights %.0f pt and %.0f pt do not follow the content", ha, hb)
	}
}

// mediaHeight reads the page height in points from the PDF's MediaBox.
func mediaHeight(t *testing.T, pdf []byte) float64 {
	t.Helper()
	m := regexp.MustCompile(`/MediaBox \[0 0 [0-9.]+ ([0-9.]+)\]`).FindSubmatch(pdf)
	if m == nil {
		t.Fatal("no MediaBox")
	}
	h, err := strconv.ParseFloat(string(m[1]), 64)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
