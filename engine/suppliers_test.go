package engine

import (
	"strings"
	"testing"
)

func TestSaveSupplierRefusesInvalidForms(t *testing.T) {
	e := mustOpen(t)
	if _, err := e.SaveSupplier(0, SupplierInput{Proveedor: "Distribuidora Altiplano", NIT: "1023456027"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, field string
		in          SupplierInput
	}{
		{"proveedor required", "proveedor", SupplierInput{Proveedor: "  ", NIT: "1"}},
		{"proveedor too long", "proveedor", SupplierInput{Proveedor: strings.Repeat("p", 151)}},
		{"proveedor unique ignoring case and spaces", "proveedor", SupplierInput{Proveedor: " distribuidora ALTIPLANO "}},
		{"nit numeric", "nit", SupplierInput{Proveedor: "Nuevo", NIT: "1023-456"}},
		{"nit too long", "nit", SupplierInput{Proveedor: "Nuevo", NIT: strings.Repeat("1", 21)}},
		{"telefono numeric", "telefono", SupplierInput{Proveedor: "Nuevo", Telefono: "2245 6789"}},
		{"direccion too long", "direccion", SupplierInput{Proveedor: "Nuevo", Direccion: strings.Repeat("d", 256)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := mdSnapshot(t, e)
			_, err := e.SaveSupplier(0, tt.in)
			wantField(t, err, tt.field)
			mdUnchanged(t, e, before)
		})
	}
}

func TestSaveSupplierCreatesEditsAndToggles(t *testing.T) {
	e := mustOpen(t)
	first, err := e.SaveSupplier(0, SupplierInput{Proveedor: " Importadora Santa Cruz ", NIT: "2034567011",
		Telefono: "33445566", Direccion: "Parque Industrial"})
	if err != nil {
		t.Fatal(err)
	}
	second, _ := e.SaveSupplier(0, SupplierInput{Proveedor: "Altiplano"}) // NIT and phone are optional
	s, _ := e.Supplier(first)
	want := Supplier{ID: first, Proveedor: "Importadora Santa Cruz", NIT: "2034567011", Telefono: "33445566",
		Direccion: "Parque Industrial", Estado: true}
	if s != want || second != first+1 {
		t.Fatalf("stored %+v (second id %d)", s, second)
	}
	if _, err := e.SaveSupplier(first, SupplierInput{Proveedor: "IMPORTADORA Santa Cruz", NIT: "99"}); err != nil {
		t.Fatalf("renaming to its own name in other case: %v", err)
	}
	if got, err := e.ToggleSupplier(second); err != nil || got {
		t.Fatalf("toggle: %v %v", got, err)
	}
	active, _ := e.Suppliers(true)
	all, _ := e.Suppliers(false)
	if len(active) != 1 || active[0].NIT != "99" || len(all) != 2 {
		t.Fatalf("active %+v, all %+v", active, all)
	}

	before := mdSnapshot(t, e)
	_, err = e.SaveSupplier(second, SupplierInput{Proveedor: "importadora santa cruz"})
	wantField(t, err, "proveedor")
	_, err = e.SaveSupplier(99, SupplierInput{Proveedor: "Otro"})
	mdWantCode(t, err, CodeNotFound)
	_, err = e.ToggleSupplier(99)
	mdWantCode(t, err, CodeNotFound)
	_, err = e.Supplier(99)
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}
