package httpapi

import (
	"bytes"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"sgc/engine"
)

// proformaWorld is a harness with the six roles (all of branch 1), a Vendedor
// of Sucursal Norte, a unit and three products (P1 100 … P5 60), the first
// with a picture.
type proformaWorld struct {
	*harness
	products    [3]uint64
	sellerNorte string
	staff       []string // the five staff roles
}

func newProformaWorld(t *testing.T) *proformaWorld {
	t.Helper()
	h := newHarness(t, engine.RoleAdmin, engine.RoleResponsable, engine.RoleVendedor, engine.RoleInventario, engine.RoleAlmacen)
	w := &proformaWorld{harness: h, staff: engine.StaffRoles}
	root := engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	unit, err := h.eng.SaveUnit(0, engine.UnitInput{Unidad: "Pieza", Sigla: "PZA"})
	must(err)
	cat, err := h.eng.SaveCategory(0, engine.CategoryInput{Categoria: "Herramientas"})
	must(err)
	pic, err := engine.PrepareImage("imagen", pngImage(t, 64, 48))
	must(err)
	for i, n := range []string{"Taladro percutor", "Amoladora angular", "Martillo carpintero"} {
		in := engine.ProductInput{Codigo: fmt.Sprintf("HER-%03d", i+1), Producto: n, Unidad: fmt.Sprint(unit),
			Categoria: fmt.Sprint(cat), Costo: "50", Precios: [6]string{"100", "90", "80", "70", "60", "0"}}
		if i == 0 {
			in.Imagenes[0] = pic
		}
		w.products[i], err = h.eng.SaveProduct(root, 0, in)
		must(err)
	}
	_, err = h.eng.SaveUser(root, 0, engine.UserInput{Nombres: "Vendedor", Apellidos: "Norte", Usuario: "vendedor_norte",
		Password: testPassword, Rol: []string{engine.RoleVendedor}, SucursalID: fmt.Sprint(h.branch)})
	must(err)
	w.sellerNorte, _, err = h.eng.Login("vendedor_norte", testPassword, "127.0.0.1")
	must(err)
	return w
}

// proformaBody is a quotation body of lines (product, qty, price) in branch
// with the right total.
func proformaBody(branch uint64, lines ...[3]float64) map[string]any {
	var ps []map[string]any
	total := 0.0
	for _, l := range lines {
		ps = append(ps, map[string]any{"id": uint64(l[0]), "cantidad": l[1], "precio": l[2]})
		total += l[1] * l[2]
	}
	return map[string]any{"cliente": 1, "razon_social": "Constructora Andina", "nit": "4455667", "direccion": "Av. Arce 10",
		"telefono": "71234567", "descripcion": "Obra Sopocachi", "total": total, "sucursal": branch, "productos": ps}
}

// wantKeys fails unless object m has exactly the keys want.
func wantKeys(t *testing.T, what string, m any, want ...string) {
	t.Helper()
	obj, ok := m.(map[string]any)
	if !ok {
		t.Fatalf("%s is not an object: %v", what, m)
	}
	var got []string
	for k := range obj {
		got = append(got, k)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s keys:\n got %v\nwant %v", what, got, want)
	}
}

// pdfText fetches a PDF as token and returns its text (empty without
// pdftotext), failing unless it is an inline application/pdf.
func (w *proformaWorld) pdfText(t *testing.T, path, token string) string {
	t.Helper()
	status, hdr, raw := w.do(t, "GET", path, token, "", nil)
	if status != http.StatusOK || hdr.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(raw, []byte("%PDF-")) {
		t.Fatalf("GET %s: %d %s %.200s", path, status, hdr.Get("Content-Type"), raw)
	}
	if !strings.HasPrefix(hdr.Get("Content-Disposition"), "inline; filename=") {
		t.Fatalf("GET %s: disposition %q", path, hdr.Get("Content-Disposition"))
	}
	return opsPDFText(t, raw)
}

// stockDigest is the stock of every product in branches 1 and Norte and the
// number of kardex rows, to prove a call moved nothing.
func (w *proformaWorld) stockDigest(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for _, br := range []uint64{1, w.branch} {
		for _, p := range w.products {
			n, err := w.eng.Stock(br, p)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%d/%d=%d ", br, p, n)
		}
	}
	snap := w.snapshot(t)
	for _, k := range slices.Sorted(maps.Keys(snap)) {
		if v := snap[k]; strings.HasPrefix(k, "kardex/") || strings.HasPrefix(k, "stock/") || strings.HasPrefix(k, "caja_movimientos/") {
			fmt.Fprintf(&b, "%s=%x ", k, v)
		}
	}
	return b.String()
}

func TestProformasAPI(t *testing.T) {
	w := newProformaWorld(t)
	if err := w.eng.InitialLoad(engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1},
		engine.InitialLoadInput{Sucursal: 1, Producto: engine.ID(w.products[0]), Cantidad: 5, Costo: 5000}); err != nil {
		t.Fatal(err)
	}
	stock := w.stockDigest(t)
	p0, p1 := float64(w.products[0]), float64(w.products[1])

	// Every staff role quotes; numbers run per branch.
	ids := map[string]uint64{}
	for i, role := range w.staff {
		status, body := w.call(t, "POST", "/api/proformas", w.tokens[role], proformaBody(0, [3]float64{p0, 10, 95.5}, [3]float64{p1, 1, 60}))
		if status != http.StatusCreated || body["message"] != "Proforma guardada con éxito" || body["id"] != body["proforma_id"] {
			t.Fatalf("%s: %d %v", role, status, body)
		}
		ids[role] = uint64(body["proforma_id"].(float64))
		_, got := w.call(t, "GET", fmt.Sprintf("/api/proformas/%d", ids[role]), w.tokens[role], nil)
		if n := got["proforma"].(map[string]any)["numero_comprobante"]; n != float64(i+1) {
			t.Errorf("%s: numero %v, want %d", role, n, i+1)
		}
	}
	status, body := w.call(t, "POST", "/api/proformas", w.sellerNorte, proformaBody(0, [3]float64{p1, 2, 50}))
	if status != http.StatusCreated {
		t.Fatalf("seller norte: %d %v", status, body)
	}
	norte := uint64(body["id"].(float64))

	// Refusals write nothing.
	before := w.snapshot(t)
	bad := proformaBody(1, [3]float64{p0, 1, 10})
	bad["total"] = 11
	status, body = w.call(t, "POST", "/api/proformas", w.tokens[engine.RoleVendedor], bad)
	wantFields(t, status, body, "total")
	bad = proformaBody(1, [3]float64{p0, 0, 10}, [3]float64{999, 1, 10}, [3]float64{p1, 1, -1})
	bad["telefono"] = "tel-123"
	status, body = w.call(t, "POST", "/api/proformas", w.tokens[engine.RoleVendedor], bad)
	wantFields(t, status, body, "productos.0.cantidad", "productos.1.id", "productos.2.precio", "telefono")
	status, body = w.call(t, "POST", "/api/proformas", w.sellerNorte, proformaBody(1, [3]float64{p0, 1, 10}))
	if status != http.StatusForbidden || body["message"] != "Acceso denegado" {
		t.Fatalf("seller norte in branch 1: %d %v", status, body)
	}
	status, _ = w.call(t, "POST", "/api/proformas", w.tokens[engine.RoleVendedor], "{")
	if status != http.StatusBadRequest {
		t.Fatalf("bad JSON: %d", status)
	}
	wantSame(t, w.harness, before)

	// Shapes of the list and the detail.
	status, body = w.call(t, "GET", "/api/proformas?sucursal_id=1&fecha_desde=2025-03-04&fecha_hasta=2025-03-04", w.tokens[engine.RoleSuper], nil)
	wantKeys(t, "list", body, "data", "total_validas")
	rows, _ := body["data"].([]any)
	if status != http.StatusOK || len(rows) != 5 || body["total_validas"] != 5*1015.0 {
		t.Fatalf("list: %d %v", status, body)
	}
	proformaKeys := []string{"id", "numero_comprobante", "fecha", "sucursal", "sucursal_id", "cliente_id", "razon_social", "nit",
		"direccion", "telefono", "descripcion", "total", "usuario", "empleado", "estado", "motivo_anulacion"}
	wantKeys(t, "list row", rows[0], proformaKeys...)
	_, body = w.call(t, "GET", fmt.Sprintf("/api/proformas/%d", ids[engine.RoleAdmin]), w.tokens[engine.RoleVendedor], nil)
	wantKeys(t, "detail", body, "proforma", "detalles")
	wantKeys(t, "proforma", body["proforma"], proformaKeys...)
	pf := body["proforma"].(map[string]any)
	if pf["total"] != 1015.0 || pf["sucursal"] != "Casa Matriz" || pf["razon_social"] != "Constructora Andina" || pf["estado"] != 1.0 {
		t.Errorf("proforma: %v", pf)
	}
	lines := body["detalles"].([]any)
	wantKeys(t, "detalle", lines[0], "id", "producto_id", "producto", "codigo", "unidad", "cantidad", "precio", "subtotal")
	if l := lines[0].(map[string]any); l["subtotal"] != 955.0 || l["unidad"] != "Pieza" || l["codigo"] != "HER-001" {
		t.Errorf("line: %v", l)
	}

	// Scoping: the seller of Norte sees only Norte.
	status, body = w.call(t, "GET", fmt.Sprintf("/api/proformas/%d", ids[engine.RoleSuper]), w.sellerNorte, nil)
	if status != http.StatusForbidden {
		t.Fatalf("seller norte reads branch 1: %d %v", status, body)
	}
	status, _ = w.call(t, "GET", "/api/proformas?sucursal_id=1", w.sellerNorte, nil)
	if status != http.StatusForbidden {
		t.Fatalf("seller norte lists branch 1: %d", status)
	}
	_, body = w.call(t, "GET", "/api/proformas?fecha_desde=2025-01-01", w.sellerNorte, nil)
	if rows := body["data"].([]any); len(rows) != 1 || rows[0].(map[string]any)["id"] != float64(norte) {
		t.Fatalf("seller norte list: %v", body)
	}

	// Void: Super and Administrador only; a reason is needed; a second void is a conflict.
	path := fmt.Sprintf("/api/proformas/estado/%d", ids[engine.RoleVendedor])
	for _, role := range []string{engine.RoleVendedor, engine.RoleResponsable, engine.RoleAlmacen} {
		if status, body := w.call(t, "PUT", path, w.tokens[role], map[string]any{"motivo": "x"}); status != http.StatusForbidden {
			t.Fatalf("%s voids a quotation: %d %v", role, status, body)
		}
	}
	status, body = w.call(t, "PUT", path, w.tokens[engine.RoleAdmin], nil)
	wantFields(t, status, body, "motivo")
	if body["message"] != "Debe ingresar un motivo" {
		t.Errorf("motivo message: %v", body)
	}
	status, body = w.call(t, "PUT", path, w.sellerNorte, map[string]any{"motivo": "x"})
	if status != http.StatusForbidden {
		t.Fatalf("seller norte voids branch 1: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", path, w.tokens[engine.RoleAdmin], map[string]any{"motivo": "El cliente compró en otro lado"})
	if status != http.StatusCreated || body["message"] != "Proforma anulada con éxito" {
		t.Fatalf("void: %d %v", status, body)
	}
	status, _ = w.call(t, "PUT", path, w.tokens[engine.RoleAdmin], map[string]any{"motivo": "otra vez"})
	if status != http.StatusConflict {
		t.Fatalf("second void: %d", status)
	}
	_, body = w.call(t, "GET", "/api/proformas?sucursal_id=1", w.tokens[engine.RoleAdmin], nil)
	if body["total_validas"] != 4*1015.0 {
		t.Errorf("total_validas after a void: %v", body["total_validas"])
	}

	// Inventario has no access to any quotation call.
	for _, r := range [][2]string{{"GET", "/api/proformas"}, {"POST", "/api/proformas"}, {"GET", "/api/proformas/1"},
		{"PUT", "/api/proformas/estado/1"}, {"GET", "/api/proformas/generar-pdf/1"}} {
		status, body := w.call(t, r[0], r[1], w.tokens[engine.RoleInventario], map[string]any{})
		if status != http.StatusForbidden || body["message"] != "Acceso denegado" {
			t.Errorf("%s %s as Inventario: %d %v", r[0], r[1], status, body)
		}
	}

	// The PDF.
	text := w.pdfText(t, fmt.Sprintf("/api/proformas/generar-pdf/%d", ids[engine.RoleAdmin]), w.tokens[engine.RoleResponsable])
	opsWantText(t, text, "PROFORMA / COTIZACIÓN", "N° 000002", "Constructora Andina", "4455667", "Taladro percutor", "Pieza",
		"955,00", "Bs 1.015,00", "SON: MIL QUINCE 00/100 BOLIVIANOS", "Obra Sopocachi", "Validez")
	if strings.Contains(text, "ANULADO") {
		t.Error("a valid quotation is stamped ANULADO")
	}
	text = w.pdfText(t, fmt.Sprintf("/api/proformas/generar-pdf/%d", ids[engine.RoleVendedor]), w.tokens[engine.RoleVendedor])
	opsWantText(t, text, "ANULADO", "Motivo de anulación: El cliente compró en")
	status, _, _ = w.do(t, "GET", fmt.Sprintf("/api/proformas/generar-pdf/%d", ids[engine.RoleSuper]), w.sellerNorte, "", nil)
	if status != http.StatusForbidden {
		t.Errorf("seller norte prints branch 1: %d", status)
	}
	status, _, _ = w.do(t, "GET", "/api/proformas/generar-pdf/999", w.tokens[engine.RoleSuper], "", nil)
	if status != http.StatusNotFound {
		t.Errorf("unknown quotation PDF: %d", status)
	}

	if w.stockDigest(t) != stock {
		t.Fatal("quotations moved stock")
	}
}
