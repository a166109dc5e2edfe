package report

// Table geometry in millimetres, shared by list reports and documents.
const (
	cellPadX = 1.8 // text inset from the left and right cell edges
	cellPadY = 1.1 // text inset from the top and bottom cell edges
)

// gridCol is one column of a drawn table.
type gridCol struct {
	w     float64
	align string // "L", "R" or "C"
	wrap  bool   // wrap long text over several lines instead of cutting it with "…"
}

// rowStyle says how one table row is painted.
type rowStyle struct {
	size   float64 // font size in points
	bold   bool
	fill   *rgb // nil leaves the row unpainted
	text   rgb
	strike []bool // columns struck through: voided document lines
	wrap   bool   // wrap every cell, whatever its column says (header rows)
}

// grid is a row of columns that draws table rows; columns never overflow:
// text is either wrapped or cut with "…".
type grid []gridCol

// scaled turns relative widths into millimetres summing to total; columns
// without a positive width get an equal share of the average.
func scaled(rel []float64, total float64) []float64 {
	sum, n := 0.0, 0
	for _, r := range rel {
		if r > 0 {
			sum += r
			n++
		}
	}
	avg := 1.0
	if n > 0 {
		avg = sum / float64(n)
	}
	out := make([]float64, len(rel))
	sum = 0
	for i, r := range rel {
		if r <= 0 {
			r = avg
		}
		out[i] = r
		sum += r
	}
	for i := range out {
		out[i] *= total / sum
	}
	return out
}

func (g grid) width() float64 {
	w := 0.0
	for _, c := range g {
		w += c.w
	}
	return w
}

func lineHeight(size float64) float64 { return size * 0.45 }

// layout returns the lines of each cell and the row height.
func (g grid) layout(f *PDF, cells []string, st rowStyle) ([][]string, float64) {
	style := ""
	if st.bold {
		style = "B"
	}
	f.SetFont(FontFamily, style, st.size)
	lines := make([][]string, len(g))
	most := 1
	for i, c := range g {
		text := ""
		if i < len(cells) {
			text = cells[i]
		}
		inner := c.w - 2*cellPadX
		if c.wrap || st.wrap {
			lines[i] = wrap(f, text, inner)
		} else {
			lines[i] = []string{fit(f, text, inner)}
		}
		most = max(most, len(lines[i]))
	}
	return lines, float64(most)*lineHeight(st.size) + 2*cellPadY
}

// height is the height that draw would give the row.
func (g grid) height(f *PDF, cells []string, st rowStyle) float64 {
	_, h := g.layout(f, cells, st)
	return h
}

// draw paints one row with its top-left corner at x, y and returns its height.
// Multi-line cells are top-aligned; single lines sit in the middle of the row.
func (g grid) draw(f *PDF, x, y float64, cells []string, st rowStyle) float64 {
	lines, h := g.layout(f, cells, st)
	if st.fill != nil {
		setFill(f, *st.fill)
		f.Rect(x, y, g.width(), h, "F")
	}
	setText(f, st.text)
	lh := lineHeight(st.size)
	cx := x
	for i, c := range g {
		top := y + cellPadY
		if len(lines[i]) == 1 {
			top = y + (h-lh)/2
		}
		for j, l := range lines[i] {
			f.SetXY(cx+cellPadX, top+float64(j)*lh)
			f.CellFormat(c.w-2*cellPadX, lh, l, "", 0, c.align+"M", false, 0, "")
			if i < len(st.strike) && st.strike[i] && l != "" {
				sw := f.GetStringWidth(l)
				sx := cx + cellPadX
				switch c.align {
				case "R":
					sx = cx + c.w - cellPadX - sw
				case "C":
					sx = cx + (c.w-sw)/2
				}
				setDraw(f, st.text)
				f.Line(sx, top+float64(j)*lh+lh/2, sx+sw, top+float64(j)*lh+lh/2)
			}
		}
		cx += c.w
	}
	setText(f, colInk)
	return h
}
