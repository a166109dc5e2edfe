package httpapi

import (
	"bufio"
	"bytes"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"sgc/engine"
)

// BenchmarkEventFanout opens 200 event streams of branch 1 (20 sessions, 10 tabs
// each) and commits sales through POST /api/ventas with fsync on. It reports the
// time from sending a sale to each stream reading its "stock" event (p50, p99,
// max over every stream and sale) and the memory the open streams hold.
func BenchmarkEventFanout(b *testing.B) {
	const streams, sessions, rounds = 200, 20, 20
	eng, root := benchStore(b)
	in := engine.ProductInput{Codigo: "EV-1", Producto: "Producto evento", Unidad: "1", Categoria: "1"}
	in.Precios[0] = "10.50"
	id, err := eng.SaveProduct(root, 0, in)
	if err != nil {
		b.Fatal(err)
	}
	if err := eng.InitialLoad(root, engine.InitialLoadInput{Sucursal: 1, Producto: engine.ID(id), Cantidad: 900_000, Costo: 500}); err != nil {
		b.Fatal(err)
	}
	tokens := make([]string, sessions)
	for i := range tokens {
		if tokens[i], _, err = eng.Login("admin", "clave-bench-1", "127.0.0.1"); err != nil {
			b.Fatal(err)
		}
	}
	api := New(eng, nil, quiet)
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()
	defer api.CloseStreams()
	sale := []byte(fmt.Sprintf(`{"sucursal":1,"total":10.50,"productos":[{"id":%d,"cantidad":1,"precio":10.50}]}`, id))

	// The streams are read over bare connections with small buffers, so that
	// the memory figure is mostly the server's.
	memBefore := memInUse()
	got := make(chan time.Time, streams)
	ready := make(chan struct{}, streams)
	for i := range streams {
		conn, err := net.Dial("tcp", srv.Listener.Addr().String())
		if err != nil {
			b.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "GET /api/eventos HTTP/1.1\r\nHost: sgc\r\nAuthorization: Bearer %s\r\n\r\n", tokens[i%sessions])
		go func() {
			// HTTP/1.1 chunk sizes come on lines of their own; the events'
			// lines are whole inside their chunk.
			r := bufio.NewReaderSize(conn, 64)
			for {
				line, err := r.ReadString('\n')
				if err != nil {
					return
				}
				switch strings.TrimSpace(strings.TrimPrefix(line, "event: ")) {
				case "listo":
					ready <- struct{}{}
				case "stock":
					got <- time.Now()
				}
			}
		}()
	}
	for range streams {
		<-ready
	}
	memStreams := memInUse() - memBefore

	var lat []time.Duration
	b.ResetTimer()
	for range b.N {
		for range rounds {
			req, _ := http.NewRequest("POST", srv.URL+"/api/ventas", bytes.NewReader(sale))
			req.Header.Set("Authorization", "Bearer "+tokens[0])
			req.Header.Set("Content-Type", "application/json")
			t0 := time.Now()
			res, err := srv.Client().Do(req)
			if err != nil || res.StatusCode != http.StatusCreated {
				b.Fatalf("sale: %v %v", err, res)
			}
			res.Body.Close()
			for range streams {
				select {
				case at := <-got:
					lat = append(lat, at.Sub(t0))
				case <-time.After(10 * time.Second):
					b.Fatal("a stream did not get its event within 10 s")
				}
			}
		}
	}
	b.StopTimer()
	slices.Sort(lat)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
	b.ReportMetric(ms(lat[len(lat)*99/100]), "p99-ms")
	b.ReportMetric(ms(lat[len(lat)-1]), "max-ms")
	b.ReportMetric(float64(api.events.count()), "streams")
	b.ReportMetric(float64(memStreams)/(1<<20), "MiB-200-streams")
}

// memInUse is the heap and goroutine stacks in use after a collection. The
// benchmark's readers live in the same process, so the figure for the streams
// is an upper bound of the server's share.
func memInUse() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapInuse + m.StackInuse)
}
