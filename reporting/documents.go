package reporting

import (
	"cmp"
	"io"

	"sgc/engine"
	"sgc/engine/report"
)

// The papers of one sale or purchase: the sale note (Carta or Oficio), the
// 80 mm ticket and the purchase. Each is printed under the header of the
// document's branch; the engine's detail refuses a document of another
// branch to roles bound to their own.

// SaleNote writes the note of sale id on papel (carta, the default, or
// oficio) and gives its file name.
func SaleNote(eng *engine.Engine, actor engine.Actor, id uint64, papel string, w io.Writer) (string, error) {
	return saleDocument(eng, actor, id, papel, "nota_venta_", report.SaleNotePDF, w)
}

// SaleTicket writes the 80 mm ticket of sale id; papel is checked as for
// the note, but the ticket keeps its own paper.
func SaleTicket(eng *engine.Engine, actor engine.Actor, id uint64, papel string, w io.Writer) (string, error) {
	return saleDocument(eng, actor, id, papel, "ticket_venta_", report.SaleTicketPDF, w)
}

func saleDocument(eng *engine.Engine, actor engine.Actor, id uint64, papel, prefix string,
	render func(w io.Writer, h report.Header, s report.Sale, opt report.Options) error, w io.Writer) (string, error) {
	d, err := eng.SaleDetail(actor, id)
	if err != nil {
		return "", err
	}
	v := d.Venta
	h, err := Header(eng, v.SucursalID)
	if err != nil {
		return "", err
	}
	doc := report.Sale{Numero: int64(v.NumeroComprobante), Fecha: v.FechaVenta, Sucursal: v.Sucursal,
		Cliente: cmp.Or(v.RazonSocial, v.Cliente), NIT: v.NIT, Usuario: v.Usuario, TipoPago: v.TipoPago,
		MetodoPago: v.MetodoPago, Descripcion: v.Descripcion, Estado: v.Estado, Descuento: int64(v.Descuento),
		Total: int64(v.Total), ACuenta: int64(v.ACuenta), Saldo: int64(v.Saldo),
		PagaCon: int64(v.PagaCon), Cambio: int64(v.Cambio), FechaLimite: v.FechaLimite}
	if v.Complemento != "" {
		doc.NIT += "-" + v.Complemento
	}
	// A Cuotas sale's papers prove the debt: what was paid and what is owed, by when.
	for _, p := range d.Pagos {
		if !p.Anulado {
			doc.Cuotas = append(doc.Cuotas, report.AccountPayment{Fecha: p.Fecha, FechaLimite: p.FechaLimite,
				MetodoPago: p.MetodoPago, Monto: int64(p.Monto), Estado: paymentState(p)})
		}
	}
	// The note shows what was sold: a line voided on its own left the total,
	// so it leaves the note too; returns do not change the note.
	for _, l := range d.Detalles {
		if l.Estado != 1 {
			continue
		}
		sub := int64(l.Precio) * l.CantidadVendida
		doc.Lines = append(doc.Lines, report.SaleLine{Cantidad: l.CantidadVendida, Unidad: l.Unidad, Producto: l.Producto,
			Serie: l.Serie, Precio: int64(l.Precio), Subtotal: sub})
		doc.Subtotal += sub
	}
	opt, err := paperOptions(eng, papel)
	if err != nil {
		return "", err
	}
	return prefix + report.Number(int64(v.NumeroComprobante)) + ".pdf", render(w, h, doc, opt)
}

// paperOptions are the PDF options of a document that offers a choice of
// office paper: carta (the default, blank) or oficio.
func paperOptions(eng *engine.Engine, papel string) (report.Options, error) {
	size, ok := report.PaperSize(papel)
	if !ok {
		return report.Options{}, engine.Invalid("papel", "El papel debe ser Carta u Oficio.")
	}
	return report.Options{Generated: eng.Now(), Paper: size}, nil
}

// Purchase writes purchase id on papel (carta or oficio): lines voided on
// their own are struck through, a voided purchase is stamped.
func Purchase(eng *engine.Engine, actor engine.Actor, id uint64, papel string, w io.Writer) (string, error) {
	d, err := eng.PurchaseDetail(actor, id)
	if err != nil {
		return "", err
	}
	c := d.Compra
	h, err := Header(eng, c.Purchase.Sucursal)
	if err != nil {
		return "", err
	}
	doc := report.Purchase{ID: int64(c.ID), Fecha: c.FechaCompra, Sucursal: c.Sucursal, Proveedor: c.Proveedor, NIT: c.NIT,
		TipoComprobante: c.TipoComprobante, NumeroComprobante: c.NumeroComprobante, TipoPago: c.TipoPago,
		MetodoPago: c.MetodoPago, Usuario: c.Usuario, Descripcion: c.Descripcion, Estado: c.Estado,
		Total: int64(c.Total), ACuenta: int64(c.ACuenta), Saldo: int64(c.Saldo)}
	voided := c.Estado == engine.PurchaseVoided
	for _, l := range d.Detalles {
		// Voiding the purchase marks every line; only a line voided before
		// (it keeps its own motivo) is shown struck through.
		doc.Lines = append(doc.Lines, report.PurchaseLine{Cantidad: l.Cantidad, Unidad: l.Unidad, Producto: l.Producto,
			Costo: int64(l.Costo), Subtotal: int64(l.Subtotal), Anulada: l.Estado == 0 && (!voided || l.Motivo != "")})
	}
	opt, err := paperOptions(eng, papel)
	if err != nil {
		return "", err
	}
	return "compra_" + report.Number(int64(c.ID)) + ".pdf", report.PurchasePDF(w, h, doc, opt)
}

// paymentState is an instalment's state as the papers print it.
func paymentState(p engine.Payment) string {
	switch {
	case p.Anulado:
		return "Anulado"
	case p.Cancelado:
		return "Pagado"
	}
	return "Pendiente"
}
