package httpapi

import (
	"net/http"

	"sgc/engine"
	"sgc/engine/report"
)

func (s *Server) auditRoutes() {
	s.handle("GET /api/bitacora", s.listAudit)
	s.handle("GET /api/bitacora/reporte-pdf", s.auditPDF)
	s.handle("GET /api/bitacora/verificar", s.verifyAudit)
}

// auditFilter reads the Bitácora filters: fecha_desde, fecha_hasta (blank:
// today), usuario_id and tipo.
func (q *request) auditFilter() (engine.AuditFilter, error) {
	u, err := q.queryID("usuario_id")
	if err != nil {
		return engine.AuditFilter{}, err
	}
	v := q.r.URL.Query()
	return engine.AuditFilter{Desde: v.Get("fecha_desde"), Hasta: v.Get("fecha_hasta"), UsuarioID: u, Tipo: v.Get("tipo")}, nil
}

// listAudit answers the entries of the filter, newest first, with every kind
// the log holds for the kind selector.
func (s *Server) listAudit(q *request) error {
	f, err := q.auditFilter()
	if err != nil {
		return err
	}
	rows, tipos, err := s.eng.AuditLog(f)
	if err != nil {
		return err
	}
	if tipos == nil {
		tipos = []string{}
	}
	return q.json(http.StatusOK, map[string]any{"data": rows, "tipos": tipos})
}

func (s *Server) auditPDF(q *request) error {
	f, err := q.auditFilter()
	if err != nil {
		return err
	}
	rows, _, err := s.eng.AuditLog(f)
	if err != nil {
		return err
	}
	from, to, _ := engine.DayRange(f.Desde, f.Hasta, s.eng.Now())
	sub := "Del " + report.Date(from) + " al " + report.Date(to.Add(-1))
	if f.Tipo != "" {
		sub += " · " + f.Tipo
	}
	t := report.Table{Title: "BITÁCORA", Subtitle: sub,
		Columns: []report.Column{col("N°", 6, "R"), col("Fecha", 14, "L"), col("Usuario", 12, "L"), col("Tipo", 22, "L"),
			col("Documento", 14, "L"), col("Motivo", 26, "L"), col("Monto", 12, "R"), col("Detalle", 34, "L")}}
	for _, a := range rows {
		t.Rows = append(t.Rows, []string{id(a.Seq), report.DateTime(a.Fecha), a.UsuarioNombre, a.Tipo, a.DocumentoNombre, a.Motivo,
			report.Amount(int64(a.Monto)), a.Detalle})
	}
	return s.listPDF(q, "bitacora", t)
}

// verifyAudit walks the chain (the CLI's audit verify while the server runs):
// data is null when it is whole, else the first broken entry.
func (s *Server) verifyAudit(q *request) error {
	brk, n, err := s.eng.VerifyAudit(nil)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"data": brk, "registros": n})
}
