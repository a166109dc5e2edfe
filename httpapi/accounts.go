package httpapi

import (
	"io"

	"sgc/engine"
	"sgc/reporting"
)

// accountRoutes serves receivables and payables (Super): the open accounts,
// one account with its instalments, a payment against it, its statement PDF
// and the payments made in a date range.
func (s *Server) accountRoutes() {
	s.handle("GET /api/cobros", s.accountList(s.eng.Receivables))
	s.handle("GET /api/cobros/{id}", detailOf(s.eng.ReceivableDetail))
	s.handle("POST /api/cobros", s.pay(engine.DocVenta))
	s.handle("GET /api/reporte-cuentas-cobros/{id}", s.accountPDF(engine.DocVenta))
	s.handle("GET /api/cobros/{id}/recibo", s.receiptPDF)
	s.handle("GET /api/pagos", s.accountList(s.eng.Payables))
	s.handle("GET /api/pagos/{id}", detailOf(s.eng.PayableDetail))
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

// accountPDF prints the statement of a sale's or a purchase's account
// (reporting.Account).
func (s *Server) accountPDF(doc string) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		return q.document("pdf", func(w io.Writer) (string, error) {
			return reporting.Account(s.eng, q.actor, doc, id, w)
		})
	}
}

// receiptPDF prints the receipt of a cobro of sale {id}: the one holding
// paid instalment ?pago=N or, without it, the latest (reporting.Receipt).
func (s *Server) receiptPDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	pago, err := q.queryID("pago")
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) {
		return reporting.Receipt(s.eng, q.actor, id, pago, w)
	})
}
