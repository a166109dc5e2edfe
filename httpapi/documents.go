package httpapi

import (
	"io"
	"strconv"
	"strings"

	"sgc/engine"
	"sgc/reporting"
)

// Printed documents: the sale note (Carta), the thermal ticket, the purchase
// and the sales-by-product report, written by package reporting. The
// inventory reports are in inventory_reports.go.

func (s *Server) saleNotePDF(q *request) error { return s.idDocument(q, reporting.SaleNote) }

func (s *Server) saleTicketPDF(q *request) error { return s.idDocument(q, reporting.SaleTicket) }

func (s *Server) purchasePDF(q *request) error { return s.idDocument(q, reporting.Purchase) }

// idDocument prints the document {id} with write, on the ?papel= asked
// (carta, the default, or oficio; the ticket keeps its own 80 mm paper).
func (s *Server) idDocument(q *request, write func(*engine.Engine, engine.Actor, uint64, string, io.Writer) (string, error)) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) {
		return write(s.eng, q.actor, id, q.r.URL.Query().Get("papel"), w)
	})
}

// salesReportInput is the body of POST /api/ventas/reporte-venta-producto.
type salesReportInput struct {
	FechaDesde engine.Text `json:"fechaDesde"`
	FechaHasta engine.Text `json:"fechaHasta"`
	Sucursal   engine.Text `json:"sucursal"` // a branch id or TODOS
}

// salesByProductPDF is the sales-by-product report (reporting.ProductSales)
// of a date range in one or all branches. Roles other than Super and
// Administrador get today in their own branch, as in the sales list.
func (s *Server) salesByProductPDF(q *request) error {
	var in salesReportInput
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	desde, hasta := string(in.FechaDesde), string(in.FechaHasta)
	if !q.actor.IsAdmin() {
		desde, hasta = "", ""
	}
	desde, hasta, err := s.days(desde, hasta, "fechaDesde", "fechaHasta")
	if err != nil {
		return err
	}
	branches, label, err := s.reportBranches(q, string(in.Sucursal))
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) {
		return reporting.ProductSales(s.eng, q.actor, branches, label, desde, hasta, w)
	})
}

// reportBranches resolves the sucursal of a report: an id, or TODOS for every
// branch (only the own branch for roles bound to it). It also gives the
// label printed in the subtitle.
func (s *Server) reportBranches(q *request, sucursal string) ([]uint64, string, error) {
	sucursal = strings.TrimSpace(sucursal)
	if strings.EqualFold(sucursal, "TODOS") || strings.EqualFold(sucursal, "TODAS") {
		if !q.actor.IsAdmin() {
			sucursal = strconv.FormatUint(q.actor.Home, 10)
		} else {
			all, err := s.eng.Branches()
			if err != nil {
				return nil, "", err
			}
			out := make([]uint64, len(all))
			for i, b := range all {
				out[i] = b.ID
			}
			return out, "Todas las sucursales", nil
		}
	}
	var branch uint64
	if sucursal != "" && sucursal != "0" {
		n, err := strconv.ParseUint(sucursal, 10, 64)
		if err != nil {
			return nil, "", engine.Invalid("sucursal", "La sucursal seleccionada no es válida.")
		}
		branch = n
	}
	b, err := s.actIn(q, branch, "sucursal")
	return []uint64{b.ID}, "Sucursal: " + b.Sucursal, err
}

// actIn is the branch a report or command of the body works on: the session's
// when none is named; another than the own one only for Super and
// Administrador (403); an unknown one is a field error.
func (s *Server) actIn(q *request, branch uint64, field string) (engine.Branch, error) {
	if branch == 0 {
		branch = q.actor.Branch
	}
	if !q.actor.CanActIn(branch) {
		return engine.Branch{}, engine.Forbidden("No puede operar en otra sucursal.")
	}
	return s.branchOf(branch, field)
}

// branchOf reads a branch named in a body; an unknown one is a field error.
func (s *Server) branchOf(branch uint64, field string) (engine.Branch, error) {
	b, err := s.eng.Branch(branch)
	if engine.ErrorCode(err) == engine.CodeNotFound {
		return b, engine.Invalid(field, "La sucursal seleccionada no existe.")
	}
	return b, err
}

// purchasesPDF is the COMPRAS list's PDF for a branch and date range
// (reporting.Purchases).
func (s *Server) purchasesPDF(q *request) error {
	return s.spanDocument(q, "pdf", func(sp reporting.Span, w io.Writer) (string, error) {
		return reporting.Purchases(s.eng, q.actor, sp, "pdf", w)
	})
}
