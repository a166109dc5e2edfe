package engine

import (
	"strings"
	"testing"
)

func validBranchInput() BranchInput {
	return BranchInput{Sucursal: "  Sucursal Norte ", NombreOficial: "Comercial Norte S.R.L.", Grupo: "2",
		Direccion: "Av. Busch 1450", Telefono: "22223333", Precios: [6]string{"1", "0", "1", "", "0", "0"}}
}

func TestSaveBranchRefusesInvalidForms(t *testing.T) {
	e := mustOpen(t)
	tests := []struct {
		name, field, msg string
		change           func(*BranchInput)
	}{
		{"sucursal required", "sucursal", "El campo sucursal es obligatorio.", func(b *BranchInput) { b.Sucursal = "  " }},
		{"sucursal too long", "sucursal", "", func(b *BranchInput) { b.Sucursal = strings.Repeat("x", 101) }},
		{"sucursal unique ignoring case", "sucursal", "Ya existe una sucursal con ese nombre.", func(b *BranchInput) { b.Sucursal = " casa MATRIZ " }},
		{"nombre oficial required", "nombre_oficial", "", func(b *BranchInput) { b.NombreOficial = "" }},
		{"grupo required", "grupo", "", func(b *BranchInput) { b.Grupo = "" }},
		{"grupo 0", "grupo", "El grupo debe ser 1, 2 o 3.", func(b *BranchInput) { b.Grupo = "0" }},
		{"grupo 4", "grupo", "", func(b *BranchInput) { b.Grupo = "4" }},
		{"grupo not a number", "grupo", "", func(b *BranchInput) { b.Grupo = "uno" }},
		{"direccion required", "direccion", "", func(b *BranchInput) { b.Direccion = "" }},
		{"telefono numeric", "telefono", "El campo teléfono debe contener solo números.", func(b *BranchInput) { b.Telefono = "2-222333" }},
		{"no price level", "precio_estado", "Debes seleccionar al menos un precio", func(b *BranchInput) { b.Precios = [6]string{"0", "", "false"} }},
		{"bad price flag", "precio3_estado", "Valor inválido.", func(b *BranchInput) { b.Precios[2] = "2" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := validBranchInput()
			tt.change(&in)
			before := mdSnapshot(t, e)
			_, err := e.SaveBranch(0, in)
			wantField(t, err, tt.field)
			if got := err.(*Error).Fields[tt.field][0]; tt.msg != "" && got != tt.msg {
				t.Errorf("message %q, want %q", got, tt.msg)
			}
			mdUnchanged(t, e, before)
		})
	}
}

func TestSaveBranchCreatesAndEdits(t *testing.T) {
	e := mustOpen(t)
	id, err := e.SaveBranch(0, validBranchInput())
	if err != nil || id != 2 {
		t.Fatalf("create: id %d, %v", id, err)
	}
	b, err := e.Branch(id)
	if err != nil {
		t.Fatal(err)
	}
	want := Branch{ID: 2, Sucursal: "Sucursal Norte", NombreOficial: "Comercial Norte S.R.L.", Grupo: 2,
		Direccion: "Av. Busch 1450", Telefono: "22223333", Estado: true, Precios: [6]int{1, 0, 1, 0, 0, 0}}
	if b != want {
		t.Fatalf("stored %+v\nwant   %+v", b, want)
	}

	in := validBranchInput()
	in.Grupo, in.Precios, in.Imagen = "3", [6]string{"true"}, mdImage(t, mdPNG(t, 20, 10, true))
	if _, err := e.SaveBranch(id, in); err != nil {
		t.Fatalf("editing with its own name: %v", err)
	}
	in.Imagen = nil // no new picture keeps the current one
	if _, err := e.SaveBranch(id, in); err != nil {
		t.Fatal(err)
	}
	if b, _ = e.Branch(id); b.Grupo != 3 || b.Precios != [6]int{1} || b.Imagen == "" {
		t.Fatalf("after edit: %+v", b)
	}

	before := mdSnapshot(t, e)
	in.Sucursal = "Casa Matriz"
	_, err = e.SaveBranch(id, in)
	wantField(t, err, "sucursal")
	_, err = e.SaveBranch(99, validBranchInput())
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}

func TestToggleBranch(t *testing.T) {
	e := mustOpen(t)
	id := mdAddBranch(t, e, "Sucursal Sur")
	for _, want := range []bool{false, true, false} {
		if got, err := e.ToggleBranch(id); err != nil || got != want {
			t.Fatalf("toggle: %v, %v; want %v", got, err, want)
		}
	}
	if active, _ := e.ActiveBranches(); len(active) != 1 || active[0].ID != MainBranch {
		t.Fatalf("active branches: %+v", active)
	}
	before := mdSnapshot(t, e)
	_, err := e.ToggleBranch(MainBranch)
	mdWantCode(t, err, CodeConflict)
	_, err = e.ToggleBranch(42)
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}

func TestSetTransferBranches(t *testing.T) {
	e := mustOpen(t)
	id := mdAddBranch(t, e, "Sucursal Sur")
	if err := e.SetTransferBranches([]uint64{id, id}); err != nil {
		t.Fatal(err)
	}
	all, _ := e.Branches()
	if all[0].ActivaTraspaso || !all[1].ActivaTraspaso {
		t.Fatalf("transfer flags: %+v", all)
	}
	before := mdSnapshot(t, e)
	wantField(t, e.SetTransferBranches([]uint64{MainBranch, 77}), "sucursales")
	mdUnchanged(t, e, before)
}
