package engine

import "time"

// CatalogoView is a catalogue as the CATALOGOS list and the view screen show
// it. Estado is read at the time of the call: 2 (Fuera de plazo) once a
// valid catalogue is past fecha_fin. FechaCatalogo is its La Paz date.
type CatalogoView struct {
	ID            uint64    `json:"id"`
	NroCatalogo   uint64    `json:"nro_catalogo"`
	Fecha         time.Time `json:"fecha"`
	FechaCatalogo string    `json:"fecha_catalogo"`
	FechaFin      time.Time `json:"fecha_fin"`
	Sucursal      string    `json:"sucursal"`
	SucursalID    uint64    `json:"sucursal_id"`
	DocClient
	Total    Money  `json:"total"`
	Usuario  string `json:"usuario"`
	Empleado string `json:"empleado"`
	Estado   int    `json:"estado"`
}

// CatalogoLineView is a line of the catalogue view (detail modal, view
// screen). Cantidad is the units the line's price counts for in the total.
type CatalogoLineView struct {
	ID         uint64 `json:"id"`
	ProductoID uint64 `json:"producto_id"`
	Producto   string `json:"producto"`
	Codigo     string `json:"codigo"`
	Cantidad   int64  `json:"cantidad"`
	Precio     Money  `json:"precio"`
	Estado     int    `json:"estado"`
	Motivo     string `json:"motivo"`
}

// CatalogoEditProduct is a valid line as the edit screen loads it: the
// product, the catalogue price in pivot and the branch's six prices.
type CatalogoEditProduct struct {
	ID     uint64        `json:"id"`
	Nombre string        `json:"nombre"`
	Codigo string        `json:"codigo"`
	Pivot  CatalogoPivot `json:"pivot"`
	NumberedPrices
}

// CatalogoPivot is the catalogue's own price (and units) of a product.
type CatalogoPivot struct {
	Precio   Money `json:"precio"`
	Cantidad int64 `json:"cantidad"`
}

// CatalogoEdit is the data of Editar Catálogo.
type CatalogoEdit struct {
	DocClient
	Productos []CatalogoEditProduct `json:"productos"`
}

// CatalogoDetail is GET /api/catalogos/{id}: the view screen reads catalogo
// and detalles, the edit screen data.
type CatalogoDetail struct {
	Catalogo CatalogoView       `json:"catalogo"`
	Detalles []CatalogoLineView `json:"detalles"`
	Data     CatalogoEdit       `json:"data"`
}

func catalogoView(nm *names, c *Catalogo, now time.Time) CatalogoView {
	u := nm.user(c.UsuarioID)
	return CatalogoView{ID: c.ID, NroCatalogo: c.NroCatalogo, Fecha: c.Fecha, FechaCatalogo: BusinessDate(c.Fecha),
		FechaFin: c.FechaFin, Sucursal: nm.branch(c.Sucursal), SucursalID: c.Sucursal, DocClient: c.DocClient,
		Total: c.Total, Usuario: u, Empleado: u, Estado: c.EstadoAt(now)}
}

func catalogoDetail(tx ReadTx, c *Catalogo, now time.Time) CatalogoDetail {
	nm := newNames(tx)
	d := CatalogoDetail{Catalogo: catalogoView(nm, c, now), Detalles: make([]CatalogoLineView, 0, len(c.Detalles)),
		Data: CatalogoEdit{DocClient: c.DocClient, Productos: []CatalogoEditProduct{}}}
	for _, l := range c.Detalles {
		p := nm.product(l.ProductoID)
		d.Detalles = append(d.Detalles, CatalogoLineView{ID: l.ID, ProductoID: l.ProductoID, Producto: p.Producto,
			Codigo: p.Codigo, Cantidad: l.Cantidad, Precio: l.Precio, Estado: l.Estado, Motivo: l.Motivo})
		if l.Estado != 1 {
			continue
		}
		pr := branchPrices(tx, c.Sucursal, p)
		d.Data.Productos = append(d.Data.Productos, CatalogoEditProduct{ID: p.ID, Nombre: p.Producto, Codigo: p.Codigo,
			Pivot: CatalogoPivot{Precio: l.Precio, Cantidad: l.Cantidad}, NumberedPrices: numberedPrices(pr)})
	}
	return d
}

// CatalogoDetail returns one catalogue in both shapes; roles bound to their
// branch see only that branch's catalogues.
func (e *Engine) CatalogoDetail(actor Actor, id uint64) (d CatalogoDetail, err error) {
	now := e.Now()
	err = e.view(func(tx ReadTx) error {
		c, err := getCatalogo(tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(c.Sucursal) {
			return Forbidden("No puede consultar catálogos de otra sucursal.")
		}
		d = catalogoDetail(tx, c, now)
		return nil
	})
	return d, err
}

// ListCatalogos lists a branch's catalogues in a La Paz date range (of their
// date), oldest first. Only Super and Administrador choose the range;
// everyone else gets today.
func (e *Engine) ListCatalogos(actor Actor, branch uint64, desde, hasta string) (out []CatalogoView, err error) {
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar catálogos de otra sucursal.")
	}
	if !actor.IsAdmin() {
		desde, hasta = "", ""
	}
	now := e.Now()
	from, to, err := DayRange(desde, hasta, now)
	if err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []CatalogoView{}
		return scanDays(tx, bktCatalogoDays, branch, from, to, func(id uint64) error {
			c, err := getCatalogo(tx, id)
			if err == nil {
				out = append(out, catalogoView(nm, c, now))
			}
			return err
		})
	})
	return out, err
}
