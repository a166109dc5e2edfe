package httpapi

import (
	"bytes"
	"net/http"
	"strconv"
	"testing"

	"sgc/engine"
)

// pdfRoutes are the list reports, each with a role allowed to ask for it and the
// file name it is offered under.
var pdfRoutes = []struct {
	path, role, name string
}{
	{"/api/sucursales/reporte-pdf", engine.RoleSuper, "sucursales"},
	{"/api/usuarios/reporte-pdf", engine.RoleSuper, "usuarios"},
	{"/api/clientes/reporte-pdf", engine.RoleVendedor, "clientes"},
	{"/api/proveedores/reporte-pdf", engine.RoleSuper, "proveedores"},
	{"/api/categorias/reporte-pdf", engine.RoleSuper, "categorias"},
	{"/api/unidades/reporte-pdf", engine.RoleSuper, "unidades"},
}

// wantPDF fails unless path answers an inline, never cached PDF named name.pdf.
func wantPDF(t *testing.T, h *harness, path, token, name string) {
	t.Helper()
	status, hdr, raw := h.do(t, "GET", path, token, "", nil)
	if status != http.StatusOK || hdr.Get("Content-Type") != "application/pdf" {
		t.Fatalf("%s: %d %s %.200s", path, status, hdr.Get("Content-Type"), raw)
	}
	if !bytes.HasPrefix(raw, []byte("%PDF-")) || !bytes.Contains(raw, []byte("%%EOF")) {
		t.Fatalf("%s: not a whole PDF: %.20q", path, raw)
	}
	if got := hdr.Get("Content-Disposition"); got != `inline; filename="`+name+`.pdf"` {
		t.Errorf("%s: Content-Disposition %q", path, got)
	}
	if hdr.Get("Cache-Control") != "no-store" {
		t.Errorf("%s: Cache-Control %q", path, hdr.Get("Cache-Control"))
	}
}

// TestListPDFs: each list's report-pdf route answers a PDF, opened inline.
func TestListPDFs(t *testing.T) {
	h := shared
	for _, r := range pdfRoutes {
		t.Run(r.name, func(t *testing.T) { wantPDF(t, h, r.path, h.tokens[r.role], r.name) })
	}
}

// TestListPDFsEmptyAndWithALogo renders lists with no rows under a company
// header that has a logo and non-ASCII text.
func TestListPDFsEmptyAndWithALogo(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	super := h.tokens[engine.RoleSuper]
	status, body := h.form(t, "POST", "/api/datos/1", super, []string{"empresa", "Ferretería Ñandú", "nit", "123",
		"telefono1", "22441122", "telefono2", "71234567"}, map[string][]byte{"logo": pngImage(t, 300, 100)})
	if status != http.StatusCreated {
		t.Fatalf("%d %v", status, body)
	}
	for _, r := range pdfRoutes {
		t.Run(r.name, func(t *testing.T) { wantPDF(t, h, r.path, h.tokens[r.role], r.name) })
	}
}

// TestLongListPDFPaginates: a list longer than a page goes on over more pages.
func TestLongListPDFPaginates(t *testing.T) {
	h := newHarness(t)
	for i := range 80 {
		if _, err := h.eng.SaveCategory(0, engine.CategoryInput{Categoria: "Categoría " + strconv.Itoa(i)}); err != nil {
			t.Fatal(err)
		}
	}
	_, _, raw := h.do(t, "GET", "/api/categorias/reporte-pdf", h.tokens[engine.RoleSuper], "", nil)
	if pages := bytes.Count(raw, []byte("/Type /Page\n")); pages < 2 {
		t.Fatalf("80 rows on %d page(s)", pages)
	}
}
