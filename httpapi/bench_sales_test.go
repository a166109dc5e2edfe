package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"sgc/engine"
)

// BenchmarkSaleHTTP measures POST /api/ventas through HTTP with fsync on: 5-line
// sales by 1, 8 and 64 concurrent sellers, reporting sales per second and the
// p50/p99 latency of a call.
func BenchmarkSaleHTTP(b *testing.B) {
	_, _, srv, token, lines := benchCounter(b, 900_000)
	body, _ := json.Marshal(map[string]any{"sucursal": 1, "total": 52.50, "productos": lines})
	const perRun = 512
	for _, sellers := range []int{1, 8, 64} {
		b.Run(fmt.Sprintf("sellers=%d", sellers), func(b *testing.B) {
			client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: sellers}}
			var mu sync.Mutex
			var lat []time.Duration
			b.ResetTimer()
			start := time.Now()
			for n := 0; n < b.N; n++ {
				var wg sync.WaitGroup
				for s := 0; s < sellers; s++ {
					wg.Add(1)
					go func() {
						defer wg.Done()
						mine := make([]time.Duration, 0, perRun/sellers+1)
						for i := 0; i < perRun/sellers; i++ {
							req, _ := http.NewRequest("POST", srv.URL+"/api/ventas", bytes.NewReader(body))
							req.Header.Set("Authorization", "Bearer "+token)
							req.Header.Set("Content-Type", "application/json")
							t0 := time.Now()
							res, err := client.Do(req)
							if err != nil {
								b.Error(err)
								return
							}
							res.Body.Close()
							if res.StatusCode != http.StatusCreated {
								b.Errorf("status %d", res.StatusCode)
								return
							}
							mine = append(mine, time.Since(t0))
						}
						mu.Lock()
						lat = append(lat, mine...)
						mu.Unlock()
					}()
				}
				wg.Wait()
			}
			elapsed := time.Since(start)
			b.StopTimer()
			slices.Sort(lat)
			if len(lat) == 0 {
				return
			}
			b.ReportMetric(float64(len(lat))/elapsed.Seconds(), "sales/s")
			b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
		})
	}
}

// benchStore is a bootstrapped store with fsync on (closed with the benchmark),
// one unit and one category, and the Super who acts in it.
// benchCounter is where the sale benchmarks start: five products at 10.50
// with stock units each in branch 1, admin signed in (token) and the API
// served by srv; lines is a sale of one unit of each.
func benchCounter(b *testing.B, stock engine.Int) (eng *engine.Engine, root engine.Actor, srv *httptest.Server, token string, lines []map[string]any) {
	eng, root = benchStore(b)
	for i := 1; i <= 5; i++ {
		in := engine.ProductInput{Codigo: fmt.Sprintf("B-%d", i), Producto: fmt.Sprintf("Producto %d", i), Unidad: "1", Categoria: "1"}
		in.Precios[0] = "10.50"
		id, err := eng.SaveProduct(root, 0, in)
		if err != nil {
			b.Fatal(err)
		}
		if err := eng.InitialLoad(root, engine.InitialLoadInput{Sucursal: 1, Producto: engine.ID(id), Cantidad: stock, Costo: 500}); err != nil {
			b.Fatal(err)
		}
	}
	token, _, err := eng.Login("admin", "clave-bench-1", "127.0.0.1")
	if err != nil {
		b.Fatal(err)
	}
	srv = httptest.NewServer(New(eng, nil, nil).Handler())
	b.Cleanup(srv.Close)
	lines = make([]map[string]any, 5)
	for i := range lines {
		lines[i] = map[string]any{"id": i + 1, "cantidad": 1, "precio": 10.50}
	}
	return eng, root, srv, token, lines
}

func benchStore(b *testing.B) (*engine.Engine, engine.Actor) {
	eng, err := engine.Open(b.TempDir(), engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { eng.Close() })
	if _, _, err := eng.Bootstrap("clave-bench-1"); err != nil {
		b.Fatal(err)
	}
	if _, err := eng.SaveUnit(0, engine.UnitInput{Unidad: "Unidad", Sigla: "UND"}); err != nil {
		b.Fatal(err)
	}
	if _, err := eng.SaveCategory(0, engine.CategoryInput{Categoria: "General"}); err != nil {
		b.Fatal(err)
	}
	return eng, engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
}
