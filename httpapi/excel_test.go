package httpapi

import (
	"fmt"
	"net/http"
	"slices"
	"testing"

	"sgc/engine"
)

// opsRow finds the first row whose first cell is first.
func opsRow(rows [][]string, first string) []string {
	for _, r := range rows {
		if len(r) > 0 && r[0] == first {
			return r
		}
	}
	return nil
}

func TestSalesAndPurchasesExcel(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	super, admin := w.token(engine.RoleSuper), w.token(engine.RoleAdmin)
	status, body := w.call(t, "POST", "/api/compras", super, w.opsPurchase(10, 40, p[0], p[1]))
	opsStatus(t, "purchase", status, body, http.StatusCreated)
	w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(p[0], 2, 100)))
	voided := w.sell(t, admin, opsSale(1, opsLine(p[1], 1, 90)))
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", voided), admin, map[string]any{"motivo": "error de cobro"})
	opsStatus(t, "void", status, body, http.StatusCreated)

	rows := w.opsExcel(t, "/api/ventas/excel?sucursal_id=1", admin, "ventas_2025-03-04_2025-03-04_Casa-Matriz.xlsx")
	if rows[0][0] != "VENTAS" || !slices.Contains(rows[3], "Razón social") {
		t.Fatalf("head: %q", rows[:4])
	}
	one, two := opsRow(rows, "1"), opsRow(rows, "2")
	if one == nil || two == nil || one[3] != "Constructora Andina" || one[11] != "Válido" || two[11] != "Anulado" || two[12] != "error de cobro" {
		t.Fatalf("sale rows: %q", rows)
	}
	if one[1] != "04/03/2025 10:00" {
		t.Errorf("date cell: %q", one[1])
	}
	if totals := opsRow(rows, "TOTALES"); totals == nil || totals[7] != "Bs 200.00" {
		t.Errorf("totals (valid sales only): %q", totals)
	}
	rows = w.opsExcel(t, "/api/ventas/excel?sucursal_id=1&fecha_desde=2025-03-01&fecha_hasta=2025-03-03", super,
		"ventas_2025-03-01_2025-03-03_Casa-Matriz.xlsx")
	if opsRow(rows, "1") != nil {
		t.Errorf("sales out of range: %q", rows)
	}
	status, body = w.getJSON(t, "/api/ventas/excel?fecha_desde=2025-13-01", admin)
	wantFields(t, status, body, "fecha_desde")
	for _, role := range []string{engine.RoleVendedor, engine.RoleResponsable} {
		status, body = w.getJSON(t, "/api/ventas/excel", w.token(role))
		opsStatus(t, role, status, body, http.StatusForbidden)
	}

	rows = w.opsExcel(t, "/api/compras/excel", super, "compras_2025-03-04_2025-03-04_Casa-Matriz.xlsx")
	c := opsRow(rows, "1")
	if rows[0][0] != "COMPRAS" || c == nil || c[2] != "Importadora Altiplano" || c[8] != "Bs 800.00" || c[12] != "Válido" {
		t.Fatalf("purchase rows: %q", rows)
	}
	status, body = w.getJSON(t, "/api/compras/excel", admin)
	opsStatus(t, "Administrador", status, body, http.StatusForbidden)
}

func TestInventoryAndBajasExcel(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, w.branch, p[0], 12)
	w.load(t, w.branch, p[1], 3)
	super, admin := w.token(engine.RoleSuper), w.token(engine.RoleAdmin)

	rows := w.opsExcel(t, fmt.Sprintf("/api/inventarios/excel?sucursal_id=%d", w.branch), super,
		"inventario_2025-03-04_Sucursal-Norte.xlsx")
	head := rows[3]
	if rows[0][0] != "INVENTARIO" || !slices.Contains(head, "Costo unitario") || !slices.Contains(head, "P2") || slices.Contains(head, "P3") {
		t.Fatalf("head: %q", rows[:4])
	}
	r := opsRow(rows, "HER-001")
	if r == nil || r[1] != "Taladro percutor" || r[4] != "12" || r[6] != "Bs 50.00" || r[7] != "Bs 600.00" || r[8] != "Bs 100.00" {
		t.Fatalf("row: %q", r)
	}
	if totals := opsRow(rows, "TOTALES"); totals == nil || totals[4] != "15" || totals[7] != "Bs 750.00" {
		t.Errorf("totals: %q", totals)
	}
	status, body := w.getJSON(t, "/api/inventarios/excel", admin)
	opsStatus(t, "Administrador", status, body, http.StatusForbidden)

	status, body = w.call(t, "POST", fmt.Sprintf("/api/bajas?sucursal_id=%d", w.branch), admin, map[string]any{"producto_id": p[0],
		"cantidad": 2, "motivo": "Oxidado", "estado_producto": "Sin Solucion"})
	opsStatus(t, "baja", status, body, http.StatusCreated)
	rows = w.opsExcel(t, fmt.Sprintf("/api/bajas/excel?sucursal_id=%d&estado_producto=Todos", w.branch), admin,
		"bajas-Todos_2025-03-04_Sucursal-Norte.xlsx")
	b := opsRow(rows, "1")
	if rows[0][0] != "PRODUCTOS EN BAJA" || b == nil || b[2] != "HER-001" || b[4] != "2" || b[5] != "Oxidado" || b[7] != "Sin Solución" {
		t.Fatalf("baja rows: %q", rows)
	}
	rows = w.opsExcel(t, fmt.Sprintf("/api/bajas/excel?sucursal_id=%d&estado_producto=Solucionado", w.branch), admin,
		"bajas-Solucionado_2025-03-04_Sucursal-Norte.xlsx")
	if opsRow(rows, "1") != nil {
		t.Errorf("filtered export: %q", rows)
	}
	status, body = w.getJSON(t, "/api/bajas/excel", w.token(engine.RoleVendedor))
	opsStatus(t, "Vendedor", status, body, http.StatusForbidden)
}
