package engine

import (
	"fmt"
	"sync/atomic"
	"testing"
	"time"
)

// TestImportLargerThanOneClusterCommit imports, on the etcd store, 3,000
// products with stock in three branches, about 45,000 keys where one etcd
// Txn takes 32,768: it lands whole, and a reader polling all along sees
// either none of the products or all of them, never a part.
func TestImportLargerThanOneClusterCommit(t *testing.T) {
	e := mustOpenOn(t, testStores["etcd"])
	for _, s := range []string{"Norte", "Sur"} {
		mdAddBranch(t, e, s)
	}
	rows := [][]string{{"codigo", "producto", "unidad", "categoria", "precio", "stock Casa Matriz", "stock Norte", "stock Sur"}}
	const n = 3000
	for i := range n {
		rows = append(rows, []string{fmt.Sprintf("G-%05d", i), "Grande", "Pieza", "Cat", "10", "1", "2", "3"})
	}
	var seen [2]atomic.Int64 // reads that saw none, all
	stop, polled := make(chan struct{}), make(chan error, 1)
	go func() {
		for {
			select {
			case <-stop:
				polled <- nil
				return
			case <-time.After(time.Millisecond): // reads all along, CPU left to the import
			}
			var got int
			if err := e.view(func(tx ReadTx) error { got = tx.Bucket(bktProducts).KeyN(); return nil }); err != nil {
				polled <- err
				return
			}
			switch got {
			case 0:
				seen[0].Add(1)
			case n:
				seen[1].Add(1)
			default:
				polled <- fmt.Errorf("a reader saw %d of %d products", got, n)
				return
			}
		}
	}()
	_, rec, err := e.Import(superActor(), &ImportRequest{Kind: ImportProductos, Sheets: []ImportSheet{imSheet(SheetProductos, rows...)}})
	skOK(t, err)
	close(stop)
	skOK(t, <-polled)
	if rec == nil || rec.Resumen.Crear != n {
		t.Fatalf("record: %+v", rec)
	}
	if got := imCount(t, e, bktProducts); got != n {
		t.Fatalf("%d of %d products", got, n)
	}
	if seen[0].Load() == 0 {
		t.Fatal("the reader never ran during the import")
	}
	checkImportIntact(t, e, "")
}

// checkImportIntact fails unless stock equals the kardex, the per-day
// figures equal the documents and the audit chain holds.
func checkImportIntact(t *testing.T, e *Engine, when string) {
	t.Helper()
	diffs, err := e.VerifyKardex(nil)
	skOK(t, err)
	if len(diffs) > 0 {
		t.Fatalf("%s: stock differs from kardex: %+v", when, diffs[0])
	}
	adiffs, err := e.VerifyAggregates(nil)
	skOK(t, err)
	if len(adiffs) > 0 {
		t.Fatalf("%s: per-day figures differ: %+v", when, adiffs[0])
	}
	if brk, _, err := e.VerifyAudit(nil); err != nil || brk != nil {
		t.Fatalf("%s: audit chain: %v %+v", when, err, brk)
	}
}
