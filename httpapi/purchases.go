package httpapi

import (
	"sgc/engine"
)

// purchaseRoutes serves the purchases (Super): they all enter branch 1.
func (s *Server) purchaseRoutes() {
	s.handle("GET /api/compras", datedListOf(s.eng.ListPurchases, false))
	s.handle("POST /api/compras", s.createPurchase)
	s.handle("GET /api/compras/{id}", detailOf(s.eng.PurchaseDetail)) // {compra, detalles, pagos}
	s.handle("PUT /api/compras/estado/{id}", voidOf(s.eng.VoidPurchase, "Compra anulada con éxito"))
	s.handle("PUT /api/compras/eliminar-producto/{id}", s.voidPurchaseLine)
	s.handle("GET /api/compras/generar-pdf/{id}", s.purchasePDF)
	s.handle("GET /api/compras/excel", s.purchasesExcel)
	s.handle("GET /api/compras/reporte-pdf", s.purchasesPDF)
}

func (s *Server) createPurchase(q *request) error {
	var in engine.PurchaseInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.CreatePurchase(q.actor, in)
	if err != nil {
		return err
	}
	return q.created("Compra guardada con éxito", id)
}

// voidPurchaseLine voids the line of ?producto_id (a purchase holds each
// product once).
func (s *Server) voidPurchaseLine(q *request) error {
	id, motivo, err := q.voidCall()
	if err != nil {
		return err
	}
	product, err := q.queryID("producto_id")
	if err != nil {
		return err
	}
	if product == 0 {
		return engine.Invalid("producto_id", "Debe indicar el producto a eliminar.")
	}
	if err := s.eng.VoidPurchaseLine(q.actor, id, product, motivo); err != nil {
		return err
	}
	return q.created("Producto eliminado con éxito", 0)
}
