package httpapi

import (
	"bytes"
	"cmp"
	"net/http"

	"sgc/engine"
	"sgc/engine/report"
)

// accountRoutes serves receivables and payables (Super): the open accounts,
// one account with its instalments, a payment against it, its statement PDF
// and the payments made in a date range.
func (s *Server) accountRoutes() {
	s.handle("GET /api/cobros", s.accountList(s.eng.Receivables))
	s.handle("GET /api/cobros/{id}", s.accountDetail(s.eng.ReceivableDetail))
	s.handle("POST /api/cobros", s.pay(engine.DocVenta))
	s.handle("GET /api/reporte-cuentas-cobros/{id}", s.accountPDF(engine.DocVenta))
	s.handle("GET /api/cobros/{id}/recibo", s.receiptPDF)
	s.handle("GET /api/pagos", s.accountList(s.eng.Payables))
	s.handle("GET /api/pagos/{id}", s.accountDetail(s.eng.PayableDetail))
	s.handle("POST /api/pagos", s.pay(engine.DocCompra))
	s.handle("GET /api/reporte-cuentas-pagos/{id}", s.accountPDF(engine.DocCompra))
	s.handle("GET /api/cuentas_cobradas", datedListOf(paidOf(s.eng, engine.DocVenta), false))
	s.handle("GET /api/cuentas_pagadas", datedListOf(paidOf(s.eng, engine.DocCompra), false))
}

func paidOf(e *engine.Engine, doc string) func(engine.Actor, uint64, string, string) ([]engine.PaidRow, error) {
	return func(a engine.Actor, branch uint64, desde, hasta string) ([]engine.PaidRow, error) {
		return e.PaidAccounts(a, doc, branch, desde, hasta)
	}
}

func (s *Server) accountList(list func(engine.Actor, uint64) ([]engine.AccountRow, error)) handlerFunc {
	return func(q *request) error {
		branch, err := q.branch("sucursal_id")
		if err != nil {
			return err
		}
		rows, err := list(q.actor, branch)
		if err != nil {
			return err
		}
		return q.data(rows)
	}
}

func (s *Server) accountDetail(detail func(engine.Actor, uint64) (engine.AccountDetail, error)) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		d, err := detail(q.actor, id)
		if err != nil {
			return err
		}
		return q.json(http.StatusOK, d)
	}
}

// pay records a payment; the document id comes as venta_id (cobros) or
// compra_id (pagos) and the other one is ignored.
func (s *Server) pay(doc string) handlerFunc {
	return func(q *request) error {
		var in engine.PaymentInput
		if err := q.decode(&in); err != nil {
			return err
		}
		field := "venta_id"
		if doc == engine.DocVenta {
			in.CompraID = 0
		} else {
			in.VentaID, field = 0, "compra_id"
		}
		if in.VentaID == 0 && in.CompraID == 0 {
			return engine.Invalid(field, "El documento es obligatorio.")
		}
		if err := s.eng.Pay(q.actor, in); err != nil {
			return err
		}
		return q.created("Pago guardado con éxito", uint64(max(in.VentaID, in.CompraID)))
	}
}

// accountPDF prints the statement of a sale's or a purchase's account.
func (s *Server) accountPDF(doc string) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		var a report.Account
		var branch uint64
		var pagos []engine.PaymentView
		if doc == engine.DocVenta {
			d, err := s.eng.ReceivableDetail(q.actor, id)
			if err != nil {
				return err
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
			d, err := s.eng.PayableDetail(q.actor, id)
			if err != nil {
				return err
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
		h, err := s.reportHeader(branch)
		if err != nil {
			return err
		}
		return q.pdf("cuenta_"+doc+"_"+report.Number(a.Numero), func(w *bytes.Buffer) error {
			return report.AccountPDF(w, h, a, report.Options{Generated: s.eng.Now()})
		})
	}
}

func paymentState(p engine.Payment) string {
	switch {
	case p.Anulado:
		return "Anulado"
	case p.Cancelado:
		return "Pagado"
	}
	return "Pendiente"
}
