package engine

import (
	"math/big"
	"time"
)

// KardexEntry is one movement in the history of a product in a branch. Cantidad
// is signed (+ in, − out) and Saldo is the stock right after it. Cantidad is the
// first JSON field on purpose: VerifyKardex reads it without decoding the rest.
type KardexEntry struct {
	Cantidad        int64     `json:"cantidad"`
	Seq             uint64    `json:"id"`
	Sucursal        uint64    `json:"sucursal_id"`
	ProductoID      uint64    `json:"producto_id"`
	FechaCreacion   time.Time `json:"fecha_creacion"`
	FechaMovimiento time.Time `json:"fecha_movimiento"`
	Tipo            string    `json:"tipo"`
	Descripcion     string    `json:"descripcion"`
	Precio          Money     `json:"precio"`
	Total           Money     `json:"total"`
	Saldo           int64     `json:"saldo_cantidad"`
	UsuarioID       uint64    `json:"usuario_id"`
	Doc             string    `json:"doc"`
	DocID           uint64    `json:"doc_id"`
}

// KardexRow is a kardex entry as the screen shows it. Precio and Total are
// absent for a cost-priced movement when the actor may not see costs.
type KardexRow struct {
	KardexEntry
	Precio   *Money `json:"precio"`
	Total    *Money `json:"total"`
	Branch   string `json:"sucursal"`
	Usuario  string `json:"usuario"`
	Positive bool   `json:"ingreso"`
}

// KardexView is the kardex screen (GET /api/kardex_data): product and branch
// headers, units in (entradas) and out (salidas), the balance, and the rows
// oldest first.
type KardexView struct {
	Producto KardexProduct `json:"producto"`
	Sucursal KardexBranch  `json:"sucursal"`
	Entradas int64         `json:"entradas"`
	Salidas  int64         `json:"salidas"`
	Saldo    int64         `json:"saldo"`
	Data     []KardexRow   `json:"data"`
}

// KardexProduct heads the kardex screen.
type KardexProduct struct {
	ID     uint64  `json:"id"`
	Nombre string  `json:"nombre"`
	Imagen *string `json:"imagen"`
}

// KardexBranch heads the kardex screen.
type KardexBranch struct {
	ID       uint64 `json:"id"`
	Sucursal string `json:"sucursal"`
	Telefono string `json:"telefono"`
}

// salePriced are the types whose price is a sale price, not a cost: they are
// shown to everyone.
var salePriced = map[string]bool{KardexVenta: true, KardexDevolucion: true, KardexAnulacionVenta: true}

// Kardex is the history of product in branch, read with one range scan.
func (e *Engine) Kardex(actor Actor, product, branch uint64) (v KardexView, err error) {
	err = e.view(func(tx ReadTx) error {
		if !canKeepStockIn(tx, actor, branch) {
			return Forbidden("No puede ver el kardex de otra sucursal.")
		}
		b, err := getBranch(tx, branch)
		if err != nil {
			return err
		}
		p, err := getProduct(tx, product)
		if err != nil {
			return err
		}
		v = KardexView{Producto: KardexProduct{ID: p.ID, Nombre: p.Producto, Imagen: ImageURL(p.Imagenes[0])},
			Sucursal: KardexBranch{ID: b.ID, Sucursal: b.Sucursal, Telefono: b.Telefono}, Data: []KardexRow{}}
		nm := newNames(tx)
		prefix := key(branch, product)
		c := tx.Bucket(bktKardex).Cursor()
		for k, raw := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, raw = c.Next() {
			var en KardexEntry
			if err := jsonUnmarshal(raw, &en); err != nil {
				return err
			}
			row := KardexRow{KardexEntry: en, Branch: b.Sucursal, Usuario: nm.user(en.UsuarioID), Positive: en.Cantidad > 0}
			if salePriced[en.Tipo] || CanSeeCost(actor) {
				row.Precio, row.Total = &en.Precio, &en.Total
			}
			if en.Cantidad > 0 {
				v.Entradas += en.Cantidad
			} else {
				v.Salidas -= en.Cantidad
			}
			v.Data = append(v.Data, row)
		}
		v.Saldo = v.Entradas - v.Salidas
		return nil
	})
	return v, err
}

func hasPrefix(k, prefix []byte) bool {
	return len(k) >= len(prefix) && string(k[:len(prefix)]) == string(prefix)
}

// InitialLoadInput is a "Carga Inicial": units a branch already had when it
// started using the system, at their cost.
type InitialLoadInput struct {
	Sucursal ID    `json:"sucursal_id"`
	Producto ID    `json:"producto_id"`
	Cantidad Int   `json:"cantidad"`
	Costo    Money `json:"costo"`
}

// InitialLoad adds the units with kardex "Carga Inicial" and folds their cost
// into the product's average cost, as a purchase does.
func (e *Engine) InitialLoad(actor Actor, in InitialLoadInput) error {
	branch, product := uint64(in.Sucursal), uint64(in.Producto)
	if !actor.IsSuper() {
		return Forbidden("Solo Super puede registrar una carga inicial.")
	}
	var v Validation
	if in.Cantidad < 1 || in.Cantidad > maxQty {
		v.Add("cantidad", "La cantidad debe ser un número válido mayor a 0.")
	}
	if in.Costo < 0 {
		v.Add("costo", "El costo debe ser un número mayor o igual a 0.")
	} else if in.Costo > maxPrice {
		v.Add("costo", TooLargeMessage("El costo"))
	}
	if err := v.Err(); err != nil {
		return err
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		if b, err := getBranch(tx.Tx, branch); err != nil || !b.Estado {
			return Invalid("sucursal_id", "La sucursal seleccionada no existe o está inactiva.")
		}
		p, err := getProduct(tx.Tx, product)
		if err != nil {
			return Invalid("producto_id", "Producto no encontrado.")
		}
		p.Costo = weightedCost(totalStock(tx.Tx, product), p.Costo, int64(in.Cantidad), in.Costo)
		if err := putJSON(tx.Bucket(bktProducts), itob(p.ID), p); err != nil {
			return err
		}
		before := getStock(tx.Tx, branch, product)
		if _, err = move(tx, actor, movement{Branch: branch, Product: product, Qty: int64(in.Cantidad), Tipo: KardexCargaInicial,
			Precio: in.Costo, Desc: "Carga inicial de inventario", Doc: "carga", Fecha: tx.now}); err != nil {
			return err
		}
		loaded := p
		loaded.Costo = in.Costo // the units were loaded at their own cost
		return auditStockSet(tx, actor, AuditInitialLoad, branch, &loaded, before, before+int64(in.Cantidad))
	})
}

// weightedCost is the average cost after q units at cost c join have units at
// avg: (have·avg + q·c) / (have + q), rounded to the centavo. A negative q
// takes units out at cost c (a purchase void). When nothing would remain the
// average stays as it was. big.Int keeps large stocks from overflowing.
func weightedCost(have int64, avg Money, q int64, c Money) Money {
	if have < 0 {
		have = 0
	}
	n := have + q
	if n <= 0 {
		if q > 0 {
			return c
		}
		return avg
	}
	num := new(big.Int).Mul(big.NewInt(have), big.NewInt(int64(avg)))
	num.Add(num, new(big.Int).Mul(big.NewInt(q), big.NewInt(int64(c))))
	if num.Sign() < 0 {
		return avg
	}
	den := big.NewInt(n)
	num.Add(num.Mul(num, big.NewInt(2)), den) // round half up: (2·num + den) / (2·den)
	num.Quo(num, den.Mul(den, big.NewInt(2)))
	return Money(num.Int64())
}
