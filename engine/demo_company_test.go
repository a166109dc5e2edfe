package engine

import "testing"

// The demo business has the company data its documents print, and a logo.
func TestDemoCompany(t *testing.T) {
	e := mustOpen(t)
	if err := e.LoadDemo(); err != nil {
		t.Fatal(err)
	}
	c, err := e.Company()
	if err != nil {
		t.Fatal(err)
	}
	if c.Empresa == "" || c.Empresa == "Mi Empresa" || c.NIT == "" || c.NIT == "0" || c.Direccion == "" ||
		c.Direccion == "Dirección por definir" || c.Telefono1 == "" || c.Telefono2 == "" {
		t.Fatalf("demo company: %+v", c)
	}
	if b, err := e.Branch(MainBranch); err != nil || b.Direccion == "Dirección por definir" || !b.ActivaTraspaso {
		t.Fatalf("main branch: %+v %v", b, err)
	}
	img, err := e.GetImage(c.Logo)
	if err != nil || img.Type != "image/png" || len(img.Data) == 0 || len(img.Thumb) == 0 {
		t.Fatalf("demo logo %q: %v", c.Logo, err)
	}
}
