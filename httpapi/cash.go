package httpapi

import (
	"io"
	"net/http"

	"sgc/engine"
	"sgc/reporting"
)

// cashRoutes serves the cash box (open, close, state, movements and the close
// report) and cajaEmpleado, the boxes of every employee of a branch and day.
func (s *Server) cashRoutes() {
	s.handle("GET /api/cajas", s.cashState)
	s.handle("POST /api/cajas", s.cashAction)
	s.handle("GET /api/cajas/reporte-pdf", s.cashMovementsExport("pdf"))
	s.handle("GET /api/cajas/excel", s.cashMovementsExport("xlsx"))
	s.handle("GET /api/cajas/reporte-cierre/{id}", s.cashClosePDF)
	s.handle("GET /api/cajas-empleados", s.employeesCash)
	s.handle("GET /api/cajas-empleados/reporte-pdf", s.employeesCashDocument("pdf"))
	s.handle("GET /api/cajas-empleados/excel", s.employeesCashDocument("xlsx"))
}

// cashQuery reads sucursal_id, fecha and empleado of a cash call.
func (s *Server) cashQuery(q *request) (branch uint64, fecha string, empleado uint64, err error) {
	if branch, err = q.branch("sucursal_id"); err != nil {
		return
	}
	empleado, err = q.queryID("empleado")
	return branch, q.r.URL.Query().Get("fecha"), empleado, err
}

func (s *Server) cashState(q *request) error {
	branch, fecha, empleado, err := s.cashQuery(q)
	if err != nil {
		return err
	}
	st, err := s.eng.CashBoxState(q.actor, branch, fecha, empleado)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, st)
}

// cashAction opens (estado=apertura) or closes (estado=cierre) the caller's
// own box; the totals of a close are computed by the server, never taken
// from the body.
func (s *Server) cashAction(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	query := q.r.URL.Query()
	if u, err := q.queryID("usuario"); err != nil {
		return err
	} else if u != 0 && u != q.actor.UserID {
		return engine.Forbidden("Solo puede abrir o cerrar su propia caja.")
	}
	var in engine.CashInput
	if err := q.decode(&in); err != nil {
		return err
	}
	switch query.Get("estado") {
	case engine.CashOpened:
		id, err := s.eng.OpenCash(q.actor, branch, query.Get("fecha"), in)
		if err != nil {
			return err
		}
		return q.created("Caja abierta correctamente.", id)
	case engine.CashClosed:
		id, err := s.eng.CloseCash(q.actor, branch, query.Get("fecha"), in)
		if err != nil {
			return err
		}
		return q.created("Caja cerrada correctamente.", id)
	}
	return engine.Invalid("estado", "El estado debe ser apertura o cierre.")
}

// cashClosePDF prints a box's close report: Letter, or 80 mm with
// formato=ticket (reporting.CashClose).
func (s *Server) cashClosePDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	ticket := q.r.URL.Query().Get("formato") == "ticket"
	return q.document("pdf", func(w io.Writer) (string, error) {
		return reporting.CashClose(s.eng, q.actor, id, ticket, w)
	})
}

// cashMovementsExport prints (pdf) or exports (xlsx) the movements table of
// the side panel (reporting.CashMovements).
func (s *Server) cashMovementsExport(format string) handlerFunc {
	return func(q *request) error {
		branch, fecha, empleado, err := s.cashQuery(q)
		if err != nil {
			return err
		}
		return q.document(format, func(w io.Writer) (string, error) {
			return reporting.CashMovements(s.eng, q.actor, branch, fecha, empleado, format, w)
		})
	}
}

func (s *Server) employeesCash(q *request) error {
	branch, fecha, _, err := s.cashQuery(q)
	if err != nil {
		return err
	}
	rows, err := s.eng.EmployeesCash(q.actor, branch, fecha)
	if err != nil {
		return err
	}
	return q.data(rows)
}

// employeesCashDocument prints (pdf) or exports (xlsx) cajaEmpleado
// (reporting.EmployeesCash).
func (s *Server) employeesCashDocument(format string) handlerFunc {
	return func(q *request) error {
		branch, fecha, _, err := s.cashQuery(q)
		if err != nil {
			return err
		}
		return q.document(format, func(w io.Writer) (string, error) {
			return reporting.EmployeesCash(s.eng, q.actor, branch, fecha, format, w)
		})
	}
}
