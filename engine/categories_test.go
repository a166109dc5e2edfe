package engine

import (
	"strings"
	"testing"
)

func TestSaveCategoryRefusesInvalidForms(t *testing.T) {
	e := mustOpen(t)
	if _, err := e.SaveCategory(0, CategoryInput{Categoria: "Herramientas"}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, field string
		in          CategoryInput
	}{
		{"categoria required", "categoria", CategoryInput{Categoria: " ", Descripcion: "algo"}},
		{"categoria too long", "categoria", CategoryInput{Categoria: strings.Repeat("c", 101)}},
		{"categoria unique ignoring case", "categoria", CategoryInput{Categoria: "HERRAMIENTAS "}},
		{"descripcion too long", "descripcion", CategoryInput{Categoria: "Pinturas", Descripcion: strings.Repeat("d", 256)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := mdSnapshot(t, e)
			_, err := e.SaveCategory(0, tt.in)
			wantField(t, err, tt.field)
			mdUnchanged(t, e, before)
		})
	}
}

func TestSaveCategoryCreatesEditsAndToggles(t *testing.T) {
	e := mustOpen(t)
	tools, err := e.SaveCategory(0, CategoryInput{Categoria: " Herramientas ", Descripcion: " Manuales "})
	if err != nil {
		t.Fatal(err)
	}
	paint, _ := e.SaveCategory(0, CategoryInput{Categoria: "Pinturas"})
	if _, err := e.SaveCategory(tools, CategoryInput{Categoria: "Herramientas", Descripcion: "Manuales y eléctricas"}); err != nil {
		t.Fatal(err)
	}
	if got, err := e.ToggleCategory(paint); err != nil || got {
		t.Fatalf("toggle: %v %v", got, err)
	}
	all, _ := e.Categories(false)
	active, _ := e.Categories(true)
	want := Category{ID: tools, Categoria: "Herramientas", Descripcion: "Manuales y eléctricas", Estado: true}
	if len(all) != 2 || len(active) != 1 || active[0] != want {
		t.Fatalf("all %+v, active %+v", all, active)
	}

	before := mdSnapshot(t, e)
	_, err = e.SaveCategory(paint, CategoryInput{Categoria: "herramientas"})
	wantField(t, err, "categoria")
	_, err = e.SaveCategory(99, CategoryInput{Categoria: "Nueva"})
	mdWantCode(t, err, CodeNotFound)
	_, err = e.ToggleCategory(99)
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}

// TestEditKeepsCategoryEstado: a form edit changes the text, never the estado.
func TestEditKeepsCategoryEstado(t *testing.T) {
	e := mustOpen(t)
	id, _ := e.SaveCategory(0, CategoryInput{Categoria: "Plomería"})
	if _, err := e.ToggleCategory(id); err != nil {
		t.Fatal(err)
	}
	if _, err := e.SaveCategory(id, CategoryInput{Categoria: "Plomería y gas"}); err != nil {
		t.Fatal(err)
	}
	if all, _ := e.Categories(false); all[0].Estado || all[0].Categoria != "Plomería y gas" {
		t.Fatalf("after edit %+v", all[0])
	}
}
