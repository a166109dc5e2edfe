package httpapi

import (
	"io"

	"sgc/engine"
	"sgc/reporting"
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
		s.handle("GET "+entries+"/reporte-pdf", s.moneyEntriesExport(book, b.title, b.entries, "pdf"))
		s.handle("GET "+entries+"/excel", s.moneyEntriesExport(book, b.title, b.entries, "xlsx"))
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

// moneyCategoriesPDF is the PDF list of book's categories
// (reporting.MoneyCategories).
func (s *Server) moneyCategoriesPDF(book engine.Book, title, name string) handlerFunc {
	return func(q *request) error {
		return q.document("pdf", func(w io.Writer) (string, error) {
			return reporting.MoneyCategories(s.eng, book, title, name, w)
		})
	}
}

// moneyEntriesExport prints (pdf) or exports (xlsx) a branch's incomes or
// expenses in a date range (reporting.MoneyEntries).
func (s *Server) moneyEntriesExport(book engine.Book, title, name, format string) handlerFunc {
	return func(q *request) error {
		return s.spanDocument(q, format, func(sp reporting.Span, w io.Writer) (string, error) {
			return reporting.MoneyEntries(s.eng, q.actor, book, title, name, sp, format, w)
		})
	}
}
