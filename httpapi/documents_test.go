package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"sgc/engine"
)

func TestSaleNoteAndTicket(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 10)
	seller := w.token(engine.RoleVendedor)
	draft := opsSale(1, opsLine(p[0], 2, 100), opsLine(p[1], 1, 90))
	draft["productos"].([]map[string]any)[0]["serie"] = "SN-4411"
	id := w.sell(t, seller, draft)

	note := w.opsPDF(t, "GET", fmt.Sprintf("/api/ventas/generar-pdf/%d", id), seller, nil)
	opsWantText(t, note, "NOTA DE VENTA", "000001", "Constructora Andina", "4455667", "Taladro percutor", "SN-4411",
		"Amoladora angular", "290,00", "Casa Matriz")
	opsNoText(t, note, "ANULADO")
	ticket := w.opsPDF(t, "GET", fmt.Sprintf("/api/ventas/generar-ticket/%d", id), seller, nil)
	opsWantText(t, ticket, "000001", "Taladro percutor", "290,00")

	// A voided line leaves the note; a voided sale is stamped.
	admin := w.token(engine.RoleAdmin)
	status, body := w.call(t, "PUT", fmt.Sprintf("/api/ventas/eliminar-producto/%d?detalleAgrupadoId=2", id), admin, map[string]any{"motivo": "error"})
	opsStatus(t, "void line", status, body, http.StatusCreated)
	note = w.opsPDF(t, "GET", fmt.Sprintf("/api/ventas/generar-pdf/%d", id), admin, nil)
	opsWantText(t, note, "200,00")
	opsNoText(t, note, "Amoladora angular")
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", id), admin, map[string]any{"motivo": "error"})
	opsStatus(t, "void", status, body, http.StatusCreated)
	note = w.opsPDF(t, "GET", fmt.Sprintf("/api/ventas/generar-pdf/%d", id), admin, nil)
	opsWantText(t, note, "ANULADO")

	status, _, _ = w.do(t, "GET", "/api/ventas/generar-ticket/999", seller, "", nil)
	if status != http.StatusNotFound {
		t.Errorf("ticket of an unknown sale: %d", status)
	}
}

func TestSalesByProductReport(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 10)
	w.load(t, w.sur, p[0], 10)
	super := w.token(engine.RoleSuper)
	w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(p[0], 2, 100), opsLine(p[0], 1, 90), opsLine(p[1], 1, 90)))
	w.sell(t, super, opsSale(w.sur, opsLine(p[0], 4, 80)))
	voided := w.sell(t, super, opsSale(1, opsLine(p[1], 5, 90)))
	status, body := w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", voided), super, map[string]any{"motivo": "error"})
	opsStatus(t, "void", status, body, http.StatusCreated)
	const path = "/api/ventas/reporte-venta-producto"

	// Branch 1 only: Taladro 3 units for 290 (average 96,67), Amoladora 1 for 90; the voided sale is left out.
	text := w.opsPDF(t, "POST", path, super, map[string]any{"fechaDesde": "2025-03-04", "fechaHasta": "2025-03-04", "sucursal": 1})
	opsWantText(t, text, "REPORTE DE VENTAS POR PRODUCTO", "04/03/2025", "Casa Matriz", "sin descuentos", "HER-001",
		"Taladro percutor", "96,67", "290,00", "Amoladora angular", "380,00", "Costo total", "Utilidad", "140,00", "TOTALES")
	if text != "" && strings.Contains(text, "450,00") {
		t.Errorf("the voided sale was counted:\n%s", text)
	}
	// Every branch: Taladro 7 units for 610.
	text = w.opsPDF(t, "POST", path, w.token(engine.RoleAdmin), map[string]any{"fechaDesde": "2025-03-04", "fechaHasta": "2025-03-04", "sucursal": "TODOS"})
	opsWantText(t, text, "Todas las sucursales", "610,00", "700,00")
	opsNoText(t, text, "Costo", "Utilidad")

	// A Responsable gets today's sales of the own branch, without costs.
	resp := w.token(engine.RoleResponsable)
	text = w.opsPDF(t, "POST", path, resp, map[string]any{"fechaDesde": "2025-01-01", "fechaHasta": "2025-01-31", "sucursal": "TODOS"})
	opsWantText(t, text, "04/03/2025", "Casa Matriz", "380,00")
	opsNoText(t, text, "Costo", "Utilidad", "01/01/2025")
	status, _, raw := w.do(t, "POST", path, resp, "application/json", strings.NewReader(fmt.Sprintf(`{"sucursal": %d}`, w.sur)))
	if status != http.StatusForbidden {
		t.Errorf("Responsable in another branch: %d %s", status, raw)
	}

	status, body = w.call(t, "POST", path, super, map[string]any{"fechaDesde": "04-03-2025", "fechaHasta": "2025-03-01", "sucursal": 1})
	wantFields(t, status, body, "fechaDesde")
	status, body = w.call(t, "POST", path, super, map[string]any{"fechaDesde": "2025-03-04", "fechaHasta": "2025-03-01", "sucursal": 1})
	wantFields(t, status, body, "fechaHasta")
	status, body = w.call(t, "POST", path, super, map[string]any{"sucursal": "centro"})
	wantFields(t, status, body, "sucursal")
	status, body = w.call(t, "POST", path, super, map[string]any{"sucursal": 77})
	wantFields(t, status, body, "sucursal")
	status, body = w.call(t, "POST", path, w.token(engine.RoleVendedor), map[string]any{"sucursal": 1})
	opsStatus(t, "Vendedor", status, body, http.StatusForbidden)
	// No body: today in the session's branch.
	text = w.opsPDF(t, "POST", path, super, nil)
	opsWantText(t, text, "380,00")
}

func TestInventoryReports(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 12)
	w.load(t, 1, p[1], 3)
	w.load(t, w.branch, p[2], 7)
	super := w.token(engine.RoleSuper)

	for _, role := range []string{engine.RoleAdmin, engine.RoleInventario, engine.RoleAlmacen} {
		text := w.opsPDF(t, "POST", "/api/inventario/reporte-inventario", w.token(role), map[string]any{"sucursal": 1})
		opsWantText(t, text, "REPORTE DE INVENTARIO", "Casa Matriz", "HER-001", "Taladro percutor", "Amoladora angular", "P6", "100,00", "TOTALES", "15")
		opsNoText(t, text, "Costo", "Martillo carpintero")
	}
	// Sucursal Norte has levels P1 and P2 only.
	text := w.opsPDF(t, "POST", "/api/inventario/reporte-inventario", w.invNorte, map[string]any{"sucursal": fmt.Sprint(w.branch)})
	opsWantText(t, text, "Sucursal Norte", "Martillo carpintero", "P2")
	opsNoText(t, text, "P3", "Taladro")
	status, _, raw := w.do(t, "POST", "/api/inventario/reporte-inventario", w.invNorte, "application/json", strings.NewReader(`{"sucursal": 1}`))
	if status != http.StatusForbidden {
		t.Errorf("Inventario of Norte asks for branch 1: %d %s", status, raw)
	}
	status, _, raw = w.do(t, "POST", "/api/inventario/reporte-inventario", w.token(engine.RoleVendedor), "application/json", strings.NewReader(`{"sucursal": 1}`))
	if status != http.StatusForbidden {
		t.Errorf("Vendedor: %d %s", status, raw)
	}

	text = w.opsPDF(t, "POST", "/api/inventario/reporte-inventario-costo", super, map[string]any{"sucursal": 1})
	opsWantText(t, text, "REPORTE DE INVENTARIO CON COSTOS", "unitario", "Costo total", "50,00", "600,00", "750,00")
	status, _, _ = w.do(t, "POST", "/api/inventario/reporte-inventario-costo", w.token(engine.RoleAdmin), "application/json", strings.NewReader(`{"sucursal": 1}`))
	if status != http.StatusForbidden {
		t.Errorf("Administrador asks for costs: %d", status)
	}

	// A healthy store has nothing to compare.
	status, body := w.call(t, "POST", "/api/inventario/comparar-inventarios", w.token(engine.RoleAlmacen), map[string]any{"sucursal": 1})
	if status != http.StatusNonAuthoritativeInfo || body["message"] != "No se encontraron productos con diferencias entre inventario y kardex" {
		t.Fatalf("clean store: %d %v", status, body)
	}
	w.setStock(t, 1, p[1], 9)
	w.setStock(t, w.branch, p[2], 1)
	text = w.opsPDF(t, "POST", "/api/inventario/comparar-inventarios", w.token(engine.RoleAlmacen), map[string]any{"sucursal": 1})
	opsWantText(t, text, "COMPARACIÓN DE INVENTARIO Y KARDEX", "HER-002", "Amoladora angular", "9", "3", "6")
	opsNoText(t, text, "Martillo")
	text = w.opsPDF(t, "POST", "/api/inventario/comparar-inventarios", w.invNorte, map[string]any{})
	opsWantText(t, text, "Sucursal Norte", "Martillo carpintero", "-6")
	status, body = w.call(t, "POST", "/api/inventario/comparar-inventarios", w.token(engine.RoleAlmacen), map[string]any{"sucursal": w.sur})
	opsStatus(t, "Encargado de Almacen in another branch", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/inventario/comparar-inventarios", super, map[string]any{"sucursal": w.sur})
	opsStatus(t, "Sur is clean", status, body, http.StatusNonAuthoritativeInfo)
}
