package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// cuotasDraft is a Cuotas sale of one product at 100 with 30 a cuenta.
func (w *opsWorld) cuotasDraft() map[string]any {
	d := opsSale(1, opsLine(w.products[0], 1, 100))
	d["tipo_pago"], d["a_cuenta"], d["fecha_limite"] = "Cuotas", 30, "2099-12-31"
	return d
}

func TestAccountsAPI(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	super := w.token(engine.RoleSuper)
	id := w.sell(t, super, w.cuotasDraft())

	_, body := w.getJSON(t, "/api/cobros?sucursal_id=1", super)
	if rows := opsList(t, body, "data"); len(rows) != 1 || rows[0].(map[string]any)["saldo"].(float64) != 70 {
		t.Fatalf("cuentas por cobrar: %v", rows)
	}
	status, body := w.getJSON(t, fmt.Sprintf("/api/cobros/%d", id), super)
	opsStatus(t, "cobro", status, body, http.StatusOK)
	pagos := opsList(t, body, "pagos")
	pending := pagos[len(pagos)-1].(map[string]any)
	if pending["cancelado"] != false || body["venta"] == nil || body["detalles"] == nil {
		t.Fatalf("cobro: %v", body)
	}
	for _, c := range []struct {
		field string
		in    map[string]any
	}{
		{"monto", map[string]any{"venta_id": id, "monto": 0}},
		{"monto", map[string]any{"venta_id": id, "monto": 70.01}},
		{"metodo_pago", map[string]any{"venta_id": id, "monto": 10, "metodo_pago": "QR"}},
		{"numero_documento", map[string]any{"venta_id": id, "monto": 10, "numero_documento": "12-a"}},
		{"venta_id", map[string]any{"monto": 10}},
	} {
		status, body := w.call(t, "POST", "/api/cobros", super, c.in)
		wantFields(t, status, body, c.field)
	}
	status, body = w.call(t, "POST", "/api/cobros", super, map[string]any{"venta_id": id, "pago_id": pending["id"], "monto": "40",
		"metodo_pago": "Transferencia", "numero_documento": "778899"})
	opsStatus(t, "payment", status, body, http.StatusCreated)
	if body["message"] != "Pago guardado con éxito" {
		t.Fatalf("message %v", body["message"])
	}
	_, body = w.getJSON(t, "/api/cuentas_cobradas?sucursal_id=1", super)
	if rows := opsList(t, body, "data"); len(rows) != 1 || rows[0].(map[string]any)["monto"].(float64) != 40 {
		t.Fatalf("cuentas cobradas: %v", rows)
	}
	text := w.opsPDF(t, "GET", fmt.Sprintf("/api/reporte-cuentas-cobros/%d", id), super, nil)
	opsWantText(t, text, "CUENTA POR COBRAR", "Pendiente", "Pagado", "778899")

	// Other roles are refused by the route table; a voided sale takes no payment.
	status, body = w.call(t, "POST", "/api/cobros", w.token(engine.RoleAdmin), map[string]any{"venta_id": id, "monto": 1})
	opsStatus(t, "admin payment", status, body, http.StatusForbidden)
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", id), super, map[string]any{"motivo": "error"})
	opsStatus(t, "void", status, body, http.StatusCreated)
	status, body = w.call(t, "POST", "/api/cobros", super, map[string]any{"venta_id": id, "monto": 1})
	opsStatus(t, "payment of a voided sale", status, body, http.StatusConflict)

	// Payables: a Cuotas purchase paid in part.
	status, body = w.call(t, "POST", "/api/compras", super, map[string]any{"proveedor": w.supplier, "total": 200, "tipo_pago": "Cuotas",
		"fecha_limite": "2099-12-31", "productos": []map[string]any{{"id": w.products[1], "cantidad": 4, "costo": 50}}})
	opsStatus(t, "purchase", status, body, http.StatusCreated)
	cid := uint64(body["id"].(float64))
	status, body = w.call(t, "POST", "/api/pagos", super, map[string]any{"compra_id": cid, "monto": 50})
	opsStatus(t, "pago", status, body, http.StatusCreated)
	_, body = w.getJSON(t, "/api/pagos?sucursal_id=1", super)
	if rows := opsList(t, body, "data"); len(rows) != 1 || rows[0].(map[string]any)["saldo"].(float64) != 150 {
		t.Fatalf("cuentas por pagar: %v", rows)
	}
	_, body = w.getJSON(t, "/api/cuentas_pagadas?sucursal_id=1", super)
	if rows := opsList(t, body, "data"); len(rows) != 1 || rows[0].(map[string]any)["monto"].(float64) != 50 {
		t.Fatalf("cuentas pagadas: %v", rows)
	}
	opsWantText(t, w.opsPDF(t, "GET", fmt.Sprintf("/api/reporte-cuentas-pagos/%d", cid), super, nil), "CUENTA POR PAGAR", "Importadora Altiplano")
}

func TestIncomeExpenseAPI(t *testing.T) {
	w := newOpsWorld(t)
	admin, seller := w.token(engine.RoleAdmin), w.token(engine.RoleVendedor)
	status, body := w.call(t, "POST", "/api/categorias_gastos", admin, map[string]any{"categoria": ""})
	wantFields(t, status, body, "categoria")
	status, body = w.call(t, "POST", "/api/categorias_gastos", admin, map[string]any{"categoria": "Servicios básicos"})
	opsStatus(t, "category", status, body, http.StatusCreated)
	cat := body["id"]
	status, body = w.call(t, "POST", "/api/categorias_gastos", seller, map[string]any{"categoria": "Otra"})
	opsStatus(t, "seller category", status, body, http.StatusForbidden)
	_, body = w.getJSON(t, "/api/categorias_gastos_activos", seller)
	if len(opsList(t, body, "data")) != 1 {
		t.Fatalf("active categories: %v", body)
	}
	opsWantText(t, w.opsPDF(t, "GET", "/api/categorias_gastos/reporte-pdf", admin, nil), "CATEGORÍAS DE GASTOS", "Servicios básicos")

	long := fmt.Sprintf("%051d", 1)
	for _, c := range []struct {
		field string
		in    map[string]any
	}{
		{"concepto", map[string]any{"categoria_id": cat, "total": 5}},
		{"total", map[string]any{"concepto": "Luz", "categoria_id": cat, "total": "x"}},
		{"total", map[string]any{"concepto": "Luz", "categoria_id": cat, "total": -3}},
		{"categoria", map[string]any{"concepto": "Luz", "total": 5}},
		{"numero_comprobante", map[string]any{"concepto": "Luz", "categoria_id": cat, "total": 5, "numero_comprobante": long}},
		{"metodo_pago", map[string]any{"concepto": "Luz", "categoria_id": cat, "total": 5, "metodo_pago": "Bitcoin"}},
		{"numero_documento", map[string]any{"concepto": "Luz", "categoria_id": cat, "total": 5, "numero_documento": "abc"}},
	} {
		status, body := w.call(t, "POST", "/api/gastos", seller, c.in)
		wantFields(t, status, body, c.field)
	}
	gasto := map[string]any{"concepto": "Factura de luz", "categoria_id": cat, "total": "85,50", "metodo_pago": "Efectivo"}
	status, body = w.call(t, "POST", "/api/gastos", seller, gasto)
	opsStatus(t, "gasto", status, body, http.StatusCreated)
	gid := body["id"]
	// Branch scoping: the Vendedor of Norte may neither list nor register in branch 1.
	status, body = w.getJSON(t, "/api/gastos?sucursal_id=1", w.sellerNorte)
	opsStatus(t, "other branch list", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/gastos?sucursal_id=1", w.sellerNorte, gasto)
	opsStatus(t, "other branch create", status, body, http.StatusForbidden)
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/gastos/estado/%v", gid), w.sellerNorte, nil)
	opsStatus(t, "other branch toggle", status, body, http.StatusForbidden)
	status, body = w.getJSON(t, "/api/gastos", w.token(engine.RoleInventario))
	opsStatus(t, "inventario", status, body, http.StatusForbidden)

	gasto["total"] = 90
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/gastos/%v", gid), seller, gasto)
	opsStatus(t, "edit", status, body, http.StatusCreated)
	_, body = w.getJSON(t, "/api/gastos?sucursal_id=1", admin)
	if rows := opsList(t, body, "data"); len(rows) != 1 || body["total"].(float64) != 90 {
		t.Fatalf("gastos: %v", body)
	}
	opsWantText(t, w.opsPDF(t, "GET", "/api/gastos/reporte-pdf?sucursal_id=1", seller, nil), "REPORTE DE GASTOS", "Factura de luz")
	rows := w.opsExcel(t, "/api/gastos/excel?sucursal_id=1", admin, "gastos_2025-03-04_2025-03-04_Casa-Matriz.xlsx")
	if len(rows) < 5 || rows[4][2] != "Factura de luz" {
		t.Fatalf("excel rows: %v", rows)
	}
}

func TestCashAPI(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	resp, seller := w.token(engine.RoleResponsable), w.token(engine.RoleVendedor)
	status, body := w.call(t, "POST", "/api/cajas?sucursal_id=1&estado=apertura", resp, map[string]any{"monto_inicial": -1})
	wantFields(t, status, body, "monto_inicial")
	status, body = w.call(t, "POST", "/api/cajas?sucursal_id=1&estado=apertura", resp, map[string]any{"monto_inicial": 100,
		"descripcion": fmt.Sprintf("%0256d", 0)})
	wantFields(t, status, body, "descripcion")
	status, body = w.call(t, "POST", fmt.Sprintf("/api/cajas?sucursal_id=1&estado=apertura&usuario=%d", w.users[engine.RoleVendedor]), resp,
		map[string]any{"monto_inicial": 100})
	opsStatus(t, "someone else's box", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/cajas?sucursal_id=1&estado=apertura", resp, map[string]any{"monto_inicial": 100})
	opsStatus(t, "open", status, body, http.StatusCreated)
	_, body = w.getJSON(t, "/api/cajas?sucursal_id=1", resp)
	if body["estado"] != "Abierta" || body["empleados"] == nil {
		t.Fatalf("open box: %v", body)
	}
	w.sell(t, resp, opsSale(1, opsLine(w.products[0], 2, 100)))
	status, body = w.call(t, "POST", "/api/cajas?sucursal_id=1&estado=cierre", resp, map[string]any{"monto_final": 290})
	opsStatus(t, "close", status, body, http.StatusCreated)
	box := body["id"]
	_, body = w.getJSON(t, "/api/cajas?sucursal_id=1", resp)
	caja := body["caja"].(map[string]any)
	if body["estado"] != "Cerrada" || body["totales"].(map[string]any)["total_efectivo"].(float64) != 300 || caja["diferencia"].(float64) != -10 {
		t.Fatalf("closed box: %v", body)
	}
	opsWantText(t, w.opsPDF(t, "GET", fmt.Sprintf("/api/cajas/reporte-cierre/%v", box), resp, nil), "CIERRE DE CAJA", "faltante", "290,00")
	opsWantText(t, w.opsPDF(t, "GET", fmt.Sprintf("/api/cajas/reporte-cierre/%v?formato=ticket", box), resp, nil), "CIERRE DE CAJA", "faltante")
	opsWantText(t, w.opsPDF(t, "GET", "/api/cajas/reporte-pdf?sucursal_id=1", resp, nil), "MOVIMIENTOS DE CAJA", "Apertura de Caja", "Ventas")
	// A typo in the count is corrected by a second box of the day; the
	// closed one stays as stored.
	status, body = w.call(t, "POST", "/api/cajas?sucursal_id=1&estado=apertura", resp, map[string]any{"monto_inicial": 1})
	opsStatus(t, "second box", status, body, http.StatusCreated)
	status, body = w.call(t, "POST", "/api/cajas?sucursal_id=1&estado=apertura", resp, map[string]any{"monto_inicial": 1})
	opsStatus(t, "open twice", status, body, http.StatusConflict)
	_, body = w.getJSON(t, "/api/cajas?sucursal_id=1", resp)
	if earlier := opsList(t, body, "cajas_anteriores"); body["estado"] != "Abierta" || len(earlier) != 1 ||
		earlier[0].(map[string]any)["id"] != box || earlier[0].(map[string]any)["diferencia"].(float64) != -10 {
		t.Fatalf("second box: %v", body)
	}

	// A Vendedor sees only their own box and no employee list.
	status, body = w.getJSON(t, fmt.Sprintf("/api/cajas?sucursal_id=1&empleado=%d", w.users[engine.RoleResponsable]), seller)
	opsStatus(t, "seller reads another box", status, body, http.StatusForbidden)
	status, body = w.getJSON(t, "/api/cajas?sucursal_id=1", seller)
	if status != http.StatusOK || body["estado"] != "No Abierta" || body["empleados"] != nil {
		t.Fatalf("seller box: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/cajas?sucursal_id=1", w.sellerNorte)
	opsStatus(t, "other branch box", status, body, http.StatusForbidden)
	status, body = w.getJSON(t, "/api/cajas-empleados?sucursal_id=1", resp)
	opsStatus(t, "cajaEmpleado by Responsable", status, body, http.StatusForbidden)
	_, body = w.getJSON(t, "/api/cajas-empleados?sucursal_id=1", w.token(engine.RoleAdmin))
	if rows := opsList(t, body, "data"); len(rows) != 2 || rows[0].(map[string]any)["estado"] != "Cerrada" || rows[1].(map[string]any)["estado"] != "Abierta" {
		t.Fatalf("cajaEmpleado: %v", rows)
	}
	xl := w.opsExcel(t, "/api/cajas-empleados/excel?sucursal_id=1", w.token(engine.RoleAdmin),
		"caja-empleados_2025-03-04_2025-03-04_Casa-Matriz.xlsx")
	if len(xl) < 4 {
		t.Fatalf("cajaEmpleado excel: %v", xl)
	}
}
