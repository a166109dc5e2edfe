package report

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// FontFamily is the family name under which NewPDF registers the Go fonts
// (styles "" and "B"). They are embedded in the binary and cover the Spanish
// letters and signs (á é í ó ú ñ ü ¿ ¡ °), which fpdf's core fonts garble.
const FontFamily = "go"

// Letter is the office paper of notes, purchases and list reports (Carta),
// in millimetres.
var Letter = fpdf.SizeType{Wd: 215.9, Ht: 279.4}

// Oficio is Bolivia's legal paper, 216 × 330 mm (not US Legal, 216 × 356).
var Oficio = fpdf.SizeType{Wd: 216, Ht: 330}

// PaperSize is the office paper a document may be asked for by name: ""
// and "carta" are Letter, "oficio" is Oficio; false for any other name.
func PaperSize(name string) (fpdf.SizeType, bool) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "", "carta":
		return Letter, true
	case "oficio":
		return Oficio, true
	}
	return fpdf.SizeType{}, false
}

// Options controls how a PDF is produced.
type Options struct {
	// Generated is the generation instant printed in the footer and stored as
	// the creation date; zero means now. Tests fix it to keep golden files stable.
	Generated time.Time
	// NoCompression leaves the page streams readable (golden tests, debugging).
	NoCompression bool
	// Paper is the office paper of the documents that offer a choice (the
	// business documents and the list reports); zero means Letter. The 80 mm
	// ticket has its own paper.
	Paper fpdf.SizeType
}

// paper is the office paper opt asks for.
func (o Options) paper() fpdf.SizeType {
	if o.Paper.Wd == 0 || o.Paper.Ht == 0 {
		return Letter
	}
	return o.Paper
}

func (o Options) generated() time.Time {
	if o.Generated.IsZero() {
		return time.Now()
	}
	return o.Generated
}

// Header is the company data printed at the top of every document.
type Header struct {
	Empresa   string
	Sigla     string
	NIT       string
	Direccion string
	Telefono  string
	Email     string
	Sucursal  string
	Logo      []byte // JPEG or PNG (GIF is accepted too); nil draws the sigla instead
}

// NewPDF returns an empty document in millimetres: the Go fonts registered
// as FontFamily, compression as opt says, the creation date fixed to
// opt.Generated when set, 12 mm margins, cells without inner margin, and
// "{nb}" as the total-pages alias. orientation is "P" or "L". The fonts are
// registered from copies because fpdf v0.9.0 writes into the font bytes it
// subsets, which would corrupt the shared font data for later documents.
func NewPDF(orientation string, size fpdf.SizeType, opt Options) *PDF {
	f := newBare(orientation, size, opt)
	f.AddUTF8FontFromBytes(FontFamily, "", bytes.Clone(goregular.TTF))
	f.AddUTF8FontFromBytes(FontFamily, "B", bytes.Clone(gobold.TTF))
	f.SetMargins(12, 12, 12)
	f.SetAutoPageBreak(true, 16)
	f.SetFont(FontFamily, "", 9)
	setText(f, colInk)
	return f
}

// newBare sets up a document without fonts: every registered font is
// embedded, so the ticket adds only the monospaced ones it uses.
func newBare(orientation string, size fpdf.SizeType, opt Options) *PDF {
	f := &PDF{fpdf.NewCustom(&fpdf.InitType{OrientationStr: orientation, UnitStr: "mm", Size: size})}
	// The alias must be known before the fonts are added: it makes fpdf keep
	// the digits in the font subset, so the page total prints.
	f.AliasNbPages("{nb}")
	f.SetCompression(!opt.NoCompression)
	f.SetCatalogSort(true) // same input, same bytes
	gen := opt.generated()
	f.SetCreationDate(gen)
	f.SetModificationDate(gen)
	f.SetProducer("sgc", true)
	// No implicit inner margin in cells: every layout here pads explicitly,
	// so text measured to fit a width is drawn exactly inside it.
	f.SetCellMargin(0)
	return f
}

// SetFooter makes every page of f end with "Página x de y" at the left and
// the generation date-time at the right. The page count is left-aligned
// because fpdf fills in the total after the line has been measured.
func SetFooter(f *PDF, generated time.Time) {
	f.SetFooterFunc(func() {
		left, _, right, _ := f.GetMargins()
		w, h := f.GetPageSize()
		y := h - 11
		setDraw(f, colRule)
		f.SetLineWidth(0.2)
		f.Line(left, y, w-right, y)
		f.SetFont(FontFamily, "", 7.5)
		setText(f, colMuted)
		f.SetXY(left, y+1)
		f.CellFormat(60, 4, fmt.Sprintf(msgPage, f.PageNo(), "{nb}"), "", 0, "L", false, 0, "")
		f.SetXY(w-right-80, y+1)
		f.CellFormat(80, 4, fmt.Sprintf(msgGenerated, DateTime(generated)), "", 0, "R", false, 0, "")
		setText(f, colInk)
	})
}
