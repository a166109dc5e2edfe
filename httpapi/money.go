package httpapi

import (
	"sgc/engine"
	"sgc/engine/report"
)

// moneyRoutes serves the income and expense categories (Super and
// Administrador) and the Ingresos and Gastos (the five staff roles, in their
// branch; Super and Administrador in any), with their PDF and Excel.
func (s *Server) moneyRoutes() {
	for _, b := range []struct {
		book                 engine.Book
		cats, entries, title string
	}{{engine.BookIngresos, "categorias_ingresos", "ingresos", "INGRESOS"}, {engine.BookGastos, "categorias_gastos", "gastos", "GASTOS"}} {
		book, cats, entries := b.book, "/api/"+b.cats, "/api/"+b.entries
		s.handle("GET "+cats, listOf(func() (any, error) { return s.eng.MoneyCategories(book, false) }))
		s.handle("GET "+cats+"_activos", listOf(func() (any, error) { return s.eng.MoneyCategories(book, true) }))
		s.handle("GET "+cats+"/reporte-pdf", s.moneyCategoriesPDF(book, "CATEGORÍAS DE "+b.title, b.cats))
		s.handle("POST "+cats, saveOf(func(id uint64, in engine.CategoryInput) (uint64, error) {
			return s.eng.SaveMoneyCategory(book, id, in)
		}, "Categoría guardada correctamente."))
		s.handle("PUT "+cats+"/{id}", saveOf(func(id uint64, in engine.CategoryInput) (uint64, error) {
			return s.eng.SaveMoneyCategory(book, id, in)
		}, "Categoría actualizada correctamente."))
		s.handle("PUT "+cats+"/estado/{id}", toggleOf(func(id uint64) (bool, error) { return s.eng.ToggleMoneyCategory(book, id) }))

		s.handle("GET "+entries, datedListOf(func(a engine.Actor, branch uint64, desde, hasta string) (engine.MoneyEntries, error) {
			return s.eng.ListMoneyEntries(a, book, branch, desde, hasta)
		}, true))
		s.handle("POST "+entries, s.saveMoneyEntry(book))
		s.handle("PUT "+entries+"/{id}", s.saveMoneyEntry(book))
		s.handle("PUT "+entries+"/estado/{id}", func(q *request) error {
			id, err := q.id("id")
			if err != nil {
				return err
			}
			estado, err := s.eng.ToggleMoneyEntry(q.actor, book, id)
			if err != nil {
				return err
			}
			return q.toggled(estado)
		})
		s.handle("GET "+entries+"/reporte-pdf", s.moneyEntriesExport(book, b.title, b.entries, false))
		s.handle("GET "+entries+"/excel", s.moneyEntriesExport(book, b.title, b.entries, true))
	}
}

// saveMoneyEntry creates an entry (POST, in the query's or the body's
// sucursal_id) or edits {id} (PUT).
func (s *Server) saveMoneyEntry(book engine.Book) handlerFunc {
	return func(q *request) error {
		id, err := q.optionalID("id")
		if err != nil {
			return err
		}
		var in engine.MoneyEntryInput
		if err := q.decode(&in); err != nil {
			return err
		}
		if in.Sucursal == 0 {
			branch, err := q.queryID("sucursal_id")
			if err != nil {
				return err
			}
			in.Sucursal = engine.ID(branch)
		}
		noun := map[engine.Book]string{engine.BookIngresos: "Ingreso", engine.BookGastos: "Gasto"}[book]
		saved, err := s.eng.SaveMoneyEntry(q.actor, book, id, in)
		if err != nil {
			return err
		}
		if id == 0 {
			return q.created(noun+" registrado correctamente.", saved)
		}
		return q.created(noun+" actualizado correctamente.", saved)
	}
}

func (s *Server) moneyCategoriesPDF(book engine.Book, title, name string) handlerFunc {
	return func(q *request) error {
		list, err := s.eng.MoneyCategories(book, false)
		if err != nil {
			return err
		}
		t := report.Table{Title: "REPORTE DE " + title, Columns: []report.Column{col("ID", 6, "C"), col("Categoría", 30, "L"),
			col("Descripción", 50, "L"), col("Estado", 10, "C")}}
		for _, c := range list {
			t.Rows = append(t.Rows, []string{id(c.ID), c.Categoria, c.Descripcion, report.ActiveText(c.Estado)})
		}
		return s.listPDF(q, name, t)
	}
}

// moneyEntriesExport prints (PDF) or exports (Excel) a branch's incomes or
// expenses in a date range; the total adds the active ones.
func (s *Server) moneyEntriesExport(book engine.Book, title, name string, excel bool) handlerFunc {
	return func(q *request) error {
		branch, bname, desde, hasta, err := s.exportScope(q)
		if err != nil {
			return err
		}
		list, err := s.eng.ListMoneyEntries(q.actor, book, branch, desde, hasta)
		if err != nil {
			return err
		}
		sub := scopeText(bname, desde, hasta) + " · Total sin registros inactivos"
		if excel {
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
			return q.xlsx(report.FileName(name, desde, hasta, bname), sheet)
		}
		t := report.Table{Title: "REPORTE DE " + title, Subtitle: sub, Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"),
			col("Concepto", 28, "L"), col("Categoría", 16, "L"), col("Comprobante", 12, "L"), col("Método", 12, "L"),
			col("Total", 12, "R"), col("Empleado", 18, "L"), col("Estado", 9, "C")}}
		for _, m := range list.Data {
			t.Rows = append(t.Rows, []string{id(m.ID), report.DateTime(m.Fecha), m.Concepto, m.Categoria, m.NumeroComprobante,
				m.MetodoPago, report.Amount(int64(m.Total)), m.Empleado, report.ActiveText(m.Estado)})
		}
		t.Totals = []string{"", "", "", "", "", "TOTAL", report.Amount(int64(list.Total)), "", ""}
		return s.listPDF(q, name, t)
	}
}
