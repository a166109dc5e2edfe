package httpapi

import (
	"io"

	"sgc/reporting"
)

// The list exports the spec names and the screens offer: the quotation list
// (COTIZACIONES) and PRODUCTOS CON STOCK BAJO, each as PDF and Excel, written
// by package reporting from the same engine lists the screens read.

func (s *Server) listExportRoutes() {
	s.handle("GET /api/proformas/reporte-pdf", s.quotationsDocument("pdf"))
	s.handle("GET /api/proformas/excel", s.quotationsDocument("xlsx"))
	s.handle("GET /api/stock-bajo/reporte-pdf", s.lowStockDocument("pdf"))
	s.handle("GET /api/stock-bajo/excel", s.lowStockDocument("xlsx"))
}

// quotationsDocument is the COTIZACIONES list as format, pdf or xlsx
// (reporting.Quotations): the asked range for Super and Administrador, today
// for everyone else (as the list screen).
func (s *Server) quotationsDocument(format string) handlerFunc {
	return func(q *request) error {
		sp, err := s.exportScope(q)
		if err != nil {
			return err
		}
		if !q.actor.IsAdmin() {
			if sp.Desde, sp.Hasta, err = s.days("", "", "fecha_desde", "fecha_hasta"); err != nil {
				return err
			}
		}
		return q.document(format, func(w io.Writer) (string, error) {
			return reporting.Quotations(s.eng, q.actor, sp, format, w)
		})
	}
}

// lowStockDocument is PRODUCTOS CON STOCK BAJO of the asked (or own) branch
// as format, pdf or xlsx (reporting.LowStock).
func (s *Server) lowStockDocument(format string) handlerFunc {
	return func(q *request) error {
		branch, err := q.branch("sucursal_id")
		if err != nil {
			return err
		}
		return q.document(format, func(w io.Writer) (string, error) {
			return reporting.LowStock(s.eng, q.actor, branch, format, w)
		})
	}
}
