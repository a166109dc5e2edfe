package httpapi

import (
	"bytes"
	"fmt"
	"net/http"
	"regexp"
	"testing"

	"sgc/engine"
)

// The sale note prints on the office paper asked for: Carta (US Letter) by
// default, Oficio at Bolivia's 216 × 330 mm; any other paper is a 422.
func TestSaleNotePaper(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	seller := w.token(engine.RoleVendedor)
	id := w.sell(t, seller, opsSale(1, opsLine(w.products[0], 1, 100)))
	media := regexp.MustCompile(`/MediaBox \[0 0 ([0-9.]+ [0-9.]+)\]`)
	for _, c := range []struct{ query, size string }{
		{"", "612.00 792.00"},
		{"?papel=carta", "612.00 792.00"},
		{"?papel=Oficio", "612.28 935.43"},
	} {
		status, hdr, raw := w.do(t, "GET", fmt.Sprintf("/api/ventas/generar-pdf/%d%s", id, c.query), seller, "", nil)
		if status != http.StatusOK || hdr.Get("Content-Type") != "application/pdf" {
			t.Fatalf("%q: %d %s", c.query, status, raw)
		}
		if m := media.FindSubmatch(raw); m == nil || !bytes.Equal(m[1], []byte(c.size)) {
			t.Errorf("%q: MediaBox %q, want %s", c.query, m, c.size)
		}
	}
	status, _, raw := w.do(t, "GET", fmt.Sprintf("/api/ventas/generar-pdf/%d?papel=legal", id), seller, "", nil)
	if status != http.StatusUnprocessableEntity || !bytes.Contains(raw, []byte("El papel debe ser Carta u Oficio.")) {
		t.Errorf("unknown paper: %d %s", status, raw)
	}
}
