package httpapi

import (
	"net/http"

	"sgc/engine"
)

// Prices per branch, the bulk price change and the price-change alert
// (docs/api-prices-quotes.md "Prices per branch", "Price alerts").
func (s *Server) priceRoutes() {
	s.handle("GET /api/productos/precios-sucursales", s.pricesByBranch)
	s.handle("PUT /api/productos/precios-sucursales", s.saveBranchPrices)
	s.handle("POST /api/productos/actualizar-precios", s.updatePrices)
	s.handle("GET /api/productos/verifica-productos-actualizados/{id}", s.priceAlertExists)
	s.handle("GET /api/productos/productos-precios-actualizados/{id}", s.changedPrices)
	s.handle("PUT /api/productos/confirmar-alerta/{id}", s.dismissPriceAlert)
}

const msgPricesUpdated = "Precios actualizados correctamente"

func (s *Server) pricesByBranch(q *request) error {
	rows, err := s.eng.PricesByBranch(q.actor)
	if err != nil {
		return err
	}
	return q.data(rows)
}

// branchPricesBody is the single-row edit of the prices-per-branch table.
type branchPricesBody struct {
	ProductoID engine.ID `json:"producto_id"`
	SucursalID engine.ID `json:"sucursal_id"`
	engine.PriceSet
}

func (s *Server) saveBranchPrices(q *request) error {
	var b branchPricesBody
	if err := q.decode(&b); err != nil {
		return err
	}
	var v engine.Validation
	if b.ProductoID == 0 {
		v.Add("producto_id", "El campo producto es obligatorio.")
	}
	if b.SucursalID == 0 {
		v.Add("sucursal_id", "El campo sucursal es obligatorio.")
	}
	if err := v.Err(); err != nil {
		return err
	}
	if err := s.eng.SaveBranchPrices(q.actor, uint64(b.SucursalID), uint64(b.ProductoID), b.Levels()); err != nil {
		return err
	}
	return q.created(msgPricesUpdated, 0)
}

func (s *Server) updatePrices(q *request) error {
	var in engine.BulkPriceInput
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.UpdatePrices(q.actor, in); err != nil {
		return err
	}
	return q.created(msgPricesUpdated, 0)
}

func (s *Server) priceAlertExists(q *request) error {
	branch, err := q.id("id")
	if err != nil {
		return err
	}
	exists, err := s.eng.PriceAlertExists(q.actor, branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]bool{"alerta_existe": exists})
}

func (s *Server) changedPrices(q *request) error {
	branch, err := q.id("id")
	if err != nil {
		return err
	}
	rows, err := s.eng.ChangedPrices(q.actor, branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"detalles": rows})
}

func (s *Server) dismissPriceAlert(q *request) error {
	branch, err := q.id("id")
	if err != nil {
		return err
	}
	if err := s.eng.DismissPriceAlert(q.actor, branch); err != nil {
		return err
	}
	return q.json(http.StatusOK, msg{Message: "Se dejará de mostrar el mensaje."})
}
