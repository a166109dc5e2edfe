package report

import (
	"fmt"
	"io"
	"time"
)

// ProformaLine is one line of a quotation: Precio is the unit price and
// Subtotal the line amount, in centavos.
type ProformaLine struct {
	Cantidad int64
	Unidad   string
	Producto string
	Precio   int64
	Subtotal int64
}

// Proforma is what the PROFORMA / COTIZACIÓN prints. Estado is 1 for a valid
// quotation and 0 for a voided one (Motivo says why). Total is in centavos.
// Nota is the validity note under the totals; empty prints the standard one.
type Proforma struct {
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
	Lines             []ProformaLine
	Total             int64
	Nota              string
}

// ProformaPDF writes the PROFORMA / COTIZACIÓN of q on portrait office paper (opt.Paper: Letter or Oficio):
// company header with the branch, client block, lines (Cant., Unidad,
// Descripción, P. Unit., Subtotal), the total with the amount in words, the
// notes, a validity note, and the ANULADO stamp when the quotation was voided.
func ProformaPDF(w io.Writer, h Header, q Proforma, opt Options) error {
	number := fmt.Sprintf(msgNumber, Number(q.Numero))
	voided := q.Estado == 0
	d := newDocument(lblProforma+" "+number, opt)
	d.header(branchHeader(h, q.Sucursal, q.SucursalDireccion, q.SucursalTelefono), lblProforma, number, q.Fecha, voided)
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
		nota = msgProformaValidity
	}
	d.note(lblValidity, nota)
	return d.finish(w, voided)
}
