package engine

import "testing"

// TestSalePagaCon: the cash handed over is kept with the change it leaves,
// for cash only and never under the amount received at the counter; a later
// instalment does not alter the change printed that day.
func TestSalePagaCon(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 10)
	sale := func(actor Actor, edit func(*SaleInput)) (uint64, error) {
		in := skSale(w.b2, skLine(w.p[0], 2, 14550)) // Bs 291,00
		edit(&in)
		return w.e.CreateSale(actor, in)
	}
	refused := []struct {
		name string
		edit func(*SaleInput)
	}{
		{"under the total", func(in *SaleInput) { in.PagaCon = 29099 }},
		{"negative", func(in *SaleInput) { in.PagaCon = -100 }},
		{"not cash", func(in *SaleInput) { in.MetodoPago, in.PagaCon = "Tarjeta", 30000 }},
	}
	for _, c := range refused {
		t.Run(c.name, func(t *testing.T) {
			before := skHash(t, w.e)
			_, err := sale(w.seller, c.edit)
			wantField(t, err, "paga_con")
			if skHash(t, w.e) != before {
				t.Fatal("a refused sale left a trace")
			}
		})
	}

	id, err := sale(w.seller, func(in *SaleInput) { in.PagaCon = 30000 })
	skOK(t, err)
	d, err := w.e.SaleDetail(w.super, id)
	skOK(t, err)
	if d.Venta.PagaCon != 30000 || d.Venta.Cambio != 900 {
		t.Fatalf("paga con %d, cambio %d; want 30000 and 900", d.Venta.PagaCon, d.Venta.Cambio)
	}
	id, err = sale(w.seller, func(in *SaleInput) {})
	skOK(t, err)
	if d, _ = w.e.SaleDetail(w.super, id); d.Venta.PagaCon != 0 || d.Venta.Cambio != 0 {
		t.Fatalf("a sale without Paga con: %+v", d.Venta)
	}

	// Cuotas: the change is counted on a_cuenta, the cash received now.
	id, err = sale(w.admin, func(in *SaleInput) {
		in.TipoPago, in.ACuenta, in.FechaLimite, in.PagaCon = "Cuotas", 10000, "2025-03-20", 20000
	})
	skOK(t, err)
	if d, _ = w.e.SaleDetail(w.super, id); d.Venta.Cambio != 10000 || d.Venta.Saldo != 19100 {
		t.Fatalf("cuotas: %+v", d.Venta)
	}
}
