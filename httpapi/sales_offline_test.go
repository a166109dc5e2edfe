package httpapi

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"sgc/engine"
)

// TestOfflineSaleThroughTheAPI sends a sale from a device's outbox as the
// counter does: POST /api/ventas marked sin_conexion with its key. Over the
// stock left it lands with the adjustment, a second send of the outbox
// answers the first answer, the Responsable's review lists it and a seller
// may not; without a key the sale is refused on sin_conexion.
func TestOfflineSaleThroughTheAPI(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 2)
	seller := w.token(engine.RoleVendedor)
	sale := opsSale(1, opsLine(w.products[0], 3, 100))
	made := w.eng.Now().Add(-2 * time.Hour).Format(time.RFC3339)
	sale["sin_conexion"] = map[string]any{"dispositivo": "D3", "numero_provisional": 7, "fecha": made}
	raw, _ := json.Marshal(sale)
	send := func(key string) (int, http.Header, map[string]any) {
		status, hdr, body := w.do(t, "POST", "/api/ventas", seller, "application/json", bytes.NewReader(raw), idemHeader, key)
		return status, hdr, decodeAnswer(t, "venta sin conexión", hdr, body)
	}
	status, _, first := send("d3-7")
	if status != http.StatusCreated {
		t.Fatalf("offline sale: %d %v", status, first)
	}
	status, hdr, second := send("d3-7")
	if status != http.StatusCreated || hdr.Get(replayedHeader) != "true" || second["venta_id"] != first["venta_id"] {
		t.Fatalf("second send: %d %v %v", status, hdr, second)
	}
	if n, _ := w.eng.Stock(1, w.products[0]); n != 0 {
		t.Fatalf("stock %d", n)
	}
	status, list := w.getJSON(t, "/api/ventas/sin-conexion?sucursal_id=1&fecha_desde="+made[:10], w.token(engine.RoleResponsable))
	rows, _ := list["data"].([]any)
	if status != http.StatusOK || len(rows) != 1 {
		t.Fatalf("review: %d %v", status, list)
	}
	row := rows[0].(map[string]any)
	ajustes, _ := row["ajustes"].([]any)
	if row["provisional"] != "D3-0007" || row["fecha_venta"] != made || len(ajustes) != 1 ||
		ajustes[0].(map[string]any)["faltante"] != 1.0 {
		t.Fatalf("review row %v", row)
	}
	if status, _ := w.getJSON(t, "/api/ventas/sin-conexion?sucursal_id=1", seller); status != http.StatusForbidden {
		t.Fatalf("a seller reviewed: %d", status)
	}
	status, body := w.call(t, "POST", "/api/ventas", seller, sale)
	wantFields(t, status, body, "sin_conexion")
}
