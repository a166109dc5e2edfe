package report

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// goldenOpt fixes the generation date and leaves page streams uncompressed,
// so a golden file is stable and a diff of it is readable.
var goldenOpt = Options{Generated: fixedNow, NoCompression: true}

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		out := filepath.Join(t.TempDir(), name)
		os.WriteFile(out, got, 0o644)
		t.Errorf("%s differs from its golden file; the new output is %s (go test -update rewrites it)", name, out)
	}
}

func TestGoldenPDFs(t *testing.T) {
	voidSale := testSale()
	voidSale.Estado, voidSale.TipoPago = 0, "Contado"
	cases := []goldenCase{
		{"list.pdf", func(b *bytes.Buffer) error { return ListPDF(b, testHeader(), testTable(40), goldenOpt) }},
		{"note.pdf", func(b *bytes.Buffer) error { return SaleNotePDF(b, testHeader(), testSale(), goldenOpt) }},
		{"note_oficio.pdf", func(b *bytes.Buffer) error {
			opt := goldenOpt
			opt.Paper = Oficio
			return SaleNotePDF(b, testHeader(), testSale(), opt)
		}},
		{"note_voided.pdf", func(b *bytes.Buffer) error {
			return SaleNotePDF(b, Header{Empresa: "Librería Sin Logo", Sigla: "LSL"}, voidSale, goldenOpt)
		}},
		{"ticket.pdf", func(b *bytes.Buffer) error { return SaleTicketPDF(b, testHeader(), testSale(), goldenOpt) }},
		{"purchase.pdf", func(b *bytes.Buffer) error { return PurchasePDF(b, testHeader(), testPurchase(), goldenOpt) }},
		{"transfer_ticket.pdf", func(b *bytes.Buffer) error { return TransferTicketPDF(b, testHeader(), testTransfer(), goldenOpt) }},
		{"transfer_ticket_voided.pdf", func(b *bytes.Buffer) error {
			t := testTransfer()
			t.Titulo, t.Estado, t.RespondidoPor, t.Anulado = "TRASPASO", "Ingreso de Almacen", "", true
			return TransferTicketPDF(b, testHeader(), t, goldenOpt)
		}},
		{"cash_close.pdf", func(b *bytes.Buffer) error { return CashClosePDF(b, testHeader(), testCashClose(), goldenOpt) }},
		{"cash_close_ticket.pdf", func(b *bytes.Buffer) error {
			return CashCloseTicketPDF(b, testHeader(), testCashClose(), goldenOpt)
		}},
	}
	checkGoldenCases(t, cases)
}

// goldenCase is one document of a golden test: its file under testdata and
// how to render it.
type goldenCase struct {
	name   string
	render func(*bytes.Buffer) error
}

// checkGoldenCases renders each case twice, fails when the two differ (a
// document must not depend on the clock or map order), and compares it with
// its golden file.
func checkGoldenCases(t *testing.T, cases []goldenCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := c.render(&a); err != nil {
				t.Fatal(err)
			}
			if err := c.render(&b); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatal("two renderings of the same input differ")
			}
			checkGolden(t, c.name, a.Bytes())
		})
	}
}

// pdfText extracts the text of a PDF with poppler's pdftotext, or skips the
// test on a machine without it.
func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed (Debian package poppler-utils)")
	}
	in := filepath.Join(t.TempDir(), "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-layout", in, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

func TestPDFTextKeepsSpanishLetters(t *testing.T) {
	var b bytes.Buffer
	if err := ListPDF(&b, testHeader(), testTable(3), Options{Generated: fixedNow}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	for _, want := range []string{
		"Señal ¿Añadir? ÁÉÍÓÚ ñ", "Comercial Andina Señorío S.R.L.", "REPORTE DE VENTAS GENERALES",
		"Bs 1.111,15", "TOTALES", "Página 1 de 1", "Generado: 04/03/2025 14:35", "Razón social",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF text lacks %q:\n%s", want, text)
		}
	}
}

func TestPDFDocumentsText(t *testing.T) {
	var empty, note, ticket, purchase bytes.Buffer
	if err := ListPDF(&empty, Header{Empresa: "X"}, Table{Title: "Vacía", Columns: []Column{{"A", 1, "L"}}}, goldenOpt); err != nil {
		t.Fatal(err)
	}
	voided := testSale()
	voided.Estado = 0
	if err := SaleNotePDF(&note, testHeader(), voided, goldenOpt); err != nil {
		t.Fatal(err)
	}
	if err := SaleTicketPDF(&ticket, testHeader(), testSale(), goldenOpt); err != nil {
		t.Fatal(err)
	}
	if err := PurchasePDF(&purchase, testHeader(), testPurchase(), goldenOpt); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		pdf  []byte
		want []string
	}{
		{"empty list", empty.Bytes(), []string{msgNoRecords}},
		{"note", note.Bytes(), []string{"NOTA DE VENTA", "N° 000123", "ANULADO", "José Ñuflo Añez Gutiérrez",
			"SON: DOS MIL TRESCIENTOS DOS 50/100 BOLIVIANOS", "Bs 2.302,50", "A cuenta", "Bs 1.302,50",
			"Entregué conforme", "Recibí conforme", "Serie: SN-8842-ÑX", "Sucursal: Sucursal El Alto"}},
		{"ticket", ticket.Bytes(), []string{"¡Gracias por su compra!", "NOTA DE VENTA N° 000123", "Hora: 14:20", "Bs 2.302,50"}},
		{"purchase", purchase.Bytes(), []string{"COMPRA", "N° 000045", "Factura N° 001287", "(Línea anulada)",
			"SON: TRES MIL CUATROCIENTOS SESENTA Y CINCO 00/100", "Bs 3.465,00"}},
	} {
		text := pdfText(t, c.pdf)
		for _, want := range c.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: text lacks %q:\n%s", c.name, want, text)
			}
		}
	}
}

// Long documents go on over pages: the list repeats its column head and the
// note names itself atop each continuation page.
func TestPDFPageBreaks(t *testing.T) {
	var list, note bytes.Buffer
	if err := ListPDF(&list, testHeader(), testTable(70), goldenOpt); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, list.Bytes())
	if n := strings.Count(text, "Cliente / Razón social"); n != 3 {
		t.Errorf("list column head printed %d times over 3 pages, want 3", n)
	}
	if !strings.Contains(text, "Página 3 de 3") {
		t.Error("list lacks Página 3 de 3")
	}
	long := testSale()
	for range 4 {
		long.Lines = append(long.Lines, long.Lines...)
	}
	if err := SaleNotePDF(&note, testHeader(), long, goldenOpt); err != nil {
		t.Fatal(err)
	}
	text = pdfText(t, note.Bytes())
	pages := strings.Count(text, "\f")
	if pages < 2 {
		t.Fatalf("an 80-line note fits on %d page", pages)
	}
	if n := strings.Count(text, "NOTA DE VENTA N° 000123 (continuación)"); n != pages-1 {
		t.Errorf("continuation line printed %d times on %d pages", n, pages)
	}
	if n := strings.Count(text, "Recibí conforme"); n != 1 {
		t.Errorf("signatures printed %d times", n)
	}
}
