package report

import (
	"io"
	"time"
)

// document lays out a portrait business document (sale note, purchase) on
// Letter or Oficio from top to bottom, adding pages as its blocks need them.
type document struct {
	f                   *PDF
	left, width, bottom float64
	y                   float64
	running             string // printed atop continuation pages
}

// totalLine is one row of the totals block; strong marks the grand total.
type totalLine struct {
	label, value string
	strong       bool
}

func newDocument(title string, opt Options) *document {
	f := NewPDF("P", opt.paper(), opt)
	f.SetTitle(title, true)
	f.SetAutoPageBreak(false, 0) // blocks are placed by hand, never split
	SetFooter(f, opt.generated())
	f.AddPage()
	left, top, right, _ := f.GetMargins()
	pw, ph := f.GetPageSize()
	return &document{f: f, left: left, width: pw - left - right, bottom: ph - 14, y: top,
		running: title + " " + msgContinued}
}

// ensure starts a new page when h more millimetres do not fit on this one.
func (d *document) ensure(h float64) bool {
	if d.y+h <= d.bottom {
		return false
	}
	f := d.f
	f.AddPage()
	_, d.y, _, _ = f.GetMargins()
	f.SetFont(FontFamily, "", 8)
	setText(f, colMuted)
	f.SetXY(d.left, d.y)
	f.CellFormat(d.width, 4, d.running, "", 0, "R", false, 0, "")
	setText(f, colInk)
	d.y += 6
	return true
}

// header draws the company block at the left and, at the right, a framed
// box with the document title, its number and date-time.
func (d *document) header(h Header, title, number string, when time.Time, voided bool) {
	const boxW = 64.0
	f := d.f
	bottom := drawCompany(f, h, d.left, d.y, d.width-boxW-6)
	x := d.left + d.width - boxW
	boxH := 23.0
	if voided {
		boxH += 5
	}
	setFill(f, colAccent)
	roundRect(f, x, d.y, boxW, 8, 2, "12", "F")
	setDraw(f, colAccent)
	f.SetLineWidth(0.4)
	roundRect(f, x, d.y, boxW, boxH, 2, "1234", "D")
	f.SetLineWidth(0.2)
	setText(f, colWhite)
	f.SetFont(FontFamily, "B", 11)
	f.SetXY(x, d.y)
	f.CellFormat(boxW, 8, title, "", 2, "CM", false, 0, "")
	setText(f, colInk)
	f.SetFont(FontFamily, "B", 14)
	f.SetX(x)
	f.CellFormat(boxW, 8, number, "", 2, "CM", false, 0, "")
	f.SetFont(FontFamily, "", 8.5)
	setText(f, colMuted)
	f.SetX(x)
	f.CellFormat(boxW, 5, DateTime(when), "", 2, "CM", false, 0, "")
	if voided {
		f.SetFont(FontFamily, "B", 10)
		setText(f, colVoid)
		f.SetX(x)
		f.CellFormat(boxW, 5, msgVoided, "", 2, "CM", false, 0, "")
	}
	setText(f, colInk)
	d.y = max(bottom, d.y+boxH) + 4
	setDraw(f, colAccent)
	f.SetLineWidth(0.5)
	f.Line(d.left, d.y, d.left+d.width, d.y)
	f.SetLineWidth(0.2)
	d.y += 3
}

// info draws label: value pairs in two columns inside a light frame; an
// empty label leaves its half empty.
func (d *document) info(pairs [][2]string) {
	const rowH, labelW = 5.2, 27.0
	f := d.f
	rows := (len(pairs) + 1) / 2
	h := float64(rows)*rowH + 3
	d.ensure(h)
	setFill(f, colZebra)
	setDraw(f, colRule)
	roundRect(f, d.left, d.y, d.width, h, 1.5, "1234", "FD")
	half := d.width / 2
	for i, p := range pairs {
		if p[0] == "" {
			continue
		}
		x := d.left + 3 + float64(i%2)*half
		y := d.y + 1.5 + float64(i/2)*rowH
		f.SetXY(x, y)
		f.SetFont(FontFamily, "B", 8.5)
		setText(f, colMuted)
		f.CellFormat(labelW, rowH, p[0]+":", "", 0, "LM", false, 0, "")
		f.SetFont(FontFamily, "", 9)
		setText(f, colInk)
		f.CellFormat(half-labelW-6, rowH, fit(f, p[1], half-labelW-6), "", 0, "LM", false, 0, "")
	}
	d.y += h + 4
}

// table draws the lines with a head row repeated after each page break;
// style gives the look of row i.
func (d *document) table(g grid, head []string, rows [][]string, style func(i int) rowStyle) {
	hs := rowStyle{size: 8.5, bold: true, fill: &colAccent, text: colWhite}
	d.ensure(g.height(d.f, head, hs) + 8)
	d.y += g.draw(d.f, d.left, d.y, head, hs)
	for i, r := range rows {
		st := style(i)
		if d.ensure(g.height(d.f, r, st)) {
			d.y += g.draw(d.f, d.left, d.y, head, hs)
		}
		d.y += g.draw(d.f, d.left, d.y, r, st)
	}
	setDraw(d.f, colAccent)
	d.f.SetLineWidth(0.3)
	d.f.Line(d.left, d.y, d.left+d.width, d.y)
	d.f.SetLineWidth(0.2)
	d.y += 2
}

// finish stamps every page of a voided document and writes the PDF.
func (d *document) finish(w io.Writer, voided bool) error {
	if voided {
		last := d.f.PageNo()
		for p := 1; p <= last; p++ {
			d.f.SetPage(p)
			drawVoidStamp(d.f)
		}
		d.f.SetPage(last) // Close draws the footer of the current page
	}
	return d.f.Output(w)
}
