package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

func TestInventoryList(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 12)
	w.load(t, 1, p[1], 3)
	w.load(t, w.branch, p[2], 7)

	status, body := w.getJSON(t, "/api/inventarios?sucursal_id=1", w.token(engine.RoleSuper))
	rows := opsList(t, body, "data")
	if status != http.StatusOK || len(rows) != 3 || body["total_inventario"] != 15.0 || body["total_costo"] != 750.0 {
		t.Fatalf("Super: %d %v", status, body)
	}
	r := rows[0].(map[string]any)
	for k, want := range map[string]any{"codigo": "HER-001", "producto": "Taladro percutor", "unidad": "Unidad", "categoria": "Herramientas",
		"cantidad": 12.0, "minimo": 10.0, "precio": 100.0, "precio5": 60.0, "sucursal": "Casa Matriz", "estado": true, "costo_unitario": 50.0} {
		if r[k] != want {
			t.Errorf("row.%s = %v, want %v", k, r[k], want)
		}
	}
	for _, role := range []string{engine.RoleAdmin, engine.RoleVendedor, engine.RoleInventario} {
		status, body = w.getJSON(t, "/api/inventarios", w.token(role))
		if status != http.StatusOK || len(opsList(t, body, "data")) != 3 {
			t.Fatalf("%s: %d %v", role, status, body)
		}
		opsNoCost(t, role+" inventory", body)
	}
	status, body = w.getJSON(t, "/api/inventarios?sucursal_id=1", w.sellerNorte)
	opsStatus(t, "another branch", status, body, http.StatusForbidden)
	status, body = w.getJSON(t, "/api/inventarios", w.sellerNorte)
	// Every active product is listed, sold-out ones included, with the branch's own stock.
	if rows := opsList(t, body, "data"); status != http.StatusOK || len(rows) != 3 || body["total_inventario"] != 7.0 {
		t.Fatalf("own branch: %d %v", status, body)
	}

	status, body = w.getJSON(t, "/api/stock-bajo", w.token(engine.RoleVendedor))
	low := opsList(t, body, "bajoStock")
	opsNoCost(t, "stock-bajo", body)
	if status != http.StatusOK || len(low) != 2 { // Amoladora 3 ≤ 10, Martillo 0 ≤ 10
		t.Fatalf("stock-bajo: %d %v", status, body)
	}
	if l := low[0].(map[string]any); l["codigo"] != "HER-002" || l["cantidad"] != 3.0 || l["minimo"] != 10.0 || l["unidad"] != "Unidad" {
		t.Errorf("stock-bajo row: %v", l)
	}
	status, body = w.getJSON(t, "/api/stock-bajo?sucursal_id=1", w.sellerNorte)
	opsStatus(t, "stock-bajo of another branch", status, body, http.StatusForbidden)
}

func TestBajas(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 5)
	admin := w.token(engine.RoleAdmin)
	before := w.snapshot(t)

	status, body := w.call(t, "POST", "/api/bajas?sucursal_id=1", w.token(engine.RoleVendedor), map[string]any{"producto_id": p[0], "cantidad": 1, "motivo": "x"})
	opsStatus(t, "Vendedor", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/bajas?sucursal_id=1", admin, map[string]any{"producto_id": p[0], "cantidad": 6,
		"motivo": "Dañado", "estado_producto": "En Almacen"})
	wantFields(t, status, body, "cantidad")
	status, body = w.call(t, "POST", "/api/bajas?sucursal_id=1", admin, map[string]any{"producto_id": p[0], "cantidad": "",
		"motivo": "", "estado_producto": "Roto"})
	wantFields(t, status, body, "cantidad", "motivo", "estado_producto")
	wantSame(t, w.harness, before)

	status, body = w.call(t, "POST", "/api/bajas?sucursal_id=1", admin, map[string]any{"producto_id": p[0], "cantidad": 2,
		"motivo": "Golpeado en el transporte", "descripcion": "Caja rota", "estado_producto": "En Revision"})
	if status != http.StatusCreated || body["id"] == nil {
		t.Fatalf("create: %d %v", status, body)
	}
	id := uint64(body["id"].(float64))
	if n, _ := w.eng.Stock(1, p[0]); n != 3 {
		t.Errorf("stock after the baja: %d", n)
	}

	status, body = w.getJSON(t, "/api/bajas?sucursal_id=1&estado_producto=todos", admin)
	rows := opsList(t, body, "data")
	if status != http.StatusOK || len(rows) != 1 {
		t.Fatalf("list: %d %v", status, body)
	}
	b := rows[0].(map[string]any)
	for k, want := range map[string]any{"codigo": "HER-001", "producto": "Taladro percutor", "cantidad": 2.0, "motivo": "Golpeado en el transporte",
		"descripcion": "Caja rota", "estado_producto": "En Revision", "sucursal": "Casa Matriz"} {
		if b[k] != want {
			t.Errorf("baja.%s = %v, want %v", k, b[k], want)
		}
	}
	_, body = w.getJSON(t, "/api/bajas?estado_producto=Solucionado", admin)
	if len(opsList(t, body, "data")) != 0 {
		t.Errorf("filter by estado: %v", body)
	}

	status, body = w.call(t, "PUT", fmt.Sprintf("/api/bajas/%d", id), admin, map[string]any{"estado_producto": "Solucionado"})
	if status != http.StatusOK || body["message"] != "Estado actualizado correctamente" {
		t.Fatalf("estado: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/bajas/%d", id), admin, map[string]any{"estado_producto": "Perdido"})
	wantFields(t, status, body, "estado_producto")
	status, body = w.call(t, "PUT", "/api/bajas/999", admin, map[string]any{"estado_producto": "Solucionado"})
	opsStatus(t, "unknown baja", status, body, http.StatusNotFound)
	_, body = w.getJSON(t, "/api/bajas?estado_producto=solucionado", admin)
	if len(opsList(t, body, "data")) != 1 {
		t.Errorf("after the change: %v", body)
	}
}

func TestKardexData(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	super := w.token(engine.RoleSuper)
	status, body := w.call(t, "POST", "/api/compras", super, w.opsPurchase(10, 40, p[0]))
	opsStatus(t, "purchase", status, body, http.StatusCreated)
	w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(p[0], 4, 100)))

	path := fmt.Sprintf("/api/kardex_data?producto_id=%d&sucursal_id=1", p[0])
	status, body = w.getJSON(t, path, w.token(engine.RoleVendedor))
	rows := opsList(t, body, "data")
	if status != http.StatusOK || len(rows) != 2 || body["entradas"] != 10.0 || body["salidas"] != 4.0 || body["saldo"] != 6.0 {
		t.Fatalf("kardex: %d %v", status, body)
	}
	opsNoCost(t, "Vendedor kardex", body)
	if prod := body["producto"].(map[string]any); prod["nombre"] != "Taladro percutor" || prod["id"] != float64(p[0]) {
		t.Errorf("producto: %v", prod)
	}
	if br := body["sucursal"].(map[string]any); br["sucursal"] != "Casa Matriz" || br["id"] != 1.0 {
		t.Errorf("sucursal: %v", body["sucursal"])
	}
	buy, sale := rows[0].(map[string]any), rows[1].(map[string]any)
	for _, k := range []string{"fecha_creacion", "fecha_movimiento", "tipo", "descripcion", "sucursal", "cantidad", "precio", "total", "saldo_cantidad", "usuario"} {
		if _, ok := sale[k]; !ok {
			t.Errorf("kardex row lacks %s: %v", k, sale)
		}
	}
	if buy["tipo"] != "Compra" || buy["precio"] != nil || sale["tipo"] != "Venta" || sale["precio"] != 100.0 || sale["saldo_cantidad"] != 6.0 {
		t.Errorf("a Vendedor sees the purchase cost or a wrong sale row: %v / %v", buy, sale)
	}
	_, body = w.getJSON(t, path, super)
	if buy := opsList(t, body, "data")[0].(map[string]any); buy["precio"] != 40.0 || buy["total"] != 400.0 {
		t.Errorf("Super's purchase row: %v", buy)
	}

	status, body = w.getJSON(t, "/api/kardex_data?sucursal_id=1", super)
	wantFields(t, status, body, "producto_id")
	status, body = w.getJSON(t, path, w.sellerNorte)
	opsStatus(t, "another branch", status, body, http.StatusForbidden)
	status, body = w.getJSON(t, "/api/kardex_data?producto_id=999&sucursal_id=1", super)
	opsStatus(t, "unknown product", status, body, http.StatusNotFound)
}

func TestInventoryCount(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 4)
	inv := w.token(engine.RoleInventario)

	status, body := w.getJSON(t, "/api/inventario-conteo?sucursal_id=1", w.token(engine.RoleVendedor))
	opsStatus(t, "Vendedor", status, body, http.StatusForbidden)
	status, body = w.getJSON(t, "/api/inventario-conteo?sucursal_id=1&show_stock_greater_than_zero=true", inv)
	rows := opsList(t, body, "data")
	if status != http.StatusOK || len(rows) != 2 {
		t.Fatalf("rows with stock: %d %v", status, body)
	}
	opsNoCost(t, "Inventario count", body)
	if r := rows[0].(map[string]any); r["cantidad_existente"] != nil || r["codigo"] != "HER-001" || r["cantidad"] != 10.0 || r["sucursal"] != "Casa Matriz" {
		t.Errorf("row before any count: %v", r)
	}
	_, body = w.getJSON(t, "/api/inventario-conteo?sucursal_id=1", w.token(engine.RoleSuper))
	if rows := opsList(t, body, "data"); len(rows) != 3 || !opsHasKey(body, "costo_unitario") {
		t.Errorf("Super, every product: %v", body)
	}

	status, body = w.call(t, "POST", "/api/conteo-inventario-inicializar", inv, map[string]any{"sucursal_id": 1})
	if status != http.StatusCreated || body["message"] != "Se reinició el conteo de inventario exitosamente." {
		t.Fatalf("init: %d %v", status, body)
	}
	_, body = w.getJSON(t, "/api/inventario-conteo?sucursal_id=1", inv)
	for _, r := range opsList(t, body, "data") {
		if r.(map[string]any)["cantidad_existente"] != -1.0 {
			t.Errorf("after init: %v", r)
		}
	}

	status, body = w.call(t, "POST", "/api/conteo-inventario", inv, map[string]any{"sucursal_id": 1, "producto_id": p[0]})
	wantFields(t, status, body, "cantidad_existente")
	status, body = w.call(t, "POST", "/api/conteo-inventario", inv, map[string]any{"sucursal_id": 1, "producto_id": p[0], "cantidad_existente": -5})
	wantFields(t, status, body, "cantidad_existente")
	status, body = w.call(t, "POST", "/api/conteo-inventario", inv, map[string]any{"sucursal_id": 1, "cantidad_existente": 3})
	wantFields(t, status, body, "producto_id")
	status, body = w.call(t, "POST", "/api/conteo-inventario", w.invNorte, map[string]any{"sucursal_id": 1, "producto_id": p[0], "cantidad_existente": 8})
	opsStatus(t, "count in another branch", status, body, http.StatusForbidden)

	status, body = w.call(t, "POST", "/api/conteo-inventario", inv, map[string]any{"sucursal_id": 1, "producto_id": p[0], "cantidad_existente": 8})
	if status != http.StatusCreated || body["message"] != "Cantidad existente registrada exitosamente." {
		t.Fatalf("count: %d %v", status, body)
	}
	status, body = w.call(t, "POST", "/api/conteo-inventario", inv, map[string]any{"sucursal_id": "1", "producto_id": p[1], "cantidad_existente": "-2"})
	opsStatus(t, "Completo", status, body, http.StatusCreated)

	text := w.opsPDF(t, "POST", "/api/inventario/reporte-cantidad-real", inv, map[string]any{"sucursal": 1})
	opsWantText(t, text, "REPORTE DE CANTIDAD REAL", "Taladro percutor", "SIN REVISAR", "REVISADO", "-2", "Revisados: 2", "Sin revisar: 1")

	status, body = w.call(t, "PUT", "/api/actualizar-inventario/1", inv, nil)
	if status != http.StatusCreated || body["message"] != "Se actualizó el stock exitosamente." || body["actualizados"] != 1.0 {
		t.Fatalf("apply: %d %v", status, body)
	}
	if n, _ := w.eng.Stock(1, p[0]); n != 8 {
		t.Errorf("stock after the count: %d", n)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/actualizar-inventario/%d", w.branch), inv, nil)
	opsStatus(t, "apply in another branch", status, body, http.StatusForbidden)
}

func TestInitialLoadAndIdleProducts(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	super := w.token(engine.RoleSuper)
	status, body := w.call(t, "POST", "/api/inventario/carga-inicial", w.token(engine.RoleAdmin), map[string]any{"sucursal_id": 1, "producto_id": p[0], "cantidad": 5, "costo": 40})
	opsStatus(t, "Administrador", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/inventario/carga-inicial", super, map[string]any{"sucursal_id": 1, "producto_id": p[0], "cantidad": 0, "costo": -1})
	wantFields(t, status, body, "cantidad", "costo")
	status, body = w.call(t, "POST", "/api/inventario/carga-inicial", super, map[string]any{"sucursal_id": 1, "cantidad": 3, "costo": 40})
	wantFields(t, status, body, "producto_id")
	status, body = w.call(t, "POST", "/api/inventario/carga-inicial", super, map[string]any{"sucursal_id": w.branch, "producto_id": p[0], "cantidad": 5, "costo": "40.00"})
	if status != http.StatusCreated || body["message"] == "" {
		t.Fatalf("load: %d %v", status, body)
	}
	if n, _ := w.eng.Stock(w.branch, p[0]); n != 5 {
		t.Errorf("stock after the load: %d", n)
	}

	admin := w.token(engine.RoleAdmin)
	path := fmt.Sprintf("/api/reporte/productos-sin-movimiento?sucursal_id=%d", w.branch)
	status, body = w.getJSON(t, path, admin)
	rows := opsList(t, body, "productosSinMovimiento")
	if status != http.StatusOK || len(rows) != 1 {
		t.Fatalf("idle: %d %v", status, body)
	}
	opsNoCost(t, "Administrador idle products", body)
	r := rows[0].(map[string]any)
	for k, want := range map[string]any{"producto": "Taladro percutor", "cantidad_existente": 5.0, "sucursal": "Sucursal Norte", "total_ventas": 0.0} {
		if r[k] != want {
			t.Errorf("idle.%s = %v, want %v", k, r[k], want)
		}
	}
	_, body = w.getJSON(t, path+"&meses=12", super)
	if r := opsList(t, body, "productosSinMovimiento")[0].(map[string]any); r["costo"] != 40.0 {
		t.Errorf("Super sees no cost: %v", r)
	}
	status, body = w.getJSON(t, path+"&meses=5", admin)
	wantFields(t, status, body, "meses")
	status, body = w.getJSON(t, path+"&meses=tres", admin)
	wantFields(t, status, body, "meses")
	status, body = w.getJSON(t, path, w.token(engine.RoleVendedor))
	opsStatus(t, "Vendedor", status, body, http.StatusForbidden)
}
