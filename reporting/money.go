package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/report"
)

// The Ingresos and Gastos papers: a book's categories and its entries over
// a span. title names the book (INGRESOS, GASTOS) and name the file.

// MoneyCategories writes the categories of book as a PDF list.
func MoneyCategories(eng *engine.Engine, book engine.Book, title, name string, w io.Writer) (string, error) {
	list, err := eng.MoneyCategories(book, false)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE " + title, Columns: []report.Column{col("ID", 6, "C"), col("Categoría", 30, "L"),
		col("Descripción", 50, "L"), col("Estado", 10, "C")}}
	for _, c := range list {
		t.Rows = append(t.Rows, []string{id(c.ID), c.Categoria, c.Descripcion, report.ActiveText(c.Estado)})
	}
	return listPDF(eng, w, name, "pdf", t)
}

// MoneyEntries writes the entries of book in the span as format (pdf or
// xlsx); the total adds the active ones.
func MoneyEntries(eng *engine.Engine, actor engine.Actor, book engine.Book, title, name string, sp Span, format string, w io.Writer) (string, error) {
	list, err := eng.ListMoneyEntries(actor, book, sp.Branch.ID, sp.Desde, sp.Hasta)
	if err != nil {
		return "", err
	}
	sub := sp.text() + " · Total sin registros inactivos"
	if format == "xlsx" {
		sheet := report.Sheet{Name: title, Title: title, Subtitle: sub, Columns: []report.XColumn{xcol("N°", report.KindInt, 8),
			xcol("Fecha", report.KindDateTime, 0), xcol("Concepto", report.KindText, 30), xcol("Categoría", report.KindText, 18),
			xcol("N° comprobante", report.KindText, 14), xcol("Método de pago", report.KindText, 14),
			xcol("N° documento", report.KindText, 14), xcol("Total", report.KindMoney, 0), xcol("Empleado", report.KindText, 24),
			xcol("Descripción", report.KindText, 30), xcol("Estado", report.KindText, 10)}}
		for _, m := range list.Data {
			sheet.Rows = append(sheet.Rows, []any{int64(m.ID), m.Fecha, m.Concepto, m.Categoria, m.NumeroComprobante, m.MetodoPago,
				m.NumeroDocumento, int64(m.Total), m.Empleado, m.Descripcion, report.ActiveText(m.Estado)})
		}
		sheet.Totals = []any{nil, nil, nil, nil, nil, nil, nil, int64(list.Total)}
		return sp.fileName(name), report.ListExcel(w, sheet)
	}
	t := report.Table{Title: "REPORTE DE " + title, Subtitle: sub, Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"),
		col("Concepto", 28, "L"), col("Categoría", 16, "L"), col("Comprobante", 12, "L"), col("Método", 12, "L"),
		col("Total", 12, "R"), col("Empleado", 18, "L"), col("Estado", 9, "C")}}
	for _, m := range list.Data {
		t.Rows = append(t.Rows, []string{id(m.ID), report.DateTime(m.Fecha), m.Concepto, m.Categoria, m.NumeroComprobante,
			m.MetodoPago, report.Amount(int64(m.Total)), m.Empleado, report.ActiveText(m.Estado)})
	}
	t.Totals = []string{"", "", "", "", "", "TOTAL", report.Amount(int64(list.Total)), "", ""}
	return listPDF(eng, w, name, format, t)
}
