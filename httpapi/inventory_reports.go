package httpapi

import (
	"cmp"
	"errors"
	"io"
	"net/http"

	"sgc/engine"
	"sgc/reporting"
)

// The inventory PDF reports, all POST {sucursal}: the stock list (with costs
// for Super), the count sheet and the stock-versus-kardex comparison.

// inventoryReportInput is their body; sucursal_id is read too, and a blank
// branch is the session's.
type inventoryReportInput struct {
	Sucursal   engine.ID   `json:"sucursal"`
	SucursalID engine.ID   `json:"sucursal_id"`
	OnlyStock  engine.Text `json:"show_stock_greater_than_zero"`
}

// reportBranch reads the body and resolves its branch (403 outside the
// actor's branches, which for Inventario and Encargado de Almacen include the
// assigned ones).
func (s *Server) reportBranch(q *request) (in inventoryReportInput, b engine.Branch, err error) {
	if err = q.decodeOptional(&in); err != nil {
		return
	}
	branch := cmp.Or(uint64(in.Sucursal), uint64(in.SucursalID), q.actor.Branch)
	if err = s.eng.StockScope(q.actor, branch); err != nil {
		return
	}
	b, err = s.branchOf(branch, "sucursal")
	return
}

// inventoryPDF lists the products with stock in the branch with its enabled
// price levels; withCost (Super's report) adds unit and total cost.
func (s *Server) inventoryPDF(withCost bool) handlerFunc {
	return func(q *request) error {
		_, b, err := s.reportBranch(q)
		if err != nil {
			return err
		}
		return q.document("pdf", func(w io.Writer) (string, error) {
			return reporting.Inventory(s.eng, q.actor, b, withCost, "pdf", w)
		})
	}
}

// countSheetPDF is the count sheet of the branch (reporting.CountSheet).
func (s *Server) countSheetPDF(q *request) error {
	in, b, err := s.reportBranch(q)
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) {
		return reporting.CountSheet(s.eng, q.actor, b, truthy(string(in.OnlyStock)), w)
	})
}

// kardexComparisonPDF lists the products of the branch whose stock differs
// from the sum of their kardex; with none it answers 203 and a message.
func (s *Server) kardexComparisonPDF(q *request) error {
	_, b, err := s.reportBranch(q)
	if err != nil {
		return err
	}
	err = q.document("pdf", func(w io.Writer) (string, error) {
		return reporting.KardexComparison(s.eng, q.actor, b, w)
	})
	if errors.Is(err, reporting.ErrNoKardexDifferences) {
		return q.json(http.StatusNonAuthoritativeInfo, msg{Message: err.Error()})
	}
	return err
}
