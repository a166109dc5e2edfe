package report

// Product pictures in a document table (the catálogo prints one per line).

import (
	"bytes"
	"image"
	"image/png"

	"github.com/go-pdf/fpdf"
)

// pictureRowH is the height of a table row that holds a picture.
const pictureRowH = 17.0

// pictureTable draws a document table like table, but rows are tall enough
// for a picture in column pictureCol, which draw fills (nil: no pictures).
// Text is centred in the row's height.
func (d *document) pictureTable(g grid, head []string, rows [][]string, pictureCol int, draw func(i int, x, y, w, h float64)) {
	hs := rowStyle{size: 8.5, bold: true, fill: &colAccent, text: colWhite}
	f := d.f
	d.ensure(g.height(f, head, hs) + pictureRowH)
	d.y += g.draw(f, d.left, d.y, head, hs)
	for i, r := range rows {
		st := rowStyle{size: 8.5, text: colInk}
		textH := g.height(f, r, st)
		rowH := textH
		if draw != nil {
			rowH = max(textH, pictureRowH)
		}
		if d.ensure(rowH) {
			d.y += g.draw(f, d.left, d.y, head, hs)
		}
		if i%2 == 1 {
			setFill(f, colZebra)
			f.Rect(d.left, d.y, g.width(), rowH, "F")
		}
		g.draw(f, d.left, d.y+(rowH-textH)/2, r, st)
		if draw != nil && pictureCol >= 0 {
			x := d.left
			for _, c := range g[:pictureCol] {
				x += c.w
			}
			draw(i, x+1.5, d.y+1.5, g[pictureCol].w-3, rowH-3)
		}
		d.y += rowH
		setDraw(f, colRule)
		f.Line(d.left, d.y, d.left+g.width(), d.y)
	}
	setDraw(f, colAccent)
	f.SetLineWidth(0.3)
	f.Line(d.left, d.y, d.left+d.width, d.y)
	f.SetLineWidth(0.2)
	d.y += 2
}

// picture draws img (registered under name) fitted and centred in the box
// x, y, w, h; a missing or unreadable picture leaves a framed "Sin imagen".
func (d *document) picture(name string, img []byte, x, y, w, h float64) {
	f := d.f
	if n, iw, ih := registerPicture(f, name, img); n != "" {
		scale := min(w/iw, h/ih)
		pw, ph := iw*scale, ih*scale
		f.ImageOptions(n, x+(w-pw)/2, y+(h-ph)/2, pw, ph, false, fpdf.ImageOptions{}, 0, "")
		return
	}
	setDraw(f, colRule)
	roundRect(f, x+1, y, w-2, h, 1.2, "1234", "D")
	f.SetFont(FontFamily, "", 6.5)
	setText(f, colMuted)
	f.SetXY(x, y)
	f.CellFormat(w, h, lblNoImage, "", 0, "CM", false, 0, "")
	setText(f, colInk)
}

// registerPicture registers a JPEG or PNG (anything else image.Decode
// reads is re-encoded as PNG) and gives its name and natural size, or ""
// when it cannot be read: a broken picture never stops a document.
func registerPicture(f *PDF, name string, data []byte) (string, float64, float64) {
	if len(data) == 0 {
		return "", 0, 0
	}
	try := func(typ string, b []byte) (string, float64, float64) {
		info := f.RegisterImageOptionsReader(name+"-"+typ, fpdf.ImageOptions{ImageType: typ}, bytes.NewReader(b))
		if f.Err() || info == nil {
			f.ClearError()
			return "", 0, 0
		}
		w, h := info.Extent()
		return name + "-" + typ, w, h
	}
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8}):
		if n, w, h := try("JPG", data); n != "" {
			return n, w, h
		}
	case bytes.HasPrefix(data, []byte("\x89PNG")):
		if n, w, h := try("PNG", data); n != "" {
			return n, w, h
		}
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	var buf bytes.Buffer
	if err != nil || png.Encode(&buf, img) != nil {
		return "", 0, 0
	}
	return try("PNG", buf.Bytes())
}
