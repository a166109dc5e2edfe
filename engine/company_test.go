package engine

import (
	"strings"
	"testing"
)

func validCompanyInput() CompanyInput {
	return CompanyInput{Empresa: " Ferretería Illimani ", Sigla: "FI", NIT: "1020304025", Propietario: "Rosa Apaza",
		Telefono1: "22441122", Telefono2: "71234567", Email: "ventas@illimani.bo", Horario: "Lun a Sáb 8:00-19:00",
		Direccion: "Calle Comercio 455", Actividad: "Venta de herramientas", Descripcion: "Desde 1998"}
}

func TestSaveCompanyRefusesInvalidForms(t *testing.T) {
	e := mustOpen(t)
	tests := []struct {
		name, field string
		change      func(*CompanyInput)
	}{
		{"empresa required", "empresa", func(c *CompanyInput) { c.Empresa = "" }},
		{"empresa too long", "empresa", func(c *CompanyInput) { c.Empresa = strings.Repeat("e", 151) }},
		{"nit required", "nit", func(c *CompanyInput) { c.NIT = " " }},
		{"nit numeric", "nit", func(c *CompanyInput) { c.NIT = "10203-04025" }},
		{"sigla too long", "sigla", func(c *CompanyInput) { c.Sigla = strings.Repeat("S", 21) }},
		{"telefono1 numeric", "telefono1", func(c *CompanyInput) { c.Telefono1 = "2244-1122" }},
		{"telefono2 numeric", "telefono2", func(c *CompanyInput) { c.Telefono2 = "cel" }},
		{"email format", "email", func(c *CompanyInput) { c.Email = "ventas@" }},
		{"descripcion too long", "descripcion", func(c *CompanyInput) { c.Descripcion = strings.Repeat("d", 1001) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := validCompanyInput()
			tt.change(&in)
			before := mdSnapshot(t, e)
			wantField(t, e.SaveCompany(CompanyID, in), tt.field)
			mdUnchanged(t, e, before)
		})
	}
	before := mdSnapshot(t, e)
	mdWantCode(t, e.SaveCompany(2, validCompanyInput()), CodeNotFound)
	mdUnchanged(t, e, before)
}

func TestSaveCompany(t *testing.T) {
	e := mustOpen(t)
	c, err := e.Company()
	if err != nil || c.Empresa != "Mi Empresa" || c.NIT != "0" {
		t.Fatalf("first-start company %+v, %v", c, err)
	}
	in := validCompanyInput()
	in.Logo = mdImage(t, mdPNG(t, 40, 20, false))
	if err := e.SaveCompany(CompanyID, in); err != nil {
		t.Fatal(err)
	}
	c, _ = e.Company()
	logo := c.Logo
	if c.ID != CompanyID || c.Empresa != "Ferretería Illimani" || c.Horario != "Lun a Sáb 8:00-19:00" || logo == "" {
		t.Fatalf("stored %+v", c)
	}
	img, err := e.GetImage(logo)
	if err != nil || img.Type != "image/png" {
		t.Fatalf("logo %v: %v", img.Type, err)
	}
	in = validCompanyInput()
	in.Telefono2 = ""
	if err := e.SaveCompany(CompanyID, in); err != nil {
		t.Fatal(err)
	}
	if c, _ = e.Company(); c.Logo != logo || c.Telefono2 != "" {
		t.Fatalf("an edit without a logo must keep it: %+v", c)
	}
}
