package httpapi

import (
	"cmp"
	"errors"
	"io"
	"strings"

	"sgc/engine"
	"sgc/reporting"
)

// The spreadsheet exports of the operations, written by package reporting.
// Dates default to today in La Paz; the file name holds the report, the
// range and the branch.

// salesExcel exports the VENTAS list of a branch and range
// (reporting.SalesSheet).
func (s *Server) salesExcel(q *request) error {
	return s.spanDocument(q, "xlsx", func(sp reporting.Span, w io.Writer) (string, error) {
		return reporting.SalesSheet(s.eng, q.actor, sp, w)
	})
}

// purchasesExcel exports the COMPRAS list (reporting.Purchases).
func (s *Server) purchasesExcel(q *request) error {
	return s.spanDocument(q, "xlsx", func(sp reporting.Span, w io.Writer) (string, error) {
		return reporting.Purchases(s.eng, q.actor, sp, "xlsx", w)
	})
}

// inventoryExcel exports the stock of a branch with costs and the branch's
// enabled price levels (Super).
func (s *Server) inventoryExcel(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	b, err := s.eng.Branch(branch)
	if err != nil {
		return err
	}
	return q.document("xlsx", func(w io.Writer) (string, error) {
		return reporting.Inventory(s.eng, q.actor, b, true, "xlsx", w)
	})
}

// bajasExcel exports the write-offs of a branch, all or those in one
// estado_producto.
func (s *Server) bajasExcel(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	b, err := s.eng.Branch(branch)
	if err != nil {
		return err
	}
	estado := bajaFilter(q)
	return q.document("xlsx", func(w io.Writer) (string, error) {
		return reporting.BajasSheet(s.eng, q.actor, b, estado, w)
	})
}

// spanDocument answers, as format, the list export write of the asked
// branch and range (exportScope).
func (s *Server) spanDocument(q *request, format string, write func(reporting.Span, io.Writer) (string, error)) error {
	sp, err := s.exportScope(q)
	if err != nil {
		return err
	}
	return q.document(format, func(w io.Writer) (string, error) { return write(sp, w) })
}

// exportScope reads sucursal_id, fecha_desde and fecha_hasta of an export:
// the branch (scoped as every call) and the range, today by default.
func (s *Server) exportScope(q *request) (reporting.Span, error) {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return reporting.Span{}, err
	}
	b, err := s.eng.Branch(branch)
	if err != nil {
		return reporting.Span{}, err
	}
	query := q.r.URL.Query()
	desde, hasta, err := s.days(query.Get("fecha_desde"), query.Get("fecha_hasta"), "fecha_desde", "fecha_hasta")
	return reporting.Span{Branch: b, Desde: desde, Hasta: hasta}, err
}

// days fills a blank date with today (La Paz) and checks the range, naming the
// fields as the call does.
func (s *Server) days(desde, hasta, fieldDesde, fieldHasta string) (string, string, error) {
	today := engine.BusinessDate(s.eng.Now())
	desde, hasta = cmp.Or(strings.TrimSpace(desde), today), cmp.Or(strings.TrimSpace(hasta), today)
	if len(desde) > 10 {
		desde = desde[:10]
	}
	if len(hasta) > 10 {
		hasta = hasta[:10]
	}
	_, _, err := engine.DayRange(desde, hasta, s.eng.Now())
	var e *engine.Error
	if errors.As(err, &e) && e.Code == engine.CodeInvalid {
		fields := map[string][]string{}
		for k, v := range e.Fields {
			switch k {
			case "fecha_desde":
				k = fieldDesde
			case "fecha_hasta":
				k = fieldHasta
			}
			fields[k] = v
		}
		return "", "", &engine.Error{Code: e.Code, Message: e.Message, Fields: fields}
	}
	return desde, hasta, err
}
