package httpapi

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"sgc/engine"
)

// rpWorld has two sales on 4 March 2025 in branch 1: Super's 2 × 100 with a
// discount of 10, and the Vendedor's 1 × 90.
func rpWorld(t *testing.T) *opsWorld {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	w.load(t, 1, w.products[1], 10)
	draft := opsSale(1, opsLine(w.products[0], 2, 100))
	draft["descuento"], draft["total"] = 10, 190
	w.sell(t, w.token(engine.RoleSuper), draft)
	w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(w.products[1], 1, 90)))
	return w
}

func TestDashboardAnswerByRole(t *testing.T) {
	w := rpWorld(t)
	status, d := w.getJSON(t, "/api/home?sucursal_id=1", w.token(engine.RoleSuper))
	opsStatus(t, "home", status, d, http.StatusOK)
	if d["ventasActualMesComplet"] != 280.0 || d["ventasActualMes"] != 190.0 || d["utilidadMesComplet"] != 280.0-150 ||
		len(d["ventasPorMes"].([]any)) != 3 || len(d["data"].([]any)) != 2 || d["bajoStock"] == nil {
		t.Fatalf("Super's dashboard %v", d)
	}
	status, d = w.getJSON(t, "/api/home", w.token(engine.RoleVendedor))
	opsStatus(t, "home", status, d, http.StatusOK)
	for _, k := range []string{"ventasActualMesComplet", "utilidadMes", "comprasMesActual", "bajoStock", "ventasPorMes", "gastosMes"} {
		if _, ok := d[k]; ok {
			t.Errorf("a Vendedor gets %s", k)
		}
	}
	if d["ventasActualMes"] != 90.0 || d["clientes"] != 1.0 || d["data"] == nil {
		t.Fatalf("Vendedor's dashboard %v", d)
	}
	status, d = w.getJSON(t, "/api/home", w.token(engine.RoleInventario))
	opsStatus(t, "home", status, d, http.StatusOK)
	if _, ok := d["data"]; ok {
		t.Fatal("Inventario gets the pie")
	}
	status, d = w.getJSON(t, fmt.Sprintf("/api/home?sucursal_id=%d", w.sur), w.token(engine.RoleVendedor))
	opsStatus(t, "home elsewhere", status, d, http.StatusForbidden)
}

func TestReportRoles(t *testing.T) {
	w := rpWorld(t)
	cases := []struct {
		path string
		role string
		want int
	}{
		{"/api/reporte/utilidades", engine.RoleSuper, 200},
		{"/api/reporte/utilidades", engine.RoleAdmin, 403},
		{"/api/reporte/anulaciones", engine.RoleAdmin, 403},
		{"/api/reporte/compras_producto", engine.RoleResponsable, 403},
		{"/api/reporte/ventas_totales", engine.RoleAdmin, 200},
		{"/api/reporte/ventas_totales", engine.RoleResponsable, 403},
		{"/api/reporte/ventas_generales", engine.RoleResponsable, 200},
		{"/api/reporte/ventas_generales?sucursal_id=" + fmt.Sprint(w.sur), engine.RoleResponsable, 403},
		{"/api/reporte/ventas_generales?sucursal_id=" + fmt.Sprint(w.sur), engine.RoleAdmin, 200},
		{"/api/reporte/ventas_producto", engine.RoleVendedor, 403},
		{"/api/reporte/ventas_empleados", engine.RoleInventario, 403},
		{"/api/reporte/empleados", engine.RoleResponsable, 200},
		{"/api/reporte/ventas_generales/pdf", engine.RoleVendedor, 403},
		{"/api/reporte/utilidades/excel?fecha_inicio=2025-03-01&fecha_fin=2025-03-04", engine.RoleAdmin, 403},
		// Sales by product: the screen and its PDF for the sales reporters, its Excel for Super only.
		{"/api/reporte/ventas_producto/pdf?fecha_inicio=2025-03-01&fecha_fin=2025-03-04", engine.RoleResponsable, 200},
		{"/api/reporte/ventas_producto/excel?fecha_inicio=2025-03-01&fecha_fin=2025-03-04", engine.RoleAdmin, 403},
		{"/api/reporte/ventas_producto/excel?fecha_inicio=2025-03-01&fecha_fin=2025-03-04", engine.RoleResponsable, 403},
		{"/api/reporte/ventas_producto/excel?fecha_inicio=2025-03-01&fecha_fin=2025-03-04", engine.RoleSuper, 200},
	}
	for _, c := range cases {
		status, _, raw := w.do(t, "GET", c.path, w.token(c.role), "", nil)
		if status != c.want {
			t.Errorf("%s as %s: %d, want %d (%.200s)", c.path, c.role, status, c.want, raw)
		}
	}
}

func TestReportPagesAndDates(t *testing.T) {
	w := rpWorld(t)
	status, r := w.getJSON(t, "/api/reporte/ventas_generales?sucursal_id=1&fecha_inicio=2025-03-04&fecha_fin=2025-03-04&page=1",
		w.token(engine.RoleResponsable))
	opsStatus(t, "general", status, r, http.StatusOK)
	tot := r["totales"].(map[string]any)
	if r["current_page"] != 1.0 || r["last_page"] != 1.0 || len(r["data"].([]any)) != 2 || tot["total_neto"] != 280.0 || tot["descuento"] != 10.0 {
		t.Fatalf("general sales %v", r)
	}
	status, r = w.getJSON(t, "/api/reporte/utilidades?sucursal_id=TODOS", w.token(engine.RoleSuper))
	opsStatus(t, "profit", status, r, http.StatusOK)
	if r["total_descuentos"] != 10.0 || len(r["data"].([]any)) != 2 {
		t.Fatalf("profit %v", r)
	}
	// The Administrador's sales by product carry no cost.
	status, r = w.getJSON(t, "/api/reporte/ventas_producto", w.token(engine.RoleAdmin))
	opsStatus(t, "by product", status, r, http.StatusOK)
	opsNoCost(t, "ventas_producto", r["data"])
	// A Vendedor filter of the employee report.
	status, r = w.getJSON(t, fmt.Sprintf("/api/reporte/ventas_empleados?empleado=%d", w.users[engine.RoleVendedor]), w.token(engine.RoleSuper))
	opsStatus(t, "by employee", status, r, http.StatusOK)
	if len(r["data"].([]any)) != 1 || r["empleado"].(map[string]any)["nombres"] != engine.RoleVendedor {
		t.Fatalf("employee %v", r)
	}
	status, r = w.getJSON(t, "/api/reporte/ventas_generales?fecha_fin=2025-03-05", w.token(engine.RoleSuper))
	wantFields(t, status, r, "fecha_fin")
	status, r = w.getJSON(t, "/api/reporte/ventas_generales/excel?fecha_inicio=2025-03-01", w.token(engine.RoleSuper))
	if status != http.StatusUnprocessableEntity || r["message"] != "Fechas no válidas" {
		t.Fatalf("excel without fecha_fin: %d %v", status, r)
	}
}

func TestReportDocumentsOfEveryBranch(t *testing.T) {
	w := rpWorld(t)
	q := "?sucursal_id=TODOS&fecha_inicio=2025-03-01&fecha_fin=2025-03-04"
	text := w.opsPDF(t, "GET", "/api/reporte/ventas_generales/pdf"+q, w.token(engine.RoleSuper), nil)
	opsWantText(t, text, "REPORTE GENERAL DE VENTAS", "Casa Matriz", "Sucursal Norte", "Sucursal Sur", "Constructora Andina")
	text = w.opsPDF(t, "GET", "/api/reporte/utilidades/pdf"+q, w.token(engine.RoleSuper), nil)
	opsWantText(t, text, "Sin descuentos de las ventas", "Descuentos del periodo: Bs 10,00", "Taladro percutor")
	status, hdr, raw := w.do(t, "GET", "/api/reporte/ventas_generales/excel"+q, w.token(engine.RoleSuper), "", nil)
	if status != http.StatusOK || !strings.Contains(hdr.Get("Content-Disposition"), "reporte-ventas-generales_2025-03-01_2025-03-04_TODOS.xlsx") {
		t.Fatalf("excel %d %v", status, hdr)
	}
	f, err := excelize.OpenReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := f.GetSheetList(); len(got) != 3 || got[0] != "Casa Matriz" {
		t.Fatalf("sheets %v", got)
	}
	rows, _ := f.GetRows("Casa Matriz")
	if len(rows) != 7 || rows[len(rows)-1][9] != "280" && !strings.Contains(rows[len(rows)-1][9], "280") {
		t.Fatalf("Casa Matriz rows %q", rows)
	}
	// A Responsable's TODOS is the own branch only.
	text = w.opsPDF(t, "GET", "/api/reporte/ventas_generales/pdf"+q, w.token(engine.RoleResponsable), nil)
	opsNoText(t, text, "Sucursal Sur")
}

// The profit report's totals row gives the range's average cost and price
// (weighted by units) in its spreadsheet, as each product's row does.
func TestProfitTotalsHaveAverages(t *testing.T) {
	w := rpWorld(t)
	status, _, raw := w.do(t, "GET", "/api/reporte/utilidades/excel?sucursal_id=TODOS&fecha_inicio=2025-03-01&fecha_fin=2025-03-04", w.token(engine.RoleSuper), "", nil)
	if status != http.StatusOK {
		t.Fatalf("excel %d", status)
	}
	f, err := excelize.OpenReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, _ := f.GetRows(f.GetSheetList()[0])
	last := rows[len(rows)-1]
	if len(last) < 10 || last[0] != "TOTALES" || last[5] == "" || last[7] == "" {
		t.Fatalf("totals row %q", last)
	}
}
