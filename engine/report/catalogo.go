package report

import (
	"fmt"
	"io"
	"strconv"
	"time"
)

// Catalogo states as the screens name them (operations.md §4).
var catalogoStates = map[int]string{0: "Anulado", 1: "Válido", 2: "Fuera de plazo"}

// CatalogoState names a catalogue state: Anulado, Válido, Fuera de plazo,
// or Desconocido.
func CatalogoState(estado int) string {
	if s, ok := catalogoStates[estado]; ok {
		return s
	}
	return "Desconocido"
}

// CatalogoLine is one product of a catalogue: its unit price and, when the
// catalogue counts more than one unit of it, Cantidad. Imagen is a small
// picture of the product (JPEG or PNG, nil for none).
type CatalogoLine struct {
	Producto string
	Codigo   string
	Cantidad int64
	Precio   int64
	Imagen   []byte
}

// Catalogo is what the CATÁLOGO prints. Estado is 0 Anulado, 1 Válido or
// 2 Fuera de plazo, as read when printing. Total is in centavos.
type Catalogo struct {
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
	Lines             []CatalogoLine
	Total             int64
}

// CatalogoPDF writes the CATÁLOGO of c on portrait office paper (opt.Paper: Letter or Oficio): company
// header with the branch, client block with the validity and state, a table
// (#, picture, Producto, Precio; Cant. and Subtotal only when some product
// counts more than one unit), the total with the amount in words, a validity
// note, and the ANULADO stamp when the catalogue was cancelled.
func CatalogoPDF(w io.Writer, h Header, c Catalogo, opt Options) error {
	number := fmt.Sprintf(msgNumber, Number(c.Numero))
	voided := c.Estado == 0
	d := newDocument(lblCatalogo+" "+number, opt)
	d.header(branchHeader(h, c.Sucursal, c.SucursalDireccion, c.SucursalTelefono), lblCatalogo, number, c.Fecha, voided)
	d.info([][2]string{
		{lblClient, c.Cliente}, {lblDateTime, DateTime(c.Fecha)},
		{lblNIT, c.NIT}, {lblUser, c.Usuario},
		{lblPhone, c.Telefono}, {lblValidUntil, Date(c.FechaFin)},
		{lblAddress, c.Direccion}, {lblState, CatalogoState(c.Estado)},
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
	d.note(lblValidity, fmt.Sprintf(msgCatalogoValidity, Date(c.FechaFin), days))
	return d.finish(w, voided)
}
