package reporting

import (
	"cmp"
	"io"
	"slices"

	"sgc/engine"
	"sgc/engine/report"
)

// The papers of receivables and payables: an account's statement and the
// receipt of a cobro.

// Account writes the statement of the account of sale id (doc
// engine.DocVenta, a receivable) or purchase id (engine.DocCompra, a payable):
// its lines, its instalments and what is paid.
func Account(eng *engine.Engine, actor engine.Actor, doc string, id uint64, w io.Writer) (string, error) {
	var a report.Account
	var branch uint64
	var pagos []engine.PaymentView
	if doc == engine.DocVenta {
		d, err := eng.ReceivableDetail(actor, id)
		if err != nil {
			return "", err
		}
		v := d.Venta
		a = report.Account{Title: "CUENTA POR COBRAR", Numero: int64(v.NumeroComprobante), Fecha: v.FechaVenta, Party: "Cliente",
			Nombre: cmp.Or(v.RazonSocial, v.Cliente), NIT: v.NIT, Sucursal: v.Sucursal, Usuario: v.Usuario,
			Estado: report.ValidText(v.Estado == engine.SaleValid), Total: int64(v.Total), Saldo: int64(v.Saldo)}
		for _, l := range d.Detalles.([]engine.SaleLineView) {
			a.Lines = append(a.Lines, report.AccountLine{Cantidad: l.CantidadVendida, Unidad: l.Unidad, Producto: l.Producto,
				Precio: int64(l.Precio), Subtotal: int64(l.Subtotal)})
		}
		branch, pagos = v.SucursalID, d.Pagos
	} else {
		d, err := eng.PayableDetail(actor, id)
		if err != nil {
			return "", err
		}
		c := d.Compra
		a = report.Account{Title: "CUENTA POR PAGAR", Numero: int64(c.ID), Fecha: c.FechaCompra, Party: "Proveedor",
			Nombre: c.Proveedor, NIT: c.NIT, Sucursal: c.Sucursal, Usuario: c.Usuario, Estado: c.Estado,
			Total: int64(c.Total), Saldo: int64(c.Saldo)}
		for _, l := range d.Detalles.([]engine.PurchaseLineView) {
			a.Lines = append(a.Lines, report.AccountLine{Cantidad: l.Cantidad, Unidad: l.Unidad, Producto: l.Producto,
				Precio: int64(l.Costo), Subtotal: int64(l.Subtotal)})
		}
		branch, pagos = c.Purchase.Sucursal, d.Pagos
	}
	for _, p := range pagos {
		a.Pagos = append(a.Pagos, report.AccountPayment{Fecha: p.Fecha, FechaLimite: p.FechaLimite, MetodoPago: p.MetodoPago,
			NumeroDocumento: p.NumeroDocumento, Monto: int64(p.Monto), Estado: paymentState(p.Payment), Empleado: p.Empleado})
		if p.Cancelado {
			a.Pagado += int64(p.Monto)
		}
	}
	h, err := Header(eng, branch)
	if err != nil {
		return "", err
	}
	return "cuenta_" + doc + "_" + report.Number(a.Numero) + ".pdf", report.AccountPDF(w, h, a, report.Options{Generated: eng.Now()})
}

// Receipt writes the 80 mm receipt the customer takes after paying part of
// a Cuotas sale's balance: the cobro of sale id holding paid instalment
// pago or, with pago 0, the sale's latest cobro, the one just made.
// One cobro may pay several instalments, each stored as its own paid
// instalment with the cobro's instant, cashier, method, document number and
// description: those are the cobro.
func Receipt(eng *engine.Engine, actor engine.Actor, id, pago uint64, w io.Writer) (string, error) {
	d, err := eng.ReceivableDetail(actor, id)
	if err != nil {
		return "", err
	}
	parts := cobroParts(d.Pagos, pago)
	if len(parts) == 0 {
		return "", engine.NotFound("La venta no tiene cobros registrados.")
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
	h, err := Header(eng, v.SucursalID)
	if err != nil {
		return "", err
	}
	return "recibo_cobro_" + report.Number(r.Numero) + ".pdf", report.ReceiptTicketPDF(w, h, r, report.Options{Generated: eng.Now()})
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
