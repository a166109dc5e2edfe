package report

// ticket writes lines down a thermal ticket; every method advances the
// cursor by what it printed. Everything is black: a thermal head prints no
// greys without dithering.
type ticket struct{ f *PDF }

func (t ticket) font(size float64, bold bool) {
	style := ""
	if bold {
		style = "B"
	}
	t.f.SetFont(ticketMono, style, size)
	t.f.SetTextColor(0, 0, 0)
}

func lineFor(size float64) float64 { return ticketLine * size / ticketSize }

// center prints s centred, wrapped over as many lines as it needs.
func (t ticket) center(s string, size float64, bold bool) {
	t.font(size, bold)
	for _, l := range wrap(t.f, s, ticketWidth) {
		t.f.SetX(ticketMargin)
		t.f.CellFormat(ticketWidth, lineFor(size), l, "", 2, "C", false, 0, "")
	}
}

// text prints s left-aligned and wrapped.
func (t ticket) text(s string, bold bool) {
	t.font(ticketSize, bold)
	for _, l := range wrap(t.f, s, ticketWidth) {
		t.f.SetX(ticketMargin)
		t.f.CellFormat(ticketWidth, ticketLine, l, "", 2, "L", false, 0, "")
	}
}

// pair prints left at the left and right at the right of one line; left is
// cut with "…" if both do not fit.
func (t ticket) pair(left, right string, bold bool) {
	t.font(ticketSize, bold)
	rw := t.f.GetStringWidth(right) + 1
	y := t.f.GetY()
	t.f.SetXY(ticketMargin, y)
	t.f.CellFormat(ticketWidth-rw, ticketLine, fit(t.f, left, ticketWidth-rw-1), "", 0, "L", false, 0, "")
	t.f.SetXY(ticketMargin+ticketWidth-rw, y)
	t.f.CellFormat(rw, ticketLine, right, "", 2, "R", false, 0, "")
}

// total prints one row of the totals block: the label right-aligned before
// a fixed-width money column.
func (t ticket) total(label string, c int64, strong bool) {
	size := ticketSize
	if strong {
		size = 10
	}
	t.font(size, strong)
	const valueW = 30.0
	y := t.f.GetY()
	t.f.SetXY(ticketMargin, y)
	t.f.CellFormat(ticketWidth-valueW, lineFor(size), label+":", "", 0, "R", false, 0, "")
	t.f.CellFormat(valueW, lineFor(size), Money(c), "", 2, "R", false, 0, "")
}

// dashes draws a dashed separator across the printable width.
func (t ticket) dashes() {
	y := t.f.GetY() + 1.2
	t.f.SetDrawColor(0, 0, 0)
	t.f.SetLineWidth(0.25)
	t.f.SetDashPattern([]float64{1.2, 0.8}, 0)
	t.f.Line(ticketMargin, y, ticketMargin+ticketWidth, y)
	t.f.SetDashPattern(nil, 0)
	t.f.SetY(y + 1.4)
}

func (t ticket) gap(mm float64) { t.f.SetY(t.f.GetY() + mm) }
