package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"sgc/engine"
)

// priceWorld is a harness with users of every role (all of branch 1), two
// products (P1 100, P2 90, P3 80, P4 70, P5 60, P6 0) and a Vendedor of
// Sucursal Norte.
type priceWorld struct {
	*harness
	products    [2]uint64
	sellerNorte string // token
}

func newPriceWorld(t *testing.T) *priceWorld {
	t.Helper()
	h := newHarness(t, engine.Roles[1:]...)
	w := &priceWorld{harness: h}
	root := engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	unit, err := h.eng.SaveUnit(0, engine.UnitInput{Unidad: "Unidad", Sigla: "UND"})
	priceMust(t, err)
	cat, err := h.eng.SaveCategory(0, engine.CategoryInput{Categoria: "Ferretería"})
	priceMust(t, err)
	for i, name := range []string{"Llave inglesa", "Destornillador"} {
		w.products[i], err = h.eng.SaveProduct(root, 0, engine.ProductInput{Codigo: fmt.Sprintf("FER-%02d", i+1), Producto: name,
			Unidad: fmt.Sprint(unit), Categoria: fmt.Sprint(cat), Costo: "40", Precios: [6]string{"100", "90", "80", "70", "60", "0"}})
		priceMust(t, err)
	}
	_, err = h.eng.SaveUser(root, 0, engine.UserInput{Nombres: "Vendedor", Apellidos: "Norte", Usuario: "vendedor_norte",
		Password: testPassword, Rol: []string{engine.RoleVendedor}, SucursalID: fmt.Sprint(h.branch)})
	priceMust(t, err)
	w.sellerNorte, _, err = h.eng.Login("vendedor_norte", testPassword, "127.0.0.1")
	priceMust(t, err)
	// Changes made from now on come after every account was created.
	h.clock.add(time.Minute)
	return w
}

func priceMust(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// priceNumber reads a JSON number of an answer.
func priceNumber(t testing.TB, v any) float64 {
	t.Helper()
	f, ok := v.(float64)
	if !ok {
		t.Fatalf("not a number: %#v", v)
	}
	return f
}

func TestPriceRoutesByRole(t *testing.T) {
	w := newPriceWorld(t)
	alertPaths := []string{"/api/productos/verifica-productos-actualizados/1", "/api/productos/productos-precios-actualizados/1"}
	for _, role := range engine.Roles {
		token := w.tokens[role]
		wantPrices := http.StatusForbidden
		if role == engine.RoleSuper {
			wantPrices = http.StatusOK
		}
		if status, body := w.call(t, "GET", "/api/productos/precios-sucursales", token, nil); status != wantPrices {
			t.Errorf("precios-sucursales as %s: %d %v", role, status, body)
		}
		wantAlert := http.StatusOK
		if role == engine.RoleInventario {
			wantAlert = http.StatusForbidden
		}
		for _, p := range alertPaths {
			if status, body := w.call(t, "GET", p, token, nil); status != wantAlert {
				t.Errorf("%s as %s: %d %v", p, role, status, body)
			}
		}
		if status, body := w.call(t, "PUT", "/api/productos/confirmar-alerta/1", token, nil); status != wantAlert {
			t.Errorf("confirmar-alerta as %s: %d %v", role, status, body)
		}
		if role == engine.RoleSuper {
			continue
		}
		before := w.snapshot(t)
		body := map[string]any{"sucursales": []int{1}, "carrito": []any{map[string]any{"id": w.products[0], "precio": 1}}}
		if status, answer := w.call(t, "POST", "/api/productos/actualizar-precios", token, body); status != http.StatusForbidden || answer["message"] != "Acceso denegado" {
			t.Errorf("actualizar-precios as %s: %d %v", role, status, answer)
		}
		put := map[string]any{"producto_id": w.products[0], "sucursal_id": 1, "precio": 1}
		if status, answer := w.call(t, "PUT", "/api/productos/precios-sucursales", token, put); status != http.StatusForbidden {
			t.Errorf("PUT precios-sucursales as %s: %d %v", role, status, answer)
		}
		wantSame(t, w.harness, before)
	}
	// The fixed paths live beside /api/productos/{id} without taking its place.
	if status, body := w.call(t, "GET", fmt.Sprintf("/api/productos/%d", w.products[0]), w.tokens[engine.RoleSuper], nil); status != http.StatusOK || body["data"] == nil && body["codigo"] == nil {
		t.Fatalf("product detail: %d %v", status, body)
	}
}

func TestPriceBulkChangeAndTable(t *testing.T) {
	w := newPriceWorld(t)
	super := w.tokens[engine.RoleSuper]
	// As the browser sends it: ids and numbers as text, flags as booleans.
	body := map[string]any{
		"sucursales":     []any{"1", w.branch},
		"carrito":        []any{map[string]any{"id": fmt.Sprint(w.products[0]), "precio": "0", "porcentaje": "10", "monto": ""}},
		"actualizarTodo": false, "isPorcentaje": true, "porcentaje": "", "isMonto": false, "monto": "",
		"isIncremento": true, "isRestar": false,
	}
	status, answer := w.call(t, "POST", "/api/productos/actualizar-precios", super, body)
	if status != http.StatusCreated || answer["message"] != "Precios actualizados correctamente" {
		t.Fatalf("actualizar-precios: %d %v", status, answer)
	}
	// A global amount off every active product of Sucursal Norte.
	status, answer = w.call(t, "POST", "/api/productos/actualizar-precios", super, map[string]any{
		"sucursales": []any{w.branch}, "carrito": []any{}, "actualizarTodo": true, "isMonto": true, "monto": 5.5, "isRestar": true})
	if status != http.StatusCreated {
		t.Fatalf("actualizar todo: %d %v", status, answer)
	}
	status, hdr, raw := w.do(t, "GET", "/api/productos/precios-sucursales", super, "", nil)
	if status != http.StatusOK || !strings.Contains(string(raw), `"precio":110.00`) {
		t.Fatalf("precios-sucursales: %d %s", status, raw)
	}
	table := decodeAnswer(t, "precios-sucursales", hdr, raw)
	rows, _ := table["data"].([]any)
	if len(rows) != 2 {
		t.Fatalf("rows: %v", table)
	}
	row := rows[0].(map[string]any)
	if priceNumber(t, row["id"]) != float64(w.products[0]) || row["codigo"] != "FER-01" || row["producto"] != "Llave inglesa" {
		t.Fatalf("row: %v", row)
	}
	branches := row["sucursales"].(map[string]any)
	matriz, _ := branches["Casa Matriz"].(map[string]any)
	norte, _ := branches["Sucursal Norte"].(map[string]any)
	if len(branches) != 2 || matriz == nil || norte == nil {
		t.Fatalf("sucursales: %v", branches)
	}
	want := map[string]float64{"sucursal_id": float64(w.branch), "grupo": 2, "precio": 104.5, "precio2": 93.5, "precio3": 82.5,
		"precio4": 71.5, "precio5": 60.5, "precio6": 0}
	for k, v := range want {
		if priceNumber(t, norte[k]) != v {
			t.Errorf("Sucursal Norte %s = %v, want %v", k, norte[k], v)
		}
	}
	if priceNumber(t, matriz["precio"]) != 110 || priceNumber(t, matriz["precio5"]) != 66 || priceNumber(t, matriz["grupo"]) != 1 {
		t.Errorf("Casa Matriz: %v", matriz)
	}
	other := rows[1].(map[string]any)["sucursales"].(map[string]any)
	if priceNumber(t, other["Casa Matriz"].(map[string]any)["precio"]) != 100 || priceNumber(t, other["Sucursal Norte"].(map[string]any)["precio"]) != 94.5 {
		t.Errorf("second product: %v", other)
	}

	// The single-row edit.
	put := map[string]any{"producto_id": w.products[1], "sucursal_id": w.branch, "precio": "12.5", "precio2": 11, "precio3": 0,
		"precio4": 0, "precio5": 0, "precio6": 0}
	if status, answer := w.call(t, "PUT", "/api/productos/precios-sucursales", super, put); status != http.StatusCreated || answer["message"] != "Precios actualizados correctamente" {
		t.Fatalf("PUT precios-sucursales: %d %v", status, answer)
	}
	if p, _ := w.eng.BranchPrices(w.branch, w.products[1]); p != [6]engine.Money{1250, 1100} {
		t.Fatalf("branch prices: %v", p)
	}
}

func TestPriceValidationAnswers(t *testing.T) {
	w := newPriceWorld(t)
	super := w.tokens[engine.RoleSuper]
	p := w.products[0]
	line := func(extra map[string]any) []any {
		l := map[string]any{"id": p, "precio": 10}
		for k, v := range extra {
			l[k] = v
		}
		return []any{l}
	}
	cases := []struct {
		name  string
		body  map[string]any
		field string
		msg   string
	}{
		{"no branch", map[string]any{"sucursales": []any{}, "carrito": line(nil)}, "sucursales", "Debe seleccionar al menos una sucursal."},
		{"empty cart", map[string]any{"sucursales": []any{1}, "carrito": []any{}}, "carrito", "El carrito no puede estar vacío."},
		{"percentage", map[string]any{"sucursales": []any{1}, "carrito": line(map[string]any{"porcentaje": 1}), "isPorcentaje": true, "isIncremento": true},
			"carrito.0.porcentaje", "El porcentaje de cada producto debe ser mayor a 1."},
		{"global percentage", map[string]any{"sucursales": []any{1}, "actualizarTodo": true, "porcentaje": "0.5", "isPorcentaje": true, "isRestar": true},
			"porcentaje", "El porcentaje de cada producto debe ser mayor a 1."},
		{"amount", map[string]any{"sucursales": []any{1}, "carrito": line(map[string]any{"monto": "1"}), "isMonto": true, "isIncremento": true},
			"carrito.0.monto", "El monto de cada producto debe ser mayor a 1."},
		{"global amount", map[string]any{"sucursales": []any{1}, "actualizarTodo": true, "monto": 0, "isMonto": true, "isIncremento": true},
			"monto", "El monto de cada producto debe ser mayor a 1."},
		{"percentage and amount", map[string]any{"sucursales": []any{1}, "carrito": line(nil), "isPorcentaje": true, "isMonto": true, "isIncremento": true},
			"isPorcentaje", "No puede usar porcentaje y monto a la vez."},
		{"increment and subtract", map[string]any{"sucursales": []any{1}, "carrito": line(map[string]any{"monto": 5}), "isMonto": true, "isIncremento": true, "isRestar": true},
			"isIncremento", "No puede incrementar y restar a la vez."},
		{"negative price", map[string]any{"sucursales": []any{1}, "carrito": line(map[string]any{"precio4": -1})}, "carrito.0.precio4",
			"El precio debe ser un número mayor o igual a 0."},
		{"result below zero", map[string]any{"sucursales": []any{1, w.branch}, "carrito": line(map[string]any{"monto": 95}), "isMonto": true, "isRestar": true},
			"carrito.0.precio2", "El precio resultante de Llave inglesa en Casa Matriz no puede ser menor a 0."},
		{"unknown product", map[string]any{"sucursales": []any{1}, "carrito": []any{map[string]any{"id": 999}}}, "carrito.0.id", "El producto seleccionado no existe."},
		{"unknown branch", map[string]any{"sucursales": []any{1, 77}, "carrito": line(nil)}, "sucursales", "La sucursal seleccionada no existe o está inactiva."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := w.snapshot(t)
			status, answer := w.call(t, "POST", "/api/productos/actualizar-precios", super, c.body)
			wantFields(t, status, answer, c.field)
			if msgs := answer["errors"].(map[string]any)[c.field].([]any); msgs[0] != c.msg {
				t.Errorf("%s: %q, want %q", c.field, msgs[0], c.msg)
			}
			wantSame(t, w.harness, before)
		})
	}
	before := w.snapshot(t)
	status, answer := w.call(t, "PUT", "/api/productos/precios-sucursales", super, map[string]any{"producto_id": p, "sucursal_id": 1, "precio": 10, "precio2": -1})
	wantFields(t, status, answer, "precio2")
	status, answer = w.call(t, "PUT", "/api/productos/precios-sucursales", super, map[string]any{"precio": 10})
	wantFields(t, status, answer, "producto_id", "sucursal_id")
	if status, answer = w.call(t, "PUT", "/api/productos/precios-sucursales", super, map[string]any{"producto_id": 999, "sucursal_id": 1}); status != http.StatusNotFound {
		t.Errorf("unknown product: %d %v", status, answer)
	}
	if status, answer = w.call(t, "POST", "/api/productos/actualizar-precios", super, `{"sucursales": [1], "carrito": `); status != http.StatusBadRequest {
		t.Errorf("broken JSON: %d %v", status, answer)
	}
	wantSame(t, w.harness, before)
}

func TestPriceAlertAPI(t *testing.T) {
	w := newPriceWorld(t)
	super, admin := w.tokens[engine.RoleSuper], w.tokens[engine.RoleAdmin]
	exists := func(token string, branch uint64) bool {
		t.Helper()
		status, body := w.call(t, "GET", fmt.Sprintf("/api/productos/verifica-productos-actualizados/%d", branch), token, nil)
		v, ok := body["alerta_existe"].(bool)
		if status != http.StatusOK || !ok || len(body) != 1 {
			t.Fatalf("verifica: %d %v", status, body)
		}
		return v
	}
	details := func(token string, branch uint64) []any {
		t.Helper()
		status, body := w.call(t, "GET", fmt.Sprintf("/api/productos/productos-precios-actualizados/%d", branch), token, nil)
		rows, ok := body["detalles"].([]any)
		if status != http.StatusOK || !ok {
			t.Fatalf("detalles: %d %v", status, body)
		}
		return rows
	}
	if exists(w.sellerNorte, w.branch) || exists(admin, w.branch) || len(details(w.sellerNorte, w.branch)) != 0 {
		t.Fatal("no change yet")
	}
	status, answer := w.call(t, "POST", "/api/productos/actualizar-precios", super, map[string]any{"sucursales": []any{w.branch},
		"carrito": []any{map[string]any{"id": w.products[1], "precio": 95, "precio2": 85, "precio3": 75, "precio4": 65, "precio5": 55, "precio6": 1}}})
	if status != http.StatusCreated {
		t.Fatalf("actualizar-precios: %d %v", status, answer)
	}
	if !exists(w.sellerNorte, w.branch) || !exists(admin, w.branch) || exists(admin, 1) {
		t.Fatal("the change of Sucursal Norte must alert its users only there")
	}
	rows := details(w.sellerNorte, w.branch)
	if len(rows) != 1 {
		t.Fatalf("detalles: %v", rows)
	}
	row := rows[0].(map[string]any)
	if priceNumber(t, row["producto_id"]) != float64(w.products[1]) || row["codigo"] != "FER-02" || row["producto"] != "Destornillador" ||
		priceNumber(t, row["precio"]) != 95 || priceNumber(t, row["precio6"]) != 1 {
		t.Fatalf("row: %v", row)
	}
	if f, _ := row["fecha"].(string); !strings.HasPrefix(f, "2025-03-04T14:01:00") {
		t.Fatalf("fecha: %v", row["fecha"])
	}
	before := row["anterior"].(map[string]any)
	if len(before) != 6 || priceNumber(t, before["precio"]) != 100 || priceNumber(t, before["precio5"]) != 60 || priceNumber(t, before["precio6"]) != 0 {
		t.Fatalf("anterior: %v", before)
	}

	// The seller dismisses it; the administrator still sees it.
	status, answer = w.call(t, "PUT", fmt.Sprintf("/api/productos/confirmar-alerta/%d", w.branch), w.sellerNorte, nil)
	if status != http.StatusOK || answer["message"] != "Se dejará de mostrar el mensaje." {
		t.Fatalf("confirmar-alerta: %d %v", status, answer)
	}
	if exists(w.sellerNorte, w.branch) || len(details(w.sellerNorte, w.branch)) != 0 || !exists(admin, w.branch) {
		t.Fatal("dismissal is per user")
	}
	// A new change shows again.
	w.clock.add(time.Minute)
	put := map[string]any{"producto_id": w.products[0], "sucursal_id": w.branch, "precio": 120}
	if status, answer := w.call(t, "PUT", "/api/productos/precios-sucursales", super, put); status != http.StatusCreated {
		t.Fatalf("PUT precios-sucursales: %d %v", status, answer)
	}
	if !exists(w.sellerNorte, w.branch) {
		t.Fatal("a new change must show again")
	}
	if rows := details(w.sellerNorte, w.branch); len(rows) != 1 || priceNumber(t, rows[0].(map[string]any)["producto_id"]) != float64(w.products[0]) {
		t.Fatalf("since the dismissal: %v", rows)
	}
	if rows := details(admin, w.branch); len(rows) != 2 {
		t.Fatalf("the administrator's list: %v", rows)
	}

	// Scope: a seller only for their own branch; unknown branches are 404.
	for _, c := range []struct {
		method, path, token string
		want                int
	}{
		{"GET", "/api/productos/verifica-productos-actualizados/1", w.sellerNorte, http.StatusForbidden},
		{"GET", "/api/productos/productos-precios-actualizados/1", w.sellerNorte, http.StatusForbidden},
		{"PUT", "/api/productos/confirmar-alerta/1", w.sellerNorte, http.StatusForbidden},
		{"GET", "/api/productos/verifica-productos-actualizados/99", admin, http.StatusNotFound},
		{"GET", "/api/productos/productos-precios-actualizados/abc", admin, http.StatusNotFound},
		{"PUT", "/api/productos/confirmar-alerta/99", super, http.StatusNotFound},
		{"GET", "/api/productos/verifica-productos-actualizados/1", w.tokens[engine.RoleInventario], http.StatusForbidden},
	} {
		if status, body := w.call(t, c.method, c.path, c.token, nil); status != c.want {
			t.Errorf("%s %s: %d %v, want %d", c.method, c.path, status, body, c.want)
		}
	}
}
