package httpapi

import (
	"bytes"
	"io"
	"net/http"

	"sgc/engine"
	"sgc/engine/report"
	"sgc/reporting"
)

// cashRoutes serves the cash box (open, close, state, movements and the close
// report) and cajaEmpleado, the boxes of every employee of a branch and day.
func (s *Server) cashRoutes() {
	s.handle("GET /api/cajas", s.cashState)
	s.handle("POST /api/cajas", s.cashAction)
	s.handle("GET /api/cajas/reporte-pdf", s.cashMovementsExport(false))
	s.handle("GET /api/cajas/excel", s.cashMovementsExport(true))
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
// formato=ticket.
func (s *Server) cashClosePDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	st, err := s.eng.CashBoxByID(q.actor, id)
	if err != nil {
		return err
	}
	h, err := s.reportHeader(st.SucursalID)
	if err != nil {
		return err
	}
	b := st.Caja
	c := report.CashClose{Sucursal: st.Sucursal, Usuario: st.Empleado.Nombres + " " + st.Empleado.Apellidos, Fecha: st.Fecha,
		Apertura: b.AbiertaEn, Cierre: b.CerradaEn, Totals: reportCashRow(st.Totales), MontoFinal: int64(b.MontoFinal),
		Diferencia: int64(b.Diferencia), Descripcion: b.DescripcionCierre}
	for _, r := range st.Registros {
		c.Rows = append(c.Rows, reportCashRow(r))
	}
	render := report.CashClosePDF
	if q.r.URL.Query().Get("formato") == "ticket" {
		render = report.CashCloseTicketPDF
	}
	return q.pdf("cierre_caja_"+st.Fecha, func(w *bytes.Buffer) error {
		return render(w, h, c, report.Options{Generated: s.eng.Now()})
	})
}

func reportCashRow(r engine.CashRow) report.CashRow {
	return report.CashRow{Name: r.Estado, Efectivo: int64(r.TotalEfectivo), Transferencia: int64(r.TotalTransferencia),
		Cheque: int64(r.TotalCheque), Tarjeta: int64(r.TotalTarjeta), Total: int64(r.Total)}
}

// cashMovementsExport prints or exports the movements table of the side panel.
func (s *Server) cashMovementsExport(excel bool) handlerFunc {
	return func(q *request) error {
		branch, fecha, empleado, err := s.cashQuery(q)
		if err != nil {
			return err
		}
		st, err := s.eng.CashBoxState(q.actor, branch, fecha, empleado)
		if err != nil {
			return err
		}
		who := st.Empleado.Nombres + " " + st.Empleado.Apellidos
		sub := "Sucursal: " + st.Sucursal + " · " + dayText(st.Fecha) + " · " + who + " · Caja " + st.Estado
		var ef, tr, ta, ch, tot engine.Money
		for _, m := range st.Movimientos {
			ef, tr, ta, ch, tot = ef+m.Efectivo, tr+m.Transferencia, ta+m.Tarjeta, ch+m.Cheque, tot+m.MontoTotal
		}
		if excel {
			sheet := report.Sheet{Name: "Caja", Title: "MOVIMIENTOS DE CAJA", Subtitle: sub, Columns: []report.XColumn{
				xcol("Movimiento", report.KindText, 20), xcol("Fecha", report.KindDateTime, 0), xcol("Efectivo", report.KindMoney, 0),
				xcol("Transferencia", report.KindMoney, 0), xcol("Tarjeta", report.KindMoney, 0), xcol("Cheque", report.KindMoney, 0),
				xcol("Monto Total", report.KindMoney, 0), xcol("Descripción", report.KindText, 36), xcol("Usuario", report.KindText, 24)}}
			for _, m := range st.Movimientos {
				sheet.Rows = append(sheet.Rows, []any{m.Movimiento, m.Fecha, int64(m.Efectivo), int64(m.Transferencia), int64(m.Tarjeta),
					int64(m.Cheque), int64(m.MontoTotal), m.Descripcion, m.Usuario})
			}
			sheet.Totals = []any{"TOTAL", nil, int64(ef), int64(tr), int64(ta), int64(ch), int64(tot)}
			return q.xlsx(report.FileName("caja", st.Fecha, st.Fecha, st.Sucursal), sheet)
		}
		t := report.Table{Title: "MOVIMIENTOS DE CAJA", Subtitle: sub, Columns: []report.Column{col("Movimiento", 16, "L"),
			col("Fecha", 14, "C"), col("Efectivo", 11, "R"), col("Transferencia", 11, "R"), col("Tarjeta", 11, "R"),
			col("Cheque", 11, "R"), col("Monto Total", 12, "R"), col("Descripción", 30, "L"), col("Usuario", 16, "L")}}
		for _, m := range st.Movimientos {
			t.Rows = append(t.Rows, []string{m.Movimiento, report.DateTime(m.Fecha), report.Amount(int64(m.Efectivo)),
				report.Amount(int64(m.Transferencia)), report.Amount(int64(m.Tarjeta)), report.Amount(int64(m.Cheque)),
				report.Amount(int64(m.MontoTotal)), m.Descripcion, m.Usuario})
		}
		t.Totals = []string{"TOTAL", "", report.Amount(int64(ef)), report.Amount(int64(tr)), report.Amount(int64(ta)),
			report.Amount(int64(ch)), report.Amount(int64(tot)), "", ""}
		return s.listPDF(q, "caja_"+st.Fecha, t)
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
