package report

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// SaleLine is one line of a sale: Precio is the unit price and Subtotal the
// line amount, both in centavos as the engine computed them.
type SaleLine struct {
	Cantidad int64
	Unidad   string
	Producto string
	Serie    string // "", or "N/A" when the product has none
	Precio   int64
	Subtotal int64
}

// Sale is what a sale note and a sale ticket print. Estado is 1 for a valid
// sale and 0 for a voided one. Amounts are centavos; ACuenta, Saldo,
// FechaLimite and Cuotas are printed only for TipoPago "Cuotas", PagaCon and
// Cambio only when the customer's cash was told at the counter (PagaCon > 0).
type Sale struct {
	Numero            int64
	Fecha             time.Time
	Sucursal          string
	SucursalDireccion string
	SucursalTelefono  string
	Cliente           string
	NIT               string
	Usuario           string
	TipoPago          string
	MetodoPago        string
	Descripcion       string
	Estado            int
	Lines             []SaleLine
	Subtotal          int64
	Descuento         int64
	Total             int64
	ACuenta           int64
	Saldo             int64
	PagaCon           int64
	Cambio            int64
	// FechaLimite is the yyyy-MM-dd the balance is due.
	FechaLimite string
	// Cuotas are the sale's instalments, paid and pending (Estado Pagado or
	// Pendiente), so that the customer's copy proves the debt.
	Cuotas []AccountPayment
}

// cashLines are the Paga con and Cambio totals, when the cash was told.
func (s Sale) cashLines() []totalLine {
	if s.PagaCon <= 0 {
		return nil
	}
	return []totalLine{{label: lblPaysWith, value: Money(s.PagaCon)}, {label: lblChange, value: Money(s.Cambio)}}
}

// Voided reports whether the sale was voided (Estado 0).
func (s Sale) Voided() bool { return s.Estado == 0 }

// Installments reports whether the sale is paid in instalments (Cuotas).
func (s Sale) Installments() bool { return strings.EqualFold(s.TipoPago, lblInstallments) }

// branchHeader is the company header with the sale's branch, whose address
// and phone replace the company's when the branch has them.
func branchHeader(h Header, branch, address, phone string) Header {
	if branch != "" {
		h.Sucursal = branch
	}
	if address != "" {
		h.Direccion = address
	}
	if phone != "" {
		h.Telefono = phone
	}
	return h
}

// lineText is the description cell of a line: the product and, when there
// is one, its serial number on a second line.
func lineText(product, serial string) string {
	if s := strings.TrimSpace(serial); s != "" && !strings.EqualFold(s, "N/A") {
		return product + "\n" + lblSerial + ": " + s
	}
	return product
}

// SaleNotePDF writes the NOTA DE VENTA of s on portrait office paper
// (opt.Paper: Carta, the default, or Oficio): company header, customer block, lines, totals with the
// amount in words, a/cuenta and saldo for Cuotas, signature lines, and a
// diagonal ANULADO stamp on every page when the sale is voided.
func SaleNotePDF(w io.Writer, h Header, s Sale, opt Options) error {
	number := fmt.Sprintf(msgNumber, Number(s.Numero))
	d := newDocument(lblSaleNote+" "+number, opt)
	d.header(branchHeader(h, s.Sucursal, s.SucursalDireccion, s.SucursalTelefono),
		lblSaleNote, number, s.Fecha, s.Voided())
	info := [][2]string{
		{lblClient, s.Cliente}, {lblDateTime, DateTime(s.Fecha)},
		{lblNIT, s.NIT}, {lblUser, s.Usuario},
		{lblPayType, s.TipoPago}, {lblPayMethod, s.MetodoPago},
	}
	if s.Installments() && s.FechaLimite != "" {
		info = append(info, [2]string{lblDueDate, dayText(s.FechaLimite)}, [2]string{})
	}
	d.info(info)

	widths := scaled([]float64{14, 22, 96, 28, 32}, d.width)
	g := grid{
		{w: widths[0], align: "C"}, {w: widths[1], align: "L"}, {w: widths[2], align: "L", wrap: true},
		{w: widths[3], align: "R"}, {w: widths[4], align: "R"},
	}
	rows := make([][]string, len(s.Lines))
	for i, l := range s.Lines {
		rows[i] = []string{Quantity(l.Cantidad), l.Unidad, lineText(l.Producto, l.Serie), Amount(l.Precio), Amount(l.Subtotal)}
	}
	d.table(g, []string{lblQty, lblUnit, lblDescription, lblUnitPrice, lblSubtotal}, rows, zebra(8.5))

	totals := []totalLine{
		{label: lblSubtotal, value: Money(s.Subtotal)},
		{label: lblDiscount, value: Money(s.Descuento)},
		{label: lblTotal, value: Money(s.Total), strong: true},
	}
	if s.Installments() {
		totals = append(totals, totalLine{label: lblOnAccount, value: Money(s.ACuenta)},
			totalLine{label: lblBalance, value: Money(s.Saldo)})
	}
	totals = append(totals, s.cashLines()...)
	d.totals(totals, Words(s.Total), lblNotes, s.Descripcion)
	d.instalments(s.Cuotas)
	d.signatures(lblDelivered, lblReceived)
	return d.finish(w, s.Voided())
}

// zebra paints every other row of a document table.
func zebra(size float64) func(int) rowStyle {
	return func(i int) rowStyle {
		st := rowStyle{size: size, text: colInk}
		if i%2 == 1 {
			st.fill = &colZebra
		}
		return st
	}
}
