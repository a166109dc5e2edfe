package engine

import (
	"encoding/binary"
	"slices"
	"time"

	"sgc/engine/store"
)

// Per-day figures (DESIGN §5 "Reports and the dashboard read per-day
// figures"): the dashboard and the reports sum these rows instead of reading
// every sale line of a range. Each row is a fixed list of int64 counters
// (8 bytes each, big-endian), keyed branch|day|... where day is the La Paz
// calendar day as days since 1970-01-01. A document's contribution is a pure
// function of the document as stored, filed under the day of the document
// (a sale's day is its fecha_venta, whatever later voids and returns did to
// it), so a command takes its documents' old contribution out and puts the
// new one in, and VerifyAggregates recomputes every row from the documents.
var (
	bktAggSales        = []byte("agg_ventas")           // branch|day → saleFigures
	bktAggSaleProducts = []byte("agg_ventas_producto")  // branch|day|product → productFigures
	bktAggSaleUsers    = []byte("agg_ventas_usuario")   // branch|day|user → saleFigures
	bktAggBuys         = []byte("agg_compras")          // branch|day → buyFigures
	bktAggBuyProducts  = []byte("agg_compras_producto") // branch|day|product → buyProductFigures
	bktAggCash         = []byte("agg_caja")             // branch|day|concepto → cashFigures
	bktSalesByUser     = []byte("ventas_por_usuario")   // branch|user|unix nanos|id → {}
)

// aggBuckets are created (and filled from the documents) by their migration step.
var aggBuckets = [][]byte{bktAggSales, bktAggSaleProducts, bktAggSaleUsers, bktAggBuys, bktAggBuyProducts, bktAggCash, bktSalesByUser}

// Counters of a sales row (per branch and day, and per branch, day and user).
const (
	sfVentas         = iota // valid sales
	sfBruto                 // Σ precio × vendida of the valid lines of valid sales
	sfDescuento             // bruto − total of valid sales
	sfDevoluciones          // value credited by returns (Devuelto) of valid sales
	sfCosto                 // Σ costo × (vendida − devuelta): cost of goods sold
	sfCantidad              // units still sold (vendida − devuelta)
	sfAnuladas              // voided sales
	sfMontoAnulado          // value voided: voided sales (total − devuelto) and voided lines
	sfLineasAnuladas        // voided lines
	saleFigureCount
)

// Counters of a product row of sales (discounts are not spread over lines).
const (
	pfCantidad = iota // units still sold
	pfMonto           // Σ precio × units still sold
	pfCosto           // Σ costo × units still sold
	productFigureCount
)

// Counters of a purchases row and of a purchased-product row.
const (
	bfCompras      = iota // valid purchases
	bfTotal               // their total (valid lines)
	bfAnuladas            // voided purchases
	bfMontoAnulado        // value of voided purchases and lines
	buyFigureCount
)
const (
	bpCantidad = iota
	bpMonto
	buyProductFigureCount
)

// Counters of a cash row (per branch, day and concepto).
const (
	cfMonto = iota // signed: + in, − out
	cfMovimientos
	cashFigureCount
)

// day is the La Paz calendar day of t, as days since 1970-01-01.
func day(t time.Time) uint64 {
	y, m, d := t.In(LaPaz).Date()
	return uint64(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// dayDate is the yyyy-MM-dd of a day number.
func dayDate(d uint64) string { return time.Unix(int64(d)*86400, 0).UTC().Format(dateLayout) }

// aggKey names one row of one aggregate bucket.
type aggKey struct {
	bucket string
	key    string
}

// aggDelta is a set of pending additions to aggregate rows. A command's
// transaction gathers them and applies them once, when it is about to commit,
// so a row touched twice (old contribution out, new in) is written once.
type aggDelta map[aggKey][]int64

// add adds vals to the row k of bucket.
func (d aggDelta) add(bucket []byte, k []byte, vals ...int64) {
	ak := aggKey{string(bucket), string(k)}
	cur := d[ak]
	if cur == nil {
		cur = make([]int64, len(vals))
		d[ak] = cur
	}
	for i, v := range vals {
		cur[i] += v
	}
}

// apply adds every pending row to the store; a row that comes to all zeros
// is deleted, so the stored rows are exactly the non-empty ones. A row whose
// change nets to nothing (a document rewritten with the same figures) is left
// alone.
func (d aggDelta) apply(tx store.Tx) error {
	for k, vals := range d {
		if isZero(vals) {
			continue
		}
		b := tx.Bucket([]byte(k.bucket))
		kb := []byte(k.key)
		sum := decodeFigures(b.Get(kb), len(vals))
		zero := true
		for i, v := range vals {
			sum[i] += v
			zero = zero && sum[i] == 0
		}
		var err error
		if zero {
			err = b.Delete(kb)
		} else {
			err = b.Put(kb, encodeFigures(sum))
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// isZero tells counters that are all 0.
func isZero(vals []int64) bool {
	return !slices.ContainsFunc(vals, func(v int64) bool { return v != 0 })
}

// days are the branches and days ([branch, day]) of the rows that change,
// those of the buckets keyed branch|day.
func (d aggDelta) days() map[[2]uint64]bool {
	out := map[[2]uint64]bool{}
	for k, vals := range d {
		if k.bucket != string(bktSalesByUser) && len(k.key) >= 16 && !isZero(vals) {
			out[[2]uint64{btoi([]byte(k.key[:8])), btoi([]byte(k.key[8:16]))}] = true
		}
	}
	return out
}

// decodeFigures reads a row of n counters (zeros when raw is nil or shorter).
func decodeFigures(raw []byte, n int) []int64 {
	out := make([]int64, max(n, len(raw)/8))
	for i := 0; i*8+8 <= len(raw); i++ {
		out[i] = int64(binary.BigEndian.Uint64(raw[i*8:]))
	}
	return out
}

// encodeFigures writes a row of counters.
func encodeFigures(vals []int64) []byte {
	b := make([]byte, 8*len(vals))
	for i, v := range vals {
		binary.BigEndian.PutUint64(b[i*8:], uint64(v))
	}
	return b
}

// sale adds sign × the contribution of sale s to its branch, product and user
// rows of its day. Call it with −1 on the sale as read and +1 on the sale as
// written: the difference is what the command changed.
func (d aggDelta) sale(s *Sale, sign int64) {
	dd := day(s.FechaVenta)
	f := make([]int64, saleFigureCount)
	if s.Estado == SaleValid {
		f[sfVentas] = 1
		f[sfDevoluciones] = int64(s.Devuelto)
		f[sfDescuento] = -int64(s.Total)
	} else {
		f[sfAnuladas] = 1
		f[sfMontoAnulado] = int64(s.Total - s.Devuelto)
	}
	for i := range s.Detalles {
		l := &s.Detalles[i]
		if l.Estado != 1 {
			f[sfLineasAnuladas]++
			f[sfMontoAnulado] += int64(l.Precio) * l.CantidadVendida
			continue
		}
		if s.Estado != SaleValid {
			continue
		}
		out := l.out()
		f[sfBruto] += int64(l.Precio) * l.CantidadVendida
		f[sfCosto] += int64(l.Costo) * out
		f[sfCantidad] += out
		if out != 0 {
			d.add(bktAggSaleProducts, key(s.Sucursal, dd, l.ProductoID), sign*out, sign*int64(l.Precio)*out, sign*int64(l.Costo)*out)
		}
	}
	if s.Estado == SaleValid {
		f[sfDescuento] += f[sfBruto]
	}
	for i := range f {
		f[i] *= sign
	}
	d.add(bktAggSales, key(s.Sucursal, dd), f...)
	d.add(bktAggSaleUsers, key(s.Sucursal, dd, s.UsuarioID), f...)
}

// purchase adds sign × the contribution of purchase pu to its rows.
func (d aggDelta) purchase(pu *Purchase, sign int64) {
	dd := day(pu.FechaCompra)
	f := make([]int64, buyFigureCount)
	valid := pu.Estado == PurchaseValid
	if valid {
		f[bfCompras] = 1
	} else {
		f[bfAnuladas] = 1
	}
	for _, l := range pu.Detalles {
		v := int64(l.Costo) * l.Cantidad
		if l.Estado != 1 || !valid {
			f[bfMontoAnulado] += v
			continue
		}
		f[bfTotal] += v
		d.add(bktAggBuyProducts, key(pu.Sucursal, dd, l.ProductoID), sign*l.Cantidad, sign*v)
	}
	for i := range f {
		f[i] *= sign
	}
	d.add(bktAggBuys, key(pu.Sucursal, dd), f...)
}

// cash adds a cash movement to its branch, day and concepto row.
func (d aggDelta) cash(m *CashMovement) {
	d.add(bktAggCash, cashKey(m.Sucursal, day(m.Fecha), m.Concepto), int64(m.Monto), 1)
}

// cashKey is branch|day|concepto.
func cashKey(branch, dd uint64, concepto string) []byte {
	return append(key(branch, dd), concepto...)
}

// aggregates gives the transaction's pending aggregate rows.
func (tx *Tx) aggregates() aggDelta {
	if tx.agg == nil {
		tx.agg = aggDelta{}
	}
	return tx.agg
}

// flushAggregates writes the pending rows and stamps their days with a new
// version of the figures (reports_cache.go); update calls it before committing.
func (tx *Tx) flushAggregates() error {
	days := tx.agg.days()
	if len(days) == 0 {
		tx.agg = nil
		return nil
	}
	err := tx.agg.apply(tx.Tx)
	tx.agg = nil
	if err != nil {
		return err
	}
	return stampAggregates(tx.Tx, days)
}

// indexSaleByUser files a new sale under its branch, user and time, the
// order of the sales-by-employee report.
func indexSaleByUser(tx *Tx, s *Sale) error {
	return tx.Bucket(bktSalesByUser).Put(key(s.Sucursal, s.UsuarioID, timeKey(s.FechaVenta), s.ID), []byte{})
}
