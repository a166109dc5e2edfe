package httpapi

import (
	"bytes"
	"strconv"
	"strings"

	"sgc/engine/report"
	"sgc/reporting"
)

// reportHeader is the company header printed on every document
// (reporting.Header).
func (s *Server) reportHeader(branch uint64) (report.Header, error) {
	return reporting.Header(s.eng, branch)
}

// pdf answers a rendered PDF inline, so that the browser opens it in a tab.
func (q *request) pdf(name string, render func(w *bytes.Buffer) error) error {
	return q.file("application/pdf", `inline; filename="`+name+`.pdf"`, render)
}

// listPDF renders a landscape list report with the company header.
func (s *Server) listPDF(q *request, name string, t report.Table) error {
	h, err := s.reportHeader(0)
	if err != nil {
		return err
	}
	return q.pdf(name, func(w *bytes.Buffer) error {
		return report.ListPDF(w, h, t, report.Options{Generated: s.eng.Now()})
	})
}

func id(n uint64) string { return strconv.FormatUint(n, 10) }

func col(title string, width float64, align string) report.Column {
	return report.Column{Title: title, Width: width, Align: align}
}

func (s *Server) branchesPDF(q *request) error {
	list, err := s.eng.Branches()
	if err != nil {
		return err
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
	return s.listPDF(q, "sucursales", t)
}

func (s *Server) usersPDF(q *request) error {
	users, err := s.eng.Users()
	if err != nil {
		return err
	}
	views, err := s.userViews(users)
	if err != nil {
		return err
	}
	t := report.Table{Title: "REPORTE DE USUARIOS", Columns: []report.Column{col("ID", 6, "C"),
		col("Nombres y apellidos", 28, "L"), col("Usuario", 14, "L"), col("Rol", 18, "L"), col("Sucursal", 18, "L"),
		col("Teléfono", 12, "L"), col("Correo", 22, "L"), col("Estado", 10, "C")}}
	for _, u := range views {
		t.Rows = append(t.Rows, []string{id(u.ID), u.Nombres + " " + u.Apellidos, u.Usuario, strings.Join(u.Rol, ", "),
			u.Sucursal, u.Telefono, u.Email, report.ActiveText(u.Estado)})
	}
	return s.listPDF(q, "usuarios", t)
}

func (s *Server) customersPDF(q *request) error {
	list, err := s.eng.Customers()
	if err != nil {
		return err
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
	return s.listPDF(q, "clientes", t)
}

func (s *Server) suppliersPDF(q *request) error {
	list, err := s.eng.Suppliers(false)
	if err != nil {
		return err
	}
	t := report.Table{Title: "REPORTE DE PROVEEDORES", Columns: []report.Column{col("ID", 6, "C"),
		col("Proveedor", 34, "L"), col("NIT", 16, "L"), col("Teléfono", 14, "L"), col("Dirección", 40, "L"), col("Estado", 10, "C")}}
	for _, p := range list {
		t.Rows = append(t.Rows, []string{id(p.ID), p.Proveedor, p.NIT, p.Telefono, p.Direccion, report.ActiveText(p.Estado)})
	}
	return s.listPDF(q, "proveedores", t)
}

func (s *Server) categoriesPDF(q *request) error {
	list, err := s.eng.Categories(false)
	if err != nil {
		return err
	}
	t := report.Table{Title: "REPORTE DE CATEGORÍAS", Columns: []report.Column{col("ID", 6, "C"),
		col("Categoría", 30, "L"), col("Descripción", 60, "L"), col("Estado", 10, "C")}}
	for _, c := range list {
		t.Rows = append(t.Rows, []string{id(c.ID), c.Categoria, c.Descripcion, report.ActiveText(c.Estado)})
	}
	return s.listPDF(q, "categorias", t)
}

func (s *Server) unitsPDF(q *request) error {
	list, err := s.eng.Units(false)
	if err != nil {
		return err
	}
	t := report.Table{Title: "REPORTE DE UNIDADES", Columns: []report.Column{col("ID", 6, "C"),
		col("Unidad", 30, "L"), col("Sigla", 12, "C"), col("Descripción", 50, "L"), col("Estado", 10, "C")}}
	for _, u := range list {
		t.Rows = append(t.Rows, []string{id(u.ID), u.Unidad, u.Sigla, u.Descripcion, report.ActiveText(u.Estado)})
	}
	return s.listPDF(q, "unidades", t)
}
