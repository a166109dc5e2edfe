package engine

import "testing"

func furnitureInput() MobiliarioInput {
	return MobiliarioInput{FechaEntrega: "2025-03-01", Cantidad: "3", Mobiliario: "Vitrina de vidrio", Valor: "850.50",
		Estado: "nuevo", Largo: "1.80", Alto: "2", Ancho: "0,6", Observaciones: "Mostrador principal"}
}

func TestSaveMobiliario(t *testing.T) {
	w := skSetup(t)
	cases := []struct {
		name, field string
		edit        func(*MobiliarioInput)
	}{
		{"no name", "mobiliario", func(in *MobiliarioInput) { in.Mobiliario = " " }},
		{"no date", "fecha_entrega", func(in *MobiliarioInput) { in.FechaEntrega = "" }},
		{"bad date", "fecha_entrega", func(in *MobiliarioInput) { in.FechaEntrega = "31/02/2025" }},
		{"zero quantity", "cantidad", func(in *MobiliarioInput) { in.Cantidad = "0" }},
		{"fractional quantity", "cantidad", func(in *MobiliarioInput) { in.Cantidad = "1.5" }},
		{"negative value", "valor", func(in *MobiliarioInput) { in.Valor = "-1" }},
		{"no value", "valor", func(in *MobiliarioInput) { in.Valor = "" }},
		{"unknown state", "estado_mobiliario", func(in *MobiliarioInput) { in.Estado = "ROTO" }},
		{"bad dimension", "ancho", func(in *MobiliarioInput) { in.Ancho = "ancho" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := furnitureInput()
			c.edit(&in)
			before := skHash(t, w.e)
			_, err := w.e.SaveMobiliario(w.super, w.b2, 0, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused form left a trace")
			}
		})
	}
	_, err := w.e.SaveMobiliario(w.super, 99, 0, furnitureInput())
	wantField(t, err, "sucursal_id")
	_, err = w.e.SaveMobiliario(w.admin, w.b2, 0, furnitureInput())
	skCode(t, err, CodeForbidden)

	img := mdImage(t, mdPNG(t, 40, 30, true))
	in := furnitureInput()
	in.Imagenes[1] = img
	id, err := w.e.SaveMobiliario(w.super, w.b2, 0, in)
	skOK(t, err)
	second := furnitureInput()
	second.Mobiliario, second.Cantidad, second.Valor, second.Estado = "Silla", "4", "120", "USADO"
	_, err = w.e.SaveMobiliario(w.super, w.b2, 0, second)
	skOK(t, err)
	_, err = w.e.SaveMobiliario(w.super, w.b3, 0, second)
	skOK(t, err)
	rows, total, err := w.e.ListMobiliario(w.super, w.b2)
	skOK(t, err)
	if len(rows) != 2 || rows[0].Subtotal != 255150 || rows[0].Estado != "NUEVO" || rows[0].Imagenes[1] != img.Key ||
		rows[0].FechaEntrega != "2025-03-01" || total != 255150+48000 {
		t.Fatalf("rows %+v total %d", rows, total)
	}
	// Edit: the picture stays unless removed, and the branch stays.
	in = furnitureInput()
	in.Estado, in.Cantidad = "MALO", "1"
	_, err = w.e.SaveMobiliario(w.super, w.b3, id, in)
	skOK(t, err)
	rows, _, _ = w.e.ListMobiliario(w.super, w.b2)
	if rows[0].Estado != "MALO" || rows[0].Subtotal != 85050 || rows[0].Imagenes[1] != img.Key || rows[0].Sucursal != w.b2 {
		t.Fatalf("edited %+v", rows[0])
	}
	in.Quitar[1] = true
	_, err = w.e.SaveMobiliario(w.super, w.b2, id, in)
	skOK(t, err)
	rows, _, _ = w.e.ListMobiliario(w.super, w.b2)
	if rows[0].Imagenes[1] != "" {
		t.Fatal("the picture was not removed")
	}
	skCode(t, w.e.DeleteMobiliario(w.admin, id), CodeForbidden)
	skOK(t, w.e.DeleteMobiliario(w.super, id))
	skCode(t, w.e.DeleteMobiliario(w.super, id), CodeNotFound)
	if rows, total, _ = w.e.ListMobiliario(w.super, w.b2); len(rows) != 1 || total != 48000 {
		t.Fatalf("after delete %+v %d", rows, total)
	}
	_, _, err = w.e.ListMobiliario(w.seller, w.b2)
	skCode(t, err, CodeForbidden)
}
