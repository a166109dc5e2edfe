package importfile

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"sgc/engine"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// benchCSV is a products file of n rows with a stock/cost pair for each
// branch, as a shop saves it from Excel (semicolons, decimal commas).
func benchCSV(n int, branches []string) []byte {
	var b strings.Builder
	b.WriteString("codigo;producto;unidad;categoria;costo;precio;precio2;precio3;precio4;precio5;precio6;minimo")
	for _, s := range branches {
		b.WriteString(";stock " + s + ";costo " + s)
	}
	b.WriteString("\r\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "%08d;Producto de prueba %d;Pieza;Categoría %d;%d,50;%d,00;%d,90;%d,80;%d,70;%d,60;0;5",
			i, i, i%40, 10+i%90, 20+i%90, 19+i%90, 18+i%90, 17+i%90, 16+i%90)
		for j := range branches {
			fmt.Fprintf(&b, ";%d;%d,25", 1+(i+j)%50, 10+i%90)
		}
		b.WriteString("\r\n")
	}
	return []byte(b.String())
}

// benchImport reads, simulates and imports n products with opening stock in
// four branches into the engine open gives, and reports each phase's time,
// the peak heap and the peak resident size.
func benchImport(b *testing.B, n int, open func(b *testing.B) *engine.Engine) {
	for range b.N {
		e := open(b)
		if _, _, err := e.Bootstrap("clave-de-prueba-1"); err != nil {
			b.Fatal(err)
		}
		branches := []string{"Casa Matriz"}
		for _, s := range []string{"Norte", "Sur", "El Alto"} {
			if _, err := e.SaveBranch(0, engine.BranchInput{Sucursal: s, NombreOficial: s, Grupo: "1", Direccion: "x", Precios: [6]string{"1"}}); err != nil {
				b.Fatal(err)
			}
			branches = append(branches, s)
		}
		data := benchCSV(n, branches)
		var peak uint64
		// What an earlier benchmark of this process left is collected and
		// given back first, so that each one reports its own peaks.
		debug.FreeOSMemory()
		resetPeakRSS()
		stop := watchHeap(&peak)
		t0 := time.Now()
		f, err := Read("productos.csv", data, Options{})
		if err != nil {
			b.Fatal(err)
		}
		req := &engine.ImportRequest{Kind: engine.ImportProductos, Hash: f.Hash, Sheets: f.Sheets}
		t1 := time.Now()
		pl, err := e.SimulateImport(super, req)
		if err != nil || pl.Resumen.Crear != n {
			b.Fatalf("%v %+v", err, pl.Resumen)
		}
		t2 := time.Now()
		if _, _, err := e.Import(super, req); err != nil {
			b.Fatal(err)
		}
		t3 := time.Now()
		stop()
		b.ReportMetric(t1.Sub(t0).Seconds(), "s-read")
		b.ReportMetric(t2.Sub(t1).Seconds(), "s-simulate")
		b.ReportMetric(t3.Sub(t2).Seconds(), "s-apply")
		b.ReportMetric(t3.Sub(t0).Seconds(), "s-total")
		b.ReportMetric(float64(peak)/(1<<20), "MiB-peak-heap")
		b.ReportMetric(float64(peakRSS())/(1<<20), "MiB-peak-rss")
		e.Close()
	}
}

// watchHeap samples the heap in use until stopped, keeping the peak.
func watchHeap(peak *uint64) func() {
	done, ended := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(ended)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			*peak = max(*peak, m.HeapInuse)
			select {
			case <-done:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	return func() { close(done); <-ended }
}

// resetPeakRSS starts the process's peak resident size (VmHWM) afresh, so
// that each import reports its own (Linux; elsewhere the peak stays 0).
func resetPeakRSS() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peakRSS answers the process's peak resident size in bytes since the last
// resetPeakRSS: the heap, the runtime's spare memory and the store file's
// mapped pages, what the machine must hold.
func peakRSS() uint64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// openBolt opens the engine on a bbolt file with fsync on, as a single
// machine runs.
func openBolt(b *testing.B) *engine.Engine {
	e, err := engine.Open(b.TempDir(), engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	return e
}

// openEtcd opens the engine on one embedded etcd member with fsync on, as
// cluster mode runs.
func openEtcd(b *testing.B) *engine.Engine {
	m, err := etcdtest.StartIn(b.TempDir(), false)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(m.Stop)
	st, err := etcdstore.New(m.Client, etcdstore.Options{})
	if err != nil {
		b.Fatal(err)
	}
	e, err := engine.OpenStore(st, b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	return e
}

// BenchmarkImport3000x4 is the shop: 3,000 products, stock in four branches.
func BenchmarkImport3000x4(b *testing.B) { benchImport(b, 3000, openBolt) }

// BenchmarkImport12000 is a middle size, to see how the time grows.
func BenchmarkImport12000(b *testing.B) { benchImport(b, 12000, openBolt) }

// BenchmarkImport50000 is the largest file the targets name: 50,000 product rows.
func BenchmarkImport50000(b *testing.B) { benchImport(b, 50000, openBolt) }

// BenchmarkImportEtcd3000x4 is the shop in cluster mode: about
// 45,000 keys, more than one etcd Txn takes, so it commits in parts.
func BenchmarkImportEtcd3000x4(b *testing.B) { benchImport(b, 3000, openEtcd) }

// BenchmarkImportEtcd12000 is four times that, to see how the time grows.
func BenchmarkImportEtcd12000(b *testing.B) { benchImport(b, 12000, openEtcd) }
