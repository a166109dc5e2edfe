package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"sgc/engine"
)

// idemRequest is one call of a route marked idempotent, and another body
// for the same route.
type idemRequest struct {
	method, path string
	body, other  any
}

// keyedCall sends body (JSON) with an Idempotency-Key as Super.
func (w *opsWorld) keyedCall(t testing.TB, r idemRequest, body any, key string) (int, http.Header, []byte) {
	t.Helper()
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return w.do(t, r.method, r.path, w.token(engine.RoleSuper), "application/json", bytes.NewReader(raw), idemHeader, key)
}

// TestIdempotentRoutes sends each call twice with one key: the retry gets
// the first status and body again, marked Idempotent-Replayed, and writes
// nothing; the key with another body answers 422 with the one message; a
// call without key is not marked. The line void by producto_id is among
// them: its handler looks the line up before the command, and the retry
// must not find it voided.
func TestIdempotentRoutes(t *testing.T) {
	w := newOpsWorld(t)
	for _, p := range w.products {
		w.load(t, 1, p, 100)
	}
	super := w.token(engine.RoleSuper)
	// In this order: the sales open Super's cash box, which the last closes.
	cases := []struct {
		name    string
		prepare func() idemRequest
	}{
		{"venta", func() idemRequest {
			return idemRequest{"POST", "/api/ventas", opsSale(1, opsLine(w.products[0], 1, 100)), opsSale(1, opsLine(w.products[0], 2, 100))}
		}},
		{"anulación de venta", func() idemRequest {
			id := w.sell(t, super, opsSale(1, opsLine(w.products[0], 1, 100)))
			return idemRequest{"PUT", fmt.Sprintf("/api/ventas/estado/%d", id), map[string]string{"motivo": "error"}, map[string]string{"motivo": "otro"}}
		}},
		{"anulación de un producto de la venta", func() idemRequest {
			id := w.sell(t, super, opsSale(1, opsLine(w.products[0], 1, 100), opsLine(w.products[1], 1, 100)))
			return idemRequest{"PUT", fmt.Sprintf("/api/ventas/eliminar-producto/%d?producto_id=%d", id, w.products[1]),
				map[string]string{"motivo": "error"}, map[string]string{"motivo": "otro"}}
		}},
		{"compra", func() idemRequest {
			line := func(n int) map[string]any {
				return map[string]any{"proveedor": w.supplier, "total": 40.0 * float64(n),
					"productos": []any{map[string]any{"id": w.products[2], "cantidad": n, "costo": 40.0}}}
			}
			return idemRequest{"POST", "/api/compras", line(1), line(2)}
		}},
		{"gasto", func() idemRequest {
			cat, err := w.eng.SaveMoneyCategory(engine.BookGastos, 0, engine.CategoryInput{Categoria: "Servicios"})
			if err != nil {
				t.Fatal(err)
			}
			entry := func(total string) map[string]any {
				return map[string]any{"concepto": "Luz", "metodo_pago": "Efectivo", "categoria": cat, "total": total}
			}
			return idemRequest{"POST", "/api/gastos?sucursal_id=1", entry("10"), entry("11")}
		}},
		{"devolución", func() idemRequest {
			id := w.sell(t, super, opsSale(1, opsLine(w.products[0], 2, 100)))
			ret := func(n int) map[string]any {
				return map[string]any{"venta_id": id, "motivo": "fallado", "productos": []any{map[string]any{"detalleAgrupadoId": 1,
					"producto_id": w.products[0], "precio": 100.0, "cantidad": n}}}
			}
			return idemRequest{"POST", "/api/devoluciones", ret(1), ret(2)}
		}},
		{"traspaso", func() idemRequest {
			tr := func(n int) map[string]any {
				return map[string]any{"sucursal_origen": 1, "sucursal_destino": w.sur, "motivo": "reposición",
					"productos": []any{map[string]any{"id": w.products[1], "cantidad": n}}}
			}
			return idemRequest{"POST", "/api/traspasos", tr(1), tr(2)}
		}},
		{"baja de un gasto", func() idemRequest {
			cat, err := w.eng.SaveMoneyCategory(engine.BookGastos, 0, engine.CategoryInput{Categoria: "Limpieza"})
			if err != nil {
				t.Fatal(err)
			}
			id, err := w.eng.SaveMoneyEntry(opsRoot, engine.BookGastos, 0, engine.MoneyEntryInput{Concepto: "Escobas",
				MetodoPago: "Efectivo", Categoria: engine.ID(cat), Total: "15", Sucursal: 1})
			if err != nil {
				t.Fatal(err)
			}
			return idemRequest{"PUT", fmt.Sprintf("/api/gastos/estado/%d", id), map[string]any{}, map[string]any{"estado": false}}
		}},
		{"cierre de caja", func() idemRequest {
			return idemRequest{"POST", "/api/cajas?estado=cierre", map[string]string{"monto_final": "100"}, map[string]string{"monto_final": "50"}}
		}},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := c.prepare()
			key := fmt.Sprint("clave-", i)
			status, hdr, first := w.keyedCall(t, r, r.body, key)
			if status >= 300 || hdr.Get(replayedHeader) != "" {
				t.Fatalf("first call: %d %s (replayed %q)", status, first, hdr.Get(replayedHeader))
			}
			before := w.snapshot(t)
			again, hdr, raw := w.keyedCall(t, r, r.body, key)
			if again != status || !bytes.Equal(raw, first) || hdr.Get(replayedHeader) != "true" {
				t.Fatalf("retry: %d %s (replayed %q), first %d %s", again, raw, hdr.Get(replayedHeader), status, first)
			}
			wantSame(t, w.harness, before)
			other, _, raw := w.keyedCall(t, r, r.other, key)
			if other != http.StatusUnprocessableEntity || string(raw) != `{"message":"La clave de idempotencia ya se usó con otros datos."}`+"\n" {
				t.Fatalf("the key with another body: %d %s", other, raw)
			}
			wantSame(t, w.harness, before)
		})
	}
}

// TestIdempotentConcurrentSales sends one sale eight times at once with one
// key: one sale is made, and every call answers its venta_id.
func TestIdempotentConcurrentSales(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 100)
	r := idemRequest{method: "POST", path: "/api/ventas", body: opsSale(1, opsLine(w.products[0], 1, 100))}
	var wg sync.WaitGroup
	var mu sync.Mutex
	answers, replayed := map[string]int{}, 0
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status, hdr, raw := w.keyedCall(t, r, r.body, "misma-venta")
			mu.Lock()
			defer mu.Unlock()
			answers[fmt.Sprint(status, " ", string(raw))]++
			if hdr.Get(replayedHeader) == "true" {
				replayed++
			}
		}()
	}
	wg.Wait()
	if len(answers) != 1 || replayed != 7 {
		t.Fatalf("answers %v, %d replayed", answers, replayed)
	}
	if n, err := w.eng.Stock(1, w.products[0]); err != nil || n != 99 {
		t.Fatalf("stock %d (%v) after one sale sent eight times", n, err)
	}
}

// TestIdempotencyKeyChecked: a key longer than 255 characters or with
// spaces is refused before anything runs.
func TestIdempotencyKeyChecked(t *testing.T) {
	w := newOpsWorld(t)
	r := idemRequest{method: "POST", path: "/api/ventas", body: opsSale(1, opsLine(w.products[0], 1, 100))}
	for _, key := range []string{strings.Repeat("k", 256), "con espacio"} {
		if status, _, raw := w.keyedCall(t, r, r.body, key); status != http.StatusBadRequest {
			t.Errorf("key %q: %d %s", key, status, raw)
		}
	}
}
