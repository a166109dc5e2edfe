package httpapi

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"sgc/engine"
)

// The papers of a Cuotas sale prove the debt: the note and the ticket print
// the Fecha límite and the instalments; after a cobro its receipt prints what
// was received and what is still owed, and an earlier cobro can be reprinted.
func TestCuotasPapersAndCobroReceipt(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	p := w.products
	w.load(t, 1, p[0], 10)
	super := w.token(engine.RoleSuper)
	sale := opsSale(1, opsLine(p[0], 4, 100))
	sale["tipo_pago"], sale["a_cuenta"], sale["fecha_limite"] = "Cuotas", 100, "2025-04-30"
	id := w.sell(t, super, sale)

	for _, path := range []string{"/api/ventas/generar-pdf/%d", "/api/ventas/generar-ticket/%d"} {
		text := w.opsPDF(t, "GET", fmt.Sprintf(path, id), super, nil)
		opsWantText(t, text, "Fecha límite", "30/04/2025", "Pagado", "04/03/2025", "Pendiente", "300,00")
	}
	text := w.opsPDF(t, "GET", fmt.Sprintf("/api/cobros/%d/recibo", id), super, nil)
	opsWantText(t, text, "Cobrado:", "Bs 100,00", "Saldo:", "Bs 300,00")

	w.clock.add(2 * time.Hour)
	status, body := w.call(t, "POST", "/api/cobros", super, map[string]any{"venta_id": id, "monto": "120", "metodo_pago": "Transferencia", "numero_documento": "5581"})
	opsStatus(t, "cobro", status, body, http.StatusCreated)
	text = w.opsPDF(t, "GET", fmt.Sprintf("/api/cobros/%d/recibo", id), super, nil)
	opsWantText(t, text, "RECIBO DE COBRO", "Hora: 12:00", "Cobrado:", "Bs 120,00", "Pagado a la fecha:", "Bs 220,00", "Saldo:", "Bs 180,00",
		"SON: CIENTO VEINTE 00/100 BOLIVIANOS", "Pago: Transferencia - 5581", "Pendiente, vence 30/04/2025")

	// The a cuenta's own receipt, asked for by its instalment.
	_, body = w.getJSON(t, fmt.Sprintf("/api/cobros/%d", id), super)
	first := opsList(t, body, "pagos")[0].(map[string]any)
	text = w.opsPDF(t, "GET", fmt.Sprintf("/api/cobros/%d/recibo?pago=%v", id, first["id"]), super, nil)
	opsWantText(t, text, "Cobrado:", "Bs 100,00", "Bs 180,00")

	status, body = w.getJSON(t, fmt.Sprintf("/api/cobros/%d/recibo", id), w.token(engine.RoleVendedor))
	opsStatus(t, "a Vendedor's receipt", status, body, http.StatusForbidden)
	contado := w.sell(t, super, opsSale(1, opsLine(p[0], 1, 100)))
	status, body = w.getJSON(t, fmt.Sprintf("/api/cobros/%d/recibo", contado), super)
	opsStatus(t, "receipt of a Contado sale", status, body, http.StatusNotFound)
}
