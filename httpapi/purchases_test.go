package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// opsPurchase is a Contado purchase of qty units of each product at cost.
func (w *opsWorld) opsPurchase(qty int, cost float64, products ...uint64) map[string]any {
	var lines []map[string]any
	for _, p := range products {
		lines = append(lines, map[string]any{"id": p, "cantidad": qty, "costo": cost, "precio": 120, "precio2": "", "precio3": 0})
	}
	return map[string]any{"proveedor": w.supplier, "sucursal": 1, "tipo_comprobante": "Factura", "numero_comprobante": "F-77",
		"tipo_pago": "Contado", "metodo_pago": "Efectivo", "total": float64(qty*len(products)) * cost, "productos": lines}
}

func TestPurchaseFlow(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	super := w.token(engine.RoleSuper)

	status, body := w.call(t, "POST", "/api/compras", super, w.opsPurchase(20, 45.5, p[0], p[1], p[2]))
	if status != http.StatusCreated || body["message"] != "Compra guardada con éxito" || body["id"] == nil {
		t.Fatalf("create: %d %v", status, body)
	}
	id := uint64(body["id"].(float64))
	if n, _ := w.eng.Stock(1, p[0]); n != 20 {
		t.Fatalf("stock after the purchase: %d", n)
	}

	status, body = w.getJSON(t, "/api/compras", super)
	rows := opsList(t, body, "data")
	if status != http.StatusOK || len(rows) != 1 {
		t.Fatalf("list: %d %v", status, body)
	}
	c := rows[0].(map[string]any)
	for k, want := range map[string]any{"proveedor": "Importadora Altiplano", "nit": "1020304", "estado": "Correcto",
		"total": 2730.0, "sucursal": "Casa Matriz", "tipo_comprobante": "Factura", "numero_comprobante": "F-77"} {
		if c[k] != want {
			t.Errorf("compra.%s = %v, want %v", k, c[k], want)
		}
	}
	if _, ok := c["detalles"]; ok {
		t.Errorf("the list carries lines: %v", c)
	}

	path := fmt.Sprintf("/api/compras/%d", id)
	status, body = w.getJSON(t, path, super)
	dets := opsList(t, body, "detalles")
	if status != http.StatusOK || body["compra"] == nil || len(dets) != 3 {
		t.Fatalf("detail: %d %v", status, body)
	}
	d := dets[0].(map[string]any)
	for k, want := range map[string]any{"productoId": float64(p[0]), "producto": "Taladro percutor", "codigo": "HER-001",
		"unidad": "Unidad", "cantidad": 20.0, "costo": 45.5, "subtotal": 910.0, "estado": 1.0} {
		if d[k] != want {
			t.Errorf("detalle.%s = %v, want %v", k, d[k], want)
		}
	}

	// Only Super.
	for _, role := range []string{engine.RoleAdmin, engine.RoleVendedor} {
		status, body = w.getJSON(t, path, w.token(role))
		opsStatus(t, role+" reads a purchase", status, body, http.StatusForbidden)
		status, body = w.call(t, "POST", "/api/compras", w.token(role), w.opsPurchase(1, 1, p[0]))
		opsStatus(t, role+" buys", status, body, http.StatusForbidden)
	}

	line := fmt.Sprintf("/api/compras/eliminar-producto/%d", id)
	status, body = w.call(t, "PUT", line, super, map[string]any{"motivo": "Devuelto al proveedor"})
	wantFields(t, status, body, "producto_id")
	status, body = w.call(t, "PUT", fmt.Sprintf("%s?producto_id=%d", line, p[2]), super, map[string]any{})
	wantFields(t, status, body, "motivo")
	status, body = w.call(t, "PUT", fmt.Sprintf("%s?producto_id=%d", line, p[2]), super, map[string]any{"motivo": "Devuelto al proveedor"})
	if status != http.StatusCreated || body["message"] != "Producto eliminado con éxito" {
		t.Fatalf("void line: %d %v", status, body)
	}

	status, body = w.call(t, "PUT", fmt.Sprintf("/api/compras/estado/%d?sucursal_id=1", id), super, nil)
	wantFields(t, status, body, "motivo")
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/compras/estado/%d?sucursal_id=1", id), super, map[string]any{"motivo": "Factura errada"})
	if status != http.StatusCreated || body["message"] != "Compra anulada con éxito" {
		t.Fatalf("void: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/compras/estado/%d", id), super, map[string]any{"motivo": "Factura errada"})
	opsStatus(t, "void twice", status, body, http.StatusConflict)
	_, body = w.getJSON(t, "/api/compras", super)
	if c := opsList(t, body, "data")[0].(map[string]any); c["estado"] != "Anulado" {
		t.Errorf("voided purchase: %v", c)
	}

	text := w.opsPDF(t, "GET", fmt.Sprintf("/api/compras/generar-pdf/%d", id), super, nil)
	opsWantText(t, text, "COMPRA", "000001", "Importadora Altiplano", "Taladro percutor", "Martillo carpintero", "ANULADO", "Factura")
	status, _, _ = w.do(t, "GET", "/api/compras/generar-pdf/999", super, "", nil)
	if status != http.StatusNotFound {
		t.Errorf("PDF of an unknown purchase: %d", status)
	}
}

func TestPurchaseValidation(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	super := w.token(engine.RoleSuper)
	before := w.snapshot(t)

	draft := w.opsPurchase(2, 10, p[0], p[0], p[1])
	lines := draft["productos"].([]map[string]any)
	lines[2]["cantidad"] = 0
	lines[0]["costo"] = -1
	draft["proveedor"] = 0
	status, body := w.call(t, "POST", "/api/compras", super, draft)
	wantFields(t, status, body, "proveedor", "productos.0.costo", "productos.1.id", "productos.2.cantidad")

	draft = w.opsPurchase(2, 10, p[0])
	draft["sucursal"] = w.branch
	status, body = w.call(t, "POST", "/api/compras", super, draft)
	wantFields(t, status, body, "sucursal")

	draft = w.opsPurchase(2, 10, p[0])
	draft["productos"] = []any{}
	status, body = w.call(t, "POST", "/api/compras", super, draft)
	wantFields(t, status, body, "productos")
	wantSame(t, w.harness, before)
}
