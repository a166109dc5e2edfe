package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// stock-bajo and caja-empleados, the reports of one moment that the web
// exports, are listed in the help and written without dates, as PDF and Excel.
func TestReportStockBajo(t *testing.T) {
	dir := demoFolder(t)
	out := runOK(t, "", nil, "report", "--help")
	for _, name := range []string{"stock-bajo", "caja-empleados"} {
		if !strings.Contains(out, "\n  "+name+" ") {
			t.Errorf("report --help does not list %s:\n%s", name, out)
		}
	}
	tmp := t.TempDir()
	pdf := filepath.Join(tmp, "bajo.pdf")
	if out := runOK(t, "", nil, "report", "stock-bajo", "--data", dir, "--sucursal", "1", "--salida", pdf); out != "Reporte guardado en "+pdf+"\n" {
		t.Fatalf("printed %q", out)
	}
	raw, err := os.ReadFile(pdf)
	if err != nil || !bytes.HasPrefix(raw, []byte("%PDF-")) {
		t.Fatalf("pdf: %v", err)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		// The demo's Casa Matriz has two products at or under their minimum.
		for _, want := range []string{"PRODUCTOS CON STOCK BAJO", "Casa Matriz", "Grifo de cocina cromado", "Llave de paso"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("the PDF lacks %q:\n%s", want, text)
			}
		}
	}
	xlsx := filepath.Join(tmp, "bajo.xlsx")
	runOK(t, "", nil, "report", "stock-bajo", "--data", dir, "--formato", "xlsx", "--salida", xlsx)
	f, err := excelize.OpenFile(xlsx)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, _ := f.GetRows(f.GetSheetList()[0])
	found := false
	for _, r := range rows {
		found = found || len(r) > 1 && r[1] == "Grifo de cocina cromado"
	}
	if !found {
		t.Errorf("the spreadsheet lacks the low-stock product: %v", rows)
	}
	caja := filepath.Join(tmp, "caja.pdf")
	runOK(t, "", nil, "report", "caja-empleados", "--data", dir, "--salida", caja)
	if raw, err := os.ReadFile(caja); err != nil || !bytes.HasPrefix(raw, []byte("%PDF-")) {
		t.Fatalf("caja-empleados pdf: %v", err)
	}
	if r := run(t.Context(), "", nil, "report", "stock-bajo", "--data", dir, "--formato", "odt"); r.err == nil {
		t.Error("an unknown format is accepted")
	}
}
