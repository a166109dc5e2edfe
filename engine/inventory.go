package engine

import "time"

// InventoryRow is a product's stock in a branch as INVENTARIO, the sale picker
// and the inventory reports show it (active products only). CostoUnitario only
// for Super.
type InventoryRow struct {
	ID            uint64  `json:"id"`
	Codigo        string  `json:"codigo"`
	Producto      string  `json:"producto"`
	Unidad        string  `json:"unidad"`
	Categoria     string  `json:"categoria"`
	Imagen        *string `json:"imagen"`
	Imagen2       *string `json:"imagen2"`
	Imagen3       *string `json:"imagen3"`
	CostoUnitario *Money  `json:"costo_unitario,omitempty"`
	PriceSet
	Cantidad int64  `json:"cantidad"`
	Minimo   int64  `json:"minimo"`
	Sucursal string `json:"sucursal"`
	Estado   bool   `json:"estado"`
}

// Inventory is GET /api/inventarios: the rows, the units in stock and, for
// Super, what they cost.
type Inventory struct {
	Data            []InventoryRow `json:"data"`
	TotalInventario int64          `json:"total_inventario"`
	TotalCosto      *Money         `json:"total_costo,omitempty"`
}

// BranchInventory lists the active products of a branch with their stock and
// the branch's prices; withZero keeps those with no stock there.
func (e *Engine) BranchInventory(actor Actor, branch uint64, withZero bool) (inv Inventory, err error) {
	err = e.view(func(tx ReadTx) error {
		if !canKeepStockIn(tx, actor, branch) {
			return Forbidden("No puede consultar otra sucursal.")
		}
		b, err := getBranch(tx, branch)
		if err != nil {
			return err
		}
		nm, withCost := newNames(tx), CanSeeCost(actor)
		var cost Money
		inv.Data = []InventoryRow{}
		if err := each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			n := getStock(tx, branch, p.ID)
			if !p.Estado || (n <= 0 && !withZero) {
				return nil
			}
			pr := branchPrices(tx, branch, p)
			r := InventoryRow{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Unidad: nm.unit(p.UnidadID), Categoria: nm.category(p.CategoriaID),
				Imagen: ImageURL(p.Imagenes[0]), Imagen2: ImageURL(p.Imagenes[1]), Imagen3: ImageURL(p.Imagenes[2]),
				PriceSet: priceSet(pr),
				Cantidad: n, Minimo: p.Minimo, Sucursal: b.Sucursal, Estado: p.Estado}
			r.CostoUnitario = costShown(p, withCost)
			inv.TotalInventario += n
			cost += p.Costo * Money(n)
			inv.Data = append(inv.Data, r)
			return nil
		}); err != nil {
			return err
		}
		if withCost {
			inv.TotalCosto = &cost
		}
		return nil
	})
	return inv, err
}

// LowStockRow is a product at or under its minimum in a branch.
type LowStockRow struct {
	ID       uint64 `json:"id"`
	Codigo   string `json:"codigo"`
	Producto string `json:"producto"`
	Unidad   string `json:"unidad"`
	Cantidad int64  `json:"cantidad"`
	Minimo   int64  `json:"minimo"`
}

// LowStock lists the active products whose stock in branch is ≤ their minimo.
func (e *Engine) LowStock(actor Actor, branch uint64) (out []LowStockRow, err error) {
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar otra sucursal.")
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []LowStockRow{}
		return each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			if n := getStock(tx, branch, p.ID); p.Estado && n <= p.Minimo {
				out = append(out, LowStockRow{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Unidad: nm.unit(p.UnidadID), Cantidad: n, Minimo: p.Minimo})
			}
			return nil
		})
	})
	return out, err
}

// IdleRow is a product with stock that hardly sold (productos sin movimiento).
type IdleRow struct {
	ID                uint64    `json:"id"`
	FechaIngreso      time.Time `json:"fecha_ingreso"` // last time units entered the branch
	CantidadExistente int64     `json:"cantidad_existente"`
	Producto          string    `json:"producto"`
	Sucursal          string    `json:"sucursal"`
	Costo             *Money    `json:"costo,omitempty"`
	PriceSet
	TotalVentas int64 `json:"total_ventas"`
}

// idleUnder is the number of units sold under which a product counts as idle.
const idleUnder = 5

// WithoutMovement lists the products with stock in branch that sold fewer
// than 5 units (net of returns) in the last 3, 6 or 12 months (Super and
// Administrador). The units sold come from the per-day product figures.
func (e *Engine) WithoutMovement(actor Actor, branch uint64, meses int) (out []IdleRow, err error) {
	if !actor.IsAdmin() {
		return nil, Forbidden("Solo Super o Administrador pueden ver productos sin movimiento.")
	}
	if meses != 3 && meses != 6 && meses != 12 {
		return nil, Invalid("meses", "El periodo debe ser 3, 6 o 12 meses.")
	}
	now := e.Now()
	since, _ := parseDay(BusinessDate(now.AddDate(0, -meses, 0)))
	err = e.view(func(tx ReadTx) error {
		b, err := getBranch(tx, branch)
		if err != nil {
			return err
		}
		sc := ReportScope{Branches: []uint64{branch}, from: day(since), to: day(now)}
		_, sums := scanProductTotals(tx, bktAggSaleProducts, sc, productFigureCount)
		sold := make(map[uint64]int64, len(sums))
		for id, f := range sums {
			sold[id] = f[pfCantidad]
		}
		withCost := CanSeeCost(actor)
		out = []IdleRow{}
		return each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			n := getStock(tx, branch, p.ID)
			if n <= 0 || sold[p.ID] >= idleUnder {
				return nil
			}
			pr := branchPrices(tx, branch, p)
			r := IdleRow{ID: p.ID, FechaIngreso: lastEntry(tx, branch, p.ID), CantidadExistente: n, Producto: p.Producto, Sucursal: b.Sucursal,
				PriceSet: priceSet(pr), TotalVentas: sold[p.ID]}
			r.Costo = costShown(p, withCost)
			out = append(out, r)
			return nil
		})
	})
	return out, err
}

// lastEntry is the fecha_movimiento of the latest kardex entry that brought
// units into branch, read backwards from the end of the history.
func lastEntry(tx ReadTx, branch, product uint64) time.Time {
	prefix := key(branch, product)
	c := tx.Bucket(bktKardex).Cursor()
	k, raw := c.Seek(key(branch, product+1))
	if k == nil {
		k, raw = c.Last()
	} else {
		k, raw = c.Prev()
	}
	for ; k != nil && hasPrefix(k, prefix); k, raw = c.Prev() {
		if q, err := kardexQty(raw); err == nil && q > 0 {
			var en KardexEntry
			if jsonUnmarshal(raw, &en) == nil {
				return en.FechaMovimiento
			}
		}
	}
	return time.Time{}
}
