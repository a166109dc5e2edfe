package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sgc/engine"
	"sgc/siat/sintest"
)

// TestSiatConfigurationKeepsTheToken: only Super reads and writes the
// configuration, the token goes to a 0600 file and no answer carries it,
// and invoicing off leaves a sale with "factura" refused, not half made.
func TestSiatConfigurationKeepsTheToken(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor, engine.RoleAdmin)
	super, seller, admin := h.tokens[engine.RoleSuper], h.tokens[engine.RoleVendedor], h.tokens[engine.RoleAdmin]
	const token = "eyJhbGciOiJIUzUxMiJ9.token-delegado-secreto"
	cfg := map[string]any{"activo": true, "nit": 1003579028, "razon_social": "COMERCIAL NORTE S.R.L.", "municipio": "La Paz",
		"codigo_sistema": "7C3B1A2D9E", "actividad_economica": "461021", "token": token,
		"sucursales": []any{map[string]any{"sucursal_id": 1, "codigo_sucursal": 0, "punto_venta": 0, "factura_por_defecto": true}}}
	for _, tok := range []string{seller, admin} {
		if status, _ := h.call(t, "PUT", "/api/siat/configuracion", tok, cfg); status != http.StatusForbidden {
			t.Fatalf("PUT by a role other than Super: %d", status)
		}
	}
	if status, body := h.call(t, "PUT", "/api/siat/configuracion", super, map[string]any{"activo": true}); status != http.StatusUnprocessableEntity ||
		!strings.Contains(body["errors"].(map[string]any)["token"].([]any)[0].(string), "token") {
		t.Fatalf("active without data: %d %v", status, body)
	}
	if status, body := h.call(t, "PUT", "/api/siat/configuracion", super, cfg); status != http.StatusOK {
		t.Fatalf("PUT: %d %v", status, body)
	}
	status, _, raw := h.do(t, "GET", "/api/siat/configuracion", super, "", nil)
	if status != http.StatusOK || strings.Contains(string(raw), "secreto") || !strings.Contains(string(raw), `"token_guardado":true`) {
		t.Fatalf("GET: %d %s", status, raw)
	}
	info, err := os.Stat(filepath.Join(h.eng.Dir(), engine.SiatTokenFile))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("token file: %v %v", err, info)
	}
	// Saving again without a token keeps the stored one.
	delete(cfg, "token")
	if status, body := h.call(t, "PUT", "/api/siat/configuracion", super, cfg); status != http.StatusOK {
		t.Fatalf("PUT without token: %d %v", status, body)
	}
	if got, _ := os.ReadFile(filepath.Join(h.eng.Dir(), engine.SiatTokenFile)); string(got) != token {
		t.Fatal("the stored token changed")
	}
	status, body := h.call(t, "GET", "/api/siat/estado", seller, nil)
	if status != http.StatusOK || body["activo"] != true || body["factura"] != true || body["factura_por_defecto"] != true {
		t.Fatalf("estado for the seller's branch (casa matriz): %d %v", status, body)
	}
	if status, _ := h.call(t, "GET", "/api/facturas", seller, nil); status != http.StatusForbidden {
		t.Fatalf("GET /api/facturas by Vendedor: %d", status)
	}
}

// TestSiatNITCheck: the counter's NIT check answers the SIN double's
// verdict, null with the reason while it cannot ask (no codes yet, the SIN
// out of reach), and only to the roles that sell.
func TestSiatNITCheck(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor, engine.RoleInventario)
	sin := sintest.New(sintest.Config{NIT: 1003579028, CodigoSistema: "SGC-TEST", Token: "token-de-prueba", Ambiente: 2,
		Modalidad: 2, Now: h.clock.now, NITs: map[int64]bool{1020703023: true, 3333333: false}})
	sinSrv := httptest.NewServer(sin)
	defer sinSrv.Close()
	if err := h.eng.SaveSiatConfiguration(engine.Actor{UserID: h.users[engine.RoleSuper], Usuario: "admin", Roles: []string{engine.RoleSuper}},
		engine.SiatConfigInput{Token: "token-de-prueba", SiatConfig: engine.SiatConfig{Activo: true, NIT: 1003579028,
			RazonSocial: "COMERCIAL NORTE S.R.L.", Municipio: "La Paz", CodigoSistema: "SGC-TEST", ActividadEconomica: "461021",
			Sucursales: []engine.SiatBranch{{SucursalID: h.branch}}}}); err != nil {
		t.Fatal(err)
	}
	worker := h.eng.NewSiatWorker(engine.SiatOptions{BaseURL: sinSrv.URL + "/v2", Timeout: 3 * time.Second})
	s := New(h.eng, nil, quiet)
	s.UseSiat(worker)
	h.srv = httptest.NewServer(s.Handler())
	defer h.srv.Close()
	seller := h.tokens[engine.RoleVendedor]
	check := func(nit string, valido any, mensaje string) {
		t.Helper()
		status, body := h.call(t, "GET", "/api/siat/nit?nit="+nit, seller, nil)
		if status != http.StatusOK || body["valido"] != valido || !strings.Contains(body["mensaje"].(string), mensaje) {
			t.Fatalf("NIT %s: %d %v, want valido %v %q", nit, status, body, valido, mensaje)
		}
	}
	check("1020703023", nil, "aún no se obtuvieron los códigos")
	if err := worker.Pass(context.Background()); err != nil {
		t.Fatal(err)
	}
	check("1020703023", true, "NIT ACTIVO")
	check("3333333", false, "NIT INACTIVO")
	check("77", false, "NIT INEXISTENTE")
	if status, _ := h.call(t, "GET", "/api/siat/nit?nit=12a", seller, nil); status != http.StatusUnprocessableEntity {
		t.Fatalf("a NIT that is not a number: %d", status)
	}
	if status, _ := h.call(t, "GET", "/api/siat/nit?nit=1020703023", h.tokens[engine.RoleInventario], nil); status != http.StatusForbidden {
		t.Fatalf("Inventario: %d", status)
	}
	sinSrv.Close()
	check("1020703023", nil, "sin conexión con el SIN")
}
