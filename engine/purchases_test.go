package engine

import "testing"

// skPurchase is a valid two-line Contado purchase: 5 of p0 at 40.00, 2 of p1 at 30.00.
func (w *skWorld) skPurchase() PurchaseInput {
	return PurchaseInput{Proveedor: ID(w.supplier), Total: 26000, Productos: []PurchaseLineInput{
		{ID: ID(w.p[0]), Cantidad: 5, Costo: 4000}, {ID: ID(w.p[1]), Cantidad: 2, Costo: 3000, Precio2: 9500}}}
}

func TestCreatePurchaseRefusesInvalidDrafts(t *testing.T) {
	w := skSetup(t)
	off, _ := w.e.SaveSupplier(0, SupplierInput{Proveedor: "Cerrado"})
	w.e.ToggleSupplier(off)
	cases := []struct {
		name, field string
		edit        func(*PurchaseInput)
	}{
		{"no supplier", "proveedor", func(in *PurchaseInput) { in.Proveedor = 0 }},
		{"inactive supplier", "proveedor", func(in *PurchaseInput) { in.Proveedor = ID(off) }},
		{"other branch", "sucursal", func(in *PurchaseInput) { in.Sucursal = ID(w.b2) }},
		{"future date", "fecha_compra", func(in *PurchaseInput) { in.FechaCompra = "2025-03-05" }},
		{"bad date", "fecha_compra", func(in *PurchaseInput) { in.FechaCompra = "04/03/2025" }},
		{"voucher type", "tipo_comprobante", func(in *PurchaseInput) { in.TipoComprobante = "Recibo" }},
		{"payment type", "tipo_pago", func(in *PurchaseInput) { in.TipoPago = "Fiado" }},
		{"payment method", "metodo_pago", func(in *PurchaseInput) { in.MetodoPago = "Trueque" }},
		{"empty cart", "productos", func(in *PurchaseInput) { in.Productos = nil }},
		{"unknown product", "productos.0.id", func(in *PurchaseInput) { in.Productos[0].ID = 999 }},
		{"same product twice", "productos.1.id", func(in *PurchaseInput) { in.Productos[1].ID = in.Productos[0].ID }},
		{"zero quantity", "productos.0.cantidad", func(in *PurchaseInput) { in.Productos[0].Cantidad = 0 }},
		{"quantity not a number", "productos.1.cantidad", func(in *PurchaseInput) { in.Productos[1].Cantidad = BadInt }},
		{"negative cost", "productos.0.costo", func(in *PurchaseInput) { in.Productos[0].Costo = -1 }},
		{"negative P2", "productos.1.precio2", func(in *PurchaseInput) { in.Productos[1].Precio2 = -1 }},
		{"total disagrees", "total", func(in *PurchaseInput) { in.Total++ }},
		{"a cuenta = total", "a_cuenta", func(in *PurchaseInput) {
			in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", in.Total, "2025-04-01"
		}},
		{"past due date", "fecha_limite", func(in *PurchaseInput) { in.TipoPago, in.FechaLimite = "Cuotas", "2025-03-03" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := w.skPurchase()
			c.edit(&in)
			before := skHash(t, w.e)
			_, err := w.e.CreatePurchase(w.super, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused purchase left a trace")
			}
		})
	}
	_, err := w.e.CreatePurchase(w.admin, w.skPurchase())
	skCode(t, err, CodeForbidden)
}

func TestCreatePurchaseEffects(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5) // 5 units at 50.00 elsewhere: the average is over all branches
	id, err := w.e.CreatePurchase(w.super, w.skPurchase())
	skOK(t, err)
	if w.stock(t, MainBranch, w.p[0]) != 5 || w.stock(t, MainBranch, w.p[1]) != 2 {
		t.Fatal("stock did not enter branch 1")
	}
	p0, _ := w.e.Product(w.super, w.p[0], MainBranch)
	if *p0.Costo != 4500 { // (5×50 + 5×40) / 10
		t.Fatalf("average cost %v, want 45.00", *p0.Costo)
	}
	p1, _ := w.e.Product(w.super, w.p[1], MainBranch)
	if p1.Precio != 10000 || p1.Precio2 != 9500 {
		t.Fatalf("branch 1 prices: P1 %v P2 %v", p1.Precio, p1.Precio2)
	}
	k, err := w.e.Kardex(w.super, w.p[0], MainBranch)
	skOK(t, err)
	if len(k.Data) != 1 || k.Data[0].Tipo != KardexCompra || *k.Data[0].Precio != 4000 || k.Saldo != 5 || k.Data[0].Saldo != 5 {
		t.Fatalf("kardex: %+v", k)
	}
	if hidden, _ := w.e.Kardex(w.admin, w.p[0], MainBranch); hidden.Data[0].Precio != nil {
		t.Fatal("a purchase cost shows in an Administrador's kardex")
	}
	if c := skCash(t, w.e, DocCompra, id); c != -26000 {
		t.Fatalf("cash %v, want -260.00", c)
	}
	d, err := w.e.PurchaseDetail(w.super, id)
	skOK(t, err)
	if d.Compra.Estado != PurchaseValid || d.Compra.Proveedor != "Altiplano" || len(d.Detalles) != 2 || d.Detalles[1].Subtotal != 6000 || d.Compra.TipoComprobante != "Ninguno" {
		t.Fatalf("detail: %+v", d)
	}

	// Cuotas: a_cuenta paid now, the rest one pending instalment.
	in := w.skPurchase()
	in.TipoPago, in.ACuenta, in.FechaLimite, in.MetodoPago = "Cuotas", 6000, "2025-04-01", "Transferencia"
	id2, err := w.e.CreatePurchase(w.super, in)
	skOK(t, err)
	d, _ = w.e.PurchaseDetail(w.super, id2)
	if d.Compra.Saldo != 20000 || len(d.Pagos) != 2 || !d.Pagos[0].Cancelado || d.Pagos[1].Cancelado || d.Pagos[1].FechaLimite != "2025-04-01" {
		t.Fatalf("instalments: %+v", d.Pagos)
	}
	if c := skCash(t, w.e, DocCompra, id2); c != -6000 {
		t.Fatalf("cash %v, want -60.00", c)
	}
	skCheckDocs(t, w.e)
}

func TestListPurchasesByLaPazDate(t *testing.T) {
	w := skSetup(t)
	in := w.skPurchase()
	in.FechaCompra = "2025-03-01"
	old, err := w.e.CreatePurchase(w.super, in)
	skOK(t, err)
	today, err := w.e.CreatePurchase(w.super, w.skPurchase())
	skOK(t, err)
	for _, c := range []struct {
		desde, hasta string
		want         []uint64
	}{
		{"2025-03-01", "2025-03-01", []uint64{old}},
		{"2025-03-02", "2025-03-04", []uint64{today}},
		{"", "", []uint64{today}},
		{"2025-02-01", "2025-03-31", []uint64{old, today}},
	} {
		got, err := w.e.ListPurchases(w.super, MainBranch, c.desde, c.hasta)
		skOK(t, err)
		if len(got) != len(c.want) {
			t.Fatalf("%s..%s: %d purchases, want %v", c.desde, c.hasta, len(got), c.want)
		}
		for i := range got {
			if got[i].ID != c.want[i] {
				t.Fatalf("%s..%s: got %d, want %v", c.desde, c.hasta, got[i].ID, c.want)
			}
		}
	}
	_, err = w.e.ListPurchases(w.super, MainBranch, "2025-03-04", "2025-03-01")
	wantField(t, err, "fecha_hasta")
}

func TestVoidPurchase(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	costBefore, _ := w.e.Product(w.super, w.p[0], 0)
	in := w.skPurchase()
	in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", 6000, "2025-04-01"
	id, err := w.e.CreatePurchase(w.super, in)
	skOK(t, err)

	skCode(t, w.e.VoidPurchase(w.admin, id, "error"), CodeForbidden)
	wantField(t, w.e.VoidPurchase(w.super, id, "  "), "motivo")

	// Units already sold cannot be taken back: the void is refused, untouched.
	sale := skSale(MainBranch, skLine(w.p[1], 1, 10000))
	_, err = w.e.CreateSale(w.super, sale)
	skOK(t, err)
	before := skHash(t, w.e)
	skCode(t, w.e.VoidPurchase(w.super, id, "error de carga"), CodeConflict)
	if skHash(t, w.e) != before {
		t.Fatal("a refused void left a trace")
	}
	w.buy(t, 1, 3000, w.p[1])
	skOK(t, w.e.VoidPurchase(w.super, id, "error de carga"))
	if w.stock(t, MainBranch, w.p[0]) != 0 {
		t.Fatal("voided units still in stock")
	}
	after, _ := w.e.Product(w.super, w.p[0], 0)
	if *after.Costo != *costBefore.Costo {
		t.Fatalf("average cost %v after void, want %v", *after.Costo, *costBefore.Costo)
	}
	if c, pend := skCash(t, w.e, DocCompra, id), skPending(t, w.e, DocCompra, id); c != 0 || pend != 0 {
		t.Fatalf("after void: cash %v pending %v, want 0 and 0", c, pend)
	}
	skCode(t, w.e.VoidPurchase(w.super, id, "otra vez"), CodeConflict)
	k, _ := w.e.Kardex(w.super, w.p[0], MainBranch)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexAnulacionCompra || last.Cantidad != -5 {
		t.Fatalf("last kardex %+v", last)
	}
	skCheckDocs(t, w.e)
}

func TestVoidPurchaseLine(t *testing.T) {
	w := skSetup(t)
	id, err := w.e.CreatePurchase(w.super, w.skPurchase())
	skOK(t, err)
	wantField(t, w.e.VoidPurchaseLine(w.super, id, w.p[1], ""), "motivo")
	skCode(t, w.e.VoidPurchaseLine(w.super, id, w.p[3], "no está"), CodeNotFound)
	skOK(t, w.e.VoidPurchaseLine(w.super, id, w.p[1], "no llegó"))
	skCode(t, w.e.VoidPurchaseLine(w.super, id, w.p[0], "la última"), CodeConflict)
	d, _ := w.e.PurchaseDetail(w.super, id)
	if d.Compra.Total != 20000 || d.Detalles[1].Estado != 0 || w.stock(t, MainBranch, w.p[1]) != 0 {
		t.Fatalf("after line void: total %v lines %+v", d.Compra.Total, d.Detalles)
	}
	// Contado: the 60.00 paid for the line comes back in cash.
	if c := skCash(t, w.e, DocCompra, id); c != -20000 {
		t.Fatalf("cash %v, want -200.00", c)
	}

	// Cuotas: the line comes off the open balance first.
	in := w.skPurchase()
	in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", 1000, "2025-04-01"
	id2, err := w.e.CreatePurchase(w.super, in)
	skOK(t, err)
	skOK(t, w.e.VoidPurchaseLine(w.super, id2, w.p[1], "no llegó"))
	if c, pend := skCash(t, w.e, DocCompra, id2), skPending(t, w.e, DocCompra, id2); c != -1000 || pend != 19000 {
		t.Fatalf("cuotas line void: cash %v pending %v", c, pend)
	}
	skCheckDocs(t, w.e)
}
