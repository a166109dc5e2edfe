package report

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"io"
	"strconv"
	"time"

	"github.com/go-pdf/fpdf"
)

// The texts of the quotation and the catalogue.
const (
	lblQuote       = "PROFORMA / COTIZACIÓN"
	lblCatalogue   = "CATÁLOGO"
	lblPhone       = "Teléfono"
	lblAddress     = "Dirección"
	lblBranchShort = "Sucursal"
	lblPrice       = "Precio"
	lblValidUntil  = "Válido hasta"
	lblVoidReason  = "Motivo de anulación"
	lblNoImage     = "Sin imagen"
	lblValidity    = "Validez"

	msgQuoteValidity = "Cotización referencial: los precios pueden variar y la disponibilidad de los productos se " +
		"confirma al momento de la venta. Este documento no reserva mercadería ni constituye una nota de venta."
	msgCatalogueValidity = "Precios válidos hasta el %s (%d días desde la fecha del catálogo), sujetos a la " +
		"disponibilidad de stock al momento de la compra."
)

// Catalogue states as the screens name them (operations.md §4).
var catalogueStates = map[int]string{0: "Anulado", 1: "Válido", 2: "Fuera de plazo"}

// CatalogueState names a catalogue state: Anulado, Válido, Fuera de plazo,
// or Desconocido.
func CatalogueState(estado int) string {
	if s, ok := catalogueStates[estado]; ok {
		return s
	}
	return "Desconocido"
}

// QuoteLine is one line of a quotation: Precio is the unit price and
// Subtotal the line amount, in centavos.
type QuoteLine struct {
	Cantidad int64
	Unidad   string
	Producto string
	Precio   int64
	Subtotal int64
}

// Quote is what the PROFORMA / COTIZACIÓN prints. Estado is 1 for a valid
// quotation and 0 for a voided one (Motivo says why). Total is in centavos.
// Nota is the validity note under the totals; empty prints the standard one.
type Quote struct {
	Numero            int64
	Fecha             time.Time
	Sucursal          string
	SucursalDireccion string
	SucursalTelefono  string
	Cliente           string
	NIT               string
	Telefono          string
	Direccion         string
	Usuario           string
	Descripcion       string
	Estado            int
	Motivo            string
	Lines             []QuoteLine
	Total             int64
	Nota              string
}

// QuotePDF writes the PROFORMA / COTIZACIÓN of q on portrait office paper (opt.Paper: Letter or Oficio):
// company header with the branch, client block, lines (Cant., Unidad,
// Descripción, P. Unit., Subtotal), the total with the amount in words, the
// notes, a validity note, and the ANULADO stamp when the quotation was voided.
func QuotePDF(w io.Writer, h Header, q Quote, opt Options) error {
	number := fmt.Sprintf(msgNumber, Number(q.Numero))
	voided := q.Estado == 0
	d := newDocument(lblQuote+" "+number, opt)
	d.header(branchHeader(h, q.Sucursal, q.SucursalDireccion, q.SucursalTelefono), lblQuote, number, q.Fecha, voided)
	d.info([][2]string{
		{lblClient, q.Cliente}, {lblDateTime, DateTime(q.Fecha)},
		{lblNIT, q.NIT}, {lblUser, q.Usuario},
		{lblPhone, q.Telefono}, {lblAddress, q.Direccion},
	})

	widths := scaled([]float64{14, 22, 96, 28, 32}, d.width)
	g := grid{
		{w: widths[0], align: "C"}, {w: widths[1], align: "L"}, {w: widths[2], align: "L", wrap: true},
		{w: widths[3], align: "R"}, {w: widths[4], align: "R"},
	}
	rows := make([][]string, len(q.Lines))
	for i, l := range q.Lines {
		rows[i] = []string{Quantity(l.Cantidad), l.Unidad, l.Producto, Amount(l.Precio), Amount(l.Subtotal)}
	}
	d.table(g, []string{lblQty, lblUnit, lblDescription, lblUnitPrice, lblSubtotal}, rows, zebra(8.5))

	notes := q.Descripcion
	if voided && q.Motivo != "" {
		notes = joinNonEmpty(" · ", notes, lblVoidReason+": "+q.Motivo)
	}
	d.totals([]totalLine{{label: lblTotal, value: Money(q.Total), strong: true}}, Words(q.Total), lblNotes, notes)
	nota := q.Nota
	if nota == "" {
		nota = msgQuoteValidity
	}
	d.note(lblValidity, nota)
	return d.finish(w, voided)
}

// CatalogueLine is one product of a catalogue: its unit price and, when the
// catalogue counts more than one unit of it, Cantidad. Imagen is a small
// picture of the product (JPEG or PNG, nil for none).
type CatalogueLine struct {
	Producto string
	Codigo   string
	Cantidad int64
	Precio   int64
	Imagen   []byte
}

// Catalogue is what the CATÁLOGO prints. Estado is 0 Anulado, 1 Válido or
// 2 Fuera de plazo, as read when printing. Total is in centavos.
type Catalogue struct {
	Numero            int64
	Fecha             time.Time
	FechaFin          time.Time
	Sucursal          string
	SucursalDireccion string
	SucursalTelefono  string
	Cliente           string
	NIT               string
	Telefono          string
	Direccion         string
	Usuario           string
	Descripcion       string
	Estado            int
	Lines             []CatalogueLine
	Total             int64
}

// CataloguePDF writes the CATÁLOGO of c on portrait office paper (opt.Paper: Letter or Oficio): company
// header with the branch, client block with the validity and state, a table
// (#, picture, Producto, Precio; Cant. and Subtotal only when some product
// counts more than one unit), the total with the amount in words, a validity
// note, and the ANULADO stamp when the catalogue was cancelled.
func CataloguePDF(w io.Writer, h Header, c Catalogue, opt Options) error {
	number := fmt.Sprintf(msgNumber, Number(c.Numero))
	voided := c.Estado == 0
	d := newDocument(lblCatalogue+" "+number, opt)
	d.header(branchHeader(h, c.Sucursal, c.SucursalDireccion, c.SucursalTelefono), lblCatalogue, number, c.Fecha, voided)
	d.info([][2]string{
		{lblClient, c.Cliente}, {lblDateTime, DateTime(c.Fecha)},
		{lblNIT, c.NIT}, {lblUser, c.Usuario},
		{lblPhone, c.Telefono}, {lblValidUntil, Date(c.FechaFin)},
		{lblAddress, c.Direccion}, {lblState, CatalogueState(c.Estado)},
	})

	pictures, units := false, false
	for _, l := range c.Lines {
		pictures = pictures || len(l.Imagen) > 0
		units = units || l.Cantidad > 1
	}
	rel := []float64{8, 0, 98, 0, 28, 0}
	if pictures {
		rel[1] = 20
	}
	if units {
		rel[3], rel[5] = 14, 30
	}
	var g grid
	var head []string
	var col []int // grid column of each table column, -1 when left out
	aligns := []string{"C", "C", "L", "C", "R", "R"}
	titles := []string{"#", "", lblProduct, lblQty, lblPrice, lblSubtotal}
	sum := 0.0
	for _, r := range rel {
		sum += r
	}
	for i, r := range rel {
		if r == 0 {
			col = append(col, -1)
			continue
		}
		col = append(col, len(g))
		g = append(g, gridCol{w: r / sum * d.width, align: aligns[i], wrap: i == 2})
		head = append(head, titles[i])
	}
	rows := make([][]string, len(c.Lines))
	for i, l := range c.Lines {
		cells := make([]string, len(g))
		set := func(k int, s string) {
			if col[k] >= 0 {
				cells[col[k]] = s
			}
		}
		set(0, strconv.Itoa(i+1))
		product := l.Producto
		if l.Codigo != "" {
			product += "\n" + l.Codigo
		}
		set(2, product)
		set(3, Quantity(max(l.Cantidad, 1)))
		set(4, Amount(l.Precio))
		set(5, Amount(l.Precio*max(l.Cantidad, 1)))
		rows[i] = cells
	}
	var pic func(i int, x, y, w, h float64)
	if pictures {
		pic = func(i int, x, y, w, h float64) {
			d.picture(fmt.Sprintf("catalogo-%d", i), c.Lines[i].Imagen, x, y, w, h)
		}
	}
	d.pictureTable(g, head, rows, col[1], pic)

	d.totals([]totalLine{{label: lblTotal, value: Money(c.Total), strong: true}}, Words(c.Total), lblNotes, c.Descripcion)
	days := int(c.FechaFin.Sub(c.Fecha).Hours()/24 + 0.5)
	d.note(lblValidity, fmt.Sprintf(msgCatalogueValidity, Date(c.FechaFin), days))
	return d.finish(w, voided)
}

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
