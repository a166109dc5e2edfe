package httpapi

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
	"sgc/engine/store"

	"sgc/engine"
)

// opsWorld is a harness with a small business for the operations calls: a
// unit, a category, a supplier, three products (P1 100, P2 90 … P5 60, cost
// 50), a third branch "Sucursal Sur", and besides the harness users (all of
// branch 1) a Vendedor and an Inventario of Sucursal Norte.
type opsWorld struct {
	*harness
	sur         uint64
	supplier    uint64
	products    [3]uint64
	sellerNorte string // token of a Vendedor of Sucursal Norte
	invNorte    string // token of an Inventario of Sucursal Norte
}

var opsRoot = engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}

func newOpsWorld(t *testing.T) *opsWorld {
	t.Helper()
	h := newHarness(t, engine.RoleAdmin, engine.RoleResponsable, engine.RoleVendedor, engine.RoleInventario, engine.RoleAlmacen)
	w := &opsWorld{harness: h}
	var err error
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	w.sur, err = h.eng.SaveBranch(0, engine.BranchInput{Sucursal: "Sucursal Sur", NombreOficial: "Comercial Sur", Grupo: "2",
		Direccion: "Av. Sur 5", Precios: [6]string{"1", "1", "1", "1", "1", "1"}})
	must(err)
	unit, err := h.eng.SaveUnit(0, engine.UnitInput{Unidad: "Unidad", Sigla: "UND"})
	must(err)
	cat, err := h.eng.SaveCategory(0, engine.CategoryInput{Categoria: "Herramientas"})
	must(err)
	w.supplier, err = h.eng.SaveSupplier(0, engine.SupplierInput{Proveedor: "Importadora Altiplano", NIT: "1020304"})
	must(err)
	names := []string{"Taladro percutor", "Amoladora angular", "Martillo carpintero"}
	for i, n := range names {
		w.products[i], err = h.eng.SaveProduct(opsRoot, 0, engine.ProductInput{Codigo: fmt.Sprintf("HER-%03d", i+1), Producto: n,
			Unidad: fmt.Sprint(unit), Categoria: fmt.Sprint(cat), Costo: "50", Precios: [6]string{"100", "90", "80", "70", "60", "0"}})
		must(err)
	}
	for role, usuario := range map[string]string{engine.RoleVendedor: "vendedor_norte", engine.RoleInventario: "inventario_norte"} {
		_, err := h.eng.SaveUser(opsRoot, 0, engine.UserInput{Nombres: role, Apellidos: "Norte", Usuario: usuario,
			Password: testPassword, Rol: []string{role}, SucursalID: fmt.Sprint(h.branch)})
		must(err)
		token, _, err := h.eng.Login(usuario, testPassword, "127.0.0.1")
		must(err)
		if role == engine.RoleVendedor {
			w.sellerNorte = token
		} else {
			w.invNorte = token
		}
	}
	return w
}

func (w *opsWorld) token(role string) string { return w.tokens[role] }

// load gives branch qty units of product (Carga Inicial at cost 50).
func (w *opsWorld) load(t *testing.T, branch, product uint64, qty int64) {
	t.Helper()
	if err := w.eng.InitialLoad(opsRoot, engine.InitialLoadInput{Sucursal: engine.ID(branch), Producto: engine.ID(product),
		Cantidad: engine.Int(qty), Costo: 5000}); err != nil {
		t.Fatal(err)
	}
}

// opsLine is a sale cart line as the screen sends it.
func opsLine(product uint64, qty int, price float64) map[string]any {
	return map[string]any{"id": product, "cantidad": qty, "precio": price, "serie": "", "idCarrito": fmt.Sprint(product)}
}

// opsSale is a Contado sale of lines in branch, with the right total.
func opsSale(branch uint64, lines ...map[string]any) map[string]any {
	total := 0.0
	for _, l := range lines {
		total += float64(l["cantidad"].(int)) * l["precio"].(float64)
	}
	return map[string]any{"cliente": 1, "razon_social": "Constructora Andina", "nit": "4455667", "tipo_pago": "Contado",
		"metodo_pago": "Efectivo", "descuento": 0, "total": total, "sucursal": branch, "productos": lines}
}

// sell registers a sale through the API and returns its id.
func (w *opsWorld) sell(t *testing.T, token string, draft map[string]any) uint64 {
	t.Helper()
	status, body := w.call(t, "POST", "/api/ventas", token, draft)
	if status != http.StatusCreated {
		t.Fatalf("sale: %d %v", status, body)
	}
	return uint64(body["venta_id"].(float64))
}

// setStock overwrites a stock row behind the engine's back, so that it no
// longer matches its kardex.
func (w *opsWorld) setStock(t *testing.T, branch, product uint64, n int64) {
	t.Helper()
	k := make([]byte, 16)
	binary.BigEndian.PutUint64(k, branch)
	binary.BigEndian.PutUint64(k[8:], product)
	v := make([]byte, 8)
	binary.BigEndian.PutUint64(v, uint64(n))
	if err := w.eng.Store().Update(func(tx store.Tx) error { return tx.Bucket([]byte("stock")).Put(k, v) }); err != nil {
		t.Fatal(err)
	}
}

// getJSON calls a GET route and decodes its JSON object answer.
func (w *opsWorld) getJSON(t *testing.T, path, token string) (int, map[string]any) {
	t.Helper()
	return w.call(t, "GET", path, token, nil)
}

// opsPDF calls path (a GET, or a POST of body) and returns the text of the
// PDF it answers, failing on anything but an inline PDF. The text is
// empty when pdftotext is not installed.
func (w *opsWorld) opsPDF(t *testing.T, method, path, token string, body any) string {
	t.Helper()
	var rd *bytes.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	} else {
		rd = bytes.NewReader(nil)
	}
	status, hdr, raw := w.do(t, method, path, token, "application/json", rd)
	if status != http.StatusOK || hdr.Get("Content-Type") != "application/pdf" {
		t.Fatalf("%s %s: %d %s %.300s", method, path, status, hdr.Get("Content-Type"), raw)
	}
	if !bytes.HasPrefix(raw, []byte("%PDF-")) || !strings.HasPrefix(hdr.Get("Content-Disposition"), "inline; filename=") {
		t.Fatalf("%s: not an inline PDF: %q", path, hdr.Get("Content-Disposition"))
	}
	return opsPDFText(t, raw)
}

// opsPDFText extracts the text of a PDF with pdftotext (empty without it).
func opsPDFText(t *testing.T, raw []byte) string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Log("pdftotext not installed: PDF text not checked")
		return ""
	}
	in := filepath.Join(t.TempDir(), "doc.pdf")
	if err := os.WriteFile(in, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-layout", in, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// opsWantText fails unless every want is in the PDF text (skipped without pdftotext).
func opsWantText(t *testing.T, text string, want ...string) {
	t.Helper()
	if text == "" {
		return
	}
	for _, s := range want {
		if !strings.Contains(text, s) {
			t.Errorf("PDF text lacks %q:\n%s", s, text)
		}
	}
}

// opsNoText fails if any of words is in the PDF text.
func opsNoText(t *testing.T, text string, words ...string) {
	t.Helper()
	for _, s := range words {
		if strings.Contains(text, s) {
			t.Errorf("PDF text has %q:\n%s", s, text)
		}
	}
}

// opsExcel downloads an export and opens it, checking type and file name.
func (w *opsWorld) opsExcel(t *testing.T, path, token, fileName string) [][]string {
	t.Helper()
	status, hdr, raw := w.do(t, "GET", path, token, "", nil)
	if status != http.StatusOK || hdr.Get("Content-Type") != "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" {
		t.Fatalf("%s: %d %s %.300s", path, status, hdr.Get("Content-Type"), raw)
	}
	if got := hdr.Get("Content-Disposition"); got != `attachment; filename="`+fileName+`"` {
		t.Errorf("%s: Content-Disposition %q, want %s", path, got, fileName)
	}
	f, err := excelize.OpenReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetName(0))
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// opsNoCost fails when a JSON answer names a cost or a profit anywhere.
func opsNoCost(t *testing.T, what string, v any) {
	t.Helper()
	var walk func(v any) string
	walk = func(v any) string {
		switch x := v.(type) {
		case map[string]any:
			for k, val := range x {
				if strings.Contains(k, "costo") || strings.Contains(k, "utilidad") {
					return k
				}
				if k := walk(val); k != "" {
					return k
				}
			}
		case []any:
			for _, val := range x {
				if k := walk(val); k != "" {
					return k
				}
			}
		}
		return ""
	}
	if k := walk(v); k != "" {
		t.Errorf("%s: the answer shows %q to a role that may not see costs", what, k)
	}
}

// opsHasKey reports whether a JSON value has a key named k at any depth.
func opsHasKey(v any, k string) bool {
	switch x := v.(type) {
	case map[string]any:
		for key, val := range x {
			if key == k || opsHasKey(val, k) {
				return true
			}
		}
	case []any:
		for _, val := range x {
			if opsHasKey(val, k) {
				return true
			}
		}
	}
	return false
}

// opsStatus fails unless status is want; a 403 must carry the spec's body.
func opsStatus(t *testing.T, what string, status int, body map[string]any, want int) {
	t.Helper()
	if status != want {
		t.Fatalf("%s: %d %v, want %d", what, status, body, want)
	}
	if want == http.StatusForbidden && body["message"] != "Acceso denegado" {
		t.Fatalf("%s: 403 without Acceso denegado: %v", what, body)
	}
}

// opsList is body["data"] as a list.
func opsList(t *testing.T, body map[string]any, key string) []any {
	t.Helper()
	l, ok := body[key].([]any)
	if !ok {
		t.Fatalf("no list %q in %v", key, body)
	}
	return l
}
