package httpapi

import (
	"io"
	"net/http"

	"sgc/engine"
	"sgc/reporting"
)

// Quotations (docs/api-prices-quotes.md, Quotations): five staff roles; the
// engine keeps roles other than Super and Administrador in their branch.

func (s *Server) proformaRoutes() {
	s.handle("GET /api/proformas", datedListOf(s.eng.ListProformas, true))
	s.handle("GET /api/proformas/{id}", s.getProforma)
	s.handle("POST /api/proformas", s.createProforma)
	s.handle("PUT /api/proformas/estado/{id}", voidOf(s.eng.VoidProforma, "Proforma anulada con éxito"))
	s.handle("GET /api/proformas/generar-pdf/{id}", s.proformaPDF)
}

func (s *Server) getProforma(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	d, err := s.eng.ProformaDetail(q.actor, id)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, d)
}

func (s *Server) createProforma(q *request) error {
	var in engine.ProformaInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.CreateProforma(q.actor, in)
	if err != nil {
		return err
	}
	return q.json(http.StatusCreated, map[string]any{"message": "Proforma guardada con éxito", "id": id, "proforma_id": id})
}

// docReason is the body of the quotation and catalogue voids: the reason
// and, for a catalogue line, which line (also accepted in the query).
type docReason struct {
	Motivo     string    `json:"motivo"`
	DetalleID  engine.ID `json:"detalle_id"`
	ProductoID engine.ID `json:"producto_id"`
}

// proformaPDF prints the PROFORMA / COTIZACIÓN {id} (reporting.Proforma).
func (s *Server) proformaPDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) { return reporting.Proforma(s.eng, q.actor, id, w) })
}
