package engine

import "time"

// A product has six default prices (P1..P6). A branch starts from them and may
// get its own six (a purchase sets branch 1's, transfers and the price screens
// set others'); the precios_sucursal row exists only once it does.

// PriceLevel is one enabled price of a product in a branch: level 1..6.
type PriceLevel struct {
	Nivel  int   `json:"nivel"`
	Precio Money `json:"precio"`
}

// PriceAlert records that a branch's prices of a product changed, so that its
// users are warned (DESIGN §5 "Price alert").
type PriceAlert struct {
	Seq        uint64    `json:"id"`
	Sucursal   uint64    `json:"sucursal_id"`
	Fecha      time.Time `json:"fecha"`
	ProductoID uint64    `json:"producto_id"`
	Anterior   [6]Money  `json:"anterior"`
	Nuevo      [6]Money  `json:"nuevo"`
	UsuarioID  uint64    `json:"usuario_id"`
}

// branchPrices are the prices of p in branch: its own row, else p's defaults.
func branchPrices(tx ReadTx, branch uint64, p *Product) [6]Money {
	var own [6]Money
	if ok, err := getJSON(tx.Bucket(bktBranchPrices), key(branch, p.ID), &own); ok && err == nil {
		return own
	}
	return p.Precios
}

// setBranchPrices gives branch its own prices of p; a change records an alert.
func setBranchPrices(tx *Tx, actor Actor, branch uint64, p *Product, prices [6]Money) error {
	old := branchPrices(tx.Tx, branch, p)
	if err := putJSON(tx.Bucket(bktBranchPrices), key(branch, p.ID), prices); err != nil {
		return err
	}
	if old == prices {
		return nil
	}
	return recordPriceAlert(tx, actor, branch, p.ID, old, prices)
}

// defaultsChanged alerts every branch that follows p's defaults (has no own
// row) that its prices went from old to p.Precios.
func defaultsChanged(tx *Tx, actor Actor, p *Product, old [6]Money) error {
	if old == p.Precios {
		return nil
	}
	own := tx.Bucket(bktBranchPrices)
	c := tx.Bucket(bktBranches).Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		if own.Get(key(btoi(k), p.ID)) != nil {
			continue
		}
		if err := recordPriceAlert(tx, actor, btoi(k), p.ID, old, p.Precios); err != nil {
			return err
		}
	}
	return nil
}

func recordPriceAlert(tx *Tx, actor Actor, branch, product uint64, old, new [6]Money) error {
	b := tx.Bucket(bktPriceAlerts)
	seq, err := b.NextSequence()
	if err != nil {
		return err
	}
	tx.touchAlert(branch)
	a := PriceAlert{Seq: seq, Sucursal: branch, Fecha: tx.now.UTC(), ProductoID: product, Anterior: old, Nuevo: new, UsuarioID: actor.UserID}
	return putJSON(b, key(branch, seq), a)
}

// enabledLevels are the non-zero prices of the levels the branch enables, in
// level order; the first is a new sale line's default price.
func enabledLevels(b *Branch, prices [6]Money) []PriceLevel {
	out := []PriceLevel{}
	for i, p := range prices {
		if b.Precios[i] == 1 && p > 0 {
			out = append(out, PriceLevel{Nivel: i + 1, Precio: p})
		}
	}
	return out
}

// priceFloor is the lowest non-zero enabled price: roles other than Super and
// Administrador may not sell below it. 0 when no level applies.
func priceFloor(b *Branch, prices [6]Money) Money {
	var floor Money
	for _, l := range enabledLevels(b, prices) {
		if floor == 0 || l.Precio < floor {
			floor = l.Precio
		}
	}
	return floor
}

// BranchPrices are the six prices of product in branch.
func (e *Engine) BranchPrices(branch, product uint64) (out [6]Money, err error) {
	err = e.view(func(tx ReadTx) error {
		p, err := getProduct(tx, product)
		if err == nil {
			out = branchPrices(tx, branch, &p)
		}
		return err
	})
	return out, err
}

// EnabledLevels are the enabled non-zero prices of product in branch, in order.
func (e *Engine) EnabledLevels(branch, product uint64) (out []PriceLevel, err error) {
	err = e.view(func(tx ReadTx) error {
		b, err := getBranch(tx, branch)
		if err != nil {
			return err
		}
		p, err := getProduct(tx, product)
		if err == nil {
			out = enabledLevels(&b, branchPrices(tx, branch, &p))
		}
		return err
	})
	return out, err
}

// SaveBranchPrices sets a branch's own six prices of a product (Super only).
func (e *Engine) SaveBranchPrices(actor Actor, branch, product uint64, prices [6]Money) error {
	if !actor.IsSuper() {
		return Forbidden("Solo Super puede cambiar precios.")
	}
	var v Validation
	for i, p := range prices {
		if p < 0 || p > maxPrice {
			v.Add(priceField(i), "El precio debe ser un número mayor o igual a 0.")
		}
	}
	if err := v.Err(); err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		if _, err := getBranch(tx.Tx, branch); err != nil {
			return err
		}
		p, err := getProduct(tx.Tx, product)
		if err != nil {
			return err
		}
		if old := branchPrices(tx.Tx, branch, &p); old != prices {
			if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditBranchPrices, Documento: "producto", DocumentoID: p.ID,
				Sucursal: branch, Detalle: p.Producto + ": " + priceDiff(old, prices)}); err != nil {
				return err
			}
		}
		return setBranchPrices(tx, actor, branch, &p, prices)
	})
}

// PriceAlerts lists a branch's price changes recorded after seq (0: all).
func (e *Engine) PriceAlerts(branch, after uint64) (out []PriceAlert, err error) {
	err = e.view(func(tx ReadTx) error {
		out = []PriceAlert{}
		prefix := itob(branch)
		c := tx.Bucket(bktPriceAlerts).Cursor()
		for k, raw := c.Seek(key(branch, after+1)); k != nil && hasPrefix(k, prefix); k, raw = c.Next() {
			var a PriceAlert
			if err := jsonUnmarshal(raw, &a); err != nil {
				return err
			}
			out = append(out, a)
		}
		return nil
	})
	return out, err
}

// priceField is the form name of level i: precio, precio2..precio6.
func priceField(i int) string {
	if i == 0 {
		return "precio"
	}
	return "precio" + itoa(int64(i+1))
}
