package httpapi

import (
	"net/http"
	"testing"

	"sgc/engine"
)

// The spec's four reads of a branch's products: the path forms answer the
// pickers' lists, the query forms (productosTotal, productos-stock) the same
// rows by sucursal_id; all of them keep to the actor's branches and hide cost.
func TestBranchProductLists(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 12)
	w.load(t, 1, p[1], 3)
	w.load(t, w.branch, p[2], 7)

	codes := func(rows []any) (out []string) {
		for _, r := range rows {
			out = append(out, r.(map[string]any)["codigo"].(string))
		}
		return out
	}
	cases := []struct {
		path  string
		codes []string
	}{
		{"/api/productosTotal?sucursal_id=1", []string{"HER-001", "HER-002", "HER-003"}},
		{"/api/productos-stock?sucursal_id=1", []string{"HER-001", "HER-002"}},
		{"/api/productos_inventario/1", []string{"HER-001", "HER-002"}},
	}
	for _, c := range cases {
		status, body := w.getJSON(t, c.path, w.token(engine.RoleSuper))
		got := codes(opsList(t, body, "data"))
		if status != http.StatusOK || len(got) != len(c.codes) {
			t.Fatalf("%s: %d %v", c.path, status, body)
		}
		for i := range got {
			if got[i] != c.codes[i] {
				t.Errorf("%s: codes %v, want %v", c.path, got, c.codes)
			}
		}
		if row := opsList(t, body, "data")[0].(map[string]any); row["costo_unitario"] != 50.0 || row["cantidad"] != 12.0 || row["precio"] != 100.0 {
			t.Errorf("%s: Super's first row %v", c.path, row)
		}
	}

	// Without sucursal_id the session's branch is read: Sucursal Norte for its Vendedor.
	status, body := w.getJSON(t, "/api/productos-stock", w.sellerNorte)
	if got := codes(opsList(t, body, "data")); status != http.StatusOK || len(got) != 1 || got[0] != "HER-003" {
		t.Fatalf("own branch: %d %v", status, body)
	}
	opsNoCost(t, "productos-stock", body)
	status, body = w.getJSON(t, "/api/productosTotal", w.sellerNorte)
	if status != http.StatusOK || len(opsList(t, body, "data")) != 3 {
		t.Fatalf("productosTotal own branch: %d %v", status, body)
	}
	opsNoCost(t, "productosTotal", body)
	for _, path := range []string{"/api/productosTotal?sucursal_id=1", "/api/productos-stock?sucursal_id=1"} {
		status, body = w.getJSON(t, path, w.sellerNorte)
		opsStatus(t, path+" of another branch", status, body, http.StatusForbidden)
		status, body = w.getJSON(t, path, "")
		opsStatus(t, path+" without a token", status, body, http.StatusUnauthorized)
	}
	status, body = w.getJSON(t, "/api/productos-stock?sucursal_id=abc", w.token(engine.RoleSuper))
	opsStatus(t, "a malformed sucursal_id", status, body, http.StatusBadRequest)
}
