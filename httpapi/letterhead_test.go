package httpapi

import (
	"fmt"
	"testing"

	"sgc/engine"
)

// TestBranchDocumentsPrintTheBranchAddress: every document of a branch (its
// sale note, its inventory report) prints that branch's address; a document
// of no branch (a master-data list) prints the head office's.
func TestBranchDocumentsPrintTheBranchAddress(t *testing.T) {
	w := newOpsWorld(t)
	super := w.token(engine.RoleSuper)
	w.load(t, w.sur, w.products[0], 5)
	id := w.sell(t, super, opsSale(w.sur, opsLine(w.products[0], 1, 100)))

	note := w.opsPDF(t, "GET", fmt.Sprintf("/api/ventas/generar-pdf/%d", id), super, nil)
	opsWantText(t, note, "Sucursal Sur", "Av. Sur 5")
	report := w.opsPDF(t, "POST", "/api/inventario/reporte-inventario", super, map[string]any{"sucursal": fmt.Sprint(w.sur)})
	opsWantText(t, report, "Sucursal Sur", "Av. Sur 5")
	list := w.opsPDF(t, "GET", "/api/clientes/reporte-pdf", super, nil)
	opsNoText(t, list, "Av. Sur 5")
}
