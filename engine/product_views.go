package engine

import "time"

// ProductView is a product as the product list, detail and pickers show it:
// prices are those of the branch asked for (the defaults for branch 0),
// cantidad_disponible its stock there and cantidad the stock of all branches.
// Costo is absent for roles that may not see costs.
type ProductView struct {
	ID            uint64 `json:"id"`
	Codigo        string `json:"codigo"`
	Producto      string `json:"producto"`
	Nombre        string `json:"nombre"`
	NombreFactura string `json:"nombre_factura"`
	Unidad        string `json:"unidad"`
	UnidadID      uint64 `json:"unidad_id"`
	Categoria     string `json:"categoria"`
	CategoriaID   uint64 `json:"categoria_id"`
	Costo         *Money `json:"costo,omitempty"`
	PriceSet
	Niveles            []PriceLevel `json:"niveles,omitempty"` // enabled non-zero levels of the branch
	Minimo             int64        `json:"minimo"`
	Descripcion        string       `json:"descripcion"`
	Imagen             *string      `json:"imagen"`
	Imagen2            *string      `json:"imagen2"`
	Imagen3            *string      `json:"imagen3"`
	Estado             bool         `json:"estado"`
	CreatedAt          time.Time    `json:"created_at"`
	CantidadDisponible int64        `json:"cantidad_disponible"`
	Cantidad           int64        `json:"cantidad"`
	// The SIN's homologation (0 or "" while not homologated: not invoiceable).
	CodigoProductoSin  int64  `json:"codigo_producto_sin"`
	ActividadEconomica string `json:"actividad_economica"`
	UnidadMedidaSin    int    `json:"unidad_medida_sin"`
}

// productView fills a view; prices and levels come from the caller.
func productView(nm *names, p *Product, prices [6]Money, branch *Branch, withCost bool) ProductView {
	v := ProductView{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Nombre: p.Producto, NombreFactura: p.NombreFactura,
		Unidad: nm.unit(p.UnidadID), UnidadID: p.UnidadID, Categoria: nm.category(p.CategoriaID), CategoriaID: p.CategoriaID,
		PriceSet: priceSet(prices),
		Minimo:   p.Minimo, Descripcion: p.Descripcion, Imagen: ImageURL(p.Imagenes[0]), Imagen2: ImageURL(p.Imagenes[1]),
		Imagen3: ImageURL(p.Imagenes[2]), Estado: p.Estado, CreatedAt: p.CreatedAt,
		CodigoProductoSin: p.CodigoProductoSin, ActividadEconomica: p.ActividadEconomica, UnidadMedidaSin: p.UnidadMedidaSin}
	v.Costo = costShown(p, withCost)
	if branch != nil {
		v.Niveles = enabledLevels(branch, prices)
	}
	return v
}

// Product returns one product seen from branch (0: the product's own defaults,
// as the edit form needs them).
func (e *Engine) Product(actor Actor, id, branch uint64) (ProductView, error) {
	views, err := e.Products(actor, []uint64{id}, branch)
	if err == nil && len(views) == 0 {
		err = NotFound("Producto no encontrado.")
	}
	if err != nil {
		return ProductView{}, err
	}
	return views[0], nil
}

// Products returns the products ids seen from branch, in the order given, in
// one read transaction (a search page shows up to a hundred); unknown ids are
// left out.
func (e *Engine) Products(actor Actor, ids []uint64, branch uint64) (out []ProductView, err error) {
	err = e.view(func(tx ReadTx) error {
		bp, err := seenFrom(tx, actor, branch)
		if err != nil {
			return err
		}
		nm, withCost := newNames(tx), CanSeeCost(actor)
		out = make([]ProductView, 0, len(ids))
		for _, id := range ids {
			p, err := getProduct(tx, id)
			if ErrorCode(err) == CodeNotFound {
				continue
			}
			if err != nil {
				return err
			}
			prices := p.Precios
			if bp != nil {
				prices = branchPrices(tx, branch, &p)
			}
			v := productView(nm, &p, prices, bp, withCost)
			v.CantidadDisponible = getStock(tx, branch, id)
			v.Cantidad = totalStock(tx, id)
			out = append(out, v)
		}
		return nil
	})
	return out, err
}

// ListProducts lists the products (all or only active ones) seen from branch,
// in one read transaction: one pass over the stock rows gives every product's
// branch and total stock, one range scan the branch's own prices.
func (e *Engine) ListProducts(actor Actor, branch uint64, onlyActive bool) (out []ProductView, err error) {
	err = e.view(func(tx ReadTx) error {
		bp, err := seenFrom(tx, actor, branch)
		if err != nil {
			return err
		}
		here, total := map[uint64]int64{}, map[uint64]int64{}
		tx.Bucket(bktStock).ForEach(func(k, v []byte) error {
			p, n := btoi(k[8:]), int64(btoi(v))
			total[p] += n
			if btoi(k[:8]) == branch {
				here[p] = n
			}
			return nil
		})
		own := map[uint64][6]Money{}
		prefix := itob(branch)
		c := tx.Bucket(bktBranchPrices).Cursor()
		for k, raw := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, raw = c.Next() {
			var pr [6]Money
			if err := jsonUnmarshal(raw, &pr); err != nil {
				return err
			}
			own[btoi(k[8:])] = pr
		}
		nm, withCost := newNames(tx), CanSeeCost(actor)
		out = []ProductView{}
		return each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			if onlyActive && !p.Estado {
				return nil
			}
			prices, ok := own[p.ID]
			if !ok {
				prices = p.Precios
			}
			v := productView(nm, p, prices, bp, withCost)
			v.CantidadDisponible, v.Cantidad = here[p.ID], total[p.ID]
			out = append(out, v)
			return nil
		})
	})
	return out, err
}

// costShown is a product's cost for an answer: nil, which leaves it out, for
// a caller who may not see costs.
func costShown(p *Product, withCost bool) *Money {
	if !withCost {
		return nil
	}
	c := p.Costo
	return &c
}

// seenFrom is the branch whose prices and stock a product list shows: nil for
// branch 0 (the products' own defaults), refused for a branch the actor does
// not act in.
func seenFrom(tx ReadTx, actor Actor, branch uint64) (*Branch, error) {
	if branch == 0 {
		return nil, nil
	}
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar otra sucursal.")
	}
	b, err := getBranch(tx, branch)
	return &b, err
}

// QuickInfo is the product quick-info modal (GET /api/informacion_rapida/{id}).
type QuickInfo struct {
	Compras         []QuickPurchase `json:"compras"`
	StockSucursales []BranchStock   `json:"stock_sucursales"`
	Total           int64           `json:"total"`
	Producto        QuickProduct    `json:"producto"`
}

// QuickPurchase is one recent purchase of the product; Costo only for Super.
type QuickPurchase struct {
	CompraID    uint64    `json:"compra_id"`
	FechaCompra time.Time `json:"fecha_compra"`
	Proveedor   string    `json:"proveedor"`
	Cantidad    int64     `json:"cantidad"`
	Costo       *Money    `json:"costo,omitempty"`
}

// BranchStock is the stock of the product in one branch.
type BranchStock struct {
	SucursalID uint64 `json:"sucursal_id"`
	Sucursal   string `json:"sucursal"`
	Stock      int64  `json:"stock"`
}

// QuickProduct names the product of a quick-info answer.
type QuickProduct struct {
	Nombre string  `json:"nombre"`
	Imagen *string `json:"imagen"`
}

// quickPurchases is how many recent purchases quick info lists.
const quickPurchases = 10

// QuickInfo gives a product's latest valid purchases (Super and Administrador
// only) and its stock per branch: every branch for them, the home and
// assigned branches for everyone else.
func (e *Engine) QuickInfo(actor Actor, id uint64) (q QuickInfo, err error) {
	err = e.view(func(tx ReadTx) error {
		p, err := getProduct(tx, id)
		if err != nil {
			return err
		}
		nm := newNames(tx)
		q = QuickInfo{Compras: []QuickPurchase{}, StockSucursales: []BranchStock{},
			Producto: QuickProduct{Nombre: p.Producto, Imagen: ImageURL(p.Imagenes[0])}}
		assigned := tx.Bucket(bktAssigned)
		if err := each(tx.Bucket(bktBranches), func(_ []byte, b *Branch) error {
			if actor.IsAdmin() || b.ID == actor.Home || assigned.Get(key(actor.UserID, b.ID)) != nil {
				n := getStock(tx, b.ID, id)
				q.StockSucursales = append(q.StockSucursales, BranchStock{SucursalID: b.ID, Sucursal: b.Sucursal, Stock: n})
				q.Total += n
			}
			return nil
		}); err != nil {
			return err
		}
		if !actor.IsAdmin() {
			return nil
		}
		prefix := itob(id)
		c := tx.Bucket(bktProductBuys).Cursor()
		k, _ := c.Seek(key(id + 1))
		if k == nil {
			k, _ = c.Last()
		} else {
			k, _ = c.Prev()
		}
		for ; k != nil && hasPrefix(k, prefix) && len(q.Compras) < quickPurchases; k, _ = c.Prev() {
			pu, err := getPurchase(tx, btoi(k[8:]))
			if err != nil {
				return err
			}
			for _, l := range pu.Detalles {
				if l.ProductoID == id && l.Estado == 1 && pu.Estado == PurchaseValid {
					row := QuickPurchase{CompraID: pu.ID, FechaCompra: pu.FechaCompra, Proveedor: nm.supplier(pu.ProveedorID).Proveedor, Cantidad: l.Cantidad}
					if CanSeeCost(actor) {
						cost := l.Costo
						row.Costo = &cost
					}
					q.Compras = append(q.Compras, row)
				}
			}
		}
		return nil
	})
	return q, err
}
