package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

func TestSaleCreateListDetail(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 10)
	seller := w.token(engine.RoleVendedor)

	status, body := w.call(t, "POST", "/api/ventas", seller, opsSale(1, opsLine(p[0], 2, 100), opsLine(p[1], 1, 90)))
	opsStatus(t, "create", status, body, http.StatusCreated)
	if body["message"] != "Venta guardada con éxito" || body["id"] == nil || body["id"] != body["venta_id"] {
		t.Fatalf("create answer: %v", body)
	}
	id := uint64(body["venta_id"].(float64))

	status, body = w.getJSON(t, "/api/ventas", seller)
	opsStatus(t, "list", status, body, http.StatusOK)
	rows := opsList(t, body, "data")
	if len(rows) != 1 {
		t.Fatalf("list: %v", rows)
	}
	opsNoCost(t, "sale list for Vendedor", body)
	v := rows[0].(map[string]any)
	for k, want := range map[string]any{"numero_comprobante": 1.0, "total": 290.0, "estado": 1.0, "sucursal": "Casa Matriz",
		"razon_social": "Constructora Andina", "tipo_pago": "Contado", "cliente": "SN"} {
		if v[k] != want {
			t.Errorf("venta.%s = %v, want %v", k, v[k], want)
		}
	}
	for _, k := range []string{"fecha_venta", "usuario", "empleado", "saldo", "a_cuenta", "descuento", "motivo_anulacion", "sucursal_id"} {
		if _, ok := v[k]; !ok {
			t.Errorf("venta lacks %s: %v", k, v)
		}
	}

	path := fmt.Sprintf("/api/ventas/%d", id)
	status, body = w.getJSON(t, path, seller)
	opsStatus(t, "detail", status, body, http.StatusOK)
	opsNoCost(t, "sale detail for Vendedor", body)
	dets := opsList(t, body, "detalles")
	if len(dets) != 2 || body["venta"] == nil {
		t.Fatalf("detail: %v", body)
	}
	d := dets[0].(map[string]any)
	for k, want := range map[string]any{"detalleAgrupadoId": 1.0, "codigo": "HER-001", "producto": "Taladro percutor",
		"unidad": "Unidad", "serie": "N/A", "cantidad_vendida": 2.0, "cantidad_devuelta": 0.0, "cantidad": 2.0,
		"precio": 100.0, "subtotal": 200.0, "estado": 1.0} {
		if d[k] != want {
			t.Errorf("detalle.%s = %v, want %v", k, d[k], want)
		}
	}
	_, body = w.getJSON(t, path, w.token(engine.RoleSuper))
	if !opsHasKey(body["detalles"], "costo") {
		t.Errorf("Super sees no line cost: %v", body)
	}
	_, body = w.getJSON(t, path, w.token(engine.RoleAdmin))
	opsNoCost(t, "sale detail for Administrador", body)

	// Every staff role chooses the range of its branch's sales: a Vendedor
	// finds an earlier day's sale to reprint its note.
	status, body = w.getJSON(t, "/api/ventas?fecha_desde=2025-03-01&fecha_hasta=2025-03-02", w.token(engine.RoleAdmin))
	if status != http.StatusOK || len(opsList(t, body, "data")) != 0 {
		t.Errorf("admin range: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/ventas?fecha_desde=2025-03-01&fecha_hasta=2025-03-02", seller)
	if status != http.StatusOK || len(opsList(t, body, "data")) != 0 {
		t.Errorf("seller range without the sale: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/ventas?fecha_desde=2025-03-01&fecha_hasta=2025-03-04", seller)
	if status != http.StatusOK || len(opsList(t, body, "data")) != 1 {
		t.Errorf("seller range with the sale: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/ventas?fecha_desde=ayer", w.token(engine.RoleAdmin))
	wantFields(t, status, body, "fecha_desde")
	status, body = w.getJSON(t, "/api/ventas/999", seller)
	opsStatus(t, "unknown sale", status, body, http.StatusNotFound)
}

func TestSaleValidation(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 3)
	seller := w.token(engine.RoleVendedor)
	before := w.snapshot(t)

	status, body := w.call(t, "POST", "/api/ventas", seller, opsSale(1))
	wantFields(t, status, body, "productos")

	// Line 0 over stock, line 1 under the price floor (a Vendedor), line 2 unknown.
	draft := opsSale(1, opsLine(p[0], 5, 100), opsLine(p[0], 1, 10), opsLine(9999, 1, 100))
	status, body = w.call(t, "POST", "/api/ventas", seller, draft)
	wantFields(t, status, body, "productos.0.cantidad", "productos.1.precio", "productos.2.id")

	draft = opsSale(1, opsLine(p[0], 1, 100))
	draft["total"] = 5
	status, body = w.call(t, "POST", "/api/ventas", seller, draft)
	wantFields(t, status, body, "total")

	// A price out of range is reported on the line that holds it, whatever
	// else it puts out of range (the total computed from it, sent first).
	status, body = w.call(t, "POST", "/api/ventas", seller,
		`{"sucursal":1,"total":1e300,"productos":[{"id":`+fmt.Sprint(p[0])+`,"cantidad":1,"precio":100},{"id":`+fmt.Sprint(p[0])+`,"cantidad":1,"precio":1e300}]}`)
	wantFields(t, status, body, "productos.1.precio", "total")

	draft = opsSale(1, opsLine(p[0], 1, 100))
	draft["tipo_pago"] = "Cuotas"
	status, body = w.call(t, "POST", "/api/ventas", seller, draft)
	wantFields(t, status, body, "tipo_pago")

	status, body = w.call(t, "POST", "/api/ventas", seller, `{"productos": [`)
	opsStatus(t, "broken JSON", status, body, http.StatusBadRequest)
	wantSame(t, w.harness, before)
}

func TestSaleBranchScope(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 5)
	w.load(t, w.branch, p[0], 5)
	w.load(t, w.sur, p[0], 5)
	super := w.token(engine.RoleSuper)
	inMain := w.sell(t, super, opsSale(1, opsLine(p[0], 1, 100)))
	inSur := w.sell(t, super, opsSale(w.sur, opsLine(p[0], 1, 100)))
	norte := w.sell(t, w.sellerNorte, opsSale(w.branch, opsLine(p[0], 1, 100)))

	for _, path := range []string{
		"/api/ventas?sucursal_id=1",
		fmt.Sprintf("/api/ventas?sucursal_id=%d", w.sur),
		fmt.Sprintf("/api/ventas/%d", inSur),
		fmt.Sprintf("/api/ventas/%d", inMain),
	} {
		status, body := w.getJSON(t, path, w.sellerNorte)
		opsStatus(t, path, status, body, http.StatusForbidden)
	}
	for _, path := range []string{fmt.Sprintf("/api/ventas/generar-pdf/%d", inSur), fmt.Sprintf("/api/ventas/generar-ticket/%d", inSur)} {
		status, _, raw := w.do(t, "GET", path, w.sellerNorte, "", nil)
		if status != http.StatusForbidden {
			t.Errorf("%s: %d %s", path, status, raw)
		}
	}
	before := w.snapshot(t)
	status, body := w.call(t, "POST", "/api/ventas", w.sellerNorte, opsSale(w.sur, opsLine(p[0], 1, 100)))
	opsStatus(t, "sale in another branch", status, body, http.StatusForbidden)
	wantSame(t, w.harness, before)

	// The own branch works, with or without sucursal_id.
	for _, path := range []string{"/api/ventas", fmt.Sprintf("/api/ventas?sucursal_id=%d", w.branch)} {
		status, body := w.getJSON(t, path, w.sellerNorte)
		if status != http.StatusOK || len(opsList(t, body, "data")) != 1 {
			t.Errorf("%s: %d %v", path, status, body)
		}
	}
	status, body = w.getJSON(t, fmt.Sprintf("/api/ventas/%d", norte), w.sellerNorte)
	opsStatus(t, "own sale", status, body, http.StatusOK)
	// Administrador reads every branch.
	status, body = w.getJSON(t, fmt.Sprintf("/api/ventas?sucursal_id=%d", w.sur), w.token(engine.RoleAdmin))
	if status != http.StatusOK || len(opsList(t, body, "data")) != 1 {
		t.Errorf("admin in Sur: %d %v", status, body)
	}
}

func TestSaleVoids(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 10)
	w.load(t, 1, p[2], 10)
	admin := w.token(engine.RoleAdmin)
	id := w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(p[0], 2, 100), opsLine(p[1], 1, 90), opsLine(p[2], 1, 80)))

	// Roles other than Super and Administrador meet the guard.
	for _, role := range []string{engine.RoleVendedor, engine.RoleResponsable, engine.RoleAlmacen} {
		status, body := w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d?sucursal_id=1", id), w.token(role), map[string]any{"motivo": "x"})
		opsStatus(t, role+" voids", status, body, http.StatusForbidden)
		status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/eliminar-producto/%d?detalleAgrupadoId=1", id), w.token(role), map[string]any{"motivo": "x"})
		opsStatus(t, role+" voids a line", status, body, http.StatusForbidden)
	}

	line := fmt.Sprintf("/api/ventas/eliminar-producto/%d", id)
	status, body := w.call(t, "PUT", line+"?detalleAgrupadoId=1", admin, map[string]any{"motivo": ""})
	wantFields(t, status, body, "motivo")
	status, body = w.call(t, "PUT", line+"?detalleAgrupadoId=1", admin, nil)
	wantFields(t, status, body, "motivo")
	status, body = w.call(t, "PUT", line, admin, map[string]any{"motivo": "error"})
	wantFields(t, status, body, "detalleAgrupadoId")

	status, body = w.call(t, "PUT", line+"?detalleAgrupadoId=1", admin, map[string]any{"motivo": "Cliente desistió"})
	if status != http.StatusCreated || body["message"] != "Producto eliminado con éxito" {
		t.Fatalf("void line: %d %v", status, body)
	}
	// producto_id names the line too, as the earlier screens sent it.
	status, body = w.call(t, "PUT", fmt.Sprintf("%s?producto_id=%d", line, p[1]), admin, map[string]any{"motivo": "Sin stock"})
	if status != http.StatusCreated || body["message"] != "Producto eliminado con éxito" {
		t.Fatalf("void line by product: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("%s?producto_id=%d", line, p[1]), admin, map[string]any{"motivo": "otra vez"})
	opsStatus(t, "line already voided", status, body, http.StatusNotFound)

	_, body = w.getJSON(t, fmt.Sprintf("/api/ventas/%d", id), admin)
	if v := body["venta"].(map[string]any); v["total"] != 80.0 {
		t.Errorf("total after two line voids: %v", v["total"])
	}

	status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d?sucursal_id=1", id), admin, map[string]any{"motivo": "Venta duplicada"})
	if status != http.StatusCreated || body["message"] != "Venta anulada con éxito" {
		t.Fatalf("void sale: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", id), admin, map[string]any{"motivo": "otra vez"})
	opsStatus(t, "void twice", status, body, http.StatusConflict)
	_, body = w.getJSON(t, "/api/ventas", admin)
	v := opsList(t, body, "data")[0].(map[string]any)
	if v["estado"] != 0.0 || v["motivo_anulacion"] != "Venta duplicada" {
		t.Errorf("voided sale in the list: %v", v)
	}
	// Every unit is back.
	for _, pid := range p {
		if n, _ := w.eng.Stock(1, pid); n != 10 {
			t.Errorf("stock of %d after the void: %d", pid, n)
		}
	}
}
