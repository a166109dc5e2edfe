package cli

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const cliCSV = "codigo;producto;unidad;categoria;precio;stock Casa Matriz;costo Casa Matriz\r\n" +
	"0000001893;Martillo Ñandú;Pieza;Herramientas;55,50;10;45,50\r\n"

// exitOf is the exit code a run ended with (0 when it succeeded).
func exitOf(t *testing.T, r result) int {
	t.Helper()
	if r.err == nil {
		return 0
	}
	if ex, ok := r.err.(exitCode); ok {
		return int(ex)
	}
	t.Fatalf("unexpected error: %v\nstderr: %s", r.err, r.stderr)
	return -1
}

// TestImportExitCodes runs sgc import on a data folder (no server), then
// again through a running server: 2 for an unreadable file, 1 for refused
// rows with the errors file written and nothing imported, 0 when applied; the
// export imported back plans every row unchanged.
func TestImportExitCodes(t *testing.T) {
	dir, files := t.TempDir(), t.TempDir()
	runOK(t, "", admin, "user", "list", "--data", dir) // first start: branch, admin
	write := func(name, text string) string {
		p := filepath.Join(files, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ctx := context.Background()
	if r := run(ctx, "", nil, "import", "productos", write("viejo.xls", "\xd0\xcf\x11\xe0"), "--data", dir); exitOf(t, r) != 2 ||
		!strings.Contains(r.stderr.String(), "Guarde el archivo como .xlsx (Excel) o .csv") {
		t.Fatalf(".xls: %v %s", r.err, r.stderr)
	}
	bad := write("malo.csv", strings.Replace(cliCSV, "55,50", "55,505", 1))
	errs := filepath.Join(files, "errores.xlsx")
	r := run(ctx, "", nil, "import", "productos", bad, "--data", dir, "--errores", errs, "--json")
	if exitOf(t, r) != 1 {
		t.Fatalf("refused rows: %v", r.err)
	}
	var pl struct {
		Resumen map[string]int `json:"resumen"`
		Filas   []struct {
			Accion  string `json:"accion"`
			Errores []struct{ Columna, Valor, Mensaje string }
		} `json:"filas"`
	}
	if err := json.Unmarshal([]byte(r.stdout.String()), &pl); err != nil || pl.Resumen["rechazar"] != 1 || pl.Filas[0].Accion != "rechazar" {
		t.Fatalf("--json: %v %s", err, r.stdout)
	}
	if _, err := os.Stat(errs); err != nil {
		t.Fatalf("errors file: %v", err)
	}
	good := write("bueno.csv", cliCSV)
	if r := run(ctx, "", nil, "import", "productos", good, "--data", dir, "--simular"); exitOf(t, r) != 0 ||
		!strings.Contains(r.stdout.String(), "1 crear") {
		t.Fatalf("--simular: %v %s", r.err, r.stdout)
	}
	if r := run(ctx, "", nil, "import", "productos", good, "--data", dir); exitOf(t, r) != 0 || !strings.Contains(r.stderr.String(), "1 creados") {
		t.Fatalf("import: %v %s", r.err, r.stderr)
	}
	if got := runOK(t, "", nil, "kardex", "verify", "--data", dir); !strings.Contains(got, "Kardex correcto") {
		t.Fatalf("kardex verify printed %q", got)
	}
	_, _, stop := startServe(t, dir, admin)
	exported := filepath.Join(files, "productos.xlsx")
	runOK(t, "", nil, "export", "productos", "--data", dir, "--salida", exported)
	out := runOK(t, "", nil, "import", "productos", exported, "--data", dir)
	if !strings.Contains(out, "0 crear, 0 actualizar, 1 sin cambios, 0 rechazar") {
		t.Fatalf("export imported back through the server: %s", out)
	}
	if r := run(ctx, "", nil, "import", "productos", bad, "--data", dir); exitOf(t, r) != 1 {
		t.Fatalf("refused rows through the server: %v", r.err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
}
