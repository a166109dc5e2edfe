package reporting

import (
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"sgc/engine"
)

// world is a small business on a fresh store: the main branch and Sucursal
// Sur, three products with stock in both, and a Contado sale in each branch
// on 2025-03-04 at 10:00 in La Paz (the engine's clock).
type world struct {
	eng               *engine.Engine
	super, admin      engine.Actor
	seller, sellerSur engine.Actor // Vendedores of the main branch and of Sur
	sur, supplier     uint64
	products          [3]uint64
	sale              uint64
}

const day = "2025-03-04"

func newWorld(t *testing.T) *world {
	t.Helper()
	dir := t.TempDir()
	eng, err := engine.Open(dir, engine.Options{NoSync: true})
	must(t, err)
	t.Cleanup(func() { must(t, eng.Close()) })
	now := time.Date(2025, 3, 4, 14, 0, 0, 0, time.UTC)
	eng.Now = func() time.Time { return now }
	eng.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	_, _, err = eng.Bootstrap("clave-segura-1")
	must(t, err)
	w := &world{eng: eng, super: engine.Actor{UserID: 1, Usuario: "admin", Roles: []string{engine.RoleSuper},
		Home: engine.MainBranch, Branch: engine.MainBranch}}
	w.admin = engine.Actor{UserID: 1, Roles: []string{engine.RoleAdmin}, Home: engine.MainBranch, Branch: engine.MainBranch}
	w.seller = engine.Actor{UserID: 1, Roles: []string{engine.RoleVendedor}, Home: engine.MainBranch, Branch: engine.MainBranch}
	w.sur, err = eng.SaveBranch(0, engine.BranchInput{Sucursal: "Sucursal Sur", NombreOficial: "Comercial Sur", Grupo: "2",
		Direccion: "Av. Sur 5", Precios: [6]string{"1", "1"}})
	must(t, err)
	w.sellerSur = engine.Actor{UserID: 1, Roles: []string{engine.RoleVendedor}, Home: w.sur, Branch: w.sur}
	unit, err := eng.SaveUnit(0, engine.UnitInput{Unidad: "Unidad", Sigla: "UND"})
	must(t, err)
	cat, err := eng.SaveCategory(0, engine.CategoryInput{Categoria: "Herramientas"})
	must(t, err)
	w.supplier, err = eng.SaveSupplier(0, engine.SupplierInput{Proveedor: "Importadora Altiplano", NIT: "1020304"})
	must(t, err)
	for i, name := range []string{"Taladro percutor", "Amoladora angular", "Martillo carpintero"} {
		w.products[i], err = eng.SaveProduct(w.super, 0, engine.ProductInput{Codigo: fmt.Sprintf("HER-%03d", i+1), Producto: name,
			Unidad: fmt.Sprint(unit), Categoria: fmt.Sprint(cat), Costo: "50", Precios: [6]string{"100", "90", "80", "70", "60", "0"}})
		must(t, err)
		for _, b := range []uint64{engine.MainBranch, w.sur} {
			must(t, eng.InitialLoad(w.super, engine.InitialLoadInput{Sucursal: engine.ID(b), Producto: engine.ID(w.products[i]),
				Cantidad: 10, Costo: 5000}))
		}
	}
	in := saleOf(engine.MainBranch, line(w.products[0], 2, 10000), line(w.products[1], 1, 9000))
	in.RazonSocial, in.NIT = "Constructora Andina", "4455667"
	w.sale, err = eng.CreateSale(w.seller, in)
	must(t, err)
	_, err = eng.CreateSale(w.sellerSur, saleOf(w.sur, line(w.products[0], 4, 9000)))
	must(t, err)
	return w
}

// saleOf is a Contado sale in branch of lines, with the right total.
func saleOf(branch uint64, lines ...engine.SaleLineInput) engine.SaleInput {
	in := engine.SaleInput{Sucursal: engine.ID(branch), Productos: lines}
	for _, l := range lines {
		in.Total += l.Precio * engine.Money(l.Cantidad)
	}
	return in
}

func line(product uint64, qty int64, price engine.Money) engine.SaleLineInput {
	return engine.SaleLineInput{ID: engine.ID(product), Cantidad: engine.Int(qty), Precio: price}
}

// span is the main branch (or Sur) on the fixture's day.
func (w *world) span(t *testing.T, branch uint64) Span {
	t.Helper()
	b, err := w.eng.Branch(branch)
	must(t, err)
	return Span{Branch: b, Desde: day, Hasta: day}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// wantCode fails unless err is an engine error of code.
func wantCode(t *testing.T, what string, err error, code engine.Code) {
	t.Helper()
	if err == nil || engine.ErrorCode(err) != code {
		t.Errorf("%s: want %s, got %v", what, code, err)
	}
}

// doc renders one document and checks its file name.
func doc(t *testing.T, name string, write func(io.Writer) (string, error)) []byte {
	t.Helper()
	var buf bytes.Buffer
	got, err := write(&buf)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if got != name {
		t.Errorf("file name %q, want %q", got, name)
	}
	return buf.Bytes()
}

var pageObject = regexp.MustCompile(`/Type /Page\b[^s]`)

// pdf checks that raw is a PDF of pages pages and answers its text, or ""
// where pdftotext is not installed.
func pdf(t *testing.T, raw []byte, pages int) string {
	t.Helper()
	if !bytes.HasPrefix(raw, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %.40q", raw)
	}
	if n := len(pageObject.FindAll(raw, -1)); n != pages {
		t.Errorf("%d pages, want %d", n, pages)
	}
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Log("pdftotext not installed: PDF text not checked")
		return ""
	}
	in := filepath.Join(t.TempDir(), "doc.pdf")
	must(t, os.WriteFile(in, raw, 0o600))
	out, err := exec.Command(bin, "-layout", in, "-").Output()
	must(t, err)
	return string(out)
}

// wantText fails unless every want is in text (skipped without pdftotext);
// a want starting with ! must be absent.
func wantText(t *testing.T, text string, want ...string) {
	t.Helper()
	if text == "" {
		return
	}
	for _, s := range want {
		if absent, ok := strings.CutPrefix(s, "!"); ok {
			if strings.Contains(text, absent) {
				t.Errorf("text has %q:\n%s", absent, text)
			}
		} else if !strings.Contains(text, s) {
			t.Errorf("text lacks %q:\n%s", s, text)
		}
	}
}

// sheet opens a spreadsheet and answers the rows after its header row (the
// one whose first cell is first), checking the header's titles; the totals
// row, where there is one, is the last.
func sheet(t *testing.T, raw []byte, header ...string) [][]string {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(raw))
	must(t, err)
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetName(0))
	must(t, err)
	for i, r := range rows {
		if len(r) > 0 && r[0] == header[0] {
			if len(r) < len(header) || strings.Join(r[:len(header)], "|") != strings.Join(header, "|") {
				t.Errorf("header %q, want %q", r, header)
			}
			return rows[i+1:]
		}
	}
	t.Fatalf("no header row %q in %q", header[0], rows)
	return nil
}
