package engine

import (
	"strings"
	"testing"
)

func validCustomerInput() CustomerInput {
	return CustomerInput{NombresApellidos: " Patricia Limachi ", NumeroDocumento: "4876512", Complemento: "1A",
		Telefono: "71234567", Email: "plimachi@correo.bo", Direccion: "Calle Comercio 455"}
}

func TestSaveCustomerRefusesInvalidForms(t *testing.T) {
	e := mustOpen(t)
	if _, err := e.SaveCustomer(0, validCustomerInput()); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, field string
		change      func(*CustomerInput)
	}{
		{"nombres required", "nombres_apellidos", func(c *CustomerInput) { c.NombresApellidos = "" }},
		{"nombres too long", "nombres_apellidos", func(c *CustomerInput) { c.NombresApellidos = strings.Repeat("a", 151) }},
		{"documento required", "numero_documento", func(c *CustomerInput) { c.NumeroDocumento = " " }},
		{"documento numeric", "numero_documento", func(c *CustomerInput) { c.NumeroDocumento = "4876512-LP" }},
		{"documento unique", "numero_documento", func(c *CustomerInput) { c.Complemento = "1a" }},
		{"complemento too long", "complemento", func(c *CustomerInput) { c.Complemento = "12345678901" }},
		{"telefono numeric", "telefono", func(c *CustomerInput) { c.Telefono = "+591 7123" }},
		{"email format", "email", func(c *CustomerInput) { c.Email = "plimachi.correo.bo" }},
		{"email display name", "email", func(c *CustomerInput) { c.Email = "Pati <p@correo.bo>" }},
		{"direccion too long", "direccion", func(c *CustomerInput) { c.Direccion = strings.Repeat("d", 256) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := validCustomerInput()
			tt.change(&in)
			before := mdSnapshot(t, e)
			_, err := e.SaveCustomer(0, in)
			wantField(t, err, tt.field)
			mdUnchanged(t, e, before)
		})
	}
}

func TestSaveCustomerDocumentRules(t *testing.T) {
	e := mustOpen(t)
	id, err := e.SaveCustomer(0, validCustomerInput())
	if err != nil || id != 2 {
		t.Fatalf("create: %d %v", id, err)
	}
	c, _ := e.Customer(id)
	if c.NombresApellidos != "Patricia Limachi" || !c.Estado || !c.CreatedAt.Equal(e.Now()) {
		t.Fatalf("stored %+v", c)
	}
	accepted := []struct {
		name string
		in   CustomerInput
	}{
		{"same document, other complemento", CustomerInput{NombresApellidos: "Otra", NumeroDocumento: "4876512"}},
		{"NIT 0 repeats (SN)", CustomerInput{NombresApellidos: "Sin nombre 2", NumeroDocumento: "0"}},
		{"document of another customer", CustomerInput{NombresApellidos: "Ferretería", NumeroDocumento: "1020304025"}},
	}
	for _, tt := range accepted {
		if _, err := e.SaveCustomer(0, tt.in); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
	// Editing a customer keeps its own document; taking another's is refused.
	in := validCustomerInput()
	in.Telefono = "22441122"
	if _, err := e.SaveCustomer(id, in); err != nil {
		t.Fatal(err)
	}
	before := mdSnapshot(t, e)
	in.NumeroDocumento, in.Complemento = "1020304025", ""
	_, err = e.SaveCustomer(id, in)
	wantField(t, err, "numero_documento")
	_, err = e.SaveCustomer(99, validCustomerInput())
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}

func TestToggleCustomer(t *testing.T) {
	e := mustOpen(t)
	id, _ := e.SaveCustomer(0, validCustomerInput())
	for _, want := range []bool{false, true} {
		if got, err := e.ToggleCustomer(id); err != nil || got != want {
			t.Fatalf("toggle: %v %v, want %v", got, err, want)
		}
	}
	before := mdSnapshot(t, e)
	_, err := e.ToggleCustomer(AnonymousCustomer)
	mdWantCode(t, err, CodeConflict)
	_, err = e.ToggleCustomer(99)
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}
