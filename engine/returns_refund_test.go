package engine

import "testing"

// The refund rule on its own: the discount is prorated over the returned
// value, on the running total so that returns add up to the sale's total,
// and a refund never passes what the sale is still worth.
func TestRefundOf(t *testing.T) {
	cases := []struct {
		name                  string
		total, desc, devuelto Money
		before, value         Money
		want                  Refund
	}{
		{"no discount", 15000, 0, 0, 0, 14500, Refund{Subtotal: 14500, Total: 14500}},
		// Pintura 145 + Cinta 5, discount 10,50: one Pintura is worth 134,85.
		{"discount prorated", 13950, 1050, 0, 0, 14500, Refund{Subtotal: 14500, Descuento: 1015, Total: 13485}},
		{"the rest of the sale", 13950, 1050, 13485, 14500, 500, Refund{Subtotal: 500, Descuento: 35, Total: 465}},
		// Thirds of 100 with a 1,00 discount: the rounding lands on the last return.
		{"first third", 9900, 100, 0, 0, 3333, Refund{Subtotal: 3333, Descuento: 33, Total: 3300}},
		{"second third", 9900, 100, 3300, 3333, 3333, Refund{Subtotal: 3333, Descuento: 34, Total: 3299}},
		{"last third", 9900, 100, 6599, 6666, 3334, Refund{Subtotal: 3334, Descuento: 33, Total: 3301}},
		// An earlier refund (by an older rule) left less than the share: capped.
		{"capped at what is left", 13950, 1050, 13950, 0, 500, Refund{Subtotal: 500, Descuento: 35, Tope: 465, Total: 0}},
		{"partly capped", 10000, 0, 9000, 0, 2000, Refund{Subtotal: 2000, Tope: 1000, Total: 1000}},
		{"nothing charged", 0, 500, 0, 0, 500, Refund{Subtotal: 500, Descuento: 500, Total: 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := &Sale{Total: c.total, Descuento: c.desc, Devuelto: c.devuelto}
			got := refundOf(s, c.before, c.value)
			if got != c.want {
				t.Fatalf("refundOf = %+v, want %+v", got, c.want)
			}
			if got.Subtotal-got.Descuento-got.Tope != got.Total {
				t.Fatalf("parts do not add up: %+v", got)
			}
		})
	}
}

// A return refunds what PreviewReturn announced; returning everything in
// several returns refunds exactly the sale's total.
func TestPreviewReturnMatchesCreate(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0], w.p[1])
	in := skSale(MainBranch, skLine(w.p[0], 1, 14500), skLine(w.p[1], 1, 500))
	in.Descuento, in.Total = 1050, 13950
	id, err := w.e.CreateSale(w.super, in)
	skOK(t, err)
	draft := func(line ID) ReturnInput {
		return ReturnInput{VentaID: ID(id), Motivo: "fallado", Productos: []ReturnLineInput{{DetalleAgrupadoID: line, Cantidad: 1}}}
	}
	var refunded Money
	for _, line := range []ID{1, 2} {
		before := skHash(t, w.e)
		noReason := draft(line)
		noReason.Motivo = ""
		q, err := w.e.PreviewReturn(w.admin, noReason)
		skOK(t, err)
		if skHash(t, w.e) != before {
			t.Fatal("a quote wrote something")
		}
		in := draft(line)
		in.Total = q.Total
		rid, err := w.e.CreateReturn(w.admin, in)
		skOK(t, err)
		rd, err := w.e.ReturnDetail(w.admin, rid)
		skOK(t, err)
		if rd.Devolucion.Refund != q {
			t.Fatalf("line %d: saved %+v, quoted %+v", line, rd.Devolucion.Refund, q)
		}
		refunded += q.Total
	}
	if refunded != 13950 || skCash(t, w.e, DocVenta, id) != 0 {
		t.Fatalf("refunded %v, net cash %v; want the whole 139,50 back", refunded, skCash(t, w.e, DocVenta, id))
	}
	if _, err := w.e.PreviewReturn(w.seller, draft(1)); err == nil {
		t.Fatal("a Vendedor got a quote")
	}
	bad := draft(1)
	bad.Productos[0].Cantidad = 5
	_, err = w.e.PreviewReturn(w.admin, bad)
	wantField(t, err, "productos.0.cantidad")
	skCheckDocs(t, w.e)
}
