package engine

import (
	"sync"
	"testing"
)

func TestCreateSaleRefusesInvalidDrafts(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	w.load(t, w.b2, w.p[1], 5)
	w.load(t, w.b2, w.p[3], 5)
	_, err := w.e.ToggleProduct(w.super, w.p[3])
	skOK(t, err)
	valid := func() SaleInput { return skSale(w.b2, skLine(w.p[0], 2, 10000), skLine(w.p[1], 1, 9000)) }
	cases := []struct {
		name, field string
		actor       Actor
		edit        func(*SaleInput)
	}{
		{"unknown client", "cliente", w.seller, func(in *SaleInput) { in.Cliente = 99 }},
		{"cuotas by a seller", "tipo_pago", w.seller, func(in *SaleInput) { in.TipoPago, in.FechaLimite = "Cuotas", "2025-03-10" }},
		{"a cuenta = total", "a_cuenta", w.admin, func(in *SaleInput) {
			in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", in.Total, "2025-03-10"
		}},
		{"negative a cuenta", "a_cuenta", w.admin, func(in *SaleInput) {
			in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", -1, "2025-03-10"
		}},
		{"due date in the past", "fecha_limite", w.admin, func(in *SaleInput) { in.TipoPago, in.FechaLimite = "Cuotas", "2025-03-03" }},
		{"discount above subtotal", "descuento", w.seller, func(in *SaleInput) { in.Descuento = 29001; in.Total = -1 }},
		{"negative discount", "descuento", w.seller, func(in *SaleInput) { in.Descuento = -100 }},
		{"total disagrees", "total", w.seller, func(in *SaleInput) { in.Total += 10 }},
		{"total forgets the discount", "total", w.seller, func(in *SaleInput) { in.Descuento = 500 }},
		{"empty cart", "productos", w.seller, func(in *SaleInput) { in.Productos = nil }},
		{"unknown product", "productos.1.id", w.seller, func(in *SaleInput) { in.Productos[1].ID = 999 }},
		{"inactive product", "productos.1.id", w.seller, func(in *SaleInput) { in.Productos[1].ID = ID(w.p[3]) }},
		{"zero quantity", "productos.0.cantidad", w.seller, func(in *SaleInput) { in.Productos[0].Cantidad = 0 }},
		{"quantity not a number", "productos.0.cantidad", w.seller, func(in *SaleInput) { in.Productos[0].Cantidad = BadInt }},
		{"stock across lines", "productos.2.cantidad", w.seller, func(in *SaleInput) {
			in.Productos = append(in.Productos, skLine(w.p[0], 4, 10000))
			in.Total += 40000
		}},
		{"no stock in this branch", "productos.0.cantidad", w.seller, func(in *SaleInput) { in.Productos[0].ID = ID(w.p[2]) }},
		{"below the floor", "productos.1.precio", w.seller, func(in *SaleInput) { in.Productos[1].Precio = 7999; in.Total -= 1001 }},
		{"price zero", "productos.0.precio", w.seller, func(in *SaleInput) { in.Productos[0].Precio = 0; in.Total -= 20000 }},
		{"negative price", "productos.0.precio", w.admin, func(in *SaleInput) { in.Productos[0].Precio = -1; in.Total -= 20002 }},
		{"payment method", "metodo_pago", w.seller, func(in *SaleInput) { in.MetodoPago = "QR" }},
		{"future date", "fecha_venta", w.super, func(in *SaleInput) { in.FechaVenta = "2025-03-05" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := valid()
			c.edit(&in)
			before := skHash(t, w.e)
			_, err := w.e.CreateSale(c.actor, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused sale left a trace")
			}
		})
	}
	in := valid()
	in.Productos[1].Precio, in.Total = 7000, 27000
	_, err = w.e.CreateSale(w.seller, in)
	want := "El precio del producto Producto 2 no puede ser menor al precio mínimo permitido y no puede ser igual a 0."
	if e, ok := err.(*Error); !ok || e.Fields["productos.1.precio"][0] != want {
		t.Fatalf("floor message: %v", err)
	}
	in = valid()
	in.Sucursal = ID(MainBranch)
	_, err = w.e.CreateSale(w.seller, in)
	skCode(t, err, CodeForbidden)
	// Super and Administrador may sell under the floor.
	in = valid()
	in.Productos[1].Precio, in.Total = 100, 20100
	_, err = w.e.CreateSale(w.admin, in)
	skOK(t, err)
}

func TestCreateSaleEffects(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 20, 4000, w.p[0], w.p[1])
	w.load(t, w.b2, w.p[0], 10) // average cost of p0: (20×40 + 10×50) / 30 = 43.33

	// Two cart lines of the same product, price and serie become one detail line.
	in := skSale(MainBranch, skLine(w.p[0], 2, 10000), skLine(w.p[1], 1, 9000), skLine(w.p[0], 1, 10000))
	in.Descuento, in.Total = 1000, 38000
	in.FechaVenta = "2025-03-01" // a seller's date is ignored
	id, err := w.e.CreateSale(w.admin, in)
	skOK(t, err)
	d, err := w.e.SaleDetail(w.super, id)
	skOK(t, err)
	v := d.Venta
	if v.NumeroComprobante != 1 || v.Total != 38000 || v.Descuento != 1000 || v.Saldo != 0 || v.TipoPago != "Contado" ||
		v.MetodoPago != "Efectivo" || v.RazonSocial != "SN" || v.NIT != "0" || v.ClienteID != AnonymousCustomer || BusinessDate(v.FechaVenta) != "2025-03-04" {
		t.Fatalf("sale: %+v", v)
	}
	if len(d.Detalles) != 2 || d.Detalles[0].CantidadVendida != 3 || d.Detalles[0].Serie != "N/A" || d.Detalles[0].Costo == nil ||
		*d.Detalles[0].Costo != 4333 || d.Detalles[1].DetalleAgrupadoID != 2 || d.Detalles[0].Cantidad != 3 {
		t.Fatalf("lines: %+v", d.Detalles)
	}
	if w.stock(t, MainBranch, w.p[0]) != 17 || skCash(t, w.e, DocVenta, id) != 38000 {
		t.Fatal("stock or cash wrong after a sale")
	}
	k, _ := w.e.Kardex(w.seller, w.p[0], w.b2)
	if len(k.Data) != 1 {
		t.Fatalf("branch 2 kardex touched by a branch 1 sale: %+v", k.Data)
	}
	k, _ = w.e.Kardex(w.super, w.p[0], MainBranch)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexVenta || last.Cantidad != -3 || *last.Precio != 10000 || last.Doc != DocVenta || last.DocID != id {
		t.Fatalf("kardex venta: %+v", last)
	}

	// Numbers are per branch; Super may date a sale in the past.
	id2, err := w.e.CreateSale(w.seller, skSale(w.b2, skLine(w.p[0], 1, 8000)))
	skOK(t, err)
	in = skSale(MainBranch, skLine(w.p[1], 1, 9000))
	in.FechaVenta = "2025-03-01"
	id3, err := w.e.CreateSale(w.super, in)
	skOK(t, err)
	for _, c := range []struct {
		id   uint64
		num  uint64
		date string
	}{{id2, 1, "2025-03-04"}, {id3, 2, "2025-03-01"}} {
		d, _ := w.e.SaleDetail(w.super, c.id)
		if d.Venta.NumeroComprobante != c.num || BusinessDate(d.Venta.FechaVenta) != c.date {
			t.Fatalf("sale %d: numero %d fecha %s", c.id, d.Venta.NumeroComprobante, d.Venta.FechaVenta)
		}
	}
	list, err := w.e.ListSales(w.admin, MainBranch, "2025-03-01", "2025-03-01")
	skOK(t, err)
	if len(list) != 1 || list[0].ID != id3 {
		t.Fatalf("list of 1 March: %+v", list)
	}
	if d, _ := w.e.SaleDetail(w.seller, id2); d.Detalles[0].Costo != nil {
		t.Fatal("a seller sees the cost of a sale line")
	}
	_, err = w.e.SaleDetail(w.seller, id)
	skCode(t, err, CodeForbidden)
	_, err = w.e.ListSales(w.seller, MainBranch, "", "")
	skCode(t, err, CodeForbidden)

	// Cuotas: a_cuenta is received now, the rest is one pending instalment.
	in = skSale(MainBranch, skLine(w.p[1], 2, 9000))
	in.TipoPago, in.ACuenta, in.FechaLimite, in.MetodoPago = "Cuotas", 5000, "2025-04-04", "Tarjeta"
	id4, err := w.e.CreateSale(w.admin, in)
	skOK(t, err)
	d, _ = w.e.SaleDetail(w.super, id4)
	if d.Venta.Saldo != 13000 || d.Venta.ACuenta != 5000 || len(d.Pagos) != 2 || d.Pagos[1].Monto != 13000 || d.Pagos[1].FechaLimite != "2025-04-04" {
		t.Fatalf("cuotas: %+v %+v", d.Venta, d.Pagos)
	}
	if c := skCash(t, w.e, DocVenta, id4); c != 5000 {
		t.Fatalf("cash of a cuotas sale %v, want 50.00", c)
	}
	skCheckDocs(t, w.e)
}

// Fifty sellers race for the last ten units: exactly ten sales commit and the
// other forty get the stock message on their line.
func TestConcurrentSalesNeverOversell(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 10)
	var wg sync.WaitGroup
	errs := make(chan error, 50)
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := w.e.CreateSale(w.seller, skSale(w.b2, skLine(w.p[0], 1, 10000)))
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	sold := 0
	for err := range errs {
		if err == nil {
			sold++
			continue
		}
		wantField(t, err, "productos.0.cantidad")
	}
	if sold != 10 || w.stock(t, w.b2, w.p[0]) != 0 {
		t.Fatalf("sold %d, stock left %d", sold, w.stock(t, w.b2, w.p[0]))
	}
}

func TestVoidSaleRestoresExactly(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0], w.p[1])
	in := skSale(MainBranch, skLine(w.p[0], 4, 10000), skLine(w.p[1], 2, 9000))
	in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", 20000, "2025-04-01"
	id, err := w.e.CreateSale(w.admin, in)
	skOK(t, err)
	// One unit comes back before the void; the void must not return it twice.
	_, err = w.e.CreateReturn(w.admin, ReturnInput{VentaID: ID(id), Motivo: "fallado",
		Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, Cantidad: 1}}})
	skOK(t, err)

	skCode(t, w.e.VoidSale(w.seller, id, "x"), CodeForbidden)
	wantField(t, w.e.VoidSale(w.admin, id, ""), "motivo")
	skOK(t, w.e.VoidSale(w.admin, id, "cliente desistió"))
	if w.stock(t, MainBranch, w.p[0]) != 10 || w.stock(t, MainBranch, w.p[1]) != 10 {
		t.Fatal("the void did not restore exactly the units taken")
	}
	if c, pend := skCash(t, w.e, DocVenta, id), skPending(t, w.e, DocVenta, id); c != 0 || pend != 0 {
		t.Fatalf("after void: cash %v pending %v", c, pend)
	}
	skCode(t, w.e.VoidSale(w.admin, id, "otra vez"), CodeConflict)
	k, _ := w.e.Kardex(w.super, w.p[0], MainBranch)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexAnulacionVenta || last.Cantidad != 3 {
		t.Fatalf("kardex anulación: %+v", last)
	}
	d, _ := w.e.SaleDetail(w.super, id)
	if d.Venta.Estado != SaleVoided || d.Venta.Motivo != "cliente desistió" || d.Detalles[0].Cantidad != 0 {
		t.Fatalf("voided sale: %+v %+v", d.Venta, d.Detalles[0])
	}
	skCheckDocs(t, w.e)
}

func TestVoidSaleLine(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0], w.p[1], w.p[2])
	id, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 2, 10000), skLine(w.p[1], 1, 9000), skLine(w.p[2], 1, 8000)))
	skOK(t, err)
	_, err = w.e.CreateReturn(w.admin, ReturnInput{VentaID: ID(id), Motivo: "x", Productos: []ReturnLineInput{{DetalleAgrupadoID: 3, Cantidad: 1}}})
	skOK(t, err)
	wantField(t, w.e.VoidSaleLine(w.admin, id, 1, " "), "motivo")
	skCode(t, w.e.VoidSaleLine(w.seller, id, 1, "x"), CodeForbidden)
	skCode(t, w.e.VoidSaleLine(w.admin, id, 3, "ya devuelto"), CodeConflict) // nothing left out
	skCode(t, w.e.VoidSaleLine(w.admin, id, 9, "x"), CodeNotFound)
	skOK(t, w.e.VoidSaleLine(w.admin, id, 1, "mal cargado"))
	d, _ := w.e.SaleDetail(w.super, id)
	if d.Venta.Total != 17000 || d.Detalles[0].Estado != 0 || d.Detalles[0].Cantidad != 0 || w.stock(t, MainBranch, w.p[0]) != 10 {
		t.Fatalf("after line void: %+v %+v", d.Venta, d.Detalles)
	}
	// Received 370, refunded 80 by the return and 200 by the line void.
	if c := skCash(t, w.e, DocVenta, id); c != 9000 {
		t.Fatalf("cash %v, want 90.00", c)
	}
	skCheckDocs(t, w.e)
}

// A line fully returned holds nothing: the last line with units out cannot be
// voided alone, the whole sale must be.
func TestVoidSaleLineNeedsAnotherLineOut(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0], w.p[1])
	id, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 1, 10000), skLine(w.p[1], 1, 9000)))
	skOK(t, err)
	_, err = w.e.CreateReturn(w.admin, ReturnInput{VentaID: ID(id), Motivo: "x", Productos: []ReturnLineInput{{DetalleAgrupadoID: 2, Cantidad: 1}}})
	skOK(t, err)
	skCode(t, w.e.VoidSaleLine(w.admin, id, 1, "x"), CodeConflict)
	_, err = w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 1, maxPrice+1)))
	wantField(t, err, "productos.0.precio")
}
