package httpapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestServerTextsSpelling keeps the earlier system's mistakes out of the
// server's messages and money written by hand out of its texts: amounts go
// through the one es-BO formatter (engine/esbo), never "Bs " + a dotted
// number.
func TestServerTextsSpelling(t *testing.T) {
	mistakes := []string{"Pago guardada", "Catalogo guardada", "Catalogo anulada", "Devolucion guardada",
		"traspaso guardado", "REVICE", "Encargado de Almacen pueden", "Encargado de Almacen de", `"Bs "+`, `"Bs " +`, `Bs "+`}
	var files []string
	for _, dir := range []string{".", "../engine", "../cli"} {
		matches, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, matches...)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mistakes {
			if strings.Contains(string(raw), m) {
				t.Errorf("%s contains %q", f, m)
			}
		}
	}
}
