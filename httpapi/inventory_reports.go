package httpapi

import (
	"bytes"
	"cmp"
	"net/http"
	"strconv"

	"sgc/engine"
	"sgc/engine/report"
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

// branchListPDF is listPDF under the header of branch.
func (s *Server) branchListPDF(q *request, name string, branch uint64, t report.Table) error {
	h, err := s.reportHeader(branch)
	if err != nil {
		return err
	}
	return q.pdf(name, func(w *bytes.Buffer) error {
		return report.ListPDF(w, h, t, report.Options{Generated: s.eng.Now()})
	})
}

// inventoryPDF lists the products with stock in the branch with its enabled
// price levels; withCost (Super's report) adds unit and total cost.
func (s *Server) inventoryPDF(withCost bool) handlerFunc {
	return func(q *request) error {
		_, b, err := s.reportBranch(q)
		if err != nil {
			return err
		}
		inv, err := s.eng.BranchInventory(q.actor, b.ID, false)
		if err != nil {
			return err
		}
		withCost = withCost && inv.TotalCosto != nil
		t := report.Table{Title: "REPORTE DE INVENTARIO", Subtitle: "Existencias al " + dayText(engine.BusinessDate(s.eng.Now())),
			Columns: []report.Column{col("Código", 12, "L"), col("Producto", 36, "L"), col("Unidad", 10, "L"), col("Cantidad", 9, "R")}}
		file := "reporte_inventario"
		if withCost {
			t.Title, file = "REPORTE DE INVENTARIO CON COSTOS", "reporte_inventario_costo"
			t.Columns = append(t.Columns, col("Costo unitario", 11, "R"), col("Costo total", 12, "R"))
		}
		levels := enabledLevels(b)
		for _, i := range levels {
			t.Columns = append(t.Columns, col(levelName(i), 9, "R"))
		}
		for _, r := range inv.Data {
			row := []string{r.Codigo, r.Producto, r.Unidad, report.Quantity(r.Cantidad)}
			if withCost {
				row = append(row, report.Amount(int64(*r.CostoUnitario)), report.Amount(int64(*r.CostoUnitario)*r.Cantidad))
			}
			p := rowPrices(r)
			for _, i := range levels {
				row = append(row, report.Amount(int64(p[i])))
			}
			t.Rows = append(t.Rows, row)
		}
		if len(t.Rows) > 0 {
			t.Totals = []string{"", "", "", report.Quantity(inv.TotalInventario)}
			if withCost {
				t.Totals = append(t.Totals, "", report.Amount(int64(*inv.TotalCosto)))
			}
		}
		return s.branchListPDF(q, file, b.ID, t)
	}
}

// countSheetPDF is the count sheet: each product's stock, the quantity found
// (the stock itself for a row that matched), SIN REVISAR / REVISADO and the
// difference.
func (s *Server) countSheetPDF(q *request) error {
	in, b, err := s.reportBranch(q)
	if err != nil {
		return err
	}
	rows, err := s.eng.CountRows(q.actor, b.ID, truthy(string(in.OnlyStock)))
	if err != nil {
		return err
	}
	t := report.Table{Title: "REPORTE DE CANTIDAD REAL", Columns: []report.Column{col("Código", 12, "L"), col("Producto", 40, "L"),
		col("Stock", 9, "R"), col("Cantidad existente", 11, "R"), col("Estado", 11, "C"), col("Diferencia", 9, "R")}}
	pending := 0
	for _, r := range rows {
		found, estado, diff := "", "SIN REVISAR", ""
		if r.CantidadExistente == nil || *r.CantidadExistente != engine.CountUnreviewed {
			n := r.Cantidad
			if r.CantidadExistente != nil && *r.CantidadExistente >= 0 {
				n = *r.CantidadExistente
			}
			found, estado, diff = report.Quantity(n), "REVISADO", report.Quantity(n-r.Cantidad)
		} else {
			pending++
		}
		t.Rows = append(t.Rows, []string{r.Codigo, r.Producto, report.Quantity(r.Cantidad), found, estado, diff})
	}
	t.Subtitle = "Al " + dayText(engine.BusinessDate(s.eng.Now())) +
		" · Revisados: " + strconv.Itoa(len(rows)-pending) + " · Sin revisar: " + strconv.Itoa(pending)
	return s.branchListPDF(q, "reporte_cantidad_real", b.ID, t)
}

// kardexComparisonPDF lists the products of the branch whose stock differs
// from the sum of their kardex; with none it answers 203 and a message.
func (s *Server) kardexComparisonPDF(q *request) error {
	_, b, err := s.reportBranch(q)
	if err != nil {
		return err
	}
	diffs, err := s.eng.VerifyKardex(nil)
	if err != nil {
		return err
	}
	t := report.Table{Title: "COMPARACIÓN DE INVENTARIO Y KARDEX",
		Subtitle: "Stock de cada producto frente al saldo de su kardex, al " + dayText(engine.BusinessDate(s.eng.Now())),
		Columns: []report.Column{col("Código", 12, "L"), col("Producto", 44, "L"), col("Stock en inventario", 12, "R"),
			col("Saldo en kardex", 12, "R"), col("Diferencia", 10, "R")}}
	for _, d := range diffs {
		if d.Branch != b.ID {
			continue
		}
		code, product := "", "Producto "+id(d.Product)
		if p, err := s.eng.Product(q.actor, d.Product, 0); err == nil {
			code, product = p.Codigo, p.Producto
		}
		t.Rows = append(t.Rows, []string{code, product, report.Quantity(d.Stock), report.Quantity(d.Kardex),
			report.Quantity(d.Stock - d.Kardex)})
	}
	if len(t.Rows) == 0 {
		return q.json(http.StatusNonAuthoritativeInfo,
			msg{Message: "No se encontraron productos con diferencias entre inventario y kardex"})
	}
	return s.branchListPDF(q, "comparar_inventarios", b.ID, t)
}
