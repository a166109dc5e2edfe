package engine

import "sgc/engine/esbo"

// Inventory count (CONTEO DE INVENTARIO). Each product of a branch has a count
// row: -1 SIN REVISAR, n ≥ 0 the quantity found (Incompleto), or no row at all
// (null: REVISADO, the stock is right). Completo is sent as -2. The row of
// product 0 (no product has that id) marks a branch whose count was started
// with Reiniciar Conteo: before that no row is under count, and the screen
// says so instead of calling every product REVISADO.
const (
	CountUnreviewed = -1
	CountComplete   = -2
)

// CountRow is one row of the count screen. CantidadExistente is null when the
// row matches stock. CostoUnitario only for Super.
type CountRow struct {
	ID                uint64 `json:"id"`
	Codigo            string `json:"codigo"`
	Producto          string `json:"producto"`
	CostoUnitario     *Money `json:"costo_unitario,omitempty"`
	Cantidad          int64  `json:"cantidad"`
	Sucursal          string `json:"sucursal"`
	CantidadExistente *int64 `json:"cantidad_existente"`
	// EnConteo is false until the branch's count is started (Reiniciar Conteo).
	EnConteo bool `json:"en_conteo"`
}

// countStarted is the key of the branch's "count started" mark.
func countStarted(branch uint64) []byte { return key(branch, 0) }

// countRoles may run the count.
var countRoles = []string{RoleSuper, RoleAdmin, RoleInventario, RoleAlmacen}

// countAllowed refuses a count outside the count roles or the actor's
// branches (home, or assigned for the stock keepers).
func (e *Engine) countAllowed(actor Actor, branch uint64) error {
	refused := Forbidden("No tiene permiso para el conteo de inventario de esta sucursal.")
	if !actor.Has(countRoles...) {
		return refused
	}
	if err := e.StockScope(actor, branch); err != nil {
		if ErrorCode(err) == CodeForbidden {
			return refused
		}
		return err
	}
	return nil
}

// InitCount restarts the count of a branch: every product becomes SIN REVISAR.
func (e *Engine) InitCount(actor Actor, branch uint64) error {
	if err := e.countAllowed(actor, branch); err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		if _, err := getBranch(tx.Tx, branch); err != nil {
			return err
		}
		rows, unreviewed := tx.Bucket(bktCounts), int64(CountUnreviewed)
		if err := rows.Put(countStarted(branch), itob(uint64(tx.now.UnixNano()))); err != nil {
			return err
		}
		c := tx.Bucket(bktProducts).Cursor()
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			if err := rows.Put(key(branch, btoi(k)), itob(uint64(unreviewed))); err != nil {
				return err
			}
		}
		return nil
	})
}

// RegisterCount records what was found of a product: -2 (Completo) marks it as
// matching stock, n ≥ 0 is the counted quantity.
func (e *Engine) RegisterCount(actor Actor, branch, product uint64, existente int64) error {
	if err := e.countAllowed(actor, branch); err != nil {
		return err
	}
	if existente != CountComplete && (existente < 0 || existente > maxQty) {
		return Invalid("cantidad_existente", "La cantidad existente debe ser un número mayor o igual a 0.")
	}
	return e.update(func(tx *Tx) error {
		if _, err := getBranch(tx.Tx, branch); err != nil {
			return err
		}
		if _, err := getProduct(tx.Tx, product); err != nil {
			return err
		}
		k := key(branch, product)
		if existente == CountComplete {
			return tx.Bucket(bktCounts).Delete(k)
		}
		return tx.Bucket(bktCounts).Put(k, itob(uint64(existente)))
	})
}

// CountRows lists the count rows of a branch, optionally only products with
// stock there.
func (e *Engine) CountRows(actor Actor, branch uint64, onlyStock bool) (out []CountRow, err error) {
	if err := e.countAllowed(actor, branch); err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		b, err := getBranch(tx, branch)
		if err != nil {
			return err
		}
		rows, withCost := tx.Bucket(bktCounts), CanSeeCost(actor)
		started := rows.Get(countStarted(branch)) != nil
		out = []CountRow{}
		return each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			stock := getStock(tx, branch, p.ID)
			if onlyStock && stock <= 0 {
				return nil
			}
			r := CountRow{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Cantidad: stock, Sucursal: b.Sucursal, EnConteo: started}
			if v := rows.Get(key(branch, p.ID)); len(v) == 8 {
				n := int64(btoi(v))
				r.CantidadExistente = &n
			}
			r.CostoUnitario = costShown(p, withCost)
			out = append(out, r)
			return nil
		})
	})
	return out, err
}

// ApplyCount (Actualizar Stock) sets the stock of every counted product to the
// quantity found, with kardex "Ajuste de Inventario" of the difference, in one
// transaction; those rows become REVISADO. It returns how many products
// changed. Rows SIN REVISAR are left as they are.
func (e *Engine) ApplyCount(actor Actor, branch uint64) (changed int, err error) {
	if err := e.countAllowed(actor, branch); err != nil {
		return 0, err
	}
	err = e.updateIdempotent(actor, &changed, func(tx *Tx) error {
		changed = 0
		if _, err := getBranch(tx.Tx, branch); err != nil {
			return err
		}
		rows := tx.Bucket(bktCounts)
		var done [][]byte
		prefix := itob(branch)
		c := rows.Cursor()
		for k, v := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, v = c.Next() {
			n, product := int64(btoi(v)), btoi(k[8:])
			if n < 0 || product == 0 { // not counted, or the started mark
				continue
			}
			p, err := getProduct(tx.Tx, product)
			if err != nil {
				return err
			}
			before := getStock(tx.Tx, branch, product)
			if d := n - before; d != 0 {
				if _, err := move(tx, actor, movement{Branch: branch, Product: product, Qty: d, Tipo: KardexAjuste,
					Precio: p.Costo, Desc: "Conteo de inventario", Doc: "conteo", Fecha: tx.now}); err != nil {
					return err
				}
				if err := auditStockSet(tx, actor, AuditCountAdjust, branch, &p, before, n); err != nil {
					return err
				}
				changed++
			}
			done = append(done, append([]byte(nil), k...))
		}
		for _, k := range done { // deleting while iterating would skip keys
			if err := rows.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
	return changed, err
}

// auditStockSet logs a stock set by hand (a count adjustment, an initial
// load): who, which product, the stock before → after and the value of the
// difference at cost, as a write-off is logged.
func auditStockSet(tx *Tx, actor Actor, tipo string, branch uint64, p *Product, before, after int64) error {
	d := after - before
	sign, units := "+", d
	if d < 0 {
		sign, units = "-", -d
	}
	return appendAudit(tx, actor, AuditEntry{Tipo: tipo, Documento: "producto", DocumentoID: p.ID, Sucursal: branch,
		Monto: p.Costo * Money(units), Detalle: productLabel(p) + ": stock " + esbo.Quantity(before) + " → " +
			esbo.Quantity(after) + " (" + sign + esbo.Quantity(units) + ") al costo " + bs(p.Costo)})
}
