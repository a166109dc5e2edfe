package report

// The closing blocks of a business document: totals with the amount in
// words, free-text notes and signature lines.

const (
	totalsW    = 78.0 // width of the totals block at the right
	totalRowH  = 6.0
	wordsSize  = 8.5
	notesSize  = 8.5
	signatureW = 62.0
)

// totals draws the totals block at the right and, beside it on the left,
// the amount in words in a frame with the notes under it.
func (d *document) totals(lines []totalLine, words, notesLabel, notes string) {
	f := d.f
	leftW := d.width - totalsW - 6
	f.SetFont(FontFamily, "B", wordsSize)
	wl := wrap(f, words, leftW-6)
	wordsH := float64(len(wl))*lineHeight(wordsSize) + 5
	var nl []string
	if notes != "" {
		f.SetFont(FontFamily, "", notesSize)
		nl = wrap(f, notesLabel+": "+notes, leftW)
	}
	leftH := wordsH + 3 + float64(len(nl))*lineHeight(notesSize)
	d.ensure(max(leftH, float64(len(lines))*totalRowH) + 2)
	top := d.y + 2

	x := d.left + d.width - totalsW
	y := top
	for _, l := range lines {
		st := rowStyle{size: 9, text: colInk}
		if l.strong {
			st = rowStyle{size: 10, bold: true, fill: &colAccent, text: colWhite}
		}
		g := grid{{w: totalsW - 36, align: "R"}, {w: 36, align: "R"}}
		y += g.draw(f, x, y, []string{l.label, l.value}, st)
		if !l.strong {
			setDraw(f, colRule)
			f.Line(x, y, x+totalsW, y)
		}
	}

	setFill(f, colZebra)
	setDraw(f, colRule)
	roundRect(f, d.left, top, leftW, wordsH, 1.5, "1234", "FD")
	f.SetFont(FontFamily, "B", wordsSize)
	for i, l := range wl {
		f.SetXY(d.left+3, top+2.5+float64(i)*lineHeight(wordsSize))
		f.CellFormat(leftW-6, lineHeight(wordsSize), l, "", 0, "LM", false, 0, "")
	}
	f.SetFont(FontFamily, "", notesSize)
	setText(f, colMuted)
	for i, l := range nl {
		f.SetXY(d.left, top+wordsH+3+float64(i)*lineHeight(notesSize))
		f.CellFormat(leftW, lineHeight(notesSize), l, "", 0, "LM", false, 0, "")
	}
	setText(f, colInk)
	d.y = max(y, top+leftH) + 4
}

// signatures draws two signature lines with their captions, side by side.
func (d *document) signatures(leftCaption, rightCaption string) {
	f := d.f
	d.ensure(30)
	y := d.y + 22
	setDraw(f, colInk)
	f.SetLineWidth(0.3)
	f.SetFont(FontFamily, "", 9)
	for i, caption := range []string{leftCaption, rightCaption} {
		x := d.left + 14
		if i == 1 {
			x = d.left + d.width - 14 - signatureW
		}
		f.Line(x, y, x+signatureW, y)
		f.SetXY(x, y+1)
		f.CellFormat(signatureW, 5, caption, "", 0, "C", false, 0, "")
	}
	f.SetLineWidth(0.2)
	d.y = y + 8
}

// note draws a framed note (a label in bold and its text) across the page.
func (d *document) note(label, text string) {
	const size = 7.8
	f := d.f
	f.SetFont(FontFamily, "", size)
	lines := wrap(f, label+": "+text, d.width-6)
	h := float64(len(lines))*lineHeight(size) + 4
	d.ensure(h + 2)
	setDraw(f, colRule)
	roundRect(f, d.left, d.y, d.width, h, 1.5, "1234", "D")
	setText(f, colMuted)
	for i, l := range lines {
		f.SetXY(d.left+3, d.y+2+float64(i)*lineHeight(size))
		f.CellFormat(d.width-6, lineHeight(size), l, "", 0, "LM", false, 0, "")
	}
	setText(f, colInk)
	d.y += h + 4
}
