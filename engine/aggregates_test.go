package engine

import (
	"testing"
)

// After every test the per-day figures must equal the ones recomputed from
// the documents, whatever the test did.
func init() { afterTestChecks = append(afterTestChecks, checkAggregates) }

func checkAggregates(t testing.TB, e *Engine) {
	t.Helper()
	diffs, err := e.VerifyAggregates(nil)
	if err != nil {
		t.Fatalf("VerifyAggregates: %v", err)
	}
	if len(diffs) > 0 {
		t.Fatalf("per-day figures differ from the documents: %+v", diffs)
	}
}

// TestVerifyAggregatesReportsTampering changes, adds and removes stored rows
// and expects each change named by the verifier.
func TestVerifyAggregatesReportsTampering(t *testing.T) {
	w := skSetup(t)
	e := w.e
	w.buy(t, 10, 5000, w.p[0], w.p[1])
	_, err := e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 2, 10000), skLine(w.p[1], 1, 9000)))
	skOK(t, err)
	dd := day(e.Now())
	tamper := func(fn func(tx *Tx) error) {
		t.Helper()
		skOK(t, e.db.Update(func(btx ReadTx) error { return fn(&Tx{Tx: btx}) }))
	}
	// One counter of the product row changes.
	pk := key(MainBranch, dd, w.p[0])
	var saved []byte
	tamper(func(tx *Tx) error {
		b := tx.Bucket(bktAggSaleProducts)
		saved = append([]byte(nil), b.Get(pk)...)
		f := decodeFigures(saved, productFigureCount)
		f[pfCantidad]++
		return b.Put(pk, encodeFigures(f))
	})
	diffs, err := e.VerifyAggregates(nil)
	skOK(t, err)
	if len(diffs) != 1 || diffs[0].Tabla != "agg_ventas_producto" || diffs[0].Clave != itoa(int64(w.p[0])) ||
		diffs[0].Guardado[pfCantidad] != 3 || diffs[0].Calculado[pfCantidad] != 2 || diffs[0].Fecha != "2025-03-04" {
		t.Fatalf("tampered product row: %+v", diffs)
	}
	// Put it back, then drop the branch row and add a row no document explains.
	tamper(func(tx *Tx) error {
		if err := tx.Bucket(bktAggSaleProducts).Put(pk, saved); err != nil {
			return err
		}
		if err := tx.Bucket(bktAggSales).Delete(key(MainBranch, dd)); err != nil {
			return err
		}
		return tx.Bucket(bktAggCash).Put(cashKey(w.b2, dd, CashGastos), encodeFigures([]int64{-500, 1}))
	})
	diffs, err = e.VerifyAggregates(nil)
	skOK(t, err)
	if len(diffs) != 2 {
		t.Fatalf("want 2 differences, got %+v", diffs)
	}
	for _, d := range diffs {
		switch d.Tabla {
		case "agg_ventas":
			if d.Guardado != nil || d.Calculado[sfVentas] != 1 || d.Calculado[sfBruto] != 29000 {
				t.Errorf("missing branch row: %+v", d)
			}
		case "agg_caja":
			if d.Calculado != nil || d.Clave != CashGastos || d.Sucursal != w.b2 {
				t.Errorf("extra cash row: %+v", d)
			}
		default:
			t.Errorf("unexpected difference %+v", d)
		}
	}
	// Rebuilding from the documents (the migration step) heals the store.
	tamper(func(tx *Tx) error {
		for _, b := range aggBuckets {
			if err := tx.DeleteBucket(b); err != nil {
				return err
			}
		}
		return fillAggregates(tx.Tx)
	})
	checkAggregates(t, e)
}
