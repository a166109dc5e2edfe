package engine

import (
	"fmt"
	"testing"
	"time"
)

// catalogoDraft is a catalogue draft in branch of lines with the right total.
func catalogoDraft(branch uint64, lines ...CatalogoLineInput) CatalogoInput {
	in := CatalogoInput{Sucursal: ID(branch), Productos: lines}
	for _, l := range lines {
		in.Total += l.Precio * Money(max(l.Cantidad, 1))
	}
	return in
}

func catalogoLineIn(product uint64, qty int64, price Money) CatalogoLineInput {
	return CatalogoLineInput{ID: ID(product), Cantidad: Int(qty), Precio: price}
}

// validCatalogoLines lists the ids of the products on the valid lines.
func validCatalogoLines(d CatalogoDetail) (out []uint64) {
	for _, l := range d.Detalles {
		if l.Estado == 1 {
			out = append(out, l.ProductoID)
		}
	}
	return out
}

func TestCreateCatalogoRefusesInvalidDrafts(t *testing.T) {
	w := skSetup(t)
	_, err := w.e.ToggleProduct(w.super, w.p[3])
	skOK(t, err)
	valid := func() CatalogoInput {
		return catalogoDraft(w.b2, catalogoLineIn(w.p[0], 1, 10000), catalogoLineIn(w.p[1], 0, 9050))
	}
	cases := []struct {
		name, field string
		actor       Actor
		edit        func(*CatalogoInput)
	}{
		{"unknown client", "cliente", w.seller, func(in *CatalogoInput) { in.Cliente = 42 }},
		{"phone with letters", "telefono", w.seller, func(in *CatalogoInput) { in.Telefono = "tel 2" }},
		{"long complemento", "complemento", w.seller, func(in *CatalogoInput) { in.Complemento = "12345678901" }},
		{"empty cart", "productos", w.seller, func(in *CatalogoInput) { in.Productos, in.Total = nil, 0 }},
		{"unknown product", "productos.1.id", w.seller, func(in *CatalogoInput) { in.Productos[1].ID = 999 }},
		{"inactive product", "productos.0.id", w.seller, func(in *CatalogoInput) { in.Productos[0].ID = ID(w.p[3]) }},
		{"product twice", "productos.2.id", w.seller, func(in *CatalogoInput) {
			in.Productos = append(in.Productos, catalogoLineIn(w.p[0], 1, 5))
			in.Total += 5
		}},
		{"negative quantity", "productos.0.cantidad", w.seller, func(in *CatalogoInput) { in.Productos[0].Cantidad = -2 }},
		{"quantity not a number", "productos.1.cantidad", w.seller, func(in *CatalogoInput) { in.Productos[1].Cantidad = BadInt }},
		{"negative price", "productos.1.precio", w.seller, func(in *CatalogoInput) { in.Productos[1].Precio = -100; in.Total -= 9150 }},
		{"total disagrees", "total", w.seller, func(in *CatalogoInput) { in.Total -= 1 }},
		{"inactive branch", "sucursal", w.admin, func(in *CatalogoInput) { in.Sucursal = 77 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := valid()
			c.edit(&in)
			before := skHash(t, w.e)
			_, err := w.e.CreateCatalogo(c.actor, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused catalogue left a trace")
			}
		})
	}
	in := valid()
	in.Sucursal = ID(w.b3)
	_, err = w.e.CreateCatalogo(w.seller, in)
	skCode(t, err, CodeForbidden)
}

func TestCreateCatalogoEffects(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 4)
	skOK(t, w.e.SaveBranchPrices(w.super, w.b2, w.p[1], [6]Money{15000, 14000, 0, 0, 0, 1000}))
	stock := proformaStockDigest(t, w.e)
	client, err := w.e.SaveCustomer(0, CustomerInput{NombresApellidos: "Ferretería Sur", NumeroDocumento: "778899"})
	skOK(t, err)
	in := catalogoDraft(0, catalogoLineIn(w.p[0], 0, 10000), catalogoLineIn(w.p[1], 2, 14000))
	in.Cliente, in.RazonSocial, in.NIT, in.Complemento = ID(client), "Ferretería Sur", "778899", "1B"
	in.Telefono, in.Direccion = "2223344", "Av. Siempre Viva"
	id, err := w.e.CreateCatalogo(w.seller, in)
	skOK(t, err)
	id2, err := w.e.CreateCatalogo(w.seller, catalogoDraft(w.b2, catalogoLineIn(w.p[2], 1, 100)))
	skOK(t, err)
	id3, err := w.e.CreateCatalogo(w.admin, catalogoDraft(MainBranch, catalogoLineIn(w.p[2], 1, 100)))
	skOK(t, err)
	if proformaStockDigest(t, w.e) != stock {
		t.Fatal("a catalogue touched stock, kardex or cash")
	}
	d, err := w.e.CatalogoDetail(w.seller, id)
	skOK(t, err)
	c := d.Catalogo
	now := w.e.Now().UTC()
	want := CatalogoView{ID: id, NroCatalogo: 1, Fecha: now, FechaCatalogo: "2025-03-04", FechaFin: now.AddDate(0, 0, 30),
		Sucursal: "Centro", SucursalID: w.b2, DocClient: DocClient{ClienteID: client, RazonSocial: "Ferretería Sur", NIT: "778899",
			Complemento: "1B", Telefono: "2223344", Direccion: "Av. Siempre Viva"}, Total: 10000 + 28000, Usuario: c.Usuario, Empleado: c.Usuario,
		Estado: CatalogoValido}
	if c != want {
		t.Fatalf("catalogue:\n got %+v\nwant %+v", c, want)
	}
	if len(d.Detalles) != 2 || d.Detalles[0] != (CatalogoLineView{ID: 1, ProductoID: w.p[0], Producto: "Producto 1",
		Codigo: "P-001", Cantidad: 1, Precio: 10000, Estado: 1}) || d.Detalles[1].Cantidad != 2 || d.Detalles[1].ID != 2 {
		t.Fatalf("lines: %+v", d.Detalles)
	}
	e := d.Data
	if e.ClienteID != client || e.Complemento != "1B" || len(e.Productos) != 2 {
		t.Fatalf("edit data: %+v", e)
	}
	p := e.Productos[1]
	if p != (CatalogoEditProduct{ID: w.p[1], Nombre: "Producto 2", Codigo: "P-002", Pivot: CatalogoPivot{Precio: 14000, Cantidad: 2},
		NumberedPrices: NumberedPrices{Precio1: 15000, Precio2: 14000, Precio6: 1000}}) || e.Productos[0].Precio1 != 10000 || e.Productos[0].Precio5 != 6000 {
		t.Fatalf("edit products: %+v", e.Productos)
	}
	for i, c := range []struct{ id, want uint64 }{{id, 1}, {id2, 2}, {id3, 1}} {
		d, err := w.e.CatalogoDetail(w.super, c.id)
		skOK(t, err)
		if d.Catalogo.NroCatalogo != c.want {
			t.Errorf("catalogue %d: nro %d, want %d", i, d.Catalogo.NroCatalogo, c.want)
		}
	}
	_, err = w.e.CatalogoDetail(w.seller, id3)
	skCode(t, err, CodeForbidden)
	_, err = w.e.CatalogoDetail(w.seller, 999)
	skCode(t, err, CodeNotFound)
}

func TestCatalogoOutOfTerm(t *testing.T) {
	w := skSetup(t)
	start := w.e.Now()
	id, err := w.e.CreateCatalogo(w.seller, catalogoDraft(w.b2, catalogoLineIn(w.p[0], 1, 1000), catalogoLineIn(w.p[1], 1, 2000)))
	skOK(t, err)
	at := func(d time.Duration) { w.e.Now = func() time.Time { return start.Add(d) } }
	estado := func() int {
		t.Helper()
		d, err := w.e.CatalogoDetail(w.seller, id)
		skOK(t, err)
		return d.Catalogo.Estado
	}
	at(30 * 24 * time.Hour) // exactly fecha_fin: still valid
	if got := estado(); got != CatalogoValido {
		t.Fatalf("at fecha_fin: estado %d", got)
	}
	at(30*24*time.Hour + time.Second)
	if got := estado(); got != CatalogoFueraDePlazo {
		t.Fatalf("after fecha_fin: estado %d", got)
	}
	l, err := w.e.ListCatalogos(w.super, w.b2, "2025-03-04", "2025-03-04")
	skOK(t, err)
	if len(l) != 1 || l[0].Estado != CatalogoFueraDePlazo {
		t.Fatalf("list: %+v", l)
	}
	before := skHash(t, w.e)
	err = w.e.UpdateCatalogo(w.seller, id, CatalogoUpdateInput{Productos: []CatalogoLineInput{catalogoLineIn(w.p[2], 1, 5)}})
	skCode(t, err, CodeConflict)
	if msg := err.(*Error).Message; msg != "El catálogo está fuera de plazo (venció el 03/04/2025); no se puede modificar." {
		t.Fatalf("message: %q", msg)
	}
	skCode(t, w.e.CancelCatalogoLine(w.seller, id, 1, "ya no"), CodeConflict)
	if skHash(t, w.e) != before {
		t.Fatal("a refused edit left a trace")
	}
	// The state is read, never stored: turning the clock back makes it valid.
	at(time.Hour)
	if got := estado(); got != CatalogoValido {
		t.Fatalf("clock back: estado %d", got)
	}
	// A catalogue out of term may still be cancelled.
	at(40 * 24 * time.Hour)
	skOK(t, w.e.CancelCatalogo(w.seller, id, ""))
	if got := estado(); got != CatalogoAnulado {
		t.Fatalf("cancelled: estado %d", got)
	}
}

func TestUpdateCatalogo(t *testing.T) {
	w := skSetup(t)
	client, err := w.e.SaveCustomer(0, CustomerInput{NombresApellidos: "Ana Mamani", NumeroDocumento: "123456", Telefono: "777"})
	skOK(t, err)
	in := catalogoDraft(w.b2, catalogoLineIn(w.p[0], 1, 1000), catalogoLineIn(w.p[1], 1, 2000), catalogoLineIn(w.p[2], 1, 3000))
	in.Cliente, in.RazonSocial, in.NIT, in.Telefono, in.Descripcion = ID(client), "Ana Mamani", "123456", "777", "Primera"
	id, err := w.e.CreateCatalogo(w.seller, in)
	skOK(t, err)
	other, err := w.e.CreateCatalogo(w.super, catalogoDraft(MainBranch, catalogoLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	skOK(t, w.e.CancelCatalogoLine(w.seller, id, 2, "Sin stock"))
	stock := proformaStockDigest(t, w.e)

	refused := []struct {
		name  string
		actor Actor
		id    uint64
		in    CatalogoUpdateInput
		field string
		code  Code
	}{
		{"another client", w.seller, id, CatalogoUpdateInput{ClienteID: 1, Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, 5)}}, "cliente_id", ""},
		{"empty", w.seller, id, CatalogoUpdateInput{}, "productos", ""},
		{"bad price", w.seller, id, CatalogoUpdateInput{Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, -5)}}, "productos.0.precio", ""},
		{"twice", w.seller, id, CatalogoUpdateInput{Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, 5), catalogoLineIn(w.p[0], 1, 6)}}, "productos.1.id", ""},
		{"other branch", w.seller, other, CatalogoUpdateInput{Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, 5)}}, "", CodeForbidden},
		{"unknown", w.seller, 999, CatalogoUpdateInput{Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, 5)}}, "", CodeNotFound},
	}
	for _, c := range refused {
		t.Run(c.name, func(t *testing.T) {
			before := skHash(t, w.e)
			err := w.e.UpdateCatalogo(c.actor, c.id, c.in)
			if c.field != "" {
				wantField(t, err, c.field)
			} else {
				skCode(t, err, c.code)
			}
			if skHash(t, w.e) != before {
				t.Fatal("a refused update left a trace")
			}
		})
	}
	err = w.e.UpdateCatalogo(w.seller, id, CatalogoUpdateInput{})
	if e, _ := err.(*Error); e == nil || e.Fields["productos"][0] != "No hay productos en el carrito." {
		t.Fatalf("empty update: %v", err)
	}
	err = w.e.UpdateCatalogo(w.seller, id, CatalogoUpdateInput{ClienteID: 1, Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, 5)}})
	if e, _ := err.(*Error); e == nil || e.Fields["cliente_id"][0] != "El cliente no puede ser modificado" {
		t.Fatalf("client change: %v", err)
	}

	// The client block sent back is ignored; the lines are replaced.
	w.e.Now = func() time.Time { return time.Date(2025, 3, 20, 15, 0, 0, 0, time.UTC) }
	skOK(t, w.e.UpdateCatalogo(w.seller, id, CatalogoUpdateInput{ClienteID: ID(client), RazonSocial: "Otro", NIT: "1",
		Telefono: "999", Descripcion: "Cambiada", Productos: []CatalogoLineInput{catalogoLineIn(w.p[2], 0, 3500), catalogoLineIn(w.p[3], 3, 100)}}))
	d, err := w.e.CatalogoDetail(w.seller, id)
	skOK(t, err)
	c := d.Catalogo
	if c.RazonSocial != "Ana Mamani" || c.NIT != "123456" || c.Telefono != "777" || c.Descripcion != "Primera" ||
		c.ClienteID != client || c.Total != 3500+300 || c.NroCatalogo != 1 || c.FechaCatalogo != "2025-03-04" ||
		c.Estado != CatalogoValido {
		t.Fatalf("updated: %+v", c)
	}
	// The line removed before stays as history; the new lines get fresh ids.
	if fmt.Sprint(validCatalogoLines(d)) != fmt.Sprint([]uint64{w.p[2], w.p[3]}) || len(d.Detalles) != 3 ||
		d.Detalles[0].ID != 2 || d.Detalles[0].Estado != 0 || d.Detalles[0].Motivo != "Sin stock" ||
		d.Detalles[1].ID != 4 || d.Detalles[2].ID != 5 || d.Detalles[2].Cantidad != 3 || len(d.Data.Productos) != 2 {
		t.Fatalf("lines: %+v", d.Detalles)
	}
	if proformaStockDigest(t, w.e) != stock {
		t.Fatal("updating a catalogue touched stock")
	}
	// Super and Administrador edit in any branch; nobody edits a cancelled one.
	skOK(t, w.e.UpdateCatalogo(w.admin, id, CatalogoUpdateInput{Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, 1)}}))
	skOK(t, w.e.CancelCatalogo(w.seller, id, ""))
	err = w.e.UpdateCatalogo(w.super, id, CatalogoUpdateInput{Productos: []CatalogoLineInput{catalogoLineIn(w.p[0], 1, 1)}})
	skCode(t, err, CodeConflict)
	if msg := err.(*Error).Message; msg != "El catálogo está anulado; no se puede modificar." {
		t.Fatalf("message: %q", msg)
	}
}

func TestCancelCatalogo(t *testing.T) {
	w := skSetup(t)
	mine, err := w.e.CreateCatalogo(w.seller, catalogoDraft(w.b2, catalogoLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	other, err := w.e.CreateCatalogo(w.super, catalogoDraft(MainBranch, catalogoLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	skCode(t, w.e.CancelCatalogo(w.seller, other, ""), CodeForbidden)
	skCode(t, w.e.CancelCatalogo(w.seller, 999, ""), CodeNotFound)
	skOK(t, w.e.CancelCatalogo(w.seller, mine, "Pedido del cliente"))
	skCode(t, w.e.CancelCatalogo(w.seller, mine, ""), CodeConflict)
	skOK(t, w.e.CancelCatalogo(w.admin, other, ""))
	d, err := w.e.CatalogoDetail(w.seller, mine)
	skOK(t, err)
	if d.Catalogo.Estado != CatalogoAnulado || d.Catalogo.Total != 1000 {
		t.Fatalf("cancelled: %+v", d.Catalogo)
	}
}

func TestCancelCatalogoLine(t *testing.T) {
	w := skSetup(t)
	id, err := w.e.CreateCatalogo(w.seller, catalogoDraft(w.b2, catalogoLineIn(w.p[0], 1, 1000), catalogoLineIn(w.p[1], 2, 2000),
		catalogoLineIn(w.p[2], 1, 3000)))
	skOK(t, err)
	other, err := w.e.CreateCatalogo(w.super, catalogoDraft(MainBranch, catalogoLineIn(w.p[0], 1, 1000), catalogoLineIn(w.p[1], 1, 1000)))
	skOK(t, err)
	stock := proformaStockDigest(t, w.e)

	err = w.e.CancelCatalogoLine(w.seller, id, 1, "")
	wantField(t, err, "motivo")
	if err.(*Error).Fields["motivo"][0] != "Debe ingresar un motivo" {
		t.Fatalf("motivo message: %v", err)
	}
	skCode(t, w.e.CancelCatalogoLine(w.seller, other, 1, "x"), CodeForbidden)
	skCode(t, w.e.CancelCatalogoLine(w.seller, id, 9, "x"), CodeNotFound)
	skOK(t, w.e.CancelCatalogoLine(w.seller, id, 2, "Descontinuado"))
	skCode(t, w.e.CancelCatalogoLine(w.seller, id, 2, "otra vez"), CodeConflict) // the line is no longer valid
	d, err := w.e.CatalogoDetail(w.seller, id)
	skOK(t, err)
	if d.Catalogo.Total != 4000 || d.Detalles[1].Estado != 0 || d.Detalles[1].Motivo != "Descontinuado" ||
		fmt.Sprint(validCatalogoLines(d)) != fmt.Sprint([]uint64{w.p[0], w.p[2]}) {
		t.Fatalf("after line cancel: %+v %+v", d.Catalogo, d.Detalles)
	}
	skOK(t, w.e.CancelCatalogoLine(w.seller, id, 1, "Caro"))
	// The last valid line cannot go: the whole catalogue is cancelled instead.
	err = w.e.CancelCatalogoLine(w.seller, id, 3, "x")
	skCode(t, err, CodeConflict)
	if msg := err.(*Error).Message; msg != "El catálogo debe tener más de un producto válido; anule el catálogo completo." {
		t.Fatalf("message: %q", msg)
	}
	// A cancelled catalogue refuses line removals.
	skOK(t, w.e.CancelCatalogo(w.admin, other, ""))
	skCode(t, w.e.CancelCatalogoLine(w.admin, other, 1, "x"), CodeConflict)
	if proformaStockDigest(t, w.e) != stock {
		t.Fatal("removing catalogue lines touched stock")
	}
}

func TestListCatalogos(t *testing.T) {
	w := skSetup(t)
	start := w.e.Now()
	a, err := w.e.CreateCatalogo(w.seller, catalogoDraft(w.b2, catalogoLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	w.e.Now = func() time.Time { return start.AddDate(0, 0, 2) }
	b, err := w.e.CreateCatalogo(w.seller, catalogoDraft(w.b2, catalogoLineIn(w.p[0], 1, 1000)))
	skOK(t, err)
	l, err := w.e.ListCatalogos(w.admin, w.b2, "2025-03-01", "2025-03-31")
	skOK(t, err)
	if len(l) != 2 || l[0].ID != a || l[1].ID != b {
		t.Fatalf("admin list: %+v", l)
	}
	l, err = w.e.ListCatalogos(w.seller, w.b2, "2025-03-01", "2025-03-31")
	skOK(t, err)
	if len(l) != 1 || l[0].ID != b {
		t.Fatalf("seller list: %+v", l)
	}
	_, err = w.e.ListCatalogos(w.seller, MainBranch, "", "")
	skCode(t, err, CodeForbidden)
	_, err = w.e.ListCatalogos(w.admin, w.b2, "03/03/2025", "")
	wantField(t, err, "fecha_desde")
}
