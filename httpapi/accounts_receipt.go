package httpapi

import (
	"bytes"
	"cmp"
	"slices"

	"sgc/engine"
	"sgc/engine/report"
)

// The receipt of a cobro (GET /api/cobros/{id}/recibo[?pago=N]): the 80 mm
// ticket the customer takes after paying part of a Cuotas sale's balance.
// One cobro may pay several instalments, each stored as its own paid
// instalment with the cobro's instant, cashier, method, document number and
// description: those are the cobro.
// Without pago the receipt is the sale's latest cobro, the one just made.

// receiptPDF prints the receipt of a cobro of sale {id}.
func (s *Server) receiptPDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	pago, err := q.queryID("pago")
	if err != nil {
		return err
	}
	d, err := s.eng.ReceivableDetail(q.actor, id)
	if err != nil {
		return err
	}
	parts := cobroParts(d.Pagos, pago)
	if len(parts) == 0 {
		return engine.NotFound("La venta no tiene cobros registrados.")
	}
	v := d.Venta
	first := parts[0]
	r := report.Receipt{Numero: int64(first.ID), Fecha: first.Fecha, Sucursal: v.Sucursal, Cliente: cmp.Or(v.RazonSocial, v.Cliente),
		NIT: v.NIT, Usuario: first.Empleado, VentaNumero: int64(v.NumeroComprobante), VentaFecha: v.FechaVenta,
		MetodoPago: first.MetodoPago, NumeroDocumento: first.NumeroDocumento, Descripcion: first.Descripcion,
		Total: int64(v.Total), Saldo: int64(v.Saldo)}
	if v.Complemento != "" {
		r.NIT += "-" + v.Complemento
	}
	for _, p := range parts {
		r.Monto += int64(p.Monto)
	}
	for _, p := range d.Pagos {
		switch {
		case p.Anulado:
		case p.Cancelado:
			r.Pagado += int64(p.Monto)
		default:
			r.Pendientes = append(r.Pendientes, report.AccountPayment{Fecha: p.Fecha, FechaLimite: p.FechaLimite,
				Monto: int64(p.Monto), Estado: paymentState(p.Payment)})
		}
	}
	h, err := s.reportHeader(v.SucursalID)
	if err != nil {
		return err
	}
	return q.pdf("recibo_cobro_"+report.Number(r.Numero), func(w *bytes.Buffer) error {
		return report.ReceiptTicketPDF(w, h, r, report.Options{Generated: s.eng.Now()})
	})
}

// cobroParts are the paid instalments of one cobro, oldest id first: the
// cobro holding paid instalment pago, or the latest cobro when pago is 0.
func cobroParts(pagos []engine.PaymentView, pago uint64) []engine.PaymentView {
	var mark *engine.PaymentView
	for i := range pagos {
		p := &pagos[i]
		if !p.Cancelado || p.Anulado {
			continue
		}
		if (pago != 0 && p.ID == pago) || (pago == 0 && (mark == nil || !p.Fecha.Before(mark.Fecha))) {
			mark = p
		}
	}
	if mark == nil {
		return nil
	}
	var out []engine.PaymentView
	for _, p := range pagos {
		if p.Cancelado && !p.Anulado && sameCobro(p.Payment, mark.Payment) {
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(a, b engine.PaymentView) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

// sameCobro reports whether two paid instalments were made by one cobro.
func sameCobro(a, b engine.Payment) bool {
	return a.Fecha.Equal(b.Fecha) && a.UsuarioID == b.UsuarioID && a.MetodoPago == b.MetodoPago &&
		a.NumeroDocumento == b.NumeroDocumento && a.Descripcion == b.Descripcion
}
