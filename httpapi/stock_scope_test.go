package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"testing"

	"sgc/engine"
)

// Inventario and Encargado de Almacen read inventory, kardex and counts, and
// run counts, in their home branch and the ones assigned to them; every other
// write stays at home, and other roles gain nothing from an assignment.
func TestStockKeepersInAssignedBranches(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, w.branch, w.products[0], 5)
	super := w.token(engine.RoleSuper)
	for _, role := range []string{engine.RoleInventario, engine.RoleAlmacen, engine.RoleVendedor} {
		status, body := w.call(t, "POST", fmt.Sprintf("/api/usuarios/%d/sucursales", w.users[role]), super,
			map[string]any{"sucursales": []uint64{w.branch}})
		opsStatus(t, "assign "+role, status, body, http.StatusCreated)
	}
	norte, sur := fmt.Sprint(w.branch), fmt.Sprint(w.sur)
	for _, role := range []string{engine.RoleInventario, engine.RoleAlmacen} {
		token := w.token(role)
		// The branch selector lists home and assigned branches, and nothing else.
		_, body := w.getJSON(t, "/api/usuarios/me-sucursales", token)
		var ids []float64
		for _, b := range opsList(t, body, "asignaciones") {
			ids = append(ids, b.(map[string]any)["id"].(float64))
		}
		if fmt.Sprint(ids) != fmt.Sprintf("[1 %d]", w.branch) {
			t.Errorf("%s selector lists %v", role, ids)
		}
		for _, c := range []struct {
			method, path string
			body         any
			want         int
		}{
			{"GET", "/api/inventarios?sucursal_id=" + norte, nil, http.StatusOK},
			{"GET", "/api/inventarios?sucursal_id=" + sur, nil, http.StatusForbidden},
			{"GET", fmt.Sprintf("/api/kardex_data?producto_id=%d&sucursal_id=%s", w.products[0], norte), nil, http.StatusOK},
			{"GET", fmt.Sprintf("/api/kardex_data?producto_id=%d&sucursal_id=%s", w.products[0], sur), nil, http.StatusForbidden},
			{"GET", "/api/inventario-conteo?sucursal_id=" + norte, nil, http.StatusOK},
			{"GET", "/api/inventario-conteo?sucursal_id=" + sur, nil, http.StatusForbidden},
			{"POST", "/api/conteo-inventario-inicializar", map[string]any{"sucursal_id": w.branch}, http.StatusCreated},
			{"POST", "/api/conteo-inventario", map[string]any{"sucursal_id": w.branch, "producto_id": w.products[0], "cantidad_existente": 4}, http.StatusCreated},
			{"POST", "/api/conteo-inventario", map[string]any{"sucursal_id": w.sur, "producto_id": w.products[0], "cantidad_existente": 4}, http.StatusForbidden},
			{"POST", "/api/inventario/reporte-cantidad-real", map[string]any{"sucursal": w.branch}, http.StatusOK},
			{"POST", "/api/inventario/reporte-inventario", map[string]any{"sucursal": w.sur}, http.StatusForbidden},
		} {
			status, _, raw := w.do(t, c.method, c.path, token, "application/json", jsonBody(c.body))
			if status != c.want {
				t.Errorf("%s %s %s: %d, want %d: %.200s", role, c.method, c.path, status, c.want, raw)
			}
		}
	}
	// Applying the count of an assigned branch moves its stock.
	if status, body := w.call(t, "PUT", "/api/actualizar-inventario/"+norte, w.token(engine.RoleInventario), nil); status != http.StatusCreated {
		t.Fatalf("apply count in the assigned branch: %d %v", status, body)
	}
	// Other writes stay at home: an Encargado de Almacen sells only in branch 1.
	status, body := w.call(t, "POST", "/api/ventas", w.token(engine.RoleAlmacen), opsSale(w.branch, opsLine(w.products[0], 1, 100)))
	if status != http.StatusForbidden {
		t.Errorf("Encargado de Almacen sells in an assigned branch: %d %v", status, body)
	}
	// A Vendedor gains no stock reading from an assignment.
	if status, _, _ := w.do(t, "GET", "/api/inventarios?sucursal_id="+norte, w.token(engine.RoleVendedor), "", nil); status != http.StatusForbidden {
		t.Errorf("Vendedor reads an assigned branch's inventory: %d", status)
	}
}

// jsonBody is v as a JSON body (none for nil).
func jsonBody(v any) io.Reader {
	if v == nil {
		return nil
	}
	raw, _ := json.Marshal(v)
	return bytes.NewReader(raw)
}
