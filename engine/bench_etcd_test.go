package engine

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// etcdBenchEngine runs an engine on one embedded etcd member of b's temp
// folder, with fsync as given.
func etcdBenchEngine(b *testing.B, noFsync bool) (*Engine, *etcdtest.Member) {
	b.Helper()
	m, err := etcdtest.StartIn(b.TempDir(), noFsync)
	if err != nil {
		b.Fatal(err)
	}
	st, err := etcdstore.New(m.Client, etcdstore.Options{})
	if err != nil {
		b.Fatal(err)
	}
	e, err := OpenStore(st, b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { e.Close(); m.Stop() })
	return e, m
}

// BenchmarkSalesEtcd commits five-line sales on one embedded etcd member with
// fsync on, from 1, 8, 16 and 64 concurrent sellers, and reports sales/s and
// the p50 and p99 time of one sale.
func BenchmarkSalesEtcd(b *testing.B) {
	for _, sellers := range []int{1, 8, 16, 64} {
		b.Run(fmt.Sprintf("sellers=%d", sellers), func(b *testing.B) {
			e, _ := etcdBenchEngine(b, false)
			products := benchProducts(b, e)
			var r saleRun
			for b.Loop() {
				r = runSellers(b, sellers, salesPerRun/2, engineSale(e, products))
			}
			b.ReportMetric(r.rate, "sales/s")
			b.ReportMetric(float64(r.p50.Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(r.p99.Microseconds())/1000, "p99-ms")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// capacitySales is how many sales BenchmarkEtcdCapacity commits; the size
// per 100,000 sales is extrapolated from them.
const capacitySales = 10000

// BenchmarkEtcdCapacity measures what a 10-branch business stores per
// 100,000 sales on etcd: five-line cash sales (lines, kardex, cash movements,
// per-day figures) spread over 10 branches and 200 products, 1,000 sales a
// day, then compaction and defragmentation as a member runs them. It reports
// the etcd file per 100,000 sales and, for comparison, the bbolt backup of
// the same data. docs/cluster-capacidad.md turns the figures into years.
func BenchmarkEtcdCapacity(b *testing.B) {
	e, m := etcdBenchEngine(b, true)
	if _, _, err := e.Bootstrap(testAdminPassword); err != nil {
		b.Fatal(err)
	}
	day := time.Date(2025, 1, 2, 14, 0, 0, 0, time.UTC)
	var clock atomic.Int64
	clock.Store(day.UnixNano())
	e.Now = func() time.Time { return time.Unix(0, clock.Load()) }
	unit, _ := e.SaveUnit(0, UnitInput{Unidad: "Unidad", Sigla: "UND"})
	cat, _ := e.SaveCategory(0, CategoryInput{Categoria: "General"})
	branches := []uint64{MainBranch}
	for i := range 9 {
		id, err := e.SaveBranch(0, BranchInput{Sucursal: fmt.Sprint("Sucursal ", i+2), NombreOficial: "S", Grupo: "1", Direccion: "x", Precios: [6]string{"1"}})
		if err != nil {
			b.Fatal(err)
		}
		branches = append(branches, id)
	}
	var products []uint64
	for i := range 200 {
		id, err := e.SaveProduct(superActor(), 0, ProductInput{Codigo: fmt.Sprint("C", i), Producto: fmt.Sprint("Producto de prueba ", i),
			Unidad: fmt.Sprint(unit), Categoria: fmt.Sprint(cat), Costo: "50", Precios: [6]string{"100"}})
		if err != nil {
			b.Fatal(err)
		}
		products = append(products, id)
	}
	for _, br := range branches {
		err := e.update(func(tx *Tx) error {
			for _, p := range products {
				if _, err := move(tx, superActor(), movement{Branch: br, Product: p, Qty: maxQty, Tipo: KardexCargaInicial, Precio: 5000}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	size := func() (int64, int64) {
		st, err := m.Client.Status(context.Background(), "")
		if err != nil {
			b.Fatal(err)
		}
		return st.DbSize, st.DbSizeInUse
	}
	base, _ := size()
	b.ResetTimer()
	start := time.Now()
	var wg sync.WaitGroup
	var next atomic.Int64
	for s := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(s), 3))
			for i := next.Add(1); i <= capacitySales; i = next.Add(1) {
				if i%1000 == 0 {
					clock.Add(int64(24 * time.Hour))
				}
				br := branches[r.IntN(len(branches))]
				actor := Actor{UserID: 1, Usuario: "admin", Roles: []string{RoleSuper}, Home: br, Branch: br}
				var lines []SaleLineInput
				for _, j := range r.Perm(len(products))[:5] {
					lines = append(lines, skLine(products[j], int64(1+r.IntN(3)), 10000))
				}
				if _, err := e.CreateSale(actor, skSale(br, lines...)); err != nil {
					b.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	before, _ := size()
	st, err := m.Client.Status(context.Background(), "")
	if err != nil {
		b.Fatal(err)
	}
	if _, err := m.Client.Compact(context.Background(), st.Header.Revision, clientv3.WithCompactPhysical()); err != nil {
		b.Fatal(err)
	}
	// The in-process client cannot defragment (v3client has no health
	// notifier); the member's own backend does what Defragment does.
	if err := m.Etcd.Server.Backend().Defrag(); err != nil {
		b.Fatal(err)
	}
	after, inUse := size()
	backup, err := e.WriteBackup(io.Discard)
	if err != nil {
		b.Fatal(err)
	}
	per := func(n int64) float64 { return float64(n) / capacitySales * 100000 / (1 << 20) }
	b.ReportMetric(float64(capacitySales)/elapsed.Seconds(), "sales/s")
	b.ReportMetric(per(before-base), "MiB/100k-before-compaction")
	b.ReportMetric(per(after), "MiB/100k-etcd")
	b.ReportMetric(per(inUse), "MiB/100k-etcd-in-use")
	b.ReportMetric(per(backup), "MiB/100k-bbolt-backup")
	b.ReportMetric(0, "ns/op")
}
