package httpapi

import (
	"io"
	"net/http"

	"sgc/engine"
	"sgc/reporting"
)

// Catalogues (docs/api-prices-quotes.md, Catalogues): five staff roles; the
// engine keeps roles other than Super and Administrador in their branch.

func (s *Server) catalogoRoutes() {
	s.handle("GET /api/catalogos", datedListOf(s.eng.ListCatalogos, false))
	s.handle("GET /api/catalogos/{id}", s.getCatalogo)
	s.handle("POST /api/catalogos", s.createCatalogo)
	s.handle("PUT /api/catalogos/{id}", s.updateCatalogo)
	s.handle("PUT /api/catalogos/estado/{id}", voidOf(s.eng.CancelCatalogo, "Catálogo anulado con éxito"))
	s.handle("PUT /api/catalogos/eliminar-producto/{id}", s.cancelCatalogoLine)
	s.handle("GET /api/catalogos/generar-pdf/{id}", s.catalogoPDF)
}

// getCatalogo answers {catalogo, detalles, data}: the view screen reads the
// first two, the edit screen data.
func (s *Server) getCatalogo(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	d, err := s.eng.CatalogoDetail(q.actor, id)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, d)
}

func (s *Server) createCatalogo(q *request) error {
	var in engine.CatalogoInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.CreateCatalogo(q.actor, in)
	if err != nil {
		return err
	}
	return q.json(http.StatusCreated, map[string]any{"message": "Catálogo guardado con éxito", "id": id, "catalogo_id": id})
}

func (s *Server) updateCatalogo(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in engine.CatalogoUpdateInput
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.UpdateCatalogo(q.actor, id, in); err != nil {
		return err
	}
	return q.json(http.StatusCreated, map[string]any{"success": true, "message": "Catálogo actualizado con éxito", "id": id})
}

// cancelCatalogoLine removes one line of a valid catalogue, named by
// detalle_id (query or body) or, failing that, by producto_id: a catalogue
// holds each product on one valid line at most.
func (s *Server) cancelCatalogoLine(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in docReason
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	detalle, err := q.queryID("detalle_id")
	if err != nil {
		return err
	}
	if detalle == 0 {
		detalle = uint64(in.DetalleID)
	}
	if detalle == 0 {
		if detalle, err = s.catalogoLineOf(q, id, uint64(in.ProductoID)); err != nil {
			return err
		}
	}
	if err := s.eng.CancelCatalogoLine(q.actor, id, detalle, in.Motivo); err != nil {
		return err
	}
	return q.created("Producto eliminado con éxito", 0)
}

// catalogoLineOf finds the valid line of product (query producto_id, else
// the body's) in catalogue id.
func (s *Server) catalogoLineOf(q *request, id, product uint64) (uint64, error) {
	if p, err := q.queryID("producto_id"); err != nil {
		return 0, err
	} else if p != 0 {
		product = p
	}
	if product == 0 {
		return 0, engine.Invalid("detalle_id", "Debe indicar el producto a eliminar.")
	}
	d, err := s.eng.CatalogoDetail(q.actor, id)
	if err != nil {
		return 0, err
	}
	for _, l := range d.Detalles {
		if l.ProductoID == product && l.Estado == 1 {
			return l.ID, nil
		}
	}
	return 0, engine.NotFound("El producto no está en el catálogo o ya fue eliminado.")
}

// catalogoPDF prints the CATÁLOGO {id} (reporting.Catalogo).
func (s *Server) catalogoPDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) { return reporting.Catalogo(s.eng, q.actor, id, w) })
}
