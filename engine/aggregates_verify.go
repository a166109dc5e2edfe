package engine

import (
	"bytes"
	"slices"
	"time"

	"sgc/engine/store"
)

// AggregateDifference is a per-day row whose stored counters disagree with
// the ones recomputed from the documents.
type AggregateDifference struct {
	Tabla     string  `json:"tabla"`
	Sucursal  uint64  `json:"sucursal_id"`
	Fecha     string  `json:"fecha"`
	Clave     string  `json:"clave"` // product, user or concepto of the row, when it has one
	Guardado  []int64 `json:"guardado"`
	Calculado []int64 `json:"calculado"`
}

// recomputeAggregates rebuilds every per-day row (and the sales-by-user
// index) from the sales, purchases and cash movements.
func recomputeAggregates(tx store.Tx) (aggDelta, error) {
	d := aggDelta{}
	if err := each(tx.Bucket(bktSales), func(_ []byte, s *Sale) error {
		d.sale(s, 1)
		d.add(bktSalesByUser, key(s.Sucursal, s.UsuarioID, timeKey(s.FechaVenta), s.ID))
		return nil
	}); err != nil {
		return nil, err
	}
	if err := each(tx.Bucket(bktPurchases), func(_ []byte, pu *Purchase) error {
		d.purchase(pu, 1)
		return nil
	}); err != nil {
		return nil, err
	}
	return d, each(tx.Bucket(bktCash), func(_ []byte, m *CashMovement) error {
		d.cash(m)
		return nil
	})
}

// fillAggregates is the migration step that creates the per-day buckets and
// fills them from the documents already stored.
func fillAggregates(tx store.Tx) error {
	if err := createBuckets(aggBuckets)(tx); err != nil {
		return err
	}
	d, err := recomputeAggregates(tx)
	if err != nil {
		return err
	}
	for k := range d {
		if k.bucket == string(bktSalesByUser) {
			if err := tx.Bucket(bktSalesByUser).Put([]byte(k.key), []byte{}); err != nil {
				return err
			}
			delete(d, k)
		}
	}
	return d.apply(tx)
}

// VerifyAggregates recomputes the per-day figures from the documents, and
// the voids index from the audit log, and lists every row that differs from
// the stored one (none in a healthy store), like VerifyKardex does for stock.
// progress, when set, hears of each table.
func (e *Engine) VerifyAggregates(progress func(done, total int)) (diffs []AggregateDifference, err error) {
	err = e.view(func(tx ReadTx) error {
		diffs = []AggregateDifference{}
		want, err := recomputeAggregates(tx)
		if err != nil {
			return err
		}
		for i, bk := range aggBuckets {
			if progress != nil {
				progress(i, len(aggBuckets))
			}
			diffs = append(diffs, compareAggregates(tx.Bucket(bk), string(bk), want)...)
		}
		voids, err := verifyVoidIndex(tx)
		diffs = append(diffs, voids...)
		if progress != nil {
			progress(len(aggBuckets), len(aggBuckets))
		}
		return err
	})
	return diffs, err
}

// compareAggregates diffs the stored rows of one bucket against want. A row
// of the sales-by-user index has no counters: it is either there or not.
func compareAggregates(b store.Bucket, name string, want aggDelta) []AggregateDifference {
	var out []AggregateDifference
	seen := map[string]bool{}
	_ = b.ForEach(func(k, v []byte) error {
		w, ok := want[aggKey{name, string(k)}]
		seen[string(k)] = true
		stored := decodeFigures(v, len(w))
		if computed := padded(w, len(stored)); !ok || !slices.Equal(stored, computed) {
			if !ok {
				computed = nil
			}
			out = append(out, aggDiff(name, k, stored, computed))
		}
		return nil
	})
	var missing [][]byte
	for k, w := range want {
		if k.bucket == name && !seen[k.key] && (len(w) == 0 || slices.ContainsFunc(w, func(v int64) bool { return v != 0 })) {
			missing = append(missing, []byte(k.key))
		}
	}
	slices.SortFunc(missing, bytes.Compare)
	for _, k := range missing {
		out = append(out, aggDiff(name, k, nil, want[aggKey{name, string(k)}]))
	}
	return out
}

// padded is vals with zeros up to n counters.
func padded(vals []int64, n int) []int64 {
	out := make([]int64, max(n, len(vals)))
	copy(out, vals)
	return out
}

// aggDiff describes one differing row by its key.
func aggDiff(name string, k []byte, stored, computed []int64) AggregateDifference {
	d := AggregateDifference{Tabla: name, Guardado: stored, Calculado: computed}
	if len(k) >= 8 {
		d.Sucursal = btoi(k[:8])
	}
	switch {
	case name == string(bktVoidsByDate) && len(k) == 24:
		d.Clave = "bitácora " + itoa(int64(btoi(k[16:24])))
		d.Fecha = BusinessDate(time.Unix(0, int64(btoi(k[8:16]))))
	case name == string(bktSalesByUser) && len(k) == 32:
		d.Clave = "usuario " + itoa(int64(btoi(k[8:16]))) + ", venta " + itoa(int64(btoi(k[24:32])))
		d.Fecha = BusinessDate(time.Unix(0, int64(btoi(k[16:24]))))
	case len(k) >= 16:
		d.Fecha = dayDate(btoi(k[8:16]))
		if name == string(bktAggCash) {
			d.Clave = string(k[16:])
		} else if len(k) == 24 {
			d.Clave = itoa(int64(btoi(k[16:24])))
		}
	}
	return d
}
