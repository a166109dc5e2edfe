package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// An Administrador's return names the cashier's open box: the refund leaves
// that box (its close computes what the drawer holds), a closed box is refused
// on caja_id, and Responsable reaches returns only once Super grants them.
func TestReturnsChooseTheBox(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	seller, admin, resp := w.token(engine.RoleVendedor), w.token(engine.RoleAdmin), w.token(engine.RoleResponsable)
	status, body := w.call(t, "POST", "/api/cajas?estado=apertura&sucursal_id=1", seller, map[string]any{"monto_inicial": "100"})
	opsStatus(t, "opening the cashier's box", status, body, http.StatusCreated)
	cashierBox := body["id"].(float64)
	sale := w.sell(t, seller, opsSale(1, opsLine(p[0], 2, 100)))
	draft := func(box any) map[string]any {
		return map[string]any{"venta_id": sale, "motivo": "Fallado", "sucursal": 1, "caja_id": box,
			"productos": []map[string]any{{"producto_id": p[0], "cantidad": 1}}}
	}

	status, body = w.getJSON(t, "/api/devoluciones/cajas-abiertas?sucursal_id=1", admin)
	boxes := opsList(t, body, "data")
	if status != http.StatusOK || len(boxes) != 1 {
		t.Fatalf("open boxes: %d %v", status, body)
	}
	b := boxes[0].(map[string]any)
	if b["caja_id"] != cashierBox || b["propia"] != false || b["empleado"].(map[string]any)["nombres"] != engine.RoleVendedor {
		t.Fatalf("open box: %v", b)
	}
	status, body = w.call(t, "POST", "/api/devoluciones", admin, draft(cashierBox))
	opsStatus(t, "return from the cashier's box", status, body, http.StatusCreated)
	cash := func(token string) float64 {
		t.Helper()
		status, body := w.getJSON(t, "/api/cajas?sucursal_id=1", token)
		opsStatus(t, "box", status, body, http.StatusOK)
		if body["caja"] == nil {
			return -1
		}
		return body["totales"].(map[string]any)["total_efectivo"].(float64)
	}
	if got := cash(seller); got != 200 {
		t.Fatalf("cashier's box computes %v, want 200", got)
	}
	if got := cash(admin); got != -1 {
		t.Fatalf("the Administrador got a box: %v", got)
	}

	status, body = w.call(t, "POST", "/api/cajas?estado=cierre&sucursal_id=1", seller, map[string]any{"monto_final": "200"})
	opsStatus(t, "closing the cashier's box", status, body, http.StatusCreated)
	before := w.snapshot(t)
	status, body = w.call(t, "POST", "/api/devoluciones", admin, draft(cashierBox))
	wantFields(t, status, body, "caja_id")
	if msg := fmt.Sprint(body["errors"].(map[string]any)["caja_id"]); msg != "[La caja elegida no está abierta; elija una caja abierta de la sucursal.]" {
		t.Fatalf("message: %s", msg)
	}
	wantSame(t, w.harness, before)

	for _, path := range []string{"/api/devoluciones/cajas-abiertas", "/api/devoluciones?sucursal_id=1"} {
		status, body = w.getJSON(t, path, resp)
		opsStatus(t, "Responsable before the grant "+path, status, body, http.StatusForbidden)
	}
	status, body = w.call(t, "PUT", "/api/permisos", w.token(engine.RoleSuper),
		map[string]any{"rol": engine.RoleResponsable, "capacidades": []string{engine.CapDevoluciones}})
	opsStatus(t, "granting returns", status, body, http.StatusOK)
	status, body = w.call(t, "POST", "/api/devoluciones", resp, draft(0))
	opsStatus(t, "Responsable's return", status, body, http.StatusCreated)
	status, body = w.getJSON(t, "/api/devoluciones?sucursal_id=1", resp)
	if status != http.StatusOK || len(opsList(t, body, "data")) != 2 {
		t.Fatalf("Responsable's list: %d %v", status, body)
	}
	status, body = w.getJSON(t, fmt.Sprintf("/api/devoluciones?sucursal_id=%d", w.sur), resp)
	opsStatus(t, "Responsable lists another branch", status, body, http.StatusForbidden)
}
