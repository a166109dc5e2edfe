package reporting

import (
	"io"
	"strconv"

	"sgc/engine"
	"sgc/engine/report"
)

// Products writes the product list as format: the PDF with costs and the
// default prices, the spreadsheet with typed cells (Super only, as the list
// itself), and gives its file name.
func Products(eng *engine.Engine, actor engine.Actor, format string, w io.Writer) (string, error) {
	list, err := eng.ListProducts(actor, 0, false)
	if err != nil {
		return "", err
	}
	if format == "xlsx" {
		return report.FileName("productos", "", "", ""), report.ListExcel(w, productsSheet(list))
	}
	t := report.Table{Title: "REPORTE DE PRODUCTOS", Columns: []report.Column{col("Código", 10, "L"),
		col("Producto", 30, "L"), col("Unidad", 10, "L"), col("Costo", 9, "R")}}
	for i := 0; i < 6; i++ {
		t.Columns = append(t.Columns, col("P"+strconv.Itoa(i+1), 9, "R"))
	}
	t.Columns = append(t.Columns, col("Mínimo", 7, "R"), col("Stock", 7, "R"), col("Estado", 9, "C"))
	for _, p := range list {
		row := []string{p.Codigo, p.Producto, p.Unidad, moneyOrDash(p.Costo)}
		for _, pr := range prices(p) {
			row = append(row, report.Amount(int64(pr)))
		}
		row = append(row, strconv.FormatInt(p.Minimo, 10), strconv.FormatInt(p.Cantidad, 10), report.ActiveText(p.Estado))
		t.Rows = append(t.Rows, row)
	}
	return listPDF(eng, w, "productos", format, t)
}

// productsSheet is the product list with typed cells.
func productsSheet(list []engine.ProductView) report.Sheet {
	sheet := report.Sheet{Name: "Productos", Title: "PRODUCTOS", Columns: []report.XColumn{
		{Title: "ID", Kind: report.KindInt, Width: 8}, {Title: "Código", Kind: report.KindText, Width: 14},
		{Title: "Producto", Kind: report.KindText, Width: 36}, {Title: "Unidad", Kind: report.KindText, Width: 12},
		{Title: "Categoría", Kind: report.KindText, Width: 16}, {Title: "Costo", Kind: report.KindMoney, Width: 12}}}
	for i := 0; i < 6; i++ {
		sheet.Columns = append(sheet.Columns, report.XColumn{Title: "P" + strconv.Itoa(i+1), Kind: report.KindMoney, Width: 12})
	}
	sheet.Columns = append(sheet.Columns, report.XColumn{Title: "Mínimo", Kind: report.KindInt, Width: 9},
		report.XColumn{Title: "Stock total", Kind: report.KindInt, Width: 11}, report.XColumn{Title: "Estado", Kind: report.KindText, Width: 10})
	for _, p := range list {
		var cost any = ""
		if p.Costo != nil {
			cost = int64(*p.Costo)
		}
		row := []any{int64(p.ID), p.Codigo, p.Producto, p.Unidad, p.Categoria, cost}
		for _, pr := range prices(p) {
			row = append(row, int64(pr))
		}
		row = append(row, p.Minimo, p.Cantidad, report.ActiveText(p.Estado))
		sheet.Rows = append(sheet.Rows, row)
	}
	return sheet
}

// prices are a product's six default prices, P1 to P6.
func prices(p engine.ProductView) [6]engine.Money {
	return [6]engine.Money{p.Precio, p.Precio2, p.Precio3, p.Precio4, p.Precio5, p.Precio6}
}

// moneyOrDash prints an amount the reader may not see (a cost) as -.
func moneyOrDash(m *engine.Money) string {
	if m == nil {
		return "-"
	}
	return report.Amount(int64(*m))
}
