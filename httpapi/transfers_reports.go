package httpapi

import (
	"io"
	"strconv"
	"strings"

	"sgc/engine"
	"sgc/reporting"
)

// transferTicket prints transfer {id} as an 80 mm ticket; the inter-branch
// ticket is offered only for Aceptado or Directo transfers.
func (s *Server) transferTicket(interBranch bool) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		return q.document("pdf", func(w io.Writer) (string, error) {
			return reporting.TransferTicket(s.eng, q.actor, id, interBranch, w)
		})
	}
}

// transferReport prints the transfers of a date range: the warehouse report
// lists, line by line, what left the main warehouse (branch 1); the report
// lists the transfers sent or received by the body's sucursal.
func (s *Server) transferReport(warehouse bool) handlerFunc {
	return func(q *request) error {
		var in salesReportInput
		if err := q.decodeOptional(&in); err != nil {
			return err
		}
		desde, hasta, err := s.days(string(in.FechaDesde), string(in.FechaHasta), "fechaDesde", "fechaHasta")
		if err != nil {
			return err
		}
		branch := engine.MainBranch
		if !warehouse && strings.TrimSpace(string(in.Sucursal)) != "" {
			n, err := strconv.ParseUint(strings.TrimSpace(string(in.Sucursal)), 10, 64)
			if err != nil {
				return engine.Invalid("sucursal", "La sucursal seleccionada no es válida.")
			}
			branch = n
		}
		b, err := s.eng.Branch(branch)
		if err != nil {
			return engine.Invalid("sucursal", "La sucursal seleccionada no existe.")
		}
		sp := reporting.Span{Branch: b, Desde: desde, Hasta: hasta}
		return q.document("pdf", func(w io.Writer) (string, error) {
			if warehouse {
				return reporting.WarehouseTransfers(s.eng, q.actor, sp, w)
			}
			return reporting.Transfers(s.eng, q.actor, sp, w)
		})
	}
}
