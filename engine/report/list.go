package report

import (
	"fmt"
	"io"
	"strings"
)

// Column is one column of a list report. Width is relative: the widths of
// all columns are scaled to fill the printable width (0 takes the average).
// Align is "L", "R" or "C"; money and quantities read best right-aligned.
type Column struct {
	Title string
	Width float64
	Align string
}

// Table is a list report: a title and subtitle (date range, branch, filter)
// over rows of already formatted cells; Totals, when set, is printed as a
// last bold row in the same columns.
type Table struct {
	Title    string
	Subtitle string
	Columns  []Column
	Rows     [][]string
	Totals   []string
}

// ListPDF writes t as a landscape PDF on opt.Paper (Letter or Oficio): the company header and title on
// every page, a shaded column head repeated on each page, zebra rows, cells
// cut with "…" rather than overflowing, the optional totals row and a
// "No hay registros para mostrar." line when there are no rows.
func ListPDF(w io.Writer, h Header, t Table, opt Options) error {
	return SectionsPDF(w, []Section{{Header: h, Table: t}}, opt)
}

// Section is one part of a report document: a branch's header and its list.
type Section struct {
	Header Header
	Table  Table
}

// SectionsPDF writes one landscape document of several lists, each starting
// on a new page under its own header (a report of every branch, one section
// per branch).
func SectionsPDF(w io.Writer, sections []Section, opt Options) error {
	f := NewPDF("L", opt.paper(), opt)
	if len(sections) > 0 {
		f.SetTitle(sections[0].Table.Title, true)
	}
	f.SetAutoPageBreak(false, 0) // rows are placed by hand, never split
	SetFooter(f, opt.generated())
	for _, s := range sections {
		drawList(f, s.Header, s.Table)
	}
	return f.Output(w)
}

// drawList draws t from a new page on, under the header h.
func drawList(f *PDF, h Header, t Table) {
	left, _, right, _ := f.GetMargins()
	pw, ph := f.GetPageSize()
	width := pw - left - right
	bottom := ph - 14

	rel := make([]float64, len(t.Columns))
	titles := make([]string, len(t.Columns))
	g := make(grid, len(t.Columns))
	for i, c := range t.Columns {
		rel[i], titles[i] = c.Width, c.Title
	}
	for i, mm := range scaled(rel, width) {
		g[i] = gridCol{w: mm, align: normAlign(t.Columns[i].Align)}
	}
	head := rowStyle{size: 8, bold: true, fill: &colAccent, text: colWhite, wrap: true}
	body := rowStyle{size: 8, text: colInk}

	var y float64
	newPage := func() {
		f.AddPage()
		y = DrawHeader(f, h, t.Title, t.Subtitle) + 3
		y += g.draw(f, left, y, titles, head)
	}
	newPage()
	for i, row := range t.Rows {
		st := body
		if i%2 == 1 {
			st.fill = &colZebra
		}
		if y+g.height(f, row, st) > bottom {
			newPage()
		}
		y += g.draw(f, left, y, row, st)
	}
	if len(t.Rows) == 0 {
		one := grid{{w: width, align: "C"}}
		y += one.draw(f, left, y, []string{msgNoRecords}, rowStyle{size: 9, text: colMuted, fill: &colZebra})
	}
	if len(t.Totals) > 0 {
		tg, totals := totalsRow(g, t.Totals)
		st := rowStyle{size: 8, bold: true, fill: &colTotal, text: colInk}
		if y+tg.height(f, totals, st) > bottom {
			newPage()
		}
		setDraw(f, colAccent)
		f.SetLineWidth(0.3)
		f.Line(left, y, left+width, y)
		f.SetLineWidth(0.2)
		y += tg.draw(f, left, y, totals, st)
	}
	if len(t.Rows) > 0 && y+6 <= bottom {
		f.SetFont(FontFamily, "", 7.5)
		setText(f, colMuted)
		f.SetXY(left, y+1.5)
		f.CellFormat(width, 4, fmt.Sprintf(msgRecordCount, len(t.Rows)), "", 0, "R", false, 0, "")
	}
}

// DrawHeader draws the company block of h (logo, name, NIT, address,
// phones, branch) at the top margin of the current page, then a rule and
// title and subtitle centred under it, and returns the y below them. It is
// the head of every list report page.
func DrawHeader(f *PDF, h Header, title, subtitle string) float64 {
	left, top, right, _ := f.GetMargins()
	pw, _ := f.GetPageSize()
	width := pw - left - right
	y := drawCompany(f, h, left, top, width*0.6) + 3
	return drawTitle(f, title, subtitle, left, y, width)
}

// drawTitle centres a report title and its subtitle across width, under a
// rule, and returns the y below them.
func drawTitle(f *PDF, title, subtitle string, x, y, width float64) float64 {
	setDraw(f, colAccent)
	f.SetLineWidth(0.5)
	f.Line(x, y, x+width, y)
	f.SetLineWidth(0.2)
	f.SetXY(x, y+2)
	f.SetFont(FontFamily, "B", 13)
	setText(f, colAccent)
	f.CellFormat(width, 6.5, fit(f, title, width), "", 2, "C", false, 0, "")
	if subtitle != "" {
		f.SetFont(FontFamily, "", 9)
		setText(f, colMuted)
		f.SetX(x)
		f.CellFormat(width, 4.5, fit(f, subtitle, width), "", 2, "C", false, 0, "")
	}
	setText(f, colInk)
	return f.GetY()
}

// totalsRow merges the leading empty cells of a totals row into one cell
// labelled TOTALES, so the label is never cut in a narrow first column.
func totalsRow(g grid, totals []string) (grid, []string) {
	k := 0
	for k < len(totals) && k < len(g) && strings.TrimSpace(totals[k]) == "" {
		k++
	}
	if k == 0 {
		return g, totals
	}
	merged := gridCol{align: "L"}
	for _, c := range g[:k] {
		merged.w += c.w
	}
	return append(grid{merged}, g[k:]...), append([]string{msgTotals}, totals[k:]...)
}

// normAlign accepts "L", "R" or "C" in either case and defaults to "L".
func normAlign(a string) string {
	switch a = strings.ToUpper(strings.TrimSpace(a)); a {
	case "R", "C":
		return a
	}
	return "L"
}
