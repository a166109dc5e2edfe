package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// TestSalePagaCon: the answer of a sale names its number and the change of
// the cash handed over; cash under the total is refused on paga_con, and
// the sale's detail keeps both figures for the reprinted ticket.
func TestSalePagaCon(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	seller := w.token(engine.RoleVendedor)

	draft := opsSale(1, opsLine(p[0], 2, 100), opsLine(p[0], 1, 90.5)) // Bs 290,50
	draft["paga_con"] = 290.49
	status, body := w.call(t, "POST", "/api/ventas", seller, draft)
	wantFields(t, status, body, "paga_con")

	draft["paga_con"] = 300
	status, body = w.call(t, "POST", "/api/ventas", seller, draft)
	opsStatus(t, "create", status, body, http.StatusCreated)
	if body["numero_comprobante"] != 1.0 || body["cambio"] != 9.5 {
		t.Fatalf("create answer: %v", body)
	}
	status, body = w.getJSON(t, fmt.Sprintf("/api/ventas/%v", body["venta_id"]), seller)
	opsStatus(t, "detail", status, body, http.StatusOK)
	v := body["venta"].(map[string]any)
	if v["paga_con"] != 300.0 || v["cambio"] != 9.5 {
		t.Fatalf("detail: paga_con %v, cambio %v", v["paga_con"], v["cambio"])
	}
}
