package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// salesPerRun is how many five-line sales each configuration commits.
const salesPerRun = 1024

// saleRun is what one configuration measured.
type saleRun struct {
	rate     float64 // committed sales per second
	p50, p99 time.Duration
}

// runSellers commits total sales through sell from sellers goroutines and
// measures the rate and each sale's latency.
func runSellers(tb testing.TB, sellers, total int, sell func(seller, i int) error) saleRun {
	tb.Helper()
	var next atomic.Int64
	lat := make([]time.Duration, total)
	errs := make(chan error, sellers)
	var wg sync.WaitGroup
	start := time.Now()
	for s := range sellers {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < total; i = int(next.Add(1)) - 1 {
				t0 := time.Now()
				if err := sell(s, i); err != nil {
					errs <- err
					return
				}
				lat[i] = time.Since(t0)
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(errs)
	if err := <-errs; err != nil {
		tb.Fatal(err)
	}
	slices.Sort(lat)
	return saleRun{rate: float64(total) / elapsed.Seconds(), p50: lat[total/2], p99: lat[total*99/100]}
}

// engineSale commits sale i of seller s: five lines over the 50 products.
func engineSale(e *Engine, products []uint64) func(s, i int) error {
	actor := superActor()
	return func(s, i int) error {
		var lines []SaleLineInput
		for j := range 5 {
			lines = append(lines, skLine(products[(i*5+j+s)%len(products)], 1, 10000))
		}
		_, err := e.CreateSale(actor, skSale(MainBranch, lines...))
		return err
	}
}

// BenchmarkSales commits five-line sales from 1, 8 and 64 concurrent sellers
// with fsync on, as the server runs, beside the engine with fsync off (its
// CPU ceiling) and the same sale on SQLite in WAL mode with synchronous=FULL
// at 1 and 8 writers (bench_sqlite_test.go), and prints the figures side by
// side with their ratios.
func BenchmarkSales(b *testing.B) {
	type config struct {
		name    string
		sellers int
		open    func(b *testing.B) func(s, i int) error
	}
	engineAt := func(noSync bool) func(b *testing.B) func(s, i int) error {
		return func(b *testing.B) func(s, i int) error {
			e, err := Open(b.TempDir(), Options{NoSync: noSync})
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { e.Close() })
			return engineSale(e, benchProducts(b, e))
		}
	}
	configs := []config{
		{"engine/sellers=1", 1, engineAt(false)},
		{"engine/sellers=8", 8, engineAt(false)},
		{"engine/sellers=64", 64, engineAt(false)},
		{"engine-nosync/sellers=64", 64, engineAt(true)},
		{"sqlite-wal-full/writers=1", 1, sqliteSales},
		{"sqlite-wal-full/writers=8", 8, sqliteSales},
	}
	runs := map[string]saleRun{}
	for _, c := range configs {
		b.Run(c.name, func(b *testing.B) {
			sell := c.open(b)
			b.ResetTimer()
			var r saleRun
			for range b.N {
				r = runSellers(b, c.sellers, salesPerRun, sell)
			}
			b.StopTimer()
			runs[c.name] = r
			b.ReportMetric(r.rate, "sales/s")
			b.ReportMetric(float64(r.p50.Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(r.p99.Microseconds())/1000, "p99-ms")
			b.ReportMetric(0, "ns/op")
		})
	}
	var out strings.Builder
	fmt.Fprintf(&out, "five-line sales, %d per configuration\n", salesPerRun)
	for _, c := range configs {
		r := runs[c.name]
		fmt.Fprintf(&out, "  %-28s %8.0f sales/s   p50 %6.2f ms   p99 %6.2f ms\n", c.name, r.rate,
			float64(r.p50.Microseconds())/1000, float64(r.p99.Microseconds())/1000)
	}
	ratio := func(a, c string) float64 { return runs[a].rate / runs[c].rate }
	fmt.Fprintf(&out, "  engine 64 sellers / SQLite 8 writers:      %.2f (goal ≥ 1.5)\n", ratio("engine/sellers=64", "sqlite-wal-full/writers=8"))
	fmt.Fprintf(&out, "  engine 64 sellers / engine fsync off:      %.2f (goal ≥ 0.70)\n", ratio("engine/sellers=64", "engine-nosync/sellers=64"))
	fmt.Fprintf(&out, "  engine 1 seller / SQLite 1 writer:         %.2f\n", ratio("engine/sellers=1", "sqlite-wal-full/writers=1"))
	// Printed, not logged: a parent benchmark's log is not shown.
	fmt.Print(out.String())
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
