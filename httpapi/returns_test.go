package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

func TestReturns(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 10)
	admin := w.token(engine.RoleAdmin)
	sale := w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(p[0], 3, 100), opsLine(p[1], 2, 90)))
	draft := func(lines ...map[string]any) map[string]any {
		return map[string]any{"venta_id": sale, "motivo": "Producto fallado", "descripcion": "No enciende", "sucursal": 1, "productos": lines}
	}
	line := func(detalle int, product uint64, qty int, price float64) map[string]any {
		return map[string]any{"id": detalle, "producto_id": product, "detalleAgrupadoId": detalle, "precio": price, "cantidad": qty}
	}

	before := w.snapshot(t)
	for _, role := range []string{engine.RoleVendedor, engine.RoleResponsable} {
		status, body := w.call(t, "POST", "/api/devoluciones", w.token(role), draft(line(1, p[0], 1, 100)))
		opsStatus(t, role+" returns", status, body, http.StatusForbidden)
		status, body = w.getJSON(t, "/api/devoluciones", w.token(role))
		opsStatus(t, role+" lists returns", status, body, http.StatusForbidden)
	}
	status, body := w.call(t, "POST", "/api/devoluciones", admin, draft(line(1, p[0], 4, 100), line(2, p[1], 0, 90)))
	wantFields(t, status, body, "productos.0.cantidad", "productos.1.cantidad")
	d := draft(line(1, p[0], 1, 100))
	d["motivo"] = " "
	status, body = w.call(t, "POST", "/api/devoluciones", admin, d)
	wantFields(t, status, body, "motivo")
	status, body = w.call(t, "POST", "/api/devoluciones", admin, draft())
	wantFields(t, status, body, "productos")
	wantSame(t, w.harness, before)

	d = draft(line(1, p[0], 2, 100), line(2, p[1], 1, 90))
	d["total"] = 290
	status, body = w.call(t, "POST", "/api/devoluciones", admin, d)
	if status != http.StatusCreated || body["message"] != "Devolución guardada con éxito" || body["id"] == nil {
		t.Fatalf("create: %d %v", status, body)
	}
	id := uint64(body["id"].(float64))
	if n, _ := w.eng.Stock(1, p[0]); n != 9 {
		t.Errorf("stock after returning 2 of 3: %d", n)
	}

	status, body = w.getJSON(t, "/api/devoluciones?sucursal_id=1", admin)
	rows := opsList(t, body, "data")
	if status != http.StatusOK || len(rows) != 1 {
		t.Fatalf("list: %d %v", status, body)
	}
	r := rows[0].(map[string]any)
	for k, want := range map[string]any{"id": float64(id), "venta_id": float64(sale), "numero_venta": 1.0, "total": 290.0,
		"motivo": "Producto fallado", "descripcion": "No enciende", "sucursal": "Casa Matriz", "cliente": "SN", "estado": 1.0} {
		if r[k] != want {
			t.Errorf("devolucion.%s = %v, want %v", k, r[k], want)
		}
	}
	for _, k := range []string{"fecha", "usuario"} {
		if r[k] == nil || r[k] == "" {
			t.Errorf("devolucion lacks %s: %v", k, r)
		}
	}

	status, body = w.getJSON(t, fmt.Sprintf("/api/devoluciones/%d", id), admin)
	dets := opsList(t, body, "detalles")
	if status != http.StatusOK || body["devolucion"] == nil || len(dets) != 2 {
		t.Fatalf("detail: %d %v", status, body)
	}
	l := dets[0].(map[string]any)
	for k, want := range map[string]any{"producto": "Taladro percutor", "unidad": "Unidad", "cantidad": 2.0, "precio": 100.0, "subtotal": 200.0} {
		if l[k] != want {
			t.Errorf("detalle.%s = %v, want %v", k, l[k], want)
		}
	}

	// The sale line now shows what is still with the customer.
	_, body = w.getJSON(t, fmt.Sprintf("/api/ventas/%d", sale), admin)
	if sl := opsList(t, body, "detalles")[0].(map[string]any); sl["cantidad_devuelta"] != 2.0 || sl["cantidad"] != 1.0 {
		t.Errorf("sale line after the return: %v", sl)
	}
	status, body = w.getJSON(t, "/api/devoluciones/999", admin)
	opsStatus(t, "unknown return", status, body, http.StatusNotFound)
}
