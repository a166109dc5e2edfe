package engine

import (
	"fmt"
	"time"
)

// Kardex movement types, exactly as the kardex screen and reports spell them.
const (
	KardexCompra                   = "Compra"
	KardexIngresoTraspaso          = "Ingreso (Traspaso)"
	KardexDevolucion               = "Devolución"
	KardexCargaInicial             = "Carga Inicial"
	KardexAnulacionVenta           = "AnulacionVenta"
	KardexAnulacionTraspasoEgreso  = "AnulacionTraspasoEgreso"
	KardexVenta                    = "Venta"
	KardexEgresoTraspaso           = "Egreso (Traspaso)"
	KardexBaja                     = "Baja"
	KardexAnulacionCompra          = "AnulacionCompra"
	KardexAnulacionTraspasoIngreso = "AnulacionTraspasoIngreso"
	KardexAjuste                   = "Ajuste de Inventario"
)

// kardexSign says which way each type moves stock: +1 only in, -1 only out,
// 0 either (the count adjustment).
var kardexSign = map[string]int{
	KardexCompra: 1, KardexIngresoTraspaso: 1, KardexDevolucion: 1, KardexCargaInicial: 1,
	KardexAnulacionVenta: 1, KardexAnulacionTraspasoEgreso: 1,
	KardexVenta: -1, KardexEgresoTraspaso: -1, KardexBaja: -1, KardexAnulacionCompra: -1,
	KardexAnulacionTraspasoIngreso: -1,
	KardexAjuste:                   0,
}

// movement is one change of stock: the only way stock ever changes is move,
// which writes the stock row and its kardex entry together.
type movement struct {
	Branch, Product uint64
	Qty             int64 // signed: + in, − out
	Tipo            string
	Precio          Money // unit price (sale price or cost) shown in the kardex
	Desc            string
	Doc             string // "venta", "compra", "devolucion", "baja", "conteo", "carga", "traspaso"
	DocID           uint64
	Fecha           time.Time // fecha_movimiento: the document's date
}

// move applies m: stock(branch, product) += Qty and a kardex entry with the new
// balance. It refuses a result below zero with a message naming the product,
// so no path can make stock negative. Callers check stock first to answer with
// their own field keys; this check is the last guard.
func move(tx *Tx, actor Actor, m movement) (KardexEntry, error) {
	sign, known := kardexSign[m.Tipo]
	if !known || m.Qty == 0 || (sign > 0 && m.Qty < 0) || (sign < 0 && m.Qty > 0) {
		return KardexEntry{}, fmt.Errorf("movimiento de kardex inválido: %s %d", m.Tipo, m.Qty)
	}
	stock := getStock(tx.Tx, m.Branch, m.Product)
	saldo := stock + m.Qty
	if saldo < 0 {
		return KardexEntry{}, Invalid("cantidad", fmt.Sprintf("Stock insuficiente del producto %s: disponible %d, se requieren %d.",
			productName(tx.Tx, m.Product), stock, -m.Qty))
	}
	if err := putStock(tx, m.Branch, m.Product, saldo); err != nil {
		return KardexEntry{}, err
	}
	kb := tx.Bucket(bktKardex)
	seq, err := kb.NextSequence()
	if err != nil {
		return KardexEntry{}, err
	}
	qty := m.Qty
	if qty < 0 {
		qty = -qty
	}
	k := KardexEntry{Cantidad: m.Qty, Seq: seq, Sucursal: m.Branch, ProductoID: m.Product,
		FechaCreacion: tx.now.UTC(), FechaMovimiento: m.Fecha.UTC(), Tipo: m.Tipo, Descripcion: m.Desc,
		Precio: m.Precio, Total: m.Precio * Money(qty), Saldo: saldo, UsuarioID: actor.UserID, Doc: m.Doc, DocID: m.DocID}
	if m.Fecha.IsZero() {
		k.FechaMovimiento = k.FechaCreacion
	}
	return k, putJSON(kb, key(m.Branch, m.Product, seq), k)
}

// getStock is the units of product in branch (0 when it never had any).
func getStock(tx ReadTx, branch, product uint64) int64 {
	v := tx.Bucket(bktStock).Get(key(branch, product))
	if len(v) != 8 {
		return 0
	}
	return int64(btoi(v))
}

// putStock is private to move: stock changes only together with a kardex entry.
func putStock(tx *Tx, branch, product uint64, n int64) error {
	tx.touchStock(branch)
	return tx.Bucket(bktStock).Put(key(branch, product), itob(uint64(n)))
}

// totalStock is the units of product over every branch.
func totalStock(tx ReadTx, product uint64) int64 {
	var n int64
	c := tx.Bucket(bktBranches).Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		n += getStock(tx, btoi(k), product)
	}
	return n
}

// productName is a product's name for messages ("#id" when it is unknown).
func productName(tx ReadTx, id uint64) string {
	var p Product
	if ok, _ := getJSON(tx.Bucket(bktProducts), itob(id), &p); ok {
		return p.Producto
	}
	return "#" + itoa(int64(id))
}

// Stock is the units of product in branch.
func (e *Engine) Stock(branch, product uint64) (n int64, err error) {
	err = e.view(func(tx ReadTx) error {
		n = getStock(tx, branch, product)
		return nil
	})
	return n, err
}
