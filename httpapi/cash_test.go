package httpapi

import (
	"net/http"
	"testing"

	"sgc/engine"
)

// TestCashSaleWithoutBox: a cash sale by a user with no open box opens their
// box by itself, so the money lands in a close; the screen reads it from
// caja.automatica.
func TestCashSaleWithoutBox(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	seller := w.token(engine.RoleVendedor)
	_, body := w.getJSON(t, "/api/cajas?sucursal_id=1", seller)
	if body["estado"] != "No Abierta" {
		t.Fatalf("before the sale: %v", body)
	}
	w.sell(t, seller, opsSale(1, opsLine(w.products[0], 2, 100)))
	status, body := w.getJSON(t, "/api/cajas?sucursal_id=1", seller)
	caja, _ := body["caja"].(map[string]any)
	if status != http.StatusOK || body["estado"] != "Abierta" || caja["automatica"] != true || caja["monto_inicial"].(float64) != 0 ||
		body["totales"].(map[string]any)["total_efectivo"].(float64) != 200 {
		t.Fatalf("after the sale: %d %v", status, body)
	}
	status, body = w.call(t, "POST", "/api/cajas?sucursal_id=1&estado=cierre", seller, map[string]any{"monto_final": 200})
	opsStatus(t, "close", status, body, http.StatusCreated)
}
