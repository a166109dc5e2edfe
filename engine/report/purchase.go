package report

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// PurchaseLine is one line of a purchase: Costo is the unit cost and
// Subtotal the line amount, in centavos. Anulada marks a line voided on its
// own while the purchase stays valid.
type PurchaseLine struct {
	Cantidad int64
	Unidad   string
	Producto string
	Costo    int64
	Subtotal int64
	Anulada  bool
}

// Purchase is what the purchase document prints. ID is the purchase's own
// number (COMPRA N° ID); TipoComprobante and NumeroComprobante describe the
// supplier's voucher. Estado is "Correcto" or "Anulado". Amounts are
// centavos; ACuenta and Saldo are printed only for TipoPago "Cuotas".
type Purchase struct {
	ID                int64
	Fecha             time.Time
	Sucursal          string
	Proveedor         string
	NIT               string
	TipoComprobante   string
	NumeroComprobante string
	TipoPago          string
	MetodoPago        string
	Usuario           string
	Descripcion       string
	Estado            string
	Lines             []PurchaseLine
	Total             int64
	ACuenta           int64
	Saldo             int64
}

// Voided reports whether the whole purchase was voided.
func (p Purchase) Voided() bool { return strings.EqualFold(strings.TrimSpace(p.Estado), msgVoided) }

// voucher is the supplier's voucher as printed: "Factura N° 123", or
// "Ninguno" when the purchase came without one.
func (p Purchase) voucher() string {
	kind := strings.TrimSpace(p.TipoComprobante)
	if kind == "" || strings.EqualFold(kind, lblNone) {
		return lblNone
	}
	if p.NumeroComprobante == "" {
		return kind
	}
	return kind + " " + fmt.Sprintf(msgNumber, p.NumeroComprobante)
}

// PurchasePDF writes the purchase document on portrait office paper (opt.Paper: Letter or Oficio): company
// header, a "COMPRA N° x" box, supplier and payment block, lines (voided
// lines struck through and marked), total with the amount in words,
// a/cuenta and saldo for Cuotas, signature lines, and the ANULADO stamp
// when the purchase was voided.
func PurchasePDF(w io.Writer, h Header, p Purchase, opt Options) error {
	number := fmt.Sprintf(msgNumber, Number(p.ID))
	d := newDocument(lblPurchase+" "+number, opt)
	d.header(branchHeader(h, p.Sucursal, "", ""), lblPurchase, number, p.Fecha, p.Voided())
	d.info([][2]string{
		{lblSupplier, p.Proveedor}, {lblDateTime, DateTime(p.Fecha)},
		{lblNIT, p.NIT}, {lblVoucher, p.voucher()},
		{lblPayType, p.TipoPago}, {lblPayMethod, p.MetodoPago},
		{lblUser, p.Usuario}, {lblState, p.Estado},
	})

	widths := scaled([]float64{9, 14, 22, 87, 28, 32}, d.width)
	g := grid{
		{w: widths[0], align: "C"}, {w: widths[1], align: "C"}, {w: widths[2], align: "L"},
		{w: widths[3], align: "L", wrap: true}, {w: widths[4], align: "R"}, {w: widths[5], align: "R"},
	}
	rows := make([][]string, len(p.Lines))
	for i, l := range p.Lines {
		product := l.Producto
		if l.Anulada {
			product += "\n(" + lblLineVoided + ")"
		}
		rows[i] = []string{fmt.Sprint(i + 1), Quantity(l.Cantidad), l.Unidad, product, Amount(l.Costo), Amount(l.Subtotal)}
	}
	plain := zebra(8.5)
	d.table(g, []string{"#", lblQty, lblUnit, lblProduct, lblUnitCost, lblSubtotal}, rows, func(i int) rowStyle {
		st := plain(i)
		if p.Lines[i].Anulada {
			st.text = colVoid
			st.strike = []bool{false, true, true, false, true, true}
		}
		return st
	})

	totals := []totalLine{{label: lblTotal, value: Money(p.Total), strong: true}}
	if strings.EqualFold(p.TipoPago, lblInstallments) {
		totals = append(totals, totalLine{label: lblOnAccount, value: Money(p.ACuenta)},
			totalLine{label: lblBalance, value: Money(p.Saldo)})
	}
	d.totals(totals, Words(p.Total), lblNotes, p.Descripcion)
	d.signatures(lblDelivered, lblReceived)
	return d.finish(w, p.Voided())
}
