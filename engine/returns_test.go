package engine

import "testing"

func TestCreateReturn(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0], w.p[1])
	id, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 3, 10000), skLine(w.p[1], 2, 9000)))
	skOK(t, err)
	valid := func() ReturnInput {
		return ReturnInput{VentaID: ID(id), Motivo: "fallado", Total: 20000,
			Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, ProductoID: ID(w.p[0]), Precio: 10000, Cantidad: 2}}}
	}
	cases := []struct {
		name, field string
		edit        func(*ReturnInput)
	}{
		{"no reason", "motivo", func(in *ReturnInput) { in.Motivo = " " }},
		{"empty cart", "productos", func(in *ReturnInput) { in.Productos = nil }},
		{"unknown line", "productos.0.detalleAgrupadoId", func(in *ReturnInput) { in.Productos[0].DetalleAgrupadoID = 7 }},
		{"product of another line", "productos.0.detalleAgrupadoId", func(in *ReturnInput) { in.Productos[0].ProductoID = ID(w.p[1]) }},
		{"same line twice", "productos.1.producto_id", func(in *ReturnInput) {
			in.Productos = append(in.Productos, ReturnLineInput{ProductoID: ID(w.p[0]), Cantidad: 1})
		}},
		{"zero quantity", "productos.0.cantidad", func(in *ReturnInput) { in.Productos[0].Cantidad = 0 }},
		{"more than sold", "productos.0.cantidad", func(in *ReturnInput) { in.Productos[0].Cantidad = 4 }},
		{"total disagrees", "total", func(in *ReturnInput) { in.Total = 1 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := valid()
			c.edit(&in)
			before := skHash(t, w.e)
			_, err := w.e.CreateReturn(w.admin, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused return left a trace")
			}
		})
	}
	in := valid()
	in.Productos[0].Cantidad = 4
	_, err = w.e.CreateReturn(w.admin, in)
	if e := err.(*Error); e.Fields["productos.0.cantidad"][0] != "La cantidad no debe superar la cantidad vendida." {
		t.Fatalf("message: %v", e.Fields)
	}
	_, err = w.e.CreateReturn(w.seller, valid())
	skCode(t, err, CodeForbidden)

	rid, err := w.e.CreateReturn(w.admin, valid())
	skOK(t, err)
	if w.stock(t, MainBranch, w.p[0]) != 9 || skCash(t, w.e, DocVenta, id) != 28000 {
		t.Fatalf("after return: stock %d cash %v", w.stock(t, MainBranch, w.p[0]), skCash(t, w.e, DocVenta, id))
	}
	// Only one unit is left out now.
	in = valid()
	in.Total = 0
	_, err = w.e.CreateReturn(w.admin, in)
	wantField(t, err, "productos.0.cantidad")
	d, _ := w.e.SaleDetail(w.super, id)
	if d.Detalles[0].CantidadDevuelta != 2 || d.Detalles[0].Cantidad != 1 || d.Venta.Devuelto != 20000 {
		t.Fatalf("sale after return: %+v", d.Detalles[0])
	}
	rd, err := w.e.ReturnDetail(w.admin, rid)
	skOK(t, err)
	if rd.Devolucion.Total != 20000 || rd.Devolucion.Reembolso != 20000 || rd.Devolucion.NumeroVenta != 1 ||
		len(rd.Detalles) != 1 || rd.Detalles[0].Producto != "Producto 1" || rd.Devolucion.Cliente != "SN" {
		t.Fatalf("return detail: %+v", rd)
	}
	list, err := w.e.ListReturns(w.admin, MainBranch, "2025-03-04", "2025-03-04")
	skOK(t, err)
	if len(list) != 1 || list[0].ID != rid {
		t.Fatalf("returns list: %+v", list)
	}
	k, _ := w.e.Kardex(w.super, w.p[0], MainBranch)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexDevolucion || last.Cantidad != 2 {
		t.Fatalf("kardex devolución: %+v", last)
	}
	skOK(t, w.e.VoidSale(w.admin, id, "x"))
	_, err = w.e.CreateReturn(w.admin, valid())
	skCode(t, err, CodeConflict)
	skCheckDocs(t, w.e)
}

// On credit, a return first lowers what the customer still owes; only the
// rest is paid back in cash. A discount caps the refund at what the sale is
// still worth.
func TestReturnLowersBalanceFirst(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0])
	in := skSale(MainBranch, skLine(w.p[0], 4, 10000))
	in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", 30000, "2025-04-01" // owes 100
	id, err := w.e.CreateSale(w.admin, in)
	skOK(t, err)
	rid, err := w.e.CreateReturn(w.admin, ReturnInput{VentaID: ID(id), Motivo: "x", Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, Cantidad: 2}}})
	skOK(t, err)
	rd, _ := w.e.ReturnDetail(w.super, rid)
	if rd.Devolucion.Credito != 10000 || rd.Devolucion.Reembolso != 10000 {
		t.Fatalf("credit %v refund %v, want 100 and 100", rd.Devolucion.Credito, rd.Devolucion.Reembolso)
	}
	if skPending(t, w.e, DocVenta, id) != 0 || skCash(t, w.e, DocVenta, id) != 20000 {
		t.Fatal("balance not lowered first")
	}

	in = skSale(MainBranch, skLine(w.p[0], 2, 10000))
	in.Descuento, in.Total = 5000, 15000
	id, err = w.e.CreateSale(w.admin, in)
	skOK(t, err)
	_, err = w.e.CreateReturn(w.admin, ReturnInput{VentaID: ID(id), Motivo: "x", Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, Cantidad: 2}}})
	skOK(t, err)
	if c := skCash(t, w.e, DocVenta, id); c != 0 {
		t.Fatalf("a discounted sale refunded more than it took: net cash %v", c)
	}
	skCheckDocs(t, w.e)
}
