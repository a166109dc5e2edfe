package report

import (
	"strings"
	"sync"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// PDF is the document every report draws on: fpdf with its text methods
// guarded. fpdf v0.9.0 handles only the Basic Multilingual Plane: one rune
// beyond it (an emoji in a customer's name) makes Output panic with "index
// out of range [65536]", and a rune the embedded Go fonts lack prints as
// nothing. Every text that reaches a page goes through printable first, so
// any stored text renders and no document needs its own guard.
type PDF struct {
	*fpdf.Fpdf
}

// Missing is printed in place of a character the document fonts cannot draw.
const Missing = '?'

// glyphs is the set of BMP runes every font of the reports can draw (the
// proportional Go fonts of documents and lists, the monospaced ones of the
// ticket), one bit per rune, read from the fonts themselves on first use.
var glyphs = sync.OnceValue(func() *[65536 / 64]uint64 {
	var set [65536 / 64]uint64
	for i := range set {
		set[i] = ^uint64(0)
	}
	var buf sfnt.Buffer
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF, gomono.TTF, gomonobold.TTF} {
		font, err := sfnt.Parse(ttf)
		if err != nil {
			panic("report: embedded font: " + err.Error())
		}
		for r := rune(0); r < 65536; r++ {
			if gi, err := font.GlyphIndex(&buf, r); err != nil || gi == 0 {
				set[r/64] &^= 1 << (r % 64)
			}
		}
	}
	return &set
})

// drawable reports whether the fonts draw r. Line breaks and tabs count as
// drawable: fpdf lays them out itself.
func drawable(r rune) bool {
	if r == '\n' || r == '\t' {
		return true
	}
	if r < 0x20 || r > 0xFFFF {
		return false
	}
	return glyphs()[r/64]&(1<<(r%64)) != 0
}

// printable returns s with every rune the fonts cannot draw replaced by
// Missing (control characters by a space), so that the text around it still
// prints. Text that needs no change is returned as it is.
func printable(s string) string {
	clean := true
	for _, r := range s {
		if !drawable(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case drawable(r):
			b.WriteRune(r)
		case r < 0x20:
			b.WriteByte(' ')
		default:
			b.WriteRune(Missing)
		}
	}
	return b.String()
}

// CellFormat draws txt in a cell; see fpdf.Fpdf.CellFormat.
func (f *PDF) CellFormat(w, h float64, txt, border string, ln int, align string, fill bool, link int, linkURL string) {
	f.Fpdf.CellFormat(w, h, printable(txt), border, ln, align, fill, link, linkURL)
}

// Cell draws txt in a cell without border or fill; see fpdf.Fpdf.Cell.
func (f *PDF) Cell(w, h float64, txt string) { f.Fpdf.Cell(w, h, printable(txt)) }

// MultiCell draws txt wrapped to width w; see fpdf.Fpdf.MultiCell.
func (f *PDF) MultiCell(w, h float64, txt, border, align string, fill bool) {
	f.Fpdf.MultiCell(w, h, printable(txt), border, align, fill)
}

// Text draws txt at x, y; see fpdf.Fpdf.Text.
func (f *PDF) Text(x, y float64, txt string) { f.Fpdf.Text(x, y, printable(txt)) }

// Write draws flowing txt; see fpdf.Fpdf.Write.
func (f *PDF) Write(h float64, txt string) { f.Fpdf.Write(h, printable(txt)) }

// GetStringWidth measures s as it will be printed.
func (f *PDF) GetStringWidth(s string) float64 { return f.Fpdf.GetStringWidth(printable(s)) }

// SplitText breaks txt into lines of width w, as it will be printed.
func (f *PDF) SplitText(txt string, w float64) []string { return f.Fpdf.SplitText(printable(txt), w) }

// SetTitle sets the document title of the PDF's properties.
func (f *PDF) SetTitle(title string, isUTF8 bool) { f.Fpdf.SetTitle(printable(title), isUTF8) }

// SetSubject sets the document subject of the PDF's properties.
func (f *PDF) SetSubject(subject string, isUTF8 bool) { f.Fpdf.SetSubject(printable(subject), isUTF8) }

// SetAuthor sets the document author of the PDF's properties.
func (f *PDF) SetAuthor(author string, isUTF8 bool) { f.Fpdf.SetAuthor(printable(author), isUTF8) }

// SetKeywords sets the keywords of the PDF's properties.
func (f *PDF) SetKeywords(keywords string, isUTF8 bool) {
	f.Fpdf.SetKeywords(printable(keywords), isUTF8)
}
