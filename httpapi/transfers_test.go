package httpapi

import (
	"fmt"
	"net/http"
	"testing"

	"sgc/engine"
)

// transferDraft is a direct transfer of product as the nuevo-traspaso screen sends it.
func transferDraft(from, to, product uint64, qty int, prices ...float64) map[string]any {
	line := map[string]any{"id": product, "cantidad": qty}
	for i, p := range prices {
		line[[]string{"precio_destino", "precio2_destino", "precio3_destino"}[i]] = p
	}
	return map[string]any{"sucursal_origen": from, "sucursal_destino": to, "motivo": "Reposición", "descripcion": "",
		"productos": []any{line}}
}

func TestTransfersAPI(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	norte := w.branch
	w.load(t, 1, p[0], 20)
	w.load(t, 1, p[1], 20)
	super, admin, resp := w.token(engine.RoleSuper), w.token(engine.RoleAdmin), w.token(engine.RoleResponsable)

	// Validation: the spec's field names and texts; nothing written.
	before := w.snapshot(t)
	status, body := w.call(t, "POST", "/api/traspasos", super, transferDraft(1, norte, p[0], 21))
	wantFields(t, status, body, "productos.0.cantidad")
	if msg := body["errors"].(map[string]any)["productos.0.cantidad"].([]any)[0]; msg != "La cantidad supera el stock disponible en la sucursal de origen." {
		t.Errorf("stock message %q", msg)
	}
	d := transferDraft(1, 1, p[0], 1)
	d["motivo"] = ""
	status, body = w.call(t, "POST", "/api/traspasos", super, d)
	wantFields(t, status, body, "motivo", "sucursal_destino")
	status, body = w.call(t, "POST", "/api/traspasos", w.sellerNorte, transferDraft(norte, 1, p[0], 1))
	opsStatus(t, "Vendedor transfers", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/traspasos", resp, transferDraft(w.sur, norte, p[0], 1))
	opsStatus(t, "Responsable sends from another branch", status, body, http.StatusForbidden)
	wantSame(t, w.harness, before)

	// The form's prices, then the transfer with new destination prices.
	status, body = w.getJSON(t, fmt.Sprintf("/api/precios_sucursal/1/%d", norte), super)
	rows := opsList(t, body, "data")
	if status != http.StatusOK || len(rows) != 2 {
		t.Fatalf("precios_sucursal: %d %v", status, body)
	}
	row := rows[0].(map[string]any)
	for k, want := range map[string]any{"cantidad_disponible_origen": 20.0, "precio_origen": 100.0, "precio2_destino": 90.0, "costo": 50.0} {
		if row[k] != want {
			t.Errorf("precios_sucursal %s = %v, want %v", k, row[k], want)
		}
	}
	_, body = w.getJSON(t, fmt.Sprintf("/api/precios_sucursal/1/%d", norte), resp)
	opsNoCost(t, "precios_sucursal for a Responsable", body)
	status, body = w.getJSON(t, fmt.Sprintf("/api/precios_sucursal/%d/1", w.sur), resp)
	opsStatus(t, "Responsable reads another origin", status, body, http.StatusForbidden)

	status, body = w.call(t, "POST", "/api/traspasos", super, transferDraft(1, norte, p[0], 5, 125.5, 110))
	if status != http.StatusCreated || body["message"] != "Traspaso guardado con éxito" {
		t.Fatalf("transfer: %d %v", status, body)
	}
	id := uint64(body["id"].(float64))
	if a, _ := w.eng.Stock(1, p[0]); a != 15 {
		t.Errorf("origin stock %d", a)
	}
	if prices, _ := w.eng.BranchPrices(norte, p[0]); prices[0] != 12550 || prices[1] != 11000 || prices[2] != 8000 {
		t.Errorf("destination prices %v", prices)
	}
	status, body = w.getJSON(t, fmt.Sprintf("/api/traspasos/%d", id), w.sellerNorte)
	if status != http.StatusOK || body["traspaso"].(map[string]any)["sucursal_destino"] != "Sucursal Norte" || len(opsList(t, body, "detalles")) != 1 {
		t.Fatalf("detail: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/traspasos?fecha_desde=2025-03-04&fecha_hasta=2025-03-04", super)
	if status != http.StatusOK || len(opsList(t, body, "data")) != 1 {
		t.Fatalf("list: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/traspasos?fecha_desde=2025-03-05&fecha_hasta=2025-03-04", super)
	wantFields(t, status, body, "fecha_hasta")

	// The Vendedor of the destination is notified; Inventario never.
	status, body = w.getJSON(t, "/api/notificaciones", w.sellerNorte)
	tr, _ := body["traspaso"].(map[string]any)
	if status != http.StatusOK || tr == nil || tr["event_type"] != "traspaso" || tr["notificacion_id"] == nil || body["anulacion"] != nil {
		t.Fatalf("notifications: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/traspasos-show-traspaso", w.sellerNorte)
	lines := opsList(t, body, "detalles")
	if status != http.StatusOK || len(lines) != 1 || lines[0].(map[string]any)["precio1"] != 125.5 || lines[0].(map[string]any)["cantidad"] != 5.0 {
		t.Fatalf("transfer notification lines: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/notificaciones", w.invNorte)
	opsStatus(t, "Inventario notifications", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/notificaciones/traspasos/leido", w.sellerNorte, nil)
	if status != http.StatusOK || body["message"] != "El traspaso ha sido marcado como leído" {
		t.Fatalf("mark read: %d %v", status, body)
	}
	if _, body = w.getJSON(t, "/api/notificaciones", w.sellerNorte); body["traspaso"] != nil {
		t.Errorf("still unread: %v", body)
	}

	// Tickets and reports.
	opsWantText(t, w.opsPDF(t, "GET", fmt.Sprintf("/api/traspasos/generar-ticket/%d", id), super, nil),
		"TRASPASO", "Sucursal Norte", "Taladro percutor", "Ingreso de Almacén")
	opsWantText(t, w.opsPDF(t, "POST", "/api/traspasos/generar-reporte-almacen", super,
		map[string]any{"fechaDesde": "2025-03-04", "fechaHasta": "2025-03-04", "sucursal": 1}), "TRASPASOS DE ALMACÉN", "Taladro percutor")
	opsWantText(t, w.opsPDF(t, "POST", "/api/traspasos/generar-reporte", super,
		map[string]any{"fechaDesde": "2025-03-04", "fechaHasta": "2025-03-04", "sucursal": norte}), "REPORTE DE TRASPASOS", "Sucursal Norte")

	// Void: reason required, then both stocks return and Super and
	// Administrador get the cancellation.
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/estado/%d?sucursal_id=1", id), admin, map[string]any{"motivo": " "})
	wantFields(t, status, body, "motivo")
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/estado/%d", id), resp, map[string]any{"motivo": "x"})
	opsStatus(t, "Responsable voids", status, body, http.StatusForbidden)
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/estado/%d?sucursal_id=1", id), admin, map[string]any{"motivo": "Error"})
	if status != http.StatusCreated || body["message"] != "Traspaso anulada con éxito" {
		t.Fatalf("void: %d %v", status, body)
	}
	if a, _ := w.eng.Stock(1, p[0]); a != 20 {
		t.Errorf("origin stock after void %d", a)
	}
	status, body = w.getJSON(t, "/api/anulaciones/showDetalle", super)
	if lines := opsList(t, body, "detalles"); status != http.StatusOK || len(lines) != 1 || lines[0].(map[string]any)["motivo"] != "Error" {
		t.Fatalf("cancellation lines: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/estado/%d", id), admin, map[string]any{"motivo": "Error"})
	opsStatus(t, "void twice", status, body, http.StatusConflict)
}

func TestInterBranchAPI(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	norte := w.branch
	w.load(t, 1, p[0], 10)
	w.load(t, 1, p[1], 10)
	super, admin, resp := w.token(engine.RoleSuper), w.token(engine.RoleAdmin), w.token(engine.RoleResponsable)
	list := func(token string, query string) (int, map[string]any) {
		return w.getJSON(t, "/api/traspasos_sucursales?fecha_desde=2025-03-04&fecha_hasta=2025-03-04&"+query, token)
	}

	// The Vendedor of Norte and the Responsable have their own transfer flag,
	// which opens the list to them (TestInterBranchFollowsUserFlag).
	seller, _ := w.eng.UserByName("vendedor_norte")
	for _, id := range []uint64{seller.ID, w.users[engine.RoleResponsable]} {
		u, _ := w.eng.User(id)
		if _, err := w.eng.SaveUser(opsRoot, u.ID, engine.UserInput{Nombres: u.Nombres, Apellidos: u.Apellidos, Usuario: u.Usuario,
			Rol: u.Rol, SucursalID: fmt.Sprint(u.SucursalID), ActivaTraspaso: "1"}); err != nil {
			t.Fatal(err)
		}
	}
	// Branch Norte has transfers off: a request to it is refused.
	request := map[string]any{"sucursal_destino": norte, "sucursal": 1, "motivo": "Pedido", "descripcion": "",
		"productos": []any{map[string]any{"id": p[0], "cantidad": 3}, map[string]any{"id": p[1], "cantidad": 2}}}
	status, body := w.call(t, "POST", "/api/traspasos/solicitud_traspaso", resp, request)
	wantFields(t, status, body, "sucursal_destino")
	status, body = w.call(t, "POST", "/api/sucursales/traspasos/update", admin, map[string]any{"sucursales": []uint64{1, norte}})
	if status != http.StatusOK && status != http.StatusCreated {
		t.Fatalf("enable transfers: %d %v", status, body)
	}

	status, body = w.call(t, "POST", "/api/traspasos/solicitud_traspaso", resp, request)
	if status != http.StatusCreated || body["message"] != "Solicitud de traspaso guardada con éxito" {
		t.Fatalf("request: %d %v", status, body)
	}
	id := uint64(body["id"].(float64))
	if n, _ := w.eng.Stock(norte, p[0]); n != 0 {
		t.Fatal("a request moved stock")
	}
	status, body = list(w.sellerNorte, "tipoSolicitud=recibidas")
	if rows := opsList(t, body, "data"); status != http.StatusOK || len(rows) != 1 || rows[0].(map[string]any)["solicitud_estado"] != "Pendiente" {
		t.Fatalf("recibidas: %d %v", status, body)
	}
	status, body = list(w.sellerNorte, "tipoSolicitud=recibidas&sucursal_id=1")
	opsStatus(t, "Vendedor lists another branch", status, body, http.StatusForbidden)
	status, body = list(resp, "tipoSolicitud=otra")
	wantFields(t, status, body, "tipoSolicitud")
	status, body = list(resp, "tipoSolicitud=enviadas")
	if rows := opsList(t, body, "data"); status != http.StatusOK || len(rows) != 1 {
		t.Fatalf("enviadas: %d %v", status, body)
	}
	status, body = w.getJSON(t, fmt.Sprintf("/api/traspasos/generar-ticket-sucursales/%d", id), super)
	opsStatus(t, "ticket of a pending request", status, body, http.StatusConflict)

	// Only the receiving branch or Super answer; the Administrador works in branch 1.
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/respuesta_traspaso/%d", id), admin, map[string]any{"respuesta": "Aceptado"})
	opsStatus(t, "Administrador of the sender answers", status, body, http.StatusForbidden)
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/respuesta_traspaso/%d", id), w.sellerNorte, map[string]any{"respuesta": "Quizá"})
	wantFields(t, status, body, "respuesta")
	// A line is dropped while pending by the requester's branch.
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/eliminar-producto/%d?producto_id=%d", id, p[1]), resp, nil)
	if status != http.StatusCreated || body["message"] != "Producto eliminado con éxito" {
		t.Fatalf("drop line: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/respuesta_traspaso/%d", id), w.sellerNorte, map[string]any{"respuesta": "Aceptado"})
	if status != http.StatusCreated || body["message"] != "Traspaso actualizado con éxito" {
		t.Fatalf("accept: %d %v", status, body)
	}
	if n, _ := w.eng.Stock(norte, p[0]); n != 3 {
		t.Errorf("accepted: destination stock %d", n)
	}
	if n, _ := w.eng.Stock(norte, p[1]); n != 0 {
		t.Errorf("the dropped line moved: %d", n)
	}
	opsWantText(t, w.opsPDF(t, "GET", fmt.Sprintf("/api/traspasos/generar-ticket-sucursales/%d", id), w.sellerNorte, nil),
		"TRASPASO ENTRE SUCURSALES", "Estado: Aceptada", "Sucursal Norte")
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/traspasos/eliminar-producto/%d?producto_id=%d", id, p[0]), resp, map[string]any{"motivo": "x"})
	opsStatus(t, "Responsable drops a line after acceptance", status, body, http.StatusForbidden)

	// Bulk from the warehouse: Encargado de Almacen yes, Responsable no.
	bulk := map[string]any{"motivo": "Distribución", "productos": []any{map[string]any{"producto_id": p[1],
		"distribucion": []any{map[string]any{"sucursal_id": norte, "cantidad": 4}, map[string]any{"sucursal_id": w.sur, "cantidad": 7}}}}}
	status, body = w.call(t, "POST", "/api/traspasos/masivo", resp, bulk)
	opsStatus(t, "Responsable bulk", status, body, http.StatusForbidden)
	status, body = w.call(t, "POST", "/api/traspasos/masivo", w.token(engine.RoleAlmacen), bulk)
	wantFields(t, status, body, "productos.0.cantidad")
	bulk["productos"].([]any)[0].(map[string]any)["distribucion"].([]any)[1].(map[string]any)["cantidad"] = 6
	status, body = w.call(t, "POST", "/api/traspasos/masivo", w.token(engine.RoleAlmacen), bulk)
	if status != http.StatusCreated || body["message"] != "Traspaso masivo realizado con éxito" || len(opsList(t, body, "traspasos")) != 2 {
		t.Fatalf("bulk: %d %v", status, body)
	}
	status, body = list(w.sellerNorte, "tipoSolicitud=ingresoAlmacen")
	if rows := opsList(t, body, "data"); status != http.StatusOK || len(rows) != 1 {
		t.Fatalf("ingresoAlmacen: %d %v", status, body)
	}
}
