package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// The quotation list and PRODUCTOS CON STOCK BAJO export as PDF and Excel,
// for every staff role, scoped to the caller's branch.
func TestQuotationAndLowStockExports(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 3)
	seller, admin := w.token(engine.RoleVendedor), w.token(engine.RoleAdmin)
	status, body := w.call(t, "POST", "/api/proformas", seller, proformaBody(1, [3]float64{float64(p[0]), 2, 100.5}))
	opsStatus(t, "quotation", status, body, http.StatusCreated)
	status, body = w.call(t, "POST", "/api/proformas", admin, proformaBody(1, [3]float64{float64(p[0]), 1, 40}))
	opsStatus(t, "quotation", status, body, http.StatusCreated)
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/proformas/estado/%v", body["proforma_id"]), admin, map[string]any{"motivo": "duplicada"})
	opsStatus(t, "void quotation", status, body, http.StatusCreated)

	rows := w.opsExcel(t, "/api/proformas/excel?sucursal_id=1", seller, "cotizaciones_2025-03-04_2025-03-04_Casa-Matriz.xlsx")
	one, two := opsRow(rows, "1"), opsRow(rows, "2")
	if rows[0][0] != "COTIZACIONES" || one == nil || two == nil || one[2] != "Constructora Andina" || one[6] != "Bs 201.00" ||
		one[8] != "Válido" || two[8] != "Anulado" || two[9] != "duplicada" {
		t.Fatalf("quotation rows: %q", rows)
	}
	if totals := opsRow(rows, "TOTALES"); totals == nil || totals[6] != "Bs 201.00" {
		t.Errorf("totals (valid quotations only): %q", totals)
	}
	text := w.opsPDF(t, "GET", "/api/proformas/reporte-pdf?sucursal_id=1", admin, nil)
	opsWantText(t, text, "REPORTE DE COTIZACIONES", "Casa Matriz", "Constructora Andina", "201,00", "TOTAL", "Anulado")
	status, body = w.getJSON(t, "/api/proformas/excel?sucursal_id=1", w.sellerNorte)
	opsStatus(t, "quotations of another branch", status, body, http.StatusForbidden)
	status, body = w.getJSON(t, "/api/proformas/reporte-pdf", "")
	opsStatus(t, "no token", status, body, http.StatusUnauthorized)

	// HER-001 has 3 of a minimum of 10; the others none.
	rows = w.opsExcel(t, "/api/stock-bajo/excel?sucursal_id=1", seller, "stock-bajo_2025-03-04_2025-03-04_Casa-Matriz.xlsx")
	low := opsRow(rows, "HER-001")
	if rows[0][0] != "PRODUCTOS CON STOCK BAJO" || low == nil || low[3] != "3" || low[4] != "10" || low[5] != "7" {
		t.Fatalf("low-stock rows: %q", rows)
	}
	text = w.opsPDF(t, "GET", "/api/stock-bajo/reporte-pdf?sucursal_id=1", seller, nil)
	opsWantText(t, text, "PRODUCTOS CON STOCK BAJO", "Casa Matriz", "HER-001")
	status, body = w.getJSON(t, "/api/stock-bajo/reporte-pdf?sucursal_id=1", w.sellerNorte)
	opsStatus(t, "low stock of another branch", status, body, http.StatusForbidden)
}
