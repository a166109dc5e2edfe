package httpapi

import (
	"io"
	"net/http"

	"sgc/engine"
	"sgc/reporting"
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

// auditPDF prints the entries of the filter (reporting.AuditLog).
func (s *Server) auditPDF(q *request) error {
	f, err := q.auditFilter()
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) { return reporting.AuditLog(s.eng, f, w) })
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
