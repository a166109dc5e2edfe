package cli

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
	"sgc/engine/store"

	"sgc/engine"
)

// demoFolder is a data folder holding the demo business (a year of sales).
func demoFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	e, err := engine.Open(dir, engine.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Bootstrap("clave-demo-123"); err != nil {
		t.Fatal(err)
	}
	if err := e.LoadDemo(); err != nil {
		t.Fatal(err)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestReportCommandWritesTheDocuments(t *testing.T) {
	dir := demoFolder(t)
	out := runOK(t, "", nil, "report", "--help")
	for _, name := range []string{"utilidades", "ventas-productos", "ventas-generales", "ventas-empleados", "compras-productos", "ventas-totales", "anulaciones"} {
		if !strings.Contains(out, "\n  "+name+" ") {
			t.Errorf("report --help does not list %s:\n%s", name, out)
		}
	}
	today := engine.BusinessDate(time.Now())
	from := engine.BusinessDate(time.Now().AddDate(0, -1, 0))
	xlsx := filepath.Join(t.TempDir(), "generales.xlsx")
	out = runOK(t, "", nil, "report", "ventas-generales", "--data", dir, "--desde", from, "--hasta", today, "--sucursal", "todos",
		"--formato", "xlsx", "--salida", xlsx)
	if out != "Reporte guardado en "+xlsx+"\n" {
		t.Fatalf("printed %q", out)
	}
	f, err := excelize.OpenFile(xlsx)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if sheets := f.GetSheetList(); len(sheets) != 4 || sheets[0] != "Casa Matriz" {
		t.Fatalf("one sheet per branch, got %v", sheets)
	}
	if rows, _ := f.GetRows("Casa Matriz"); len(rows) < 10 || rows[0][0] != "REPORTE GENERAL DE VENTAS" {
		t.Fatalf("Casa Matriz: %d rows", len(rows))
	}
	// Without --salida the file takes the report's name, range and branch.
	wd, _ := os.Getwd()
	t.Cleanup(func() { os.Chdir(wd) })
	if err := os.Chdir(t.TempDir()); err != nil {
		t.Fatal(err)
	}
	runOK(t, "", nil, "report", "utilidades", "--data", dir, "--desde", from, "--hasta", today, "--sucursal", "1", "--formato", "pdf")
	raw, err := os.ReadFile("reporte-utilidades_" + from + "_" + today + "_Casa-Matriz.pdf")
	if err != nil || !bytes.HasPrefix(raw, []byte("%PDF-")) {
		t.Fatalf("pdf: %v", err)
	}
	r := run(context.Background(), "", nil, "report", "ventas-totales", "--data", dir, "--desde", today, "--hasta", "2999-01-01", "--formato", "pdf")
	if r.err == nil || !strings.Contains(r.err.Error(), "fecha_fin") {
		t.Fatalf("a date after today: %v", r.err)
	}
}

func TestVerifyReportsTamperedFigures(t *testing.T) {
	dir := demoFolder(t)
	if out := runOK(t, "", nil, "verify", "--data", dir); !strings.HasPrefix(out, "Cifras diarias correctas") {
		t.Fatalf("healthy store: %q", out)
	}
	e := openData(t, dir)
	var voidBranch []byte
	if err := e.Store().Update(func(tx store.Tx) error {
		b := tx.Bucket([]byte("agg_ventas"))
		k, v := b.Cursor().First()
		v = append([]byte(nil), v...)
		v[15]++ // one more centavo of gross sales
		if err := b.Put(append([]byte(nil), k...), v); err != nil {
			return err
		}
		// and one void of the demo drops out of the voids index.
		voids := tx.Bucket([]byte("anulaciones_por_fecha"))
		k, _ = voids.Cursor().First()
		if k == nil {
			return errors.New("the demo has no voids")
		}
		voidBranch = append([]byte(nil), k[:8]...)
		return voids.Delete(append([]byte(nil), k...))
	}); err != nil {
		t.Fatal(err)
	}
	e.Close()
	r := run(context.Background(), "", nil, "verify", "--data", dir)
	out := r.stdout.String()
	voidLine := fmt.Sprintf("anulaciones_por_fecha, sucursal %d, ", binary.BigEndian.Uint64(voidBranch))
	if code, ok := r.err.(exitCode); !ok || code != 1 || !strings.Contains(out, "agg_ventas, sucursal 1") ||
		!strings.Contains(out, voidLine) || !strings.Contains(out, ": guardado no hay, calculado presente") ||
		!strings.Contains(out, "2 diferencia(s) encontradas.") {
		t.Fatalf("tampered store: %v\n%s", r.err, out)
	}
}
