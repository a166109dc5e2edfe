package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// ProductSales writes, as a PDF, the units of each product still sold (net
// of returns, voided sales and lines left out) in branches from desde to
// hasta, and their value at the line prices, from the per-day product
// figures; label names the branches in the subtitle. Sale discounts are not
// spread over the lines, as in the earlier system; cost and profit are
// printed only for the roles that may see costs.
func ProductSales(eng *engine.Engine, actor engine.Actor, branches []uint64, label, desde, hasta string, w io.Writer) (string, error) {
	list, err := eng.SoldByProduct(actor, branches, desde, hasta)
	if err != nil {
		return "", err
	}
	withCost := engine.CanSeeCost(actor)
	t := report.Table{Title: "REPORTE DE VENTAS POR PRODUCTO",
		Subtitle: "Del " + esbo.Day(desde) + " al " + esbo.Day(hasta) + " · " + label +
			" · Montos a precio de venta, sin descuentos",
		Columns: []report.Column{col("Código", 12, "L"), col("Producto", 40, "L"), col("Cantidad", 10, "R"),
			col("Precio promedio", 14, "R"), col("Total", 14, "R")}}
	if withCost {
		t.Columns = append(t.Columns, col("Costo total", 14, "R"), col("Utilidad", 14, "R"))
	}
	var qty int64
	var total, cost engine.Money
	for _, r := range list {
		row := []string{r.Codigo, r.Producto, report.Quantity(r.Cantidad), report.Amount(average(r.Total, r.Cantidad)),
			report.Amount(int64(r.Total))}
		if withCost {
			row = append(row, report.Amount(int64(r.CostoTotal)), report.Amount(int64(r.Total-r.CostoTotal)))
		}
		t.Rows = append(t.Rows, row)
		qty, total, cost = qty+r.Cantidad, total+r.Total, cost+r.CostoTotal
	}
	if len(list) > 0 {
		t.Totals = []string{"", "", report.Quantity(qty), "", report.Amount(int64(total))}
		if withCost {
			t.Totals = append(t.Totals, report.Amount(int64(cost)), report.Amount(int64(total-cost)))
		}
	}
	return listPDF(eng, w, "reporte_venta_producto", "pdf", t)
}

// average is total / n rounded half up to the centavo.
func average(total engine.Money, n int64) int64 {
	if n <= 0 {
		return 0
	}
	return (2*int64(total) + n) / (2 * n)
}
