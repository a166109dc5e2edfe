package engine

import "testing"

func TestCreateBaja(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 3)
	const required = "La cantidad, motivo y estado del producto son campos obligatorios."
	cases := []struct {
		name, field, msg string
		in               BajaInput
	}{
		{"no quantity", "cantidad", required, BajaInput{ProductoID: ID(w.p[0]), Motivo: "roto"}},
		{"no reason", "motivo", required, BajaInput{ProductoID: ID(w.p[0]), Cantidad: 1}},
		{"negative quantity", "cantidad", "La cantidad debe ser un número válido mayor a 0.", BajaInput{ProductoID: ID(w.p[0]), Cantidad: -2, Motivo: "roto"}},
		{"quantity not a number", "cantidad", "La cantidad debe ser un número válido mayor a 0.", BajaInput{ProductoID: ID(w.p[0]), Cantidad: BadInt, Motivo: "roto"}},
		{"more than stock", "cantidad", "El nuevo stock no puede ser negativo. La diferencia se restablecerá a 1.", BajaInput{ProductoID: ID(w.p[0]), Cantidad: 4, Motivo: "roto"}},
		{"unknown product", "producto_id", "Producto no encontrado.", BajaInput{ProductoID: 99, Cantidad: 1, Motivo: "roto"}},
		{"unknown state", "estado_producto", "El estado del producto no es válido.", BajaInput{ProductoID: ID(w.p[0]), Cantidad: 1, Motivo: "roto", EstadoProducto: "Perdido"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := skHash(t, w.e)
			_, err := w.e.CreateBaja(w.admin, w.b2, c.in)
			wantField(t, err, c.field)
			if got := err.(*Error).Fields[c.field][0]; got != c.msg {
				t.Fatalf("message %q, want %q", got, c.msg)
			}
			if skHash(t, w.e) != before {
				t.Fatal("a refused write-off left a trace")
			}
		})
	}
	_, err := w.e.CreateBaja(w.seller, w.b2, BajaInput{ProductoID: ID(w.p[0]), Cantidad: 1, Motivo: "roto"})
	skCode(t, err, CodeForbidden)

	id, err := w.e.CreateBaja(w.admin, w.b2, BajaInput{ProductoID: ID(w.p[0]), Cantidad: 2, Motivo: "roto"})
	skOK(t, err)
	_, err = w.e.CreateBaja(w.admin, w.b2, BajaInput{ProductoID: ID(w.p[0]), Cantidad: 1, Motivo: "vencido", EstadoProducto: "En Revision"})
	skOK(t, err)
	if w.stock(t, w.b2, w.p[0]) != 0 {
		t.Fatal("write-offs did not take the stock")
	}
	all, err := w.e.ListBajas(w.admin, w.b2, "Todos")
	skOK(t, err)
	if len(all) != 2 || all[1].ID != id || all[1].EstadoProducto != "En Almacen" || all[1].Codigo != "P-001" || all[0].Motivo != "vencido" {
		t.Fatalf("list: %+v", all)
	}
	skOK(t, w.e.SetBajaEstado(w.admin, id, "Solucionado"))
	wantField(t, w.e.SetBajaEstado(w.admin, id, "Otro"), "estado_producto")
	one, _ := w.e.ListBajas(w.admin, w.b2, "Solucionado")
	if len(one) != 1 || one[0].ID != id {
		t.Fatalf("filtered list: %+v", one)
	}
	if none, _ := w.e.ListBajas(w.admin, MainBranch, ""); len(none) != 0 {
		t.Fatalf("branch 1 has no write-offs: %+v", none)
	}
	k, _ := w.e.Kardex(w.admin, w.p[0], w.b2)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexBaja || last.Cantidad != -1 || last.Precio != nil {
		t.Fatalf("kardex baja (cost hidden from an admin): %+v", last)
	}
}
