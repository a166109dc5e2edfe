package report

import (
	"strings"
	"unicode/utf8"
)

// rgb is a colour of the house palette.
type rgb [3]int

// The house palette: dark ink, a navy accent for headings and table heads,
// light fills for zebra rows and totals, and a red for voided documents.
var (
	colInk    = rgb{33, 37, 41}
	colMuted  = rgb{96, 105, 115}
	colAccent = rgb{31, 58, 96}
	colRule   = rgb{190, 198, 208}
	colZebra  = rgb{242, 245, 249}
	colTotal  = rgb{226, 232, 240}
	colWhite  = rgb{255, 255, 255}
	colVoid   = rgb{200, 30, 45}
)

func setText(f *PDF, c rgb) { f.SetTextColor(c[0], c[1], c[2]) }
func setFill(f *PDF, c rgb) { f.SetFillColor(c[0], c[1], c[2]) }
func setDraw(f *PDF, c rgb) { f.SetDrawColor(c[0], c[1], c[2]) }

// fit shortens s with "…" so that it fits in width w at the current font.
// fpdf applies no kerning, so a string is as wide as the sum of its runes.
func fit(f *PDF, s string, w float64) string {
	if f.GetStringWidth(s) <= w {
		return s
	}
	room := w - f.GetStringWidth("…")
	used, cut := 0.0, 0
	for i, r := range s {
		used += f.GetStringWidth(string(r))
		if used > room {
			break
		}
		cut = i + utf8.RuneLen(r)
	}
	return strings.TrimRight(s[:cut], " ") + "…"
}

// wrap breaks s into lines no wider than w at the current font, at spaces
// where it can and inside a word that is longer than a whole line.
func wrap(f *PDF, s string, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			for utf8.RuneCountInString(word) > 1 && f.GetStringWidth(word) > w {
				r := []rune(word)
				n := len(r) - 1
				for n > 1 && f.GetStringWidth(string(r[:n])) > w {
					n--
				}
				if line != "" {
					lines, line = append(lines, line), ""
				}
				lines, word = append(lines, string(r[:n])), string(r[n:])
			}
			switch {
			case line == "":
				line = word
			case f.GetStringWidth(line+" "+word) <= w:
				line += " " + word
			default:
				lines, line = append(lines, line), word
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// drawVoidStamp prints a large translucent diagonal ANULADO across the
// current page, over whatever is already there, so a voided paper copy can
// never pass for a valid one.
func drawVoidStamp(f *PDF) {
	w, h := f.GetPageSize()
	f.TransformBegin()
	f.TransformRotate(35, w/2, h/2)
	f.SetAlpha(0.22, "Normal")
	f.SetFont(FontFamily, "B", 88)
	sw := f.GetStringWidth(msgVoided)
	setDraw(f, colVoid)
	setText(f, colVoid)
	f.SetLineWidth(2)
	roundRect(f, w/2-sw/2-8, h/2-18, sw+16, 36, 4, "1234", "D")
	f.Text(w/2-sw/2, h/2+11, msgVoided)
	f.SetAlpha(1, "Normal")
	f.TransformEnd()
	f.SetLineWidth(0.2)
	setText(f, colInk)
}

// roundRect draws a rectangle whose corners listed in corners ("1" top
// left, "2" top right, "3" bottom right, "4" bottom left) are rounded with
// radius r; style is "D", "F" or "FD". It replaces fpdf's RoundedRect, which
// opens a graphics state it never closes and so breaks a later
// TransformEnd (the void stamp).
func roundRect(f *PDF, x, y, w, h, r float64, corners, style string) {
	k := 0.5523 * r // control point distance of a quarter circle
	rad := func(c string) float64 {
		if strings.Contains(corners, c) {
			return r
		}
		return 0
	}
	tl, tr, br, bl := rad("1"), rad("2"), rad("3"), rad("4")
	f.MoveTo(x+tl, y)
	f.LineTo(x+w-tr, y)
	if tr > 0 {
		f.CurveBezierCubicTo(x+w-tr+k, y, x+w, y+tr-k, x+w, y+tr)
	}
	f.LineTo(x+w, y+h-br)
	if br > 0 {
		f.CurveBezierCubicTo(x+w, y+h-br+k, x+w-br+k, y+h, x+w-br, y+h)
	}
	f.LineTo(x+bl, y+h)
	if bl > 0 {
		f.CurveBezierCubicTo(x+bl-k, y+h, x, y+h-bl+k, x, y+h-bl)
	}
	f.LineTo(x, y+tl)
	if tl > 0 {
		f.CurveBezierCubicTo(x, y+tl-k, x+tl-k, y, x+tl, y)
	}
	f.ClosePath()
	f.DrawPath(style)
}
