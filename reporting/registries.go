package reporting

import (
	"io"
	"strconv"
	"strings"

	"sgc/engine"
	"sgc/engine/report"
)

// The PDF lists of the administration screens: branches, users, customers,
// suppliers, categories and units, each under the company header.

// Branches writes the branch list with the price levels each one uses.
func Branches(eng *engine.Engine, w io.Writer) (string, error) {
	list, err := eng.Branches()
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE SUCURSALES", Columns: []report.Column{col("ID", 6, "C"),
		col("Sucursal", 20, "L"), col("Nombre oficial", 24, "L"), col("Grupo", 7, "C"), col("Dirección", 30, "L"),
		col("Teléfono", 12, "L"), col("Precios", 14, "C"), col("Estado", 10, "C")}}
	for _, b := range list {
		var levels []string
		for i, on := range b.Precios {
			if on == 1 {
				levels = append(levels, "P"+strconv.Itoa(i+1))
			}
		}
		t.Rows = append(t.Rows, []string{id(b.ID), b.Sucursal, b.NombreOficial, strconv.Itoa(b.Grupo), b.Direccion,
			b.Telefono, strings.Join(levels, " "), report.ActiveText(b.Estado)})
	}
	return listPDF(eng, w, "sucursales", "pdf", t)
}

// Users writes the user list with each user's roles and branch.
func Users(eng *engine.Engine, w io.Writer) (string, error) {
	users, err := eng.Users()
	if err != nil {
		return "", err
	}
	branches, err := eng.Branches()
	if err != nil {
		return "", err
	}
	names := map[uint64]string{}
	for _, b := range branches {
		names[b.ID] = b.Sucursal
	}
	t := report.Table{Title: "REPORTE DE USUARIOS", Columns: []report.Column{col("ID", 6, "C"),
		col("Nombres y apellidos", 28, "L"), col("Usuario", 14, "L"), col("Rol", 18, "L"), col("Sucursal", 18, "L"),
		col("Teléfono", 12, "L"), col("Correo", 22, "L"), col("Estado", 10, "C")}}
	for _, u := range users {
		t.Rows = append(t.Rows, []string{id(u.ID), u.Nombres + " " + u.Apellidos, u.Usuario, strings.Join(u.Rol, ", "),
			names[u.SucursalID], u.Telefono, u.Email, report.ActiveText(u.Estado)})
	}
	return listPDF(eng, w, "usuarios", "pdf", t)
}

// Customers writes the customer list.
func Customers(eng *engine.Engine, w io.Writer) (string, error) {
	list, err := eng.Customers()
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE CLIENTES", Columns: []report.Column{col("ID", 6, "C"),
		col("Nombres y apellidos / Razón social", 32, "L"), col("CI/NIT", 14, "L"), col("Teléfono", 12, "L"),
		col("Correo", 22, "L"), col("Dirección", 28, "L"), col("Estado", 10, "C")}}
	for _, c := range list {
		doc := c.NumeroDocumento
		if c.Complemento != "" {
			doc += "-" + c.Complemento
		}
		t.Rows = append(t.Rows, []string{id(c.ID), c.NombresApellidos, doc, c.Telefono, c.Email, c.Direccion, report.ActiveText(c.Estado)})
	}
	return listPDF(eng, w, "clientes", "pdf", t)
}

// Suppliers writes the supplier list.
func Suppliers(eng *engine.Engine, w io.Writer) (string, error) {
	list, err := eng.Suppliers(false)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE PROVEEDORES", Columns: []report.Column{col("ID", 6, "C"),
		col("Proveedor", 34, "L"), col("NIT", 16, "L"), col("Teléfono", 14, "L"), col("Dirección", 40, "L"), col("Estado", 10, "C")}}
	for _, p := range list {
		t.Rows = append(t.Rows, []string{id(p.ID), p.Proveedor, p.NIT, p.Telefono, p.Direccion, report.ActiveText(p.Estado)})
	}
	return listPDF(eng, w, "proveedores", "pdf", t)
}

// Categories writes the product category list.
func Categories(eng *engine.Engine, w io.Writer) (string, error) {
	list, err := eng.Categories(false)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE CATEGORÍAS", Columns: []report.Column{col("ID", 6, "C"),
		col("Categoría", 30, "L"), col("Descripción", 60, "L"), col("Estado", 10, "C")}}
	for _, c := range list {
		t.Rows = append(t.Rows, []string{id(c.ID), c.Categoria, c.Descripcion, report.ActiveText(c.Estado)})
	}
	return listPDF(eng, w, "categorias", "pdf", t)
}

// Units writes the unit list.
func Units(eng *engine.Engine, w io.Writer) (string, error) {
	list, err := eng.Units(false)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE UNIDADES", Columns: []report.Column{col("ID", 6, "C"),
		col("Unidad", 30, "L"), col("Sigla", 12, "C"), col("Descripción", 50, "L"), col("Estado", 10, "C")}}
	for _, u := range list {
		t.Rows = append(t.Rows, []string{id(u.ID), u.Unidad, u.Sigla, u.Descripcion, report.ActiveText(u.Estado)})
	}
	return listPDF(eng, w, "unidades", "pdf", t)
}
