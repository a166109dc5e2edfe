package httpapi

import (
	"net/http"

	"sgc/engine"
)

// returnRoutes serves the returns of sales (Super and Administrador, and a
// role granted returns in Permisos por rol).
func (s *Server) returnRoutes() {
	s.handle("POST /api/devoluciones", s.createReturn)
	s.handle("POST /api/devoluciones/calcular", s.previewReturn)
	s.handle("GET /api/devoluciones", datedListOf(s.eng.ListReturns, false))
	s.handle("GET /api/devoluciones/{id}", detailOf(s.eng.ReturnDetail)) // {devolucion, detalles}
	s.handle("GET /api/devoluciones/cajas-abiertas", s.openBoxes)
}

// openBoxes answers the boxes open today in a branch (sucursal_id, else the
// session's), the actor's own first: the return screen asks which one pays
// the refund.
func (s *Server) openBoxes(q *request) error {
	branch, err := q.queryID("sucursal_id")
	if err != nil {
		return err
	}
	if branch == 0 {
		branch = q.actor.Branch
	}
	rows, err := s.eng.OpenBoxes(q.actor, branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"data": rows})
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

// previewReturn answers what the return cart would refund (subtotal,
// descuento, tope, total) by the rule the save applies; nothing is written.
func (s *Server) previewReturn(q *request) error {
	var in engine.ReturnInput
	if err := q.decode(&in); err != nil {
		return err
	}
	preview, err := s.eng.PreviewReturn(q.actor, in)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, preview)
}
