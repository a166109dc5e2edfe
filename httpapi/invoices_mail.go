package httpapi

import (
	"net/http"

	"sgc/engine"
)

func (s *Server) invoiceMailRoutes() {
	s.handle("POST /api/facturas/{id}/correo", s.mailInvoice)
}

type mailInput struct {
	Email engine.Text `json:"email"`
}

// mailInvoice queues the e-mail of an invoice to its buyer; the elected
// member sends it in the background, and the result shows on the invoice.
func (s *Server) mailInvoice(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in mailInput
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.QueueInvoiceMail(q.actor, id, string(in.Email)); err != nil {
		return err
	}
	return q.json(http.StatusAccepted, map[string]any{"message": "La factura se enviará por correo en unos segundos", "id": id})
}
