package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"

	"sgc/engine"
)

// BenchmarkOfflineReplay measures what a counter's outbox does when the server
// answers again after an outage: 1,000 sales made offline on one device sent
// one by one, in order, each with its Idempotency-Key and sin_conexion mark,
// through HTTP with fsync on (target: 60 s). The branch had 100 units of each
// product, so nine sales in ten arrive over the stock and bring an
// adjustment. It reports the whole replay's seconds, sales per second, the
// p50/p99 of a send, and the seconds of a second pass over the same outbox
// (its answers lost), which writes nothing.
func BenchmarkOfflineReplay(b *testing.B) {
	eng, root, srv, token, lines := benchCounter(b, 100)
	const queued = 1000
	made := time.Now().Add(-2 * time.Hour)
	bodies := make([][]byte, queued)
	for i := range bodies {
		bodies[i], _ = json.Marshal(map[string]any{"sucursal": 1, "total": 52.50, "productos": lines,
			"sin_conexion": map[string]any{"dispositivo": "D3", "numero_provisional": i + 1,
				"fecha": made.Add(time.Duration(i) * 5 * time.Second).UTC().Format(time.RFC3339)}})
	}
	client := &http.Client{}
	send := func(i int) (int, bool) {
		req, _ := http.NewRequest("POST", srv.URL+"/api/ventas", bytes.NewReader(bodies[i]))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(idemHeader, fmt.Sprintf("bench-d3-%d", i+1))
		res, err := client.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode, res.Header.Get(replayedHeader) == "true"
	}
	for n := 0; n < b.N; n++ {
		lat := make([]time.Duration, 0, queued)
		start := time.Now()
		for i := range bodies {
			t0 := time.Now()
			if status, replayed := send(i); status != http.StatusCreated || replayed != (n > 0) {
				b.Fatalf("sale %d: status %d, replayed %v", i+1, status, replayed)
			}
			lat = append(lat, time.Since(t0))
		}
		elapsed := time.Since(start)
		again := time.Now()
		for i := range bodies {
			if status, replayed := send(i); status != http.StatusCreated || !replayed {
				b.Fatalf("second pass, sale %d: status %d, replayed %v", i+1, status, replayed)
			}
		}
		slices.Sort(lat)
		b.ReportMetric(elapsed.Seconds(), "replay-s")
		b.ReportMetric(float64(queued)/elapsed.Seconds(), "sales/s")
		b.ReportMetric(float64(lat[queued/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(lat[queued*99/100].Microseconds())/1000, "p99-ms")
		b.ReportMetric(time.Since(again).Seconds(), "second-pass-s")
	}
	list, err := eng.OfflineSales(root, 1, engine.BusinessDate(made), "")
	if err != nil || len(list) != queued {
		b.Fatalf("recorded %d offline sales, %v", len(list), err)
	}
}
