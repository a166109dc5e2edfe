package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"sgc/engine"
)

// furnitureFields is a valid form; extra pairs go first, so they win.
func furnitureFields(extra ...string) []string {
	return append(extra, "fecha_entrega", "2025-03-01", "cantidad", "2", "mobiliario", "Estante metálico", "valor", "350.50",
		"estado_mobiliario", "USADO", "largo", "1.2", "alto", "2", "ancho", "0.4", "observaciones", "Depósito")
}

// TestFurnitureAPI: Super registers, lists, edits with pictures, prints and
// deletes furniture; every other role is refused by the route table.
func TestFurnitureAPI(t *testing.T) {
	w := newOpsWorld(t)
	super := w.token(engine.RoleSuper)
	norte := fmt.Sprint(w.branch)
	for _, role := range []string{engine.RoleAdmin, engine.RoleResponsable, engine.RoleVendedor, engine.RoleInventario, engine.RoleAlmacen} {
		if status, _ := w.form(t, "POST", "/api/mobiliarios?sucursal_id=1", w.token(role), furnitureFields(), nil); status != http.StatusForbidden {
			t.Errorf("create as %s: %d", role, status)
		}
		if status, _, _ := w.do(t, "GET", "/api/mobiliarios?sucursal_id=1", w.token(role), "", nil); status != http.StatusForbidden {
			t.Errorf("list as %s: %d", role, status)
		}
	}
	status, body := w.form(t, "POST", "/api/mobiliarios?sucursal_id="+norte, super,
		[]string{"mobiliario", "", "cantidad", "0", "estado_mobiliario", "ROTO", "valor", "-2"}, nil)
	wantFields(t, status, body, "mobiliario", "cantidad", "estado_mobiliario", "valor", "fecha_entrega")

	status, body = w.form(t, "POST", "/api/mobiliarios?sucursal_id="+norte, super, furnitureFields(),
		map[string][]byte{"imagen1": pngImage(t, 30, 20)})
	if status != http.StatusCreated {
		t.Fatalf("create: %d %v", status, body)
	}
	id := uint64(body["id"].(float64))
	status, body = w.form(t, "POST", "/api/mobiliarios?sucursal_id="+norte, super,
		[]string{"fecha_entrega", "2025-02-01", "cantidad", "5", "mobiliario", "Silla", "valor", "80", "estado_mobiliario", "NUEVO"}, nil)
	if status != http.StatusCreated {
		t.Fatalf("second: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/mobiliarios?sucursal_id="+norte, super)
	rows := opsList(t, body, "data")
	if status != 200 || len(rows) != 2 || body["total"] != 701.0+400.0 {
		t.Fatalf("%d %v", status, body)
	}
	r := rows[0].(map[string]any)
	if r["subtotal"] != 701.0 || r["imagen1"] == nil || r["imagen2"] != nil || opsHasKey(r, "imagen_keys") || r["estado_mobiliario"] != "USADO" {
		t.Fatalf("row %v", r)
	}
	if status, _, _ := w.do(t, "GET", r["imagen1"].(string), "", "", nil); status != 200 {
		t.Fatalf("image: %d", status)
	}
	if _, body := w.getJSON(t, "/api/mobiliarios?sucursal_id=1", super); len(opsList(t, body, "data")) != 0 {
		t.Fatal("another branch's furniture listed")
	}
	status, body = w.form(t, "POST", fmt.Sprintf("/api/mobiliarios/%d", id), super,
		furnitureFields("_method", "PUT", "estado_mobiliario", "MALO", "eliminar_imagen1", "1"), nil)
	if status != http.StatusCreated {
		t.Fatalf("edit: %d %v", status, body)
	}
	_, body = w.getJSON(t, "/api/mobiliarios?sucursal_id="+norte, super)
	if r := opsList(t, body, "data")[0].(map[string]any); r["estado_mobiliario"] != "MALO" || r["imagen1"] != nil {
		t.Fatalf("edited %v", r)
	}
	text := w.opsPDF(t, "GET", "/api/mobiliarios/generar-pdf/"+norte, super, nil)
	opsWantText(t, text, "INVENTARIO MOBILIARIO", "Sucursal Norte", "Estante metálico", "Silla", "1.101,00")
	status, body = w.call(t, "DELETE", fmt.Sprintf("/api/mobiliarios/%d", id), super, nil)
	if status != 200 || !strings.Contains(body["message"].(string), "eliminado") {
		t.Fatalf("delete: %d %v", status, body)
	}
	if status, _ := w.call(t, "DELETE", fmt.Sprintf("/api/mobiliarios/%d", id), super, nil); status != http.StatusNotFound {
		t.Fatalf("second delete: %d", status)
	}
}
