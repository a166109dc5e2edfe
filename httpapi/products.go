package httpapi

import (
	"net/http"
	"strconv"

	"sgc/engine"
	"sgc/index"
	"sgc/reporting"
)

func (s *Server) productRoutes() {
	s.handle("GET /api/productos", s.listProducts)
	s.handle("GET /api/productos/buscar", s.searchProducts)
	s.handle("GET /api/productos/{id}", s.getProduct)
	s.handle("POST /api/productos", s.saveProduct)
	s.handle("POST /api/productos/{id}", s.saveProduct)
	s.handle("PUT /api/productos/estado/{id}", toggleAsOf(s.eng.ToggleProduct))
	s.handle("GET /api/productos/reporte-pdf", s.plainDocument("pdf", reporting.Products))
	s.handle("GET /api/productos/excel", s.plainDocument("xlsx", reporting.Products))
	s.handle("GET /api/informacion_rapida/{id}", detailOf(s.eng.QuickInfo))
	s.handle("GET /api/productos_inventario/{id}", s.branchProducts(false))
	s.handle("GET /api/productos_inventario_total/{id}", s.branchProducts(true))
	s.handle("GET /api/productosTotal", s.branchProductsByQuery(true))
	s.handle("GET /api/productos-stock", s.branchProductsByQuery(false))
}

// UseIndex gives the server the product search index.
func (s *Server) UseIndex(ix *index.Index) { s.index = ix }

func (s *Server) listProducts(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	list, err := s.eng.ListProducts(q.actor, branch, q.r.URL.Query().Get("productoActivo") == "true")
	if err != nil {
		return err
	}
	return q.data(list)
}

// searchProducts serves every product picker and list search box: the index
// ranks the matches (code first, then name), the engine shows them as seen
// from the branch. con_stock=1 keeps those with stock in the branch.
func (s *Server) searchProducts(q *request) error {
	if s.index == nil {
		return &engine.Error{Code: engine.CodeConflict, Message: "El buscador de productos no está disponible."}
	}
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	qs := q.r.URL.Query()
	limit, _ := strconv.Atoi(qs.Get("limit"))
	if limit <= 0 || limit > 100 {
		limit = 20
	}
	withStock := qs.Get("con_stock") == "1" || qs.Get("con_stock") == "true"
	onlyActive := qs.Get("productoActivo") != "false"
	out := []engine.ProductView{}
	// Stock is not in the index: with con_stock, read further down the ranking
	// until the page is full.
	for offset := 0; len(out) < limit; {
		hits, total, err := s.index.Search(qs.Get("q"), index.Query{Limit: limit * 2, Offset: offset, OnlyActive: onlyActive})
		if err != nil {
			return err
		}
		ids := make([]uint64, len(hits))
		for i, h := range hits {
			ids[i] = h.ID
		}
		views, err := s.eng.Products(q.actor, ids, branch)
		if err != nil {
			return err
		}
		for _, p := range views {
			if (!withStock || p.CantidadDisponible > 0) && (!onlyActive || p.Estado) && len(out) < limit {
				out = append(out, p)
			}
		}
		offset += len(hits)
		if len(hits) == 0 || offset >= total {
			break
		}
	}
	return q.data(out)
}

// getProduct shows one product; without sucursal_id it carries the product's
// own default prices, as the edit form needs.
func (s *Server) getProduct(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var branch uint64
	if q.r.URL.Query().Get("sucursal_id") != "" {
		if branch, err = q.branch("sucursal_id"); err != nil {
			return err
		}
	}
	p, err := s.eng.Product(q.actor, id, branch)
	if err != nil {
		return err
	}
	return q.data(p)
}

// saveProduct creates (POST /api/productos) or edits (POST /api/productos/{id}
// with _method=PUT) a product from a multipart form; images only when changed,
// eliminar_imagenN=1 removes one.
func (s *Server) saveProduct(q *request) error {
	save := func(id uint64, in engine.ProductInput) (uint64, error) { return s.eng.SaveProduct(q.actor, id, in) }
	return formSave(q, productInput, save, "Producto guardado correctamente.")
}

func productInput(f *form) (in engine.ProductInput, err error) {
	in = engine.ProductInput{Codigo: f.Get("codigo"), Producto: f.Get("producto"), NombreFactura: f.Get("nombre_factura"),
		Descripcion: f.Get("descripcion"), Unidad: firstOf(f, "unidad", "unidad_id"),
		Categoria: firstOf(f, "categoria", "categoria_id"), Costo: f.Get("costo"), Minimo: f.Get("minimo"),
		CodigoProductoSin: f.Get("codigo_producto_sin"), ActividadEconomica: f.Get("actividad_economica"),
		UnidadMedidaSin: f.Get("unidad_medida_sin")}
	if in.Producto == "" {
		in.Producto = f.Get("nombre")
	}
	for i := range in.Precios {
		in.Precios[i] = f.Get(priceField(i))
	}
	for i, field := range []string{"imagen", "imagen2", "imagen3"} {
		if in.Imagenes[i], err = f.Image(field); err != nil {
			return in, err
		}
		in.Quitar[i] = f.Get("eliminar_"+field) == "1" || f.Get("eliminar_"+field) == "true"
	}
	return in, nil
}

func firstOf(f *form, names ...string) string {
	for _, n := range names {
		if v := f.Get(n); v != "" {
			return v
		}
	}
	return ""
}

// priceField is the form name of price level i: precio, precio2..precio6.
func priceField(i int) string {
	if i == 0 {
		return "precio"
	}
	return "precio" + strconv.Itoa(i+1)
}

// branchProducts lists a branch's active products with stock and prices: those
// with stock as {data} for pickers, or every one as a bare array (…_total).
func (s *Server) branchProducts(withZero bool) handlerFunc {
	return func(q *request) error {
		branch, err := q.id("id")
		if err != nil {
			return err
		}
		inv, err := s.eng.BranchInventory(q.actor, branch, withZero)
		if err != nil {
			return err
		}
		if withZero {
			return q.json(http.StatusOK, inv.Data)
		}
		return q.data(inv.Data)
	}
}

// branchProductsByQuery serves the spec's two query forms of the same lists:
// productosTotal?sucursal_id (every active product, zero stock included) and
// productos-stock?sucursal_id (those with stock). Both answer {data}; without
// sucursal_id they read the session's branch.
func (s *Server) branchProductsByQuery(withZero bool) handlerFunc {
	return func(q *request) error {
		branch, err := q.stockBranch("sucursal_id")
		if err != nil {
			return err
		}
		inv, err := s.eng.BranchInventory(q.actor, branch, withZero)
		if err != nil {
			return err
		}
		return q.data(inv.Data)
	}
}
