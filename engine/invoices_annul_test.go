package engine

import (
	"strings"
	"testing"

	"sgc/siat"
)

// TestVoidSaleAsksTheInvoiceMotivo: voiding an invoiced sale annuls its
// factura with the motivo the caller chose, refuses one out of the synced
// catalogue with the message of the invoice's own annulment (and leaves
// the sale valid), and without one uses the configured motivo.
func TestVoidSaleAsksTheInvoiceMotivo(t *testing.T) {
	w := siatSetup(t)
	chosen, fallback := w.sell(t, 1), w.sell(t, 1)
	w.pass(t)

	err := w.e.VoidSaleWith(w.super, chosen.VentaID, SaleVoid{Motivo: "cliente devolvió", CodigoMotivo: 99})
	wantField(t, err, "codigo_motivo")
	if msg := err.(*Error).Fields["codigo_motivo"][0]; !strings.Contains(msg, "catálogo del SIN") {
		t.Fatalf("message: %q", msg)
	}
	if d, err := w.e.SaleDetail(w.super, chosen.VentaID); err != nil || d.Venta.Estado != SaleValid {
		t.Fatalf("the refused void changed the sale: %v %v", err, d.Venta.Estado)
	}

	skOK(t, w.e.VoidSaleWith(w.super, chosen.VentaID, SaleVoid{Motivo: "datos mal escritos", CodigoMotivo: 3}))
	skOK(t, w.e.VoidSale(w.super, fallback.VentaID, "cliente desistió"))
	w.pass(t)
	if got := w.wantState(t, chosen.ID, InvoiceAnnulled); got.Motivo != 3 {
		t.Fatalf("chosen motivo: %d", got.Motivo)
	}
	if got := w.wantState(t, fallback.ID, InvoiceAnnulled); got.Motivo != 1 {
		t.Fatalf("configured motivo: %d", got.Motivo)
	}
	w.wantSIN(t, w.invoice(t, chosen.ID), siat.EstadoAnulacionConfirmada)
}
