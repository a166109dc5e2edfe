package report

import (
	"bytes"
	"math"
	"regexp"
	"strconv"
	"testing"
)

// mediaSize reads the first page's width and height in points from the PDF's MediaBox.
func mediaSize(t *testing.T, pdf []byte) (w, h float64) {
	t.Helper()
	m := regexp.MustCompile(`/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]`).FindSubmatch(pdf)
	if m == nil {
		t.Fatal("no MediaBox")
	}
	w, _ = strconv.ParseFloat(string(m[1]), 64)
	h, _ = strconv.ParseFloat(string(m[2]), 64)
	return w, h
}

// The office papers print at their real sizes: Carta is US Letter, Oficio is
// Bolivia's 216 × 330 mm (not US Legal); the ticket keeps its 80 mm.
func TestPaperSizes(t *testing.T) {
	const pt = 72 / 25.4 // points per millimetre
	note := func(paper string) func(*bytes.Buffer) error {
		return func(b *bytes.Buffer) error {
			size, ok := PaperSize(paper)
			if !ok {
				t.Fatalf("paper %q refused", paper)
			}
			opt := goldenOpt
			opt.Paper = size
			return SaleNotePDF(b, testHeader(), testSale(), opt)
		}
	}
	cases := []struct {
		name   string
		render func(*bytes.Buffer) error
		w, h   float64 // millimetres; 0 height: any (the ticket follows its content)
	}{
		{"default note", func(b *bytes.Buffer) error { return SaleNotePDF(b, testHeader(), testSale(), goldenOpt) }, 215.9, 279.4},
		{"carta note", note("Carta"), 215.9, 279.4},
		{"oficio note", note("oficio"), 216, 330},
		{"oficio list, landscape", func(b *bytes.Buffer) error {
			opt := goldenOpt
			opt.Paper = Oficio
			return ListPDF(b, testHeader(), testTable(5), opt)
		}, 330, 216},
		{"oficio purchase", func(b *bytes.Buffer) error {
			opt := goldenOpt
			opt.Paper = Oficio
			return PurchasePDF(b, testHeader(), testPurchase(), opt)
		}, 216, 330},
		{"ticket", func(b *bytes.Buffer) error {
			opt := goldenOpt
			opt.Paper = Oficio // not the ticket's choice
			return SaleTicketPDF(b, testHeader(), testSale(), opt)
		}, 80, 0},
	}
	for _, c := range cases {
		var b bytes.Buffer
		if err := c.render(&b); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		w, h := mediaSize(t, b.Bytes())
		if math.Abs(w-c.w*pt) > 0.5 || c.h > 0 && math.Abs(h-c.h*pt) > 0.5 {
			t.Errorf("%s: %.2f × %.2f pt, want %.1f × %.1f mm", c.name, w, h, c.w, c.h)
		}
	}
	if _, ok := PaperSize("legal"); ok {
		t.Error("an unknown paper name is accepted")
	}
}
