package engine

import (
	"strings"
	"testing"
)

func TestSaveUnitRefusesInvalidForms(t *testing.T) {
	e := mustOpen(t)
	if _, err := e.SaveUnit(0, UnitInput{Unidad: "Caja", Sigla: "CJA"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, field string
		in          UnitInput
	}{
		{"unidad required", "unidad", UnitInput{Unidad: "", Sigla: "UND"}},
		{"unidad too long", "unidad", UnitInput{Unidad: strings.Repeat("u", 101), Sigla: "U"}},
		{"unidad unique ignoring case", "unidad", UnitInput{Unidad: " caja", Sigla: "CJ"}},
		{"sigla required", "sigla", UnitInput{Unidad: "Litro", Sigla: "  "}},
		{"sigla too long", "sigla", UnitInput{Unidad: "Litro", Sigla: "LITROSLITRO"}},
		{"descripcion too long", "descripcion", UnitInput{Unidad: "Litro", Sigla: "LT", Descripcion: strings.Repeat("d", 256)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := mdSnapshot(t, e)
			_, err := e.SaveUnit(0, tt.in)
			wantField(t, err, tt.field)
			mdUnchanged(t, e, before)
		})
	}
	// Both required fields missing: both are reported at once.
	_, err := e.SaveUnit(0, UnitInput{})
	wantField(t, err, "unidad")
	wantField(t, err, "sigla")
}

func TestSaveUnitCreatesEditsAndToggles(t *testing.T) {
	e := mustOpen(t)
	box, err := e.SaveUnit(0, UnitInput{Unidad: " Caja ", Sigla: " CJA ", Descripcion: "Caja cerrada"})
	if err != nil {
		t.Fatal(err)
	}
	litre, _ := e.SaveUnit(0, UnitInput{Unidad: "Litro", Sigla: "CJA"}) // siglas may repeat
	if _, err := e.SaveUnit(litre, UnitInput{Unidad: "Litro", Sigla: "LT", Descripcion: "Volumen"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []bool{false, true, false} {
		if got, err := e.ToggleUnit(box); err != nil || got != want {
			t.Fatalf("toggle: %v %v, want %v", got, err, want)
		}
	}
	active, _ := e.Units(true)
	all, _ := e.Units(false)
	want := Unit{ID: litre, Unidad: "Litro", Sigla: "LT", Descripcion: "Volumen", Estado: true}
	if len(active) != 1 || active[0] != want || len(all) != 2 || all[0].Unidad != "Caja" {
		t.Fatalf("active %+v, all %+v", active, all)
	}

	before := mdSnapshot(t, e)
	_, err = e.SaveUnit(litre, UnitInput{Unidad: "CAJA", Sigla: "C"})
	wantField(t, err, "unidad")
	_, err = e.SaveUnit(99, UnitInput{Unidad: "Metro", Sigla: "M"})
	mdWantCode(t, err, CodeNotFound)
	_, err = e.ToggleUnit(99)
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}

// TestEditKeepsUnitEstado: a form edit changes the text, never the estado.
func TestEditKeepsUnitEstado(t *testing.T) {
	e := mustOpen(t)
	id, _ := e.SaveUnit(0, UnitInput{Unidad: "Metro", Sigla: "M"})
	if _, err := e.ToggleUnit(id); err != nil {
		t.Fatal(err)
	}
	if _, err := e.SaveUnit(id, UnitInput{Unidad: "Metro lineal", Sigla: "ML"}); err != nil {
		t.Fatal(err)
	}
	if all, _ := e.Units(false); all[0].Estado || all[0].Sigla != "ML" {
		t.Fatalf("after edit %+v", all[0])
	}
}
