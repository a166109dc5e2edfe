package engine

import "testing"

func TestPayInstalments(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0])
	in := skSale(MainBranch, skLine(w.p[0], 3, 10000))
	in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", 0, "2025-04-01"
	id, err := w.e.CreateSale(w.admin, in)
	skOK(t, err)
	d, _ := w.e.SaleDetail(w.super, id)
	pending := d.Pagos[0].ID

	cases := []struct {
		name, field string
		in          PaymentInput
	}{
		{"zero", "monto", PaymentInput{VentaID: ID(id), Monto: 0}},
		{"over the balance", "monto", PaymentInput{VentaID: ID(id), Monto: 30001}},
		{"bad method", "metodo_pago", PaymentInput{VentaID: ID(id), Monto: 100, MetodoPago: "QR"}},
		{"not a pending instalment", "pago_id", PaymentInput{VentaID: ID(id), PagoID: 999, Monto: 100}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := skHash(t, w.e)
			wantField(t, w.e.Pay(w.super, c.in), c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused payment left a trace")
			}
		})
	}
	skCode(t, w.e.Pay(w.admin, PaymentInput{VentaID: ID(id), Monto: 100}), CodeForbidden)

	// A partial payment: 100 paid, 200 still pending on the same instalment.
	skOK(t, w.e.Pay(w.super, PaymentInput{VentaID: ID(id), PagoID: ID(pending), Monto: 10000, MetodoPago: "Transferencia"}))
	d, _ = w.e.SaleDetail(w.super, id)
	if d.Venta.Saldo != 20000 || len(d.Pagos) != 2 || d.Pagos[0].Monto != 20000 || d.Pagos[0].Cancelado || !d.Pagos[1].Cancelado || d.Pagos[1].Monto != 10000 {
		t.Fatalf("after a partial payment: %+v %+v", d.Venta, d.Pagos)
	}
	// The rest: the instalment itself becomes paid.
	skOK(t, w.e.Pay(w.super, PaymentInput{VentaID: ID(id), Monto: 20000}))
	d, _ = w.e.SaleDetail(w.super, id)
	if d.Venta.Saldo != 0 || !d.Pagos[0].Cancelado || skCash(t, w.e, DocVenta, id) != 30000 {
		t.Fatalf("after paying it all: %+v", d.Pagos)
	}
	wantField(t, w.e.Pay(w.super, PaymentInput{VentaID: ID(id), Monto: 1}), "monto")

	// A payable: paying a purchase takes money out of the cash.
	p := PurchaseInput{Proveedor: ID(w.supplier), Total: 4000, TipoPago: "Cuotas", FechaLimite: "2025-04-01",
		Productos: []PurchaseLineInput{{ID: ID(w.p[1]), Cantidad: 1, Costo: 4000}}}
	pid, err := w.e.CreatePurchase(w.super, p)
	skOK(t, err)
	skOK(t, w.e.Pay(w.super, PaymentInput{CompraID: ID(pid), Monto: 1500}))
	if c, pend := skCash(t, w.e, DocCompra, pid), skPending(t, w.e, DocCompra, pid); c != -1500 || pend != 2500 {
		t.Fatalf("payable: cash %v pending %v", c, pend)
	}
	skOK(t, w.e.VoidPurchase(w.super, pid, "devuelto al proveedor"))
	skCheckDocs(t, w.e)
	moves, err := w.e.CashMovements(w.super, MainBranch, "", "")
	skOK(t, err)
	var net Money
	for _, m := range moves {
		net += m.Monto
	}
	// Purchases of 400 (Contado) + 0, sale receipts 300, the voided payable nets 0.
	if net != -10000 || moves[len(moves)-1].Concepto != CashAnulaciones {
		t.Fatalf("cash of the day %v: %+v", net, moves)
	}
}
