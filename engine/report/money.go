package report

import (
	"fmt"
	"io"
	"time"
)

// AccountPayment is one instalment of an account statement.
type AccountPayment struct {
	Fecha           time.Time
	FechaLimite     string // yyyy-MM-dd of a pending instalment
	MetodoPago      string
	NumeroDocumento string
	Monto           int64
	Estado          string // Pagado, Pendiente, Anulado
	Empleado        string
}

// AccountLine is one detail line of the sale or purchase.
type AccountLine struct {
	Cantidad int64
	Unidad   string
	Producto string
	Precio   int64
	Subtotal int64
}

// Account is the statement of a receivable (a sale in Cuotas) or a payable
// (a purchase in Cuotas): what was owed, what was paid and when, what is
// still pending.
type Account struct {
	Title    string // CUENTA POR COBRAR, CUENTA POR PAGAR
	Numero   int64
	Fecha    time.Time
	Party    string // Cliente or Proveedor
	Nombre   string
	NIT      string
	Sucursal string
	Usuario  string
	Estado   string
	Total    int64
	Pagado   int64
	Saldo    int64
	Pagos    []AccountPayment
	Lines    []AccountLine
}

// AccountPDF writes an account statement on portrait office paper (opt.Paper: Letter or Oficio): the
// document's data, its instalments with their state and its lines, and the
// total, paid and balance.
func AccountPDF(w io.Writer, h Header, a Account, opt Options) error {
	number := fmt.Sprintf(msgNumber, Number(a.Numero))
	d := newDocument(a.Title+" "+number, opt)
	d.header(branchHeader(h, a.Sucursal, "", ""), a.Title, number, a.Fecha, false)
	d.info([][2]string{
		{a.Party, a.Nombre}, {lblDateTime, DateTime(a.Fecha)},
		{lblNIT, a.NIT}, {lblUser, a.Usuario},
		{"Total", Money(a.Total)}, {lblBalance, Money(a.Saldo)},
	})
	d.section("Pagos")
	pw := scaled([]float64{24, 16, 20, 20, 20, 16, 30}, d.width)
	pg := grid{{w: pw[0], align: "C"}, {w: pw[1], align: "C"}, {w: pw[2], align: "L"}, {w: pw[3], align: "L"},
		{w: pw[4], align: "R"}, {w: pw[5], align: "C"}, {w: pw[6], align: "L"}}
	rows := make([][]string, len(a.Pagos))
	for i, p := range a.Pagos {
		due := ""
		if p.FechaLimite != "" && p.Estado == "Pendiente" {
			due = dayText(p.FechaLimite)
		}
		rows[i] = []string{DateTime(p.Fecha), due, p.MetodoPago, p.NumeroDocumento, Amount(p.Monto), p.Estado, p.Empleado}
	}
	d.table(pg, []string{lblDateTime, "Vence", "Método", "N° documento", "Monto", lblState, "Empleado"}, rows, zebra(8.5))

	d.section("Detalle")
	lw := scaled([]float64{12, 16, 90, 28, 30}, d.width)
	lg := grid{{w: lw[0], align: "C"}, {w: lw[1], align: "L"}, {w: lw[2], align: "L", wrap: true}, {w: lw[3], align: "R"}, {w: lw[4], align: "R"}}
	lines := make([][]string, len(a.Lines))
	for i, l := range a.Lines {
		lines[i] = []string{Quantity(l.Cantidad), l.Unidad, l.Producto, Amount(l.Precio), Amount(l.Subtotal)}
	}
	d.table(lg, []string{lblQty, lblUnit, lblProduct, lblUnitPrice, lblSubtotal}, lines, zebra(8.5))

	d.totals([]totalLine{{label: lblTotal, value: Money(a.Total)}, {label: "Pagado", value: Money(a.Pagado)},
		{label: lblBalance, value: Money(a.Saldo), strong: true}}, Words(a.Saldo), lblState, a.Estado)
	return d.finish(w, false)
}

// section prints a small heading above a table.
func (d *document) section(title string) {
	d.ensure(14)
	f := d.f
	f.SetFont(FontFamily, "B", 10)
	setText(f, colAccent)
	f.SetXY(d.left, d.y)
	f.CellFormat(d.width, 6, title, "", 0, "LM", false, 0, "")
	setText(f, colInk)
	d.y += 7
}

// dayText prints yyyy-MM-dd as dd/MM/yyyy.
func dayText(day string) string {
	if len(day) < 10 {
		return day
	}
	return day[8:10] + "/" + day[5:7] + "/" + day[:4]
}
