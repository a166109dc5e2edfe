package httpapi

import (
	"bytes"
	"cmp"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"sgc/engine"
	"sgc/engine/report"
)

// The dashboard and the reports (foundation.md §2.4, transfers-accounts-cash-reports.md
// §2 "Reports" and §7 "Cash and reports"). Each report answers a page as JSON
// at GET /api/reporte/{slug} and its documents at .../pdf and .../excel, with
// sucursal_id (an id or TODOS), fecha_inicio, fecha_fin, page and empleado.
func (s *Server) reportRoutes() {
	s.handle("GET /api/home", s.home)
	s.handle("GET /api/reporte/empleados", s.employees)
	for _, r := range reports {
		s.handle("GET /api/reporte/"+r.slug, s.reportPage(r))
		s.handle("GET /api/reporte/"+r.slug+"/pdf", s.reportDocument(r, "pdf"))
		s.handle("GET /api/reporte/"+r.slug+"/excel", s.reportDocument(r, "xlsx"))
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
func (s *Server) reportPage(r reportDef) handlerFunc {
	return func(q *request) error {
		rq, err := reportQuery(q)
		if err != nil {
			return err
		}
		sc, err := s.eng.Scope(q.actor, r.name, rq)
		if err != nil {
			return err
		}
		v, err := r.page(s.eng, q.actor, sc, rq)
		if err != nil {
			return err
		}
		return q.json(http.StatusOK, v)
	}
}

// reportDocument answers the PDF or the spreadsheet of report r. The
// spreadsheet needs both dates (Fechas no válidas otherwise).
func (s *Server) reportDocument(r reportDef, format string) handlerFunc {
	return func(q *request) error {
		rq, err := reportQuery(q)
		if err != nil {
			return err
		}
		if format == "xlsx" && (strings.TrimSpace(rq.Desde) == "" || strings.TrimSpace(rq.Hasta) == "") {
			return &engine.Error{Code: engine.CodeInvalid, Message: "Fechas no válidas",
				Fields: map[string][]string{"fecha_inicio": {"Fechas no válidas"}}}
		}
		var buf bytes.Buffer
		name, err := WriteReport(s.eng, q.actor, r.name, rq, format, &buf)
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
}

// maxPDFRows bounds a PDF: past it the document would run to hundreds of
// pages; the spreadsheet has no such limit.
const maxPDFRows = 20000

// WriteReport writes the document (format pdf or xlsx) of report name for
// actor, one section per branch of the query, and gives its file name. The
// API and the command line share it, so both give the same document.
func WriteReport(eng *engine.Engine, actor engine.Actor, name string, rq engine.ReportQuery, format string, w io.Writer) (string, error) {
	r, ok := findReport(name)
	if !ok {
		return "", engine.NotFound("Reporte no encontrado: " + name)
	}
	rq.Page = 0 // every row
	sc, err := eng.Scope(actor, r.name, rq)
	if err != nil {
		return "", err
	}
	s := &Server{eng: eng}
	var sheets []report.Sheet
	var sections []report.Section
	label, rows := "TODOS", 0
	for _, b := range sc.Branches {
		d, err := r.section(eng, actor, sc.Only(b), rq)
		if err != nil {
			return "", err
		}
		h, err := s.reportHeader(b)
		if err != nil {
			return "", err
		}
		if len(sc.Branches) == 1 {
			label = h.Sucursal
		}
		subtitle := "Del " + dayText(sc.Desde) + " al " + dayText(sc.Hasta) + " · Sucursal: " + h.Sucursal + " · " + d.note
		sheets = append(sheets, d.sheet(h.Sucursal, r.title, subtitle))
		sections = append(sections, report.Section{Header: h, Table: d.table(r.title, subtitle)})
		rows += len(d.rows)
	}
	base := strings.ReplaceAll("reporte "+r.name, "-", " ")
	file := report.FileName(base, sc.Desde, sc.Hasta, label)
	if format == "xlsx" {
		return file, report.WorkbookExcel(w, sheets)
	}
	if format != "pdf" {
		return "", engine.Invalid("formato", "El formato debe ser pdf o xlsx.")
	}
	if rows > maxPDFRows {
		return "", engine.Invalid("fecha_fin", "El reporte tiene "+strconv.Itoa(rows)+
			" filas, demasiadas para un PDF: elija un rango menor o exporte a Excel.")
	}
	return strings.TrimSuffix(file, ".xlsx") + ".pdf", report.SectionsPDF(w, sections, report.Options{Generated: eng.Now()})
}

// sheet is the section as a worksheet named after its branch.
func (d docSection) sheet(branch, title, subtitle string) report.Sheet {
	x := report.Sheet{Name: branch, Title: title, Subtitle: subtitle, Rows: d.rows, Totals: d.totals}
	for _, c := range d.cols {
		x.Columns = append(x.Columns, xcol(c.title, c.kind, 0))
	}
	return x
}

// table is the section as a PDF list, its cells formatted as on screen.
func (d docSection) table(title, subtitle string) report.Table {
	t := report.Table{Title: title, Subtitle: subtitle}
	for _, c := range d.cols {
		align := "L"
		switch c.kind {
		case report.KindMoney, report.KindInt:
			align = "R"
		case report.KindDate, report.KindDateTime:
			align = "C"
		}
		t.Columns = append(t.Columns, col(c.title, c.width, align))
	}
	for _, r := range d.rows {
		t.Rows = append(t.Rows, d.cells(r))
	}
	if len(d.rows) > 0 && d.totals != nil {
		t.Totals = d.cells(d.totals)
	}
	return t
}

// cells formats a typed row for the PDF.
func (d docSection) cells(r []any) []string {
	out := make([]string, len(d.cols))
	for i, c := range d.cols {
		if i >= len(r) || r[i] == nil {
			continue
		}
		switch v := r[i].(type) {
		case int64:
			if c.kind == report.KindMoney {
				out[i] = report.Amount(v)
			} else {
				out[i] = report.Quantity(v)
			}
		case string:
			out[i] = v
		case time.Time:
			if c.kind == report.KindDate {
				out[i] = report.Date(v)
			} else {
				out[i] = report.DateTime(v)
			}
		}
	}
	return out
}
