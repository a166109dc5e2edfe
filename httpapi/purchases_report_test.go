package httpapi

import (
	"net/http"
	"testing"

	"sgc/engine"
)

// TestPurchasesListPDF prints the COMPRAS list of the day with its totals.
func TestPurchasesListPDF(t *testing.T) {
	t.Parallel()
	w := newOpsWorld(t)
	super := w.token(engine.RoleSuper)
	if status, body := w.call(t, "POST", "/api/compras", super, w.opsPurchase(20, 45.5, w.products[0])); status != http.StatusCreated {
		t.Fatalf("purchase: %d %v", status, body)
	}
	text := w.opsPDF(t, "GET", "/api/compras/reporte-pdf?sucursal_id=1", super, nil)
	opsWantText(t, text, "REPORTE DE COMPRAS", "Casa Matriz", "910,00", "TOTAL")
}
