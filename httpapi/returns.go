package httpapi

import (
	"net/http"

	"sgc/engine"
)

// returnRoutes serves the returns of sales (Super and Administrador).
func (s *Server) returnRoutes() {
	s.handle("POST /api/devoluciones", s.createReturn)
	s.handle("POST /api/devoluciones/calcular", s.quoteReturn)
	s.handle("GET /api/devoluciones", datedListOf(s.eng.ListReturns, false))
	s.handle("GET /api/devoluciones/{id}", s.getReturn)
}

func (s *Server) createReturn(q *request) error {
	var in engine.ReturnInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.CreateReturn(q.actor, in)
	if err != nil {
		return err
	}
	return q.created("Devolución guardada con éxito", id)
}

// quoteReturn answers what the return cart would refund (subtotal,
// descuento, tope, total) by the rule the save applies; nothing is written.
func (s *Server) quoteReturn(q *request) error {
	var in engine.ReturnInput
	if err := q.decode(&in); err != nil {
		return err
	}
	quote, err := s.eng.QuoteReturn(q.actor, in)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, quote)
}

// getReturn answers {devolucion, detalles}.
func (s *Server) getReturn(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	d, err := s.eng.ReturnDetail(q.actor, id)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, d)
}
