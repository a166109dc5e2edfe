package report

import (
	"bytes"
	"image"
	_ "image/gif"  // logos fpdf cannot read are decoded and re-encoded as PNG
	_ "image/jpeg" // (same)
	"image/png"
	"strings"

	"github.com/go-pdf/fpdf"
)

// drawCompany draws the company block (logo or sigla badge, name, NIT,
// address, phone, email, branch) with its top-left corner at x, y and no
// wider than w, and returns the y just below it.
func drawCompany(f *PDF, h Header, x, y, w float64) float64 {
	const box = 20.0
	tx, bottom := x, y
	if name, iw, ih := addLogo(f, h.Logo); name != "" {
		// Fit the logo in a box×(1.6 box) area, keeping its proportions.
		scale := min(box/ih, 1.6*box/iw)
		f.ImageOptions(name, x, y, iw*scale, ih*scale, false, fpdf.ImageOptions{}, 0, "")
		tx, bottom = x+iw*scale+4, y+ih*scale
	} else if h.Sigla != "" {
		setFill(f, colAccent)
		roundRect(f, x, y, box, box, 2.5, "1234", "F")
		f.SetFont(FontFamily, "B", 13)
		for size := 13.0; size > 6 && f.GetStringWidth(h.Sigla) > box-3; size-- {
			f.SetFontSize(size)
		}
		setText(f, colWhite)
		f.SetXY(x, y)
		f.CellFormat(box, box, h.Sigla, "", 0, "CM", false, 0, "")
		tx, bottom = x+box+4, y+box
	}
	tw := w - (tx - x)
	name := h.Empresa
	if name == "" {
		name = h.Sigla
	}
	f.SetXY(tx, y)
	f.SetFont(FontFamily, "B", 12.5)
	setText(f, colAccent)
	f.CellFormat(tw, 6, fit(f, name, tw), "", 2, "L", false, 0, "")
	f.SetFont(FontFamily, "", 8.5)
	setText(f, colMuted)
	for _, l := range companyLines(h, "   ·   ") {
		// A long address may take two lines; anything longer is cut.
		wl := wrap(f, l, tw)
		if len(wl) > 2 {
			wl = []string{wl[0], fit(f, strings.Join(wl[1:], " "), tw)}
		}
		for _, part := range wl {
			f.SetX(tx)
			f.CellFormat(tw, 3.9, part, "", 2, "L", false, 0, "")
		}
	}
	setText(f, colInk)
	return max(bottom, f.GetY())
}

// companyLines lists the contact lines under the company name, leaving out
// whatever is empty; phone and email share one line when contactSep is set.
func companyLines(h Header, contactSep string) []string {
	phone, email := prefixed(msgPhone, h.Telefono), prefixed(msgEmail, h.Email)
	contact := []string{phone, email}
	if contactSep != "" {
		contact = []string{joinNonEmpty(contactSep, phone, email)}
	}
	lines := append([]string{prefixed(msgNIT, h.NIT), h.Direccion}, contact...)
	lines = append(lines, prefixed(msgBranch, h.Sucursal))
	out := lines[:0]
	for _, l := range lines {
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// prefixed fills the %s of format with v, or gives "" when v is empty.
func prefixed(format, v string) string {
	if v == "" {
		return ""
	}
	return strings.Replace(format, "%s", v, 1)
}

// joinNonEmpty joins the non-empty parts with sep.
func joinNonEmpty(sep string, parts ...string) string {
	var keep []string
	for _, p := range parts {
		if p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}

// addLogo registers logo in f and returns its image name and natural size,
// or "" when there is none or it cannot be read: a broken logo must never
// stop a sale note from printing.
func addLogo(f *PDF, logo []byte) (name string, w, h float64) {
	register := func(n, typ string, data []byte) bool {
		info := f.RegisterImageOptionsReader(n, fpdf.ImageOptions{ImageType: typ}, bytes.NewReader(data))
		if f.Err() || info == nil {
			f.ClearError()
			return false
		}
		name = n
		w, h = info.Extent()
		return true
	}
	switch {
	case len(logo) == 0:
		return "", 0, 0
	case bytes.HasPrefix(logo, []byte{0xFF, 0xD8}) && register("logo-jpg", "JPG", logo):
		return name, w, h
	case bytes.HasPrefix(logo, []byte("\x89PNG")) && register("logo-png", "PNG", logo):
		return name, w, h
	}
	// fpdf reads neither interlaced PNGs nor GIFs: re-encode as a plain PNG.
	img, _, err := image.Decode(bytes.NewReader(logo))
	var buf bytes.Buffer
	if err != nil || png.Encode(&buf, img) != nil || !register("logo-plain", "PNG", buf.Bytes()) {
		return "", 0, 0
	}
	return name, w, h
}
