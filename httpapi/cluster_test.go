package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"sgc/cluster"
	"sgc/engine"
	"sgc/engine/store"
	"sgc/internal/loopback"
)

func TestClusterCallsOnASingleMachine(t *testing.T) {
	status, body := shared.call(t, "GET", "/api/cluster/salud", shared.tokens[engine.RoleVendedor], nil)
	if status != http.StatusOK || body["grupo"] != false || body["mayoria"] != true {
		t.Fatalf("salud: %d %v", status, body)
	}
	if status, _ := shared.call(t, "GET", "/api/cluster/estado", shared.tokens[engine.RoleSuper], nil); status != http.StatusNotFound {
		t.Fatalf("estado without a cluster: %d, want 404", status)
	}
	if status, _, _ := shared.do(t, "GET", cluster.CAPath, "", "", nil); status != http.StatusNotFound {
		t.Fatalf("ca without a cluster: %d, want 404", status)
	}
}

func TestClusterCalls(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	ctx := context.Background()
	node, err := cluster.Init(ctx, t.TempDir(), loopback.Addr(t), quiet)
	if err != nil {
		t.Fatal(err)
	}
	defer node.Close()
	api := New(h.eng, nil, quiet)
	api.UseCluster(node)
	hc := *h
	hc.srv = httptest.NewServer(api.Handler())
	defer hc.srv.Close()
	super, seller := h.tokens[engine.RoleSuper], h.tokens[engine.RoleVendedor]

	status, _, pem := hc.do(t, "GET", cluster.CAPath, "", "", nil)
	if status != http.StatusOK || string(pem) != string(node.CACert()) {
		t.Fatalf("ca: %d %.60q", status, pem)
	}
	forged := fmt.Sprintf(`{"nombre":"x-1","cluster_addr":"127.0.0.1:1","csr":"","momento":%d,"mac":"00"}`, time.Now().Unix())
	status, body := hc.call(t, "POST", cluster.JoinPath, "", forged)
	if status != http.StatusUnauthorized || !strings.Contains(body["message"].(string), "Token del grupo incorrecto") {
		t.Fatalf("forged join: %d %v", status, body)
	}
	if status, _ := hc.call(t, "GET", "/api/cluster/estado", seller, nil); status != http.StatusForbidden {
		t.Fatalf("estado as Vendedor: %d, want 403", status)
	}
	status, body = hc.call(t, "GET", "/api/cluster/salud", seller, nil)
	if status != http.StatusOK || body["grupo"] != true || body["mayoria"] != true {
		t.Fatalf("salud: %d %v", status, body)
	}

	// A real member joins through the API.
	joined, err := cluster.Join(ctx, t.TempDir(), hc.srv.URL, node.Token().String(), loopback.Addr(t), quiet)
	if err != nil {
		t.Fatal(err)
	}
	defer joined.Close()
	// The joiner announces itself once promoted: both then show as active.
	deadline := time.Now().Add(20 * time.Second)
	for {
		status, body = hc.call(t, "GET", "/api/cluster/estado", super, nil)
		ms := body["miembros"].([]any)
		if status == http.StatusOK && len(ms) == 2 && ms[0].(map[string]any)["activo"] == true && ms[1].(map[string]any)["activo"] == true {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("estado: %d %v", status, body)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if body["lider"] != node.Name() {
		t.Fatalf("leader %v, want %s", body["lider"], node.Name())
	}
	if status, body := hc.call(t, "DELETE", "/api/cluster/miembros/nadie", super, nil); status != http.StatusNotFound {
		t.Fatalf("removing an unknown member: %d %v", status, body)
	}
	status, body = hc.call(t, "DELETE", "/api/cluster/miembros/"+joined.Name(), super, nil)
	if status != http.StatusConflict || !strings.Contains(body["message"].(string), "sigue respondiendo") {
		t.Fatalf("removing a live member: %d %v", status, body)
	}
}

// TestStoreErrorsAnswered: the store's refusals reach the user as their
// Spanish sentence with a status that says what to do (wait, free space,
// split the operation), never as a 500.
func TestStoreErrorsAnswered(t *testing.T) {
	for _, c := range []struct {
		err    error
		status int
		text   string
	}{
		{store.ErrUnavailable, http.StatusServiceUnavailable, `"El sistema está en modo de solo lectura`},
		{store.ErrFull, http.StatusInsufficientStorage, `"La base de datos del grupo llegó a su tamaño máximo`},
	} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("POST", "/api/ventas", nil)
		writeError(rec, req, quiet, fmt.Errorf("commit: %w", c.err))
		if rec.Code != c.status || !strings.Contains(rec.Body.String(), c.text) {
			t.Errorf("%v: %d %s", c.err, rec.Code, rec.Body)
		}
	}
}
