package engine

import (
	"crypto/sha256"
	"fmt"
	"testing"
	"time"
)

// proformaDraft is a quotation draft in branch of lines (product, qty,
// price) with the right total.
func proformaDraft(branch uint64, lines ...ProformaLineInput) ProformaInput {
	in := ProformaInput{Sucursal: ID(branch), Productos: lines}
	for _, l := range lines {
		in.Total += l.Precio * Money(l.Cantidad)
	}
	return in
}

func proformaLineIn(product uint64, qty int64, price Money) ProformaLineInput {
	return ProformaLineInput{ID: ID(product), Cantidad: Int(qty), Precio: price}
}

// proformaStockDigest is a digest of every bucket a stock movement or a payment
// writes: equal digests prove a command left stock, kardex, balances and
// cash alone.
func proformaStockDigest(t testing.TB, e *Engine) string {
	t.Helper()
	h := sha256.New()
	err := e.view(func(tx ReadTx) error {
		for _, name := range [][]byte{bktStock, bktKardex, bktPayments, bktDocPayments, bktCash, bktCashDays, bktCounts} {
			b := tx.Bucket(name)
			fmt.Fprintf(h, "%s|%d|", name, b.Sequence())
			if err := b.ForEach(func(k, v []byte) error {
				fmt.Fprintf(h, "%x=%x;", k, v)
				return nil
			}); err != nil {
				return err
			}
		}
		return nil
	})
	skOK(t, err)
	return fmt.Sprintf("%x", h.Sum(nil))
}

func TestCreateProformaRefusesInvalidDrafts(t *testing.T) {
	w := skSetup(t)
	_, err := w.e.ToggleProduct(w.super, w.p[3])
	skOK(t, err)
	client, err := w.e.SaveCustomer(0, CustomerInput{NombresApellidos: "Ana Mamani", NumeroDocumento: "123456"})
	skOK(t, err)
	_, err = w.e.ToggleCustomer(client)
	skOK(t, err)
	valid := func() ProformaInput {
		return proformaDraft(w.b2, proformaLineIn(w.p[0], 2, 10000), proformaLineIn(w.p[1], 1, 9050))
	}
	cases := []struct {
		name, field string
		actor       Actor
		edit        func(*ProformaInput)
	}{
		{"unknown client", "cliente", w.seller, func(in *ProformaInput) { in.Cliente = 99 }},
		{"inactive client", "cliente", w.seller, func(in *ProformaInput) { in.Cliente = ID(client) }},
		{"phone with letters", "telefono", w.seller, func(in *ProformaInput) { in.Telefono = "7123-abc" }},
		{"long razon social", "razon_social", w.seller, func(in *ProformaInput) { in.RazonSocial = Text(fmt.Sprintf("%0151d", 0)) }},
		{"empty cart", "productos", w.seller, func(in *ProformaInput) { in.Productos, in.Total = nil, 0 }},
		{"unknown product", "productos.1.id", w.seller, func(in *ProformaInput) { in.Productos[1].ID = 999 }},
		{"inactive product", "productos.1.id", w.seller, func(in *ProformaInput) { in.Productos[1].ID = ID(w.p[3]) }},
		{"zero quantity", "productos.0.cantidad", w.seller, func(in *ProformaInput) { in.Productos[0].Cantidad = 0 }},
		{"quantity not a number", "productos.0.cantidad", w.seller, func(in *ProformaInput) { in.Productos[0].Cantidad = BadInt }},
		{"quantity too large", "productos.1.cantidad", w.seller, func(in *ProformaInput) { in.Productos[1].Cantidad = maxQty + 1 }},
		{"negative price", "productos.0.precio", w.admin, func(in *ProformaInput) { in.Productos[0].Precio = -1; in.Total -= 20002 }},
		{"price too large", "productos.0.precio", w.admin, func(in *ProformaInput) { in.Productos[0].Precio = maxPrice + 1 }},
		{"total disagrees", "total", w.seller, func(in *ProformaInput) { in.Total += 1 }},
		{"total missing", "total", w.seller, func(in *ProformaInput) { in.Total = 0 }},
		{"unknown branch", "sucursal", w.super, func(in *ProformaInput) { in.Sucursal = 99 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := valid()
			c.edit(&in)
			before := skHash(t, w.e)
			_, err := w.e.CreateProforma(c.actor, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused quotation left a trace")
			}
		})
	}
	// A seller quotes only in the branch they work in.
	in := valid()
	in.Sucursal = ID(MainBranch)
	before := skHash(t, w.e)
	_, err = w.e.CreateProforma(w.seller, in)
	skCode(t, err, CodeForbidden)
	if skHash(t, w.e) != before {
		t.Fatal("a forbidden quotation left a trace")
	}
}

func TestCreateProformaEffects(t *testing.T) {
	w := skSetup(t)
	stock := proformaStockDigest(t, w.e)
	// No stock anywhere: a quotation needs none, and a price of 0 is allowed.
	in := proformaDraft(0, proformaLineIn(w.p[0], 3, 12345), proformaLineIn(w.p[2], 1, 0), proformaLineIn(w.p[0], 1, 9999))
	in.Telefono, in.Direccion, in.Descripcion = " 71234567 ", "Calle 1", "  Obra nueva "
	id, err := w.e.CreateProforma(w.seller, in)
	skOK(t, err)
	id2, err := w.e.CreateProforma(w.seller, proformaDraft(w.b2, proformaLineIn(w.p[1], 1, 100)))
	skOK(t, err)
	id3, err := w.e.CreateProforma(w.super, proformaDraft(0, proformaLineIn(w.p[1], 1, 100)))
	skOK(t, err)
	if proformaStockDigest(t, w.e) != stock {
		t.Fatal("a quotation touched stock, kardex or cash")
	}
	d, err := w.e.ProformaDetail(w.seller, id)
	skOK(t, err)
	p := d.Proforma
	want := ProformaView{ID: id, NumeroComprobante: 1, Fecha: w.e.Now().UTC(), Sucursal: "Centro", SucursalID: w.b2,
		ClienteID: AnonymousCustomer, RazonSocial: "SN", NIT: "0", Direccion: "Calle 1", Telefono: "71234567",
		Descripcion: "Obra nueva", Total: 3*12345 + 9999, Usuario: p.Usuario, Empleado: p.Usuario, Estado: ProformaValid}
	if p != want {
		t.Fatalf("proforma:\n got %+v\nwant %+v", p, want)
	}
	if len(d.Detalles) != 3 {
		t.Fatalf("lines: %+v", d.Detalles)
	}
	l := d.Detalles[0]
	if l.ID != 1 || l.ProductoID != w.p[0] || l.Codigo != "P-001" || l.Producto != "Producto 1" || l.Unidad != "Unidad" ||
		l.Cantidad != 3 || l.Precio != 12345 || l.Subtotal != 37035 || d.Detalles[2].ID != 3 || d.Detalles[1].Subtotal != 0 {
		t.Fatalf("lines: %+v", d.Detalles)
	}
	// Numbers run per branch.
	for i, c := range []struct {
		id   uint64
		want uint64
	}{{id, 1}, {id2, 2}, {id3, 1}} {
		d, err := w.e.ProformaDetail(w.super, c.id)
		skOK(t, err)
		if d.Proforma.NumeroComprobante != c.want {
			t.Errorf("proforma %d: numero %d, want %d", i, d.Proforma.NumeroComprobante, c.want)
		}
	}
	// A seller of another branch cannot read it.
	_, err = w.e.ProformaDetail(w.seller, id3)
	skCode(t, err, CodeForbidden)
	_, err = w.e.ProformaDetail(w.seller, 999)
	skCode(t, err, CodeNotFound)
}

func TestListProformas(t *testing.T) {
	w := skSetup(t)
	start := w.e.Now()
	a, err := w.e.CreateProforma(w.seller, proformaDraft(w.b2, proformaLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	b, err := w.e.CreateProforma(w.seller, proformaDraft(w.b2, proformaLineIn(w.p[0], 2, 1000)))
	skOK(t, err)
	_, err = w.e.CreateProforma(w.super, proformaDraft(MainBranch, proformaLineIn(w.p[0], 5, 1000)))
	skOK(t, err)
	skOK(t, w.e.VoidProforma(w.admin, a, "Cliente desistió"))
	w.e.Now = func() time.Time { return start.Add(24 * time.Hour) }
	c, err := w.e.CreateProforma(w.seller, proformaDraft(w.b2, proformaLineIn(w.p[1], 3, 500)))
	skOK(t, err)

	ids := func(l ProformaList) (out []uint64) {
		for _, p := range l.Data {
			out = append(out, p.ID)
		}
		return out
	}
	// Super chooses the range.
	l, err := w.e.ListProformas(w.super, w.b2, "2025-03-04", "2025-03-05")
	skOK(t, err)
	if fmt.Sprint(ids(l)) != fmt.Sprint([]uint64{a, b, c}) || l.TotalValidas != 2000+1500 {
		t.Fatalf("super list: %v total %v", ids(l), l.TotalValidas)
	}
	l, err = w.e.ListProformas(w.admin, w.b2, "2025-03-04", "2025-03-04")
	skOK(t, err)
	if fmt.Sprint(ids(l)) != fmt.Sprint([]uint64{a, b}) || l.TotalValidas != 2000 || l.Data[0].Estado != ProformaVoided ||
		l.Data[0].Motivo != "Cliente desistió" {
		t.Fatalf("admin list: %+v", l)
	}
	// A seller gets today whatever they ask.
	l, err = w.e.ListProformas(w.seller, w.b2, "2025-03-04", "2025-03-04")
	skOK(t, err)
	if fmt.Sprint(ids(l)) != fmt.Sprint([]uint64{c}) || l.TotalValidas != 1500 {
		t.Fatalf("seller list: %+v", l)
	}
	_, err = w.e.ListProformas(w.seller, MainBranch, "", "")
	skCode(t, err, CodeForbidden)
	_, err = w.e.ListProformas(w.super, w.b2, "2025-03-05", "2025-03-04")
	wantField(t, err, "fecha_hasta")
	l, err = w.e.ListProformas(w.super, w.b3, "", "")
	skOK(t, err)
	if l.Data == nil || len(l.Data) != 0 {
		t.Fatalf("empty list must be [], got %#v", l.Data)
	}
}

func TestVoidProforma(t *testing.T) {
	w := skSetup(t)
	mine, err := w.e.CreateProforma(w.seller, proformaDraft(w.b2, proformaLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	other, err := w.e.CreateProforma(w.super, proformaDraft(MainBranch, proformaLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	stock := proformaStockDigest(t, w.e)

	err = w.e.VoidProforma(w.admin, mine, "   ")
	wantField(t, err, "motivo")
	if err.(*Error).Fields["motivo"][0] != "Debe ingresar un motivo" {
		t.Fatalf("motivo message: %v", err)
	}
	// Cancelling is a void: Super and Administrador only, even of one's own.
	skCode(t, w.e.VoidProforma(w.seller, mine, "x"), CodeForbidden)
	skCode(t, w.e.VoidProforma(w.seller, other, "x"), CodeForbidden)
	skCode(t, w.e.VoidProforma(w.admin, 999, "x"), CodeNotFound)
	skOK(t, w.e.VoidProforma(w.admin, mine, " Precio vencido "))
	skCode(t, w.e.VoidProforma(w.admin, mine, "otra vez"), CodeConflict)
	skOK(t, w.e.VoidProforma(w.super, other, "Duplicada"))
	d, err := w.e.ProformaDetail(w.seller, mine)
	skOK(t, err)
	if d.Proforma.Estado != ProformaVoided || d.Proforma.Motivo != "Precio vencido" || d.Proforma.Total != 1000 {
		t.Fatalf("voided: %+v", d.Proforma)
	}
	if proformaStockDigest(t, w.e) != stock {
		t.Fatal("voiding a quotation touched stock")
	}
}

// TestDocClientFromCustomer: a quotation or catalogue that names only the
// customer is headed with the customer's own data; typed data wins.
func TestDocClientFromCustomer(t *testing.T) {
	w := skSetup(t)
	client, err := w.e.SaveCustomer(0, CustomerInput{NombresApellidos: "Constructora Andina", NumeroDocumento: "3012457018",
		Telefono: "22334455", Direccion: "Av. Arce 2020"})
	skOK(t, err)
	in := proformaDraft(0, proformaLineIn(w.p[0], 1, 100))
	in.Cliente = ID(client)
	id, err := w.e.CreateProforma(w.seller, in)
	skOK(t, err)
	typed := catalogoDraft(0, catalogoLineIn(w.p[0], 1, 100))
	typed.Cliente, typed.RazonSocial, typed.NIT = ID(client), "Andina (obra Calacoto)", "3012457018"
	cat, err := w.e.CreateCatalogo(w.seller, typed)
	skOK(t, err)
	d, err := w.e.ProformaDetail(w.seller, id)
	skOK(t, err)
	if p := d.Proforma; p.RazonSocial != "Constructora Andina" || p.NIT != "3012457018" || p.Telefono != "22334455" || p.Direccion != "Av. Arce 2020" {
		t.Fatalf("proforma client: %+v", p)
	}
	c, err := w.e.CatalogoDetail(w.seller, cat)
	skOK(t, err)
	if c.Catalogo.RazonSocial != "Andina (obra Calacoto)" || c.Catalogo.Telefono != "" {
		t.Fatalf("catalogue client: %+v", c.Catalogo)
	}
}
