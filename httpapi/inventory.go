package httpapi

import (
	"cmp"
	"net/http"
	"strconv"
	"strings"

	"sgc/engine"
)

// inventoryRoutes serves the stock of a branch: inventory, write-offs (bajas),
// kardex, the inventory count, initial loads and the stock alerts.
func (s *Server) inventoryRoutes() {
	s.handle("GET /api/inventarios", s.inventory)
	s.handle("GET /api/inventarios/excel", s.inventoryExcel)
	s.handle("POST /api/bajas", s.createBaja)
	s.handle("GET /api/bajas", s.listBajas)
	s.handle("PUT /api/bajas/{id}", s.setBajaEstado)
	s.handle("GET /api/bajas/excel", s.bajasExcel)
	s.handle("POST /api/inventario/reporte-inventario", s.inventoryPDF(false))
	s.handle("POST /api/inventario/reporte-inventario-costo", s.inventoryPDF(true))
	s.handle("POST /api/inventario/comparar-inventarios", s.kardexComparisonPDF)
	s.handle("POST /api/inventario/reporte-cantidad-real", s.countSheetPDF)
	s.handle("POST /api/inventario/carga-inicial", s.initialLoad)
	s.handle("GET /api/kardex_data", s.kardex)
	s.handle("GET /api/inventario-conteo", s.countRows)
	s.handle("POST /api/conteo-inventario", s.registerCount)
	s.handle("POST /api/conteo-inventario-inicializar", s.initCount)
	s.handle("PUT /api/actualizar-inventario/{id}", s.applyCount)
	s.handle("GET /api/reporte/productos-sin-movimiento", s.withoutMovement)
	s.handle("GET /api/stock-bajo", s.lowStock)
}

// inventory answers {data, total_inventario, total_costo (Super)}: every active
// product with its stock in the branch, sold-out ones included (the screen
// marks them red so they get bought again).
func (s *Server) inventory(q *request) error {
	branch, err := q.stockBranch("sucursal_id")
	if err != nil {
		return err
	}
	inv, err := s.eng.BranchInventory(q.actor, branch, true)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, inv)
}

func (s *Server) createBaja(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	var in engine.BajaInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.CreateBaja(q.actor, branch, in)
	if err != nil {
		return err
	}
	return q.created("Baja registrada con éxito", id)
}

func (s *Server) listBajas(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	list, err := s.eng.ListBajas(q.actor, branch, bajaFilter(q))
	if err != nil {
		return err
	}
	return q.data(list)
}

func (s *Server) setBajaEstado(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in struct {
		EstadoProducto string `json:"estado_producto"`
	}
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	if err := s.eng.SetBajaEstado(q.actor, id, in.EstadoProducto); err != nil {
		return err
	}
	return q.json(http.StatusOK, msg{Message: "Estado actualizado correctamente"})
}

// kardex answers the engine's KardexView as it is.
func (s *Server) kardex(q *request) error {
	product, err := q.queryID("producto_id")
	if err != nil {
		return err
	}
	if product == 0 {
		return engine.Invalid("producto_id", "Debe seleccionar un producto.")
	}
	branch, err := q.stockBranch("sucursal_id")
	if err != nil {
		return err
	}
	v, err := s.eng.Kardex(q.actor, product, branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, v)
}

func (s *Server) initialLoad(q *request) error {
	var in engine.InitialLoadInput
	if err := q.decode(&in); err != nil {
		return err
	}
	if in.Sucursal == 0 {
		in.Sucursal = engine.ID(q.actor.Branch)
	}
	if in.Producto == 0 {
		return engine.Invalid("producto_id", "Debe seleccionar un producto.")
	}
	if err := s.eng.InitialLoad(q.actor, in); err != nil {
		return err
	}
	return q.created("Carga inicial registrada con éxito", 0)
}

// countRows lists the count rows; show_stock_greater_than_zero keeps only
// products with stock.
func (s *Server) countRows(q *request) error {
	branch, err := q.stockBranch("sucursal_id")
	if err != nil {
		return err
	}
	rows, err := s.eng.CountRows(q.actor, branch, truthy(q.r.URL.Query().Get("show_stock_greater_than_zero")))
	if err != nil {
		return err
	}
	return q.data(rows)
}

// countInput is the body of the count calls.
type countInput struct {
	SucursalID        engine.ID   `json:"sucursal_id"`
	ProductoID        engine.ID   `json:"producto_id"`
	CantidadExistente *engine.Int `json:"cantidad_existente"`
}

func (s *Server) registerCount(q *request) error {
	var in countInput
	if err := q.decode(&in); err != nil {
		return err
	}
	var v engine.Validation
	if in.ProductoID == 0 {
		v.Add("producto_id", "Debe seleccionar un producto.")
	}
	if in.CantidadExistente == nil {
		v.Add("cantidad_existente", "La cantidad existente es obligatoria.")
	}
	if err := v.Err(); err != nil {
		return err
	}
	branch := cmp.Or(uint64(in.SucursalID), q.actor.Branch)
	if err := s.eng.RegisterCount(q.actor, branch, uint64(in.ProductoID), int64(*in.CantidadExistente)); err != nil {
		return err
	}
	return q.created("Cantidad existente registrada exitosamente.", 0)
}

func (s *Server) initCount(q *request) error {
	var in countInput
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	if err := s.eng.InitCount(q.actor, cmp.Or(uint64(in.SucursalID), q.actor.Branch)); err != nil {
		return err
	}
	return q.created("Se reinició el conteo de inventario exitosamente.", 0)
}

// applyCount sets the counted quantities as stock of branch {id}; the answer
// also says how many products changed.
func (s *Server) applyCount(q *request) error {
	branch, err := q.id("id")
	if err != nil {
		return err
	}
	changed, err := s.eng.ApplyCount(q.actor, branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusCreated, map[string]any{"message": "Se actualizó el stock exitosamente.", "actualizados": changed})
}

// withoutMovement answers {productosSinMovimiento}; meses is 3 by default.
func (s *Server) withoutMovement(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	meses := 3
	if m := strings.TrimSpace(q.r.URL.Query().Get("meses")); m != "" {
		if meses, err = strconv.Atoi(m); err != nil {
			meses = -1 // the engine answers the field message
		}
	}
	rows, err := s.eng.WithoutMovement(q.actor, branch, meses)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"productosSinMovimiento": rows})
}

// lowStock answers {bajoStock}: the active products at or under their minimum.
func (s *Server) lowStock(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	rows, err := s.eng.LowStock(q.actor, branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"bajoStock": rows})
}

// bajaFilter is the estado_producto filter of the write-off calls; "" or
// Todos (in any case) is every state.
func bajaFilter(q *request) string {
	estado := strings.TrimSpace(q.r.URL.Query().Get("estado_producto"))
	if strings.EqualFold(estado, "Todos") {
		return ""
	}
	return estado
}

// truthy reads a query flag: 1, true, si.
func truthy(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "si", "sí", "on":
		return true
	}
	return false
}
