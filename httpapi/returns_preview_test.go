package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// POST /api/devoluciones/calcular answers the refund the save will make,
// discount prorated, for admin roles only, and writes nothing; the return
// then stores the same figures.
func TestReturnPreview(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 10)
	admin := w.token(engine.RoleAdmin)
	draft := opsSale(1, opsLine(p[0], 1, 145), opsLine(p[1], 1, 5))
	draft["descuento"], draft["total"] = 10.5, 139.5
	sale := w.sell(t, admin, draft)
	ret := map[string]any{"venta_id": sale, "sucursal": 1, "productos": []map[string]any{
		{"id": 1, "producto_id": p[0], "detalleAgrupadoId": 1, "precio": 145, "cantidad": 1}}}

	before := w.snapshot(t)
	for _, role := range []string{engine.RoleVendedor, engine.RoleResponsable} {
		status, body := w.call(t, "POST", "/api/devoluciones/calcular", w.token(role), ret)
		opsStatus(t, role+" quotes a return", status, body, http.StatusForbidden)
	}
	status, body := w.call(t, "POST", "/api/devoluciones/calcular", "", ret)
	opsStatus(t, "no token", status, body, http.StatusUnauthorized)
	status, body = w.call(t, "POST", "/api/devoluciones/calcular", admin, ret)
	if status != http.StatusOK {
		t.Fatalf("quote: %d %v", status, body)
	}
	for k, want := range map[string]float64{"subtotal": 145, "descuento": 10.15, "tope": 0, "total": 134.85} {
		if body[k] != want {
			t.Errorf("quote.%s = %v, want %v", k, body[k], want)
		}
	}
	wantSame(t, w.harness, before)

	over := map[string]any{"venta_id": sale, "productos": []map[string]any{{"detalleAgrupadoId": 1, "cantidad": 2}}}
	status, body = w.call(t, "POST", "/api/devoluciones/calcular", admin, over)
	wantFields(t, status, body, "productos.0.cantidad")

	ret["motivo"], ret["total"] = "Fallado", 134.85
	status, body = w.call(t, "POST", "/api/devoluciones", admin, ret)
	if status != http.StatusCreated {
		t.Fatalf("create: %d %v", status, body)
	}
	status, body = w.getJSON(t, fmt.Sprintf("/api/devoluciones/%v", body["id"]), admin)
	d, _ := body["devolucion"].(map[string]any)
	if status != http.StatusOK || d["subtotal"] != 145.0 || d["descuento"] != 10.15 || d["total"] != 134.85 {
		t.Fatalf("stored return: %d %v", status, body)
	}
	rest := map[string]any{"venta_id": sale, "motivo": "Fallado", "total": 1, "productos": []map[string]any{{"detalleAgrupadoId": 2, "producto_id": p[1], "cantidad": 1}}}
	status, body = w.call(t, "POST", "/api/devoluciones", admin, rest)
	wantFields(t, status, body, "total")
	rest["total"] = 4.65
	status, body = w.call(t, "POST", "/api/devoluciones", admin, rest)
	opsStatus(t, "the rest of the sale", status, body, http.StatusCreated)
}
