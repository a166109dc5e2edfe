package httpapi

import (
	"bytes"
	"cmp"
	"io"
	"net/http"
	"strconv"
	"strings"

	"sgc/engine"
	"sgc/reporting"
)

// The dashboard and the reports (foundation.md §2.4, transfers-accounts-cash-reports.md
// §2 "Reports" and §7 "Cash and reports"). Each report answers a page as JSON
// at GET /api/reporte/{slug} and its documents at .../pdf and .../excel, with
// sucursal_id (an id or TODOS), fecha_inicio, fecha_fin, page and empleado.
func (s *Server) reportRoutes() {
	s.handle("GET /api/home", s.home)
	s.handle("GET /api/reporte/empleados", s.employees)
	for _, r := range reporting.All() {
		s.handle("GET /api/reporte/"+r.Slug, s.reportPage(r))
		s.handle("GET /api/reporte/"+r.Slug+"/pdf", s.reportDocument(r, "pdf"))
		s.handle("GET /api/reporte/"+r.Slug+"/excel", s.reportDocument(r, "xlsx"))
	}
}

// home is the dashboard of the branch in sucursal_id (the session's by default).
func (s *Server) home(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	d, err := s.eng.Dashboard(q.actor, branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, d)
}

// employees lists who a sales report of sucursal_id can be filtered on.
func (s *Server) employees(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	list, err := s.eng.Employees(q.actor, branch)
	if err != nil {
		return err
	}
	return q.data(list)
}

// reportQuery reads the query string of a report call.
func reportQuery(q *request) (engine.ReportQuery, error) {
	v := q.r.URL.Query()
	rq := engine.ReportQuery{Sucursal: v.Get("sucursal_id"), Desde: cmp.Or(v.Get("fecha_inicio"), v.Get("fecha_desde")),
		Hasta: cmp.Or(v.Get("fecha_fin"), v.Get("fecha_hasta"))}
	if rq.Sucursal == "null" || rq.Sucursal == "undefined" {
		rq.Sucursal = ""
	}
	var err error
	if rq.Empleado, err = q.queryID("empleado"); err != nil {
		return rq, err
	}
	for name, dst := range map[string]*int{"page": &rq.Page, "per_page": &rq.PerPage} {
		if s := v.Get(name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 {
				return rq, errBadRequest("El parámetro " + name + " debe ser un número mayor a 0.")
			}
			*dst = n
		}
	}
	if rq.Page == 0 {
		rq.Page = 1
	}
	return rq, nil
}

// reportPage answers one page of report r as JSON.
func (s *Server) reportPage(r reporting.Def) handlerFunc {
	return func(q *request) error {
		rq, err := reportQuery(q)
		if err != nil {
			return err
		}
		sc, err := s.eng.Scope(q.actor, r.Name, rq)
		if err != nil {
			return err
		}
		v, err := r.Page(s.eng, q.actor, sc, rq)
		if err != nil {
			return err
		}
		return q.json(http.StatusOK, v)
	}
}

// reportDocument answers the PDF or the spreadsheet of report r. The
// spreadsheet needs both dates (Fechas no válidas otherwise).
func (s *Server) reportDocument(r reporting.Def, format string) handlerFunc {
	return func(q *request) error {
		rq, err := reportQuery(q)
		if err != nil {
			return err
		}
		if format == "xlsx" && (strings.TrimSpace(rq.Desde) == "" || strings.TrimSpace(rq.Hasta) == "") {
			return &engine.Error{Code: engine.CodeInvalid, Message: "Fechas no válidas",
				Fields: map[string][]string{"fecha_inicio": {"Fechas no válidas"}}}
		}
		return q.document(format, func(w io.Writer) (string, error) {
			return reporting.Write(s.eng, q.actor, r.Name, rq, format, w)
		})
	}
}

// document answers a document that write renders as format (a PDF inline,
// a spreadsheet as a download) under the file name write gives. It renders
// into memory first, so that a failure is still answered as a JSON error.
// The write deadline moves before rendering: a deadline already passed
// while a large export rendered could no longer be moved.
func (q *request) document(format string, write func(w io.Writer) (string, error)) error {
	q.extendWrite(exportWriteTime)
	var buf bytes.Buffer
	name, err := write(&buf)
	if err != nil {
		return err
	}
	disposition, mime := `inline; filename="`+name+`"`, "application/pdf"
	if format == "xlsx" {
		disposition, mime = `attachment; filename="`+name+`"`, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
	}
	return q.file(mime, disposition, func(w *bytes.Buffer) error {
		_, err := buf.WriteTo(w)
		return err
	})
}

// plainDocument answers a document of package reporting that reads no query
// parameter, as format.
func (s *Server) plainDocument(format string, write func(*engine.Engine, engine.Actor, string, io.Writer) (string, error)) handlerFunc {
	return func(q *request) error {
		return q.document(format, func(w io.Writer) (string, error) {
			return write(s.eng, q.actor, format, w)
		})
	}
}
