package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// salesPerOp is how many sales one benchmark iteration commits, so that even
// `-benchtime 1x` (make bench) measures a real stream of sales.
const salesPerOp = 256

// BenchmarkSales commits five-line sales from 1, 8 and 64 concurrent sellers
// with fsync on, as the server runs, and reports committed sales per second.
func BenchmarkSales(b *testing.B) {
	for _, sellers := range []int{1, 8, 64} {
		b.Run(fmt.Sprintf("sellers=%d", sellers), func(b *testing.B) {
			e, products := benchStore(b)
			actor := superActor()
			total := int64(b.N) * salesPerOp
			var next, failed atomic.Int64
			var wg sync.WaitGroup
			b.ResetTimer()
			start := time.Now()
			for s := range sellers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := next.Add(1); i <= total; i = next.Add(1) {
						var lines []SaleLineInput
						for j := range 5 {
							lines = append(lines, skLine(products[(int(i)*5+j+s)%len(products)], 1, 10000))
						}
						if _, err := e.CreateSale(actor, skSale(MainBranch, lines...)); err != nil {
							failed.Add(1)
						}
					}
				}()
			}
			wg.Wait()
			elapsed := time.Since(start)
			b.StopTimer()
			if failed.Load() > 0 {
				b.Fatalf("%d sales failed", failed.Load())
			}
			b.ReportMetric(float64(total)/elapsed.Seconds(), "sales/s")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// benchStore opens a store with fsync ON holding 50 products with plenty of
// stock in branch 1.
func benchStore(b *testing.B) (*Engine, []uint64) {
	b.Helper()
	e, err := Open(b.TempDir(), Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { e.Close() })
	return e, benchProducts(b, e)
}

// benchProducts bootstraps e and gives it 50 products with plenty of stock
// in branch 1, in one commit.
func benchProducts(tb testing.TB, e *Engine) []uint64 {
	tb.Helper()
	if _, _, err := e.Bootstrap(testAdminPassword); err != nil {
		tb.Fatal(err)
	}
	unit, _ := e.SaveUnit(0, UnitInput{Unidad: "Unidad", Sigla: "UND"})
	cat, _ := e.SaveCategory(0, CategoryInput{Categoria: "General"})
	var products []uint64
	err := e.update(func(tx *Tx) error { // one commit: setup time is not what we measure
		products = products[:0] // fn may run again
		for i := range 50 {
			id, _ := tx.Bucket(bktProducts).NextSequence()
			p := Product{ID: id, Codigo: fmt.Sprint("B", i), Producto: fmt.Sprint("Producto ", i), UnidadID: unit, CategoriaID: cat,
				Costo: 5000, Precios: [6]Money{10000}, Estado: true}
			if err := putJSON(tx.Bucket(bktProducts), itob(id), p); err != nil {
				return err
			}
			if _, err := move(tx, superActor(), movement{Branch: MainBranch, Product: id, Qty: maxQty, Tipo: KardexCargaInicial, Precio: 5000}); err != nil {
				return err
			}
			products = append(products, id)
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return products
}

// BenchmarkVerifyKardex1M times VerifyKardex over one million kardex entries
// (4 branches × 2,500 products × 100 movements). The store is built once and
// kept in the system temp folder for later runs.
func BenchmarkVerifyKardex1M(b *testing.B) {
	dir := filepath.Join(os.TempDir(), "sgc-bench-kardex-1m")
	done := filepath.Join(dir, "completo")
	if _, err := os.Stat(done); err != nil {
		os.RemoveAll(dir)
		if err := buildKardex1M(dir); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(done, nil, 0o600); err != nil {
			b.Fatal(err)
		}
	}
	e, err := Open(dir, Options{NoSync: true})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	b.ResetTimer()
	for range b.N {
		diffs, err := e.VerifyKardex(nil)
		if err != nil || len(diffs) != 0 {
			b.Fatalf("verify: %v, %d differences", err, len(diffs))
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)*1e6/b.Elapsed().Seconds(), "entries/s")
}

func buildKardex1M(dir string) error {
	e, err := Open(dir, Options{NoSync: true})
	if err != nil {
		return err
	}
	defer e.Close()
	if _, _, err := e.Bootstrap(testAdminPassword); err != nil {
		return err
	}
	branches := []uint64{MainBranch}
	for i := range 3 {
		id, err := e.SaveBranch(0, BranchInput{Sucursal: fmt.Sprint("Sucursal ", i), NombreOficial: "x", Grupo: "1", Direccion: "x", Precios: [6]string{"1"}})
		if err != nil {
			return err
		}
		branches = append(branches, id)
	}
	const products, perPair = 2500, 100
	actor := superActor()
	for p := uint64(1); p <= products; p += 100 { // 100 products × 4 branches × 100 movements per commit
		err := e.update(func(tx *Tx) error {
			for id := p; id < p+100; id++ {
				if err := putJSON(tx.Bucket(bktProducts), itob(id), Product{ID: id, Codigo: fmt.Sprint("K", id), Producto: "Producto", Estado: true}); err != nil {
					return err
				}
				tx.Bucket(bktProducts).SetSequence(id)
			}
			for _, br := range branches {
				for id := p; id < p+100; id++ {
					for j := range perPair {
						m := movement{Branch: br, Product: id, Qty: 3, Tipo: KardexCompra, Precio: 5000, Desc: "Compra N° 1", Doc: DocCompra, DocID: 1}
						if j%2 == 1 {
							m.Qty, m.Tipo, m.Precio, m.Desc, m.Doc = -1, KardexVenta, 10000, "Venta N° 1", DocVenta
						}
						if _, err := move(tx, actor, m); err != nil {
							return err
						}
					}
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}
