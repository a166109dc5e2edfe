package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"sgc/engine"
)

// catalogoBody is a catalogue body of lines (product, qty, price) with the
// right total; a qty of 0 leaves cantidad out.
func catalogoBody(lines ...[3]float64) map[string]any {
	var ps []map[string]any
	total := 0.0
	for _, l := range lines {
		p := map[string]any{"id": uint64(l[0]), "precio": l[2]}
		qty := 1.0
		if l[1] != 0 {
			p["cantidad"], qty = l[1], l[1]
		}
		ps = append(ps, p)
		total += qty * l[2]
	}
	return map[string]any{"cliente": "1", "razon_social": "Ferretería Sur", "nit": "778899", "complemento": "1B",
		"direccion": "Av. Sur 5", "telefono": "2223344", "descripcion": "", "total": total, "sucursal": 0, "productos": ps}
}

func TestCatalogosAPI(t *testing.T) {
	w := newProformaWorld(t)
	stock := w.stockDigest(t)
	p0, p1, p2 := float64(w.products[0]), float64(w.products[1]), float64(w.products[2])
	seller := w.tokens[engine.RoleVendedor]

	ids := map[string]uint64{}
	for i, role := range w.staff {
		status, body := w.call(t, "POST", "/api/catalogos", w.tokens[role],
			catalogoBody([3]float64{p0, 0, 95}, [3]float64{p1, 2, 80.5}, [3]float64{p2, 0, 60}))
		if status != http.StatusCreated || body["message"] != "Catálogo guardado con éxito" || body["id"] != body["catalogo_id"] {
			t.Fatalf("%s: %d %v", role, status, body)
		}
		ids[role] = uint64(body["catalogo_id"].(float64))
		_, got := w.call(t, "GET", fmt.Sprintf("/api/catalogos/%d", ids[role]), w.tokens[role], nil)
		if n := got["catalogo"].(map[string]any)["nro_catalogo"]; n != float64(i+1) {
			t.Errorf("%s: nro %v, want %d", role, n, i+1)
		}
	}
	status, body := w.call(t, "POST", "/api/catalogos", w.sellerNorte, catalogoBody([3]float64{p1, 0, 50}))
	if status != http.StatusCreated {
		t.Fatalf("seller norte: %d %v", status, body)
	}
	norte := body["id"]
	_, body = w.call(t, "GET", "/api/catalogos", w.sellerNorte, nil)
	if rows := body["data"].([]any); len(rows) != 1 || rows[0].(map[string]any)["id"] != norte {
		t.Fatalf("seller norte list: %v", body)
	}

	before := w.snapshot(t)
	bad := catalogoBody([3]float64{p0, 0, 95})
	bad["total"] = 96
	status, body = w.call(t, "POST", "/api/catalogos", seller, bad)
	wantFields(t, status, body, "total")
	bad = catalogoBody([3]float64{p0, 0, 95}, [3]float64{p0, 0, 90}, [3]float64{p1, -1, 10})
	bad["telefono"] = "22-33"
	status, body = w.call(t, "POST", "/api/catalogos", seller, bad)
	wantFields(t, status, body, "productos.1.id", "productos.2.cantidad", "telefono")
	wantSame(t, w.harness, before)

	// Shapes: the list, the view (catalogo, detalles) and the edit data.
	status, body = w.call(t, "GET", "/api/catalogos?sucursal_id=1&fecha_desde=2025-03-01&fecha_hasta=2025-03-31", w.tokens[engine.RoleAdmin], nil)
	wantKeys(t, "list", body, "data")
	rows, _ := body["data"].([]any)
	if status != http.StatusOK || len(rows) != 5 {
		t.Fatalf("list: %d %v", status, body)
	}
	catalogoKeys := []string{"id", "nro_catalogo", "fecha", "fecha_catalogo", "fecha_fin", "sucursal", "sucursal_id", "cliente_id",
		"razon_social", "nit", "complemento", "telefono", "direccion", "descripcion", "total", "usuario", "empleado", "estado"}
	wantKeys(t, "list row", rows[0], catalogoKeys...)
	id := ids[engine.RoleVendedor]
	path := fmt.Sprintf("/api/catalogos/%d", id)
	_, body = w.call(t, "GET", path, seller, nil)
	wantKeys(t, "detail", body, "catalogo", "detalles", "data")
	wantKeys(t, "catalogo", body["catalogo"], catalogoKeys...)
	c := body["catalogo"].(map[string]any)
	if c["total"] != 95+161+60.0 || c["estado"] != 1.0 || c["fecha_catalogo"] != "2025-03-04" ||
		c["fecha"] != "2025-03-04T14:00:00Z" || c["fecha_fin"] != "2025-04-03T14:00:00Z" || c["complemento"] != "1B" {
		t.Errorf("catalogo: %v", c)
	}
	lines := body["detalles"].([]any)
	wantKeys(t, "detalle", lines[1], "id", "producto_id", "producto", "codigo", "cantidad", "precio", "estado", "motivo")
	if l := lines[1].(map[string]any); l["precio"] != 80.5 || l["cantidad"] != 2.0 || l["estado"] != 1.0 || l["codigo"] != "HER-002" {
		t.Errorf("detalle: %v", l)
	}
	data := body["data"].(map[string]any)
	wantKeys(t, "data", data, "cliente_id", "razon_social", "nit", "complemento", "telefono", "direccion", "descripcion", "productos")
	prods := data["productos"].([]any)
	wantKeys(t, "data.productos", prods[0], "id", "nombre", "codigo", "pivot", "precio1", "precio2", "precio3", "precio4", "precio5", "precio6")
	if p := prods[0].(map[string]any); p["nombre"] != "Taladro percutor" || p["pivot"].(map[string]any)["precio"] != 95.0 ||
		p["precio1"] != 100.0 || p["precio5"] != 60.0 {
		t.Errorf("edit product: %v", p)
	}

	// Update: lines replaced, the client kept.
	upd := map[string]any{"cliente_id": data["cliente_id"], "razon_social": "Cambiada", "nit": data["nit"],
		"complemento": data["complemento"], "telefono": data["telefono"], "direccion": data["direccion"], "descripcion": "",
		"productos": []map[string]any{{"id": p2, "precio": 55}, {"id": p0, "precio": "99.90", "cantidad": 2}}}
	status, body = w.call(t, "PUT", path, seller, upd)
	if status != http.StatusCreated || body["success"] != true || body["message"] != "Catálogo actualizado con éxito" {
		t.Fatalf("update: %d %v", status, body)
	}
	_, body = w.call(t, "GET", path, seller, nil)
	c = body["catalogo"].(map[string]any)
	if c["total"] != 254.8 || c["razon_social"] != "Ferretería Sur" || len(body["data"].(map[string]any)["productos"].([]any)) != 2 {
		t.Errorf("after update: %v", body)
	}
	upd["cliente_id"] = 99
	status, body = w.call(t, "PUT", path, seller, upd)
	wantFields(t, status, body, "cliente_id")
	if body["message"] != "El cliente no puede ser modificado" {
		t.Errorf("client change: %v", body)
	}
	upd["cliente_id"] = 1
	status, _ = w.call(t, "PUT", path, w.sellerNorte, upd)
	if status != http.StatusForbidden {
		t.Errorf("seller norte edits branch 1: %d", status)
	}

	// Line removal: a reason, a valid line, more than one valid line.
	_, body = w.call(t, "GET", path, seller, nil)
	lines = body["detalles"].([]any)
	first := uint64(lines[0].(map[string]any)["id"].(float64))
	second := uint64(lines[1].(map[string]any)["id"].(float64))
	linePath := fmt.Sprintf("/api/catalogos/eliminar-producto/%d?detalle_id=%d", id, first)
	status, body = w.call(t, "PUT", linePath, seller, nil)
	wantFields(t, status, body, "motivo")
	if body["message"] != "Debe ingresar un motivo" {
		t.Errorf("motivo message: %v", body)
	}
	status, body = w.call(t, "PUT", linePath, seller, map[string]any{"motivo": "Sin stock"})
	if status != http.StatusCreated || body["message"] != "Producto eliminado con éxito" {
		t.Fatalf("line removal: %d %v", status, body)
	}
	status, _ = w.call(t, "PUT", linePath, seller, map[string]any{"motivo": "Sin stock"})
	if status != http.StatusConflict {
		t.Errorf("removing a removed line: %d", status)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/catalogos/eliminar-producto/%d?detalle_id=%d", id, second), seller,
		map[string]any{"motivo": "x"})
	if status != http.StatusConflict || !strings.Contains(body["message"].(string), "más de un producto") {
		t.Errorf("removing the last line: %d %v", status, body)
	}
	// Also by producto_id, as a screen may send it.
	other := ids[engine.RoleAlmacen]
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/catalogos/eliminar-producto/%d?producto_id=%d", other, w.products[1]),
		w.tokens[engine.RoleAlmacen], map[string]any{"motivo": "Caro"})
	if status != http.StatusCreated {
		t.Errorf("removal by producto_id: %d %v", status, body)
	}
	_, body = w.call(t, "GET", fmt.Sprintf("/api/catalogos/%d", other), w.tokens[engine.RoleAlmacen], nil)
	if body["catalogo"].(map[string]any)["total"] != 155.0 {
		t.Errorf("total after removal: %v", body["catalogo"])
	}

	// The PDF, before and after cancelling.
	text := w.pdfText(t, "/api/catalogos/generar-pdf/"+fmt.Sprint(ids[engine.RoleAdmin]), w.tokens[engine.RoleResponsable])
	opsWantText(t, text, "CATÁLOGO", "N° 000002", "Ferretería Sur", "778899-1B", "Taladro percutor", "HER-003", "Producto", "Precio",
		"Cant.", "161,00", "Bs 316,00", "Válido hasta", "03/04/2025", "Válido")
	text = w.pdfText(t, "/api/catalogos/generar-pdf/"+fmt.Sprint(id), seller)
	if text != "" && strings.Contains(text, "Martillo") {
		t.Error("a removed line is printed")
	}

	// Cancel: 201, then the catalogue refuses edits and prints ANULADO.
	cancel := fmt.Sprintf("/api/catalogos/estado/%d?sucursal_id=1", id)
	status, _ = w.call(t, "PUT", cancel, w.sellerNorte, nil)
	if status != http.StatusForbidden {
		t.Errorf("seller norte cancels branch 1: %d", status)
	}
	status, body = w.call(t, "PUT", cancel, seller, nil)
	if status != http.StatusCreated || body["message"] != "Catálogo anulado con éxito" {
		t.Fatalf("cancel: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", path, seller, upd)
	if status != http.StatusConflict || !strings.Contains(body["message"].(string), "anulado") {
		t.Errorf("edit of a cancelled catalogue: %d %v", status, body)
	}
	status, _ = w.call(t, "PUT", cancel, seller, nil)
	if status != http.StatusConflict {
		t.Errorf("second cancel: %d", status)
	}
	text = w.pdfText(t, "/api/catalogos/generar-pdf/"+fmt.Sprint(id), seller)
	opsWantText(t, text, "ANULADO", "Anulado")

	// Inventario has no access to any catalogue call.
	for _, r := range [][2]string{{"GET", "/api/catalogos"}, {"POST", "/api/catalogos"}, {"GET", "/api/catalogos/1"},
		{"PUT", "/api/catalogos/1"}, {"PUT", "/api/catalogos/estado/1"}, {"PUT", "/api/catalogos/eliminar-producto/1"},
		{"GET", "/api/catalogos/generar-pdf/1"}} {
		status, body := w.call(t, r[0], r[1], w.tokens[engine.RoleInventario], map[string]any{})
		if status != http.StatusForbidden || body["message"] != "Acceso denegado" {
			t.Errorf("%s %s as Inventario: %d %v", r[0], r[1], status, body)
		}
	}

	// Thirty days and a minute later the valid ones read Fuera de plazo and
	// refuse edits; the cancelled one stays 0.
	// Sessions idle that long are dead: sign in again.
	w.clock.add(30*24*time.Hour + time.Minute)
	var err error
	if w.tokens[engine.RoleSuper], _, err = w.eng.Login("admin", testPassword, "127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	if w.sellerNorte, _, err = w.eng.Login("vendedor_norte", testPassword, "127.0.0.1"); err != nil {
		t.Fatal(err)
	}
	_, body = w.call(t, "GET", "/api/catalogos?sucursal_id=1&fecha_desde=2025-03-04&fecha_hasta=2025-03-04", w.tokens[engine.RoleSuper], nil)
	for _, r := range body["data"].([]any) {
		row := r.(map[string]any)
		want := 2.0
		if uint64(row["id"].(float64)) == id {
			want = 0
		}
		if row["estado"] != want {
			t.Errorf("catalogue %v: estado %v, want %v", row["id"], row["estado"], want)
		}
	}
	path = fmt.Sprintf("/api/catalogos/%d", ids[engine.RoleSuper])
	status, body = w.call(t, "PUT", path, w.tokens[engine.RoleSuper], map[string]any{"productos": []map[string]any{{"id": p0, "precio": 1}}})
	if status != http.StatusConflict || !strings.Contains(body["message"].(string), "fuera de plazo") {
		t.Errorf("edit out of term: %d %v", status, body)
	}
	text = w.pdfText(t, "/api/catalogos/generar-pdf/"+fmt.Sprint(ids[engine.RoleSuper]), w.tokens[engine.RoleSuper])
	opsWantText(t, text, "Fuera de plazo")

	// Scoping of reads, and Inventario kept out.
	status, _ = w.call(t, "GET", path, w.sellerNorte, nil)
	if status != http.StatusForbidden {
		t.Errorf("seller norte reads branch 1: %d", status)
	}
	_, body = w.call(t, "GET", "/api/catalogos", w.sellerNorte, nil)
	if rows := body["data"].([]any); len(rows) != 0 { // a seller sees today, and the clock moved on
		t.Errorf("seller norte list today: %v", rows)
	}
	if w.stockDigest(t) != stock {
		t.Fatal("catalogues moved stock")
	}
}
