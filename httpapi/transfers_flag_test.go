package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// TestInterBranchFollowsUserFlag: the list, accept and reject of TRASPASOS
// ENTRE SUCURSALES answer 403 to an Inventario and a Vendedor whose own
// Traspasos box is off, although their branch has transfers enabled, and
// work once Super ticks the box on their user.
func TestInterBranchFollowsUserFlag(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p, norte := w.products[0], w.branch
	w.load(t, 1, p, 20)
	super, resp := w.token(engine.RoleSuper), w.token(engine.RoleResponsable)
	status, body := w.call(t, "POST", "/api/sucursales/traspasos/update", super, map[string]any{"sucursales": []uint64{1, norte}})
	if status != http.StatusOK && status != http.StatusCreated {
		t.Fatalf("enable transfers: %d %v", status, body)
	}
	request := func() string {
		t.Helper()
		status, body := w.call(t, "POST", "/api/traspasos/solicitud_traspaso", resp, map[string]any{"sucursal_destino": norte, "sucursal": 1,
			"motivo": "Pedido", "descripcion": "", "productos": []any{map[string]any{"id": p, "cantidad": 1}}})
		if status != http.StatusCreated {
			t.Fatalf("request: %d %v", status, body)
		}
		return fmt.Sprintf("/api/traspasos/respuesta_traspaso/%d", uint64(body["id"].(float64)))
	}
	list := "/api/traspasos_sucursales?fecha_desde=2025-03-04&fecha_hasta=2025-03-04&tipoSolicitud=recibidas"
	for _, c := range []struct{ usuario, rol string }{{"inventario_norte", engine.RoleInventario}, {"vendedor_norte", engine.RoleVendedor}} {
		accept, reject := request(), request()
		stock, _ := w.eng.Stock(norte, p)
		token := w.login(t, c.usuario)
		status, body := w.getJSON(t, list, token)
		opsStatus(t, c.usuario+" lists without the flag", status, body, http.StatusForbidden)
		status, body = w.call(t, "PUT", accept, token, map[string]any{"respuesta": "Aceptado"})
		opsStatus(t, c.usuario+" accepts without the flag", status, body, http.StatusForbidden)
		status, body = w.call(t, "PUT", reject, token, map[string]any{"respuesta": "Rechazado"})
		opsStatus(t, c.usuario+" rejects without the flag", status, body, http.StatusForbidden)
		if n, _ := w.eng.Stock(norte, p); n != stock {
			t.Fatalf("a refused answer moved stock: %d", n)
		}

		// Super ticks Traspasos on the user form.
		u, err := w.eng.UserByName(c.usuario)
		if err != nil {
			t.Fatal(err)
		}
		edit := map[string]any{"nombres": u.Nombres, "apellidos": u.Apellidos, "usuario": c.usuario, "rol[]": []string{c.rol},
			"sucursal_id": norte, "is_activa_traspasos": true, "_method": "PUT"}
		if status, body := w.call(t, "POST", fmt.Sprintf("/api/usuarios/%d", u.ID), super, edit); status != http.StatusCreated {
			t.Fatalf("tick the flag: %d %v", status, body)
		}
		token = w.login(t, c.usuario)
		status, body = w.getJSON(t, list, token)
		opsStatus(t, c.usuario+" lists with the flag", status, body, http.StatusOK)
		status, body = w.call(t, "PUT", accept, token, map[string]any{"respuesta": "Aceptado"})
		opsStatus(t, c.usuario+" accepts with the flag", status, body, http.StatusCreated)
		status, body = w.call(t, "PUT", reject, token, map[string]any{"respuesta": "Rechazado"})
		opsStatus(t, c.usuario+" rejects with the flag", status, body, http.StatusCreated)
	}
	if n, _ := w.eng.Stock(norte, p); n != 2 {
		t.Errorf("two accepted requests of one unit: stock %d", n)
	}
}

// login signs usuario of the ops world in and answers a fresh token.
func (w *opsWorld) login(t *testing.T, usuario string) string {
	t.Helper()
	token, _, err := w.eng.Login(usuario, testPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	return token
}
