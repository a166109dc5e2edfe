package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"sgc/engine"
)

// fieldMessage is the first message of a 422 on field, "" when there is none.
func fieldMessage(status int, body map[string]any, field string) string {
	if status != http.StatusUnprocessableEntity {
		return ""
	}
	errs, _ := body["errors"].(map[string]any)
	msgs, _ := errs[field].([]any)
	if len(msgs) == 0 {
		return ""
	}
	s, _ := msgs[0].(string)
	return s
}

// TestTextRefusesControlAndBidi: NUL, a right-to-left override (U+202E) and
// a directional isolate (U+2066) in the text fields of several entities, in
// JSON and in multipart forms, are a 422 on the field and store nothing; a
// line break passes only in a multi-line field.
func TestTextRefusesControlAndBidi(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	super := w.token(engine.RoleSuper)
	w.load(t, 1, w.products[0], 10)
	sale := func(edit func(s map[string]any)) map[string]any {
		s := opsSale(1, opsLine(w.products[0], 1, 100))
		edit(s)
		return s
	}
	const want = "contiene caracteres no permitidos"
	for _, bad := range []string{"\x00", "\u202e", "\u2066"} {
		jsonCases := []struct {
			path, field string
			body        map[string]any
		}{
			{"/api/proveedores", "proveedor", map[string]any{"proveedor": "Ferretería" + bad + " Sur", "nit": "123"}},
			{"/api/categorias", "categoria", map[string]any{"categoria": "Pinturas" + bad}},
			{"/api/clientes", "nombres_apellidos", map[string]any{"nombres_apellidos": bad + "Juan Pérez", "numero_documento": "445566"}},
			{"/api/ventas", "razon_social", sale(func(s map[string]any) { s["razon_social"] = "Andina" + bad + "S.R.L." })},
			{"/api/ventas", "productos.0.serie", sale(func(s map[string]any) { s["productos"].([]map[string]any)[0]["serie"] = "A" + bad })},
			{"/api/ventas", "descripcion", sale(func(s map[string]any) { s["descripcion"] = "Entrega\n" + bad + "mañana" })},
		}
		for _, c := range jsonCases {
			t.Run(fmt.Sprintf("%U %s %s", []rune(bad)[0], c.path, c.field), func(t *testing.T) {
				before := w.snapshot(t)
				status, body := w.call(t, "POST", c.path, super, c.body)
				if msg := fieldMessage(status, body, c.field); !strings.Contains(msg, want) {
					t.Fatalf("%d %v, want a 422 on %s", status, body, c.field)
				}
				wantSame(t, w.harness, before)
			})
		}
		formCases := []struct {
			path, field string
			fields      []string
		}{
			{"/api/sucursales", "sucursal", []string{"sucursal", "Sur" + bad, "nombre_oficial", "Comercial Sur", "grupo", "1", "direccion", "Av. 6 de Agosto", "precio_estado", "1"}},
			{"/api/usuarios", "nombres", []string{"nombres", "Ana" + bad, "apellidos", "Quispe", "usuario", "ana.bidi", "password", "secreto-123", "rol[]", "Vendedor", "sucursal_id", "1"}},
			{"/api/productos", "producto", []string{"codigo", "BIDI-1", "producto", "Taladro" + bad, "unidad", "1", "categoria", "1", "costo", "10"}},
		}
		for _, c := range formCases {
			t.Run(fmt.Sprintf("%U form %s %s", []rune(bad)[0], c.path, c.field), func(t *testing.T) {
				before := w.snapshot(t)
				status, body := w.form(t, "POST", c.path, super, c.fields, nil)
				if msg := fieldMessage(status, body, c.field); !strings.Contains(msg, want) {
					t.Fatalf("%d %v, want a 422 on %s", status, body, c.field)
				}
				wantSame(t, w.harness, before)
			})
		}
	}
	// Line breaks and tabs belong to multi-line fields only.
	status, body := w.call(t, "POST", "/api/categorias", super, map[string]any{"categoria": "Pinturas\nal agua"})
	if msg := fieldMessage(status, body, "categoria"); !strings.Contains(msg, want) {
		t.Fatalf("a line break in a one-line field: %d %v", status, body)
	}
	status, body = w.call(t, "POST", "/api/categorias", super, map[string]any{"categoria": "Pinturas", "descripcion": "Látex y esmalte\n\tal agua"})
	if status != http.StatusCreated {
		t.Fatalf("a line break in a description: %d %v", status, body)
	}
}

// TestDatesAndAmountLimits: a date before 2000-01-01 is no date, in a
// document and in a list filter; an amount above the maximum says the
// maximum, in JSON and in forms.
func TestDatesAndAmountLimits(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	super := w.token(engine.RoleSuper)
	w.load(t, 1, w.products[0], 10)

	for _, day := range []string{"0001-01-01", "1999-12-31"} {
		before := w.snapshot(t)
		s := opsSale(1, opsLine(w.products[0], 1, 100))
		s["fecha_venta"] = day
		status, body := w.call(t, "POST", "/api/ventas", super, s)
		if msg := fieldMessage(status, body, "fecha_venta"); msg != "Fecha no válida." {
			t.Fatalf("sale dated %s: %d %v", day, status, body)
		}
		wantSame(t, w.harness, before)
		status, body = w.getJSON(t, "/api/ventas?sucursal_id=1&fecha_desde="+day+"&fecha_hasta=2025-03-04", super)
		if msg := fieldMessage(status, body, "fecha_desde"); msg != "Fecha no válida." {
			t.Fatalf("list from %s: %d %v", day, status, body)
		}
	}
	s := opsSale(1, opsLine(w.products[0], 1, 100))
	s["fecha_venta"] = engine.FirstBusinessDay
	w.sell(t, super, s)

	const maxMsg = "no puede ser mayor a Bs 1.000.000.000,00."
	cases := []struct {
		name, path, field, want string
		body                    map[string]any
	}{
		{"JSON cost beyond any amount", "/api/inventario/carga-inicial", "costo", "El campo costo " + maxMsg,
			map[string]any{"sucursal_id": 1, "producto_id": w.products[1], "cantidad": 1, "costo": 1e15}},
		{"JSON cost above the maximum", "/api/inventario/carga-inicial", "costo", "El costo " + maxMsg,
			map[string]any{"sucursal_id": 1, "producto_id": w.products[1], "cantidad": 1, "costo": 2_000_000_000}},
		{"income beyond any amount", "/api/ingresos?sucursal_id=1", "total", "El campo total " + maxMsg,
			map[string]any{"concepto": "Alquiler", "metodo_pago": "Efectivo", "total": "99999999999999999"}},
		{"income above the maximum", "/api/ingresos?sucursal_id=1", "total", "El campo total " + maxMsg,
			map[string]any{"concepto": "Alquiler", "metodo_pago": "Efectivo", "total": "1000000000.01"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := w.snapshot(t)
			status, body := w.call(t, "POST", c.path, super, c.body)
			if msg := fieldMessage(status, body, c.field); msg != c.want {
				t.Fatalf("%d %v, want %q on %s", status, body, c.want, c.field)
			}
			wantSame(t, w.harness, before)
		})
	}
	before := w.snapshot(t)
	status, body := w.form(t, "POST", "/api/productos", super,
		[]string{"codigo", "MAX-1", "producto", "Caro", "unidad", "1", "categoria", "1", "costo", "99999999999999999"}, nil)
	if msg := fieldMessage(status, body, "costo"); msg != "El campo costo "+maxMsg {
		t.Fatalf("product cost: %d %v", status, body)
	}
	wantSame(t, w.harness, before)
}

// TestRefusedRunes: every bidi control and every C0/C1 control is refused in
// a one-line field; line breaks and tabs pass in a multi-line one only.
func TestRefusedRunes(t *testing.T) {
	bidi := []rune{0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}
	for r := rune(0); r < 0x20; r++ {
		bidi = append(bidi, r)
	}
	for r := rune(0x7F); r <= 0x9F; r++ {
		bidi = append(bidi, r)
	}
	for _, r := range bidi {
		if textAllowed("producto", "a"+string(r)+"b") {
			t.Errorf("%U allowed in producto", r)
		}
	}
	for _, s := range []string{"Línea 1\nLínea 2", "a\tb", "a\r\nb"} {
		if !textAllowed("descripcion", s) || !textAllowed("observaciones", s) || textAllowed("producto", s) {
			t.Errorf("%q: multi-line rule broken", s)
		}
	}
	if !textAllowed("producto", "Ñandú «Pérez» — 1.234,50 Bs ✓ عربى") {
		t.Error("ordinary text refused")
	}
}
