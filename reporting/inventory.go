package reporting

import (
	"errors"
	"io"
	"strconv"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// The inventory documents: the stock list (with costs for Super), the count
// sheet and the stock-versus-kardex comparison.

// Inventory writes the stock of branch b with its enabled price levels as
// format: the PDF lists the products with stock, and withCost (Super's
// report) adds unit and total cost; the spreadsheet lists every product, with
// costs when the actor may see them.
func Inventory(eng *engine.Engine, actor engine.Actor, b engine.Branch, withCost bool, format string, w io.Writer) (string, error) {
	if format == "xlsx" {
		return inventorySheet(eng, actor, b, w)
	}
	inv, err := eng.BranchInventory(actor, b.ID, false)
	if err != nil {
		return "", err
	}
	withCost = withCost && inv.TotalCosto != nil
	t := report.Table{Title: "REPORTE DE INVENTARIO", Subtitle: "Existencias al " + esbo.Day(engine.BusinessDate(eng.Now())),
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
	return branchListPDF(eng, w, file, b.ID, t)
}

// inventorySheet is the stock of b as a spreadsheet.
func inventorySheet(eng *engine.Engine, actor engine.Actor, b engine.Branch, w io.Writer) (string, error) {
	inv, err := eng.BranchInventory(actor, b.ID, true)
	if err != nil {
		return "", err
	}
	today := engine.BusinessDate(eng.Now())
	sheet := report.Sheet{Name: "Inventario", Title: "INVENTARIO", Subtitle: "Sucursal: " + b.Sucursal + " · Al " + esbo.Day(today),
		Columns: []report.XColumn{{Title: "Código", Kind: report.KindText, Width: 14}, {Title: "Producto", Kind: report.KindText, Width: 36},
			{Title: "Unidad", Kind: report.KindText, Width: 12}, {Title: "Categoría", Kind: report.KindText, Width: 16}, {Title: "Cantidad", Kind: report.KindInt},
			{Title: "Mínimo", Kind: report.KindInt}}}
	withCost := inv.TotalCosto != nil
	if withCost {
		sheet.Columns = append(sheet.Columns, report.XColumn{Title: "Costo unitario", Kind: report.KindMoney},
			report.XColumn{Title: "Costo total", Kind: report.KindMoney})
	}
	levels := enabledLevels(b)
	for _, i := range levels {
		sheet.Columns = append(sheet.Columns, report.XColumn{Title: levelName(i), Kind: report.KindMoney, Width: 12})
	}
	for _, r := range inv.Data {
		row := []any{r.Codigo, r.Producto, r.Unidad, r.Categoria, r.Cantidad, r.Minimo}
		if withCost {
			row = append(row, int64(*r.CostoUnitario), int64(*r.CostoUnitario)*r.Cantidad)
		}
		p := rowPrices(r)
		for _, i := range levels {
			row = append(row, int64(p[i]))
		}
		sheet.Rows = append(sheet.Rows, row)
	}
	sheet.Totals = []any{nil, nil, nil, nil, inv.TotalInventario}
	if withCost {
		sheet.Totals = append(sheet.Totals, nil, nil, int64(*inv.TotalCosto))
	}
	return report.FileName("inventario", today, "", b.Sucursal), report.ListExcel(w, sheet)
}

// CountSheet writes the count sheet of b as a PDF: each product's stock, the
// quantity found (the stock itself for a row that matched), SIN REVISAR /
// REVISADO and the difference; onlyStock leaves out products without stock.
func CountSheet(eng *engine.Engine, actor engine.Actor, b engine.Branch, onlyStock bool, w io.Writer) (string, error) {
	rows, err := eng.CountRows(actor, b.ID, onlyStock)
	if err != nil {
		return "", err
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
	t.Subtitle = "Al " + esbo.Day(engine.BusinessDate(eng.Now())) +
		" · Revisados: " + strconv.Itoa(len(rows)-pending) + " · Sin revisar: " + strconv.Itoa(pending)
	return branchListPDF(eng, w, "reporte_cantidad_real", b.ID, t)
}

// ErrNoKardexDifferences is KardexComparison's answer when every product of
// the branch has its stock equal to its kardex: there is nothing to print.
var ErrNoKardexDifferences = errors.New("No se encontraron productos con diferencias entre inventario y kardex")

// KardexComparison writes, as a PDF, the products of b whose stock differs
// from the sum of their kardex.
func KardexComparison(eng *engine.Engine, actor engine.Actor, b engine.Branch, w io.Writer) (string, error) {
	diffs, err := eng.VerifyKardex(nil)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "COMPARACIÓN DE INVENTARIO Y KARDEX",
		Subtitle: "Stock de cada producto frente al saldo de su kardex, al " + esbo.Day(engine.BusinessDate(eng.Now())),
		Columns: []report.Column{col("Código", 12, "L"), col("Producto", 44, "L"), col("Stock en inventario", 12, "R"),
			col("Saldo en kardex", 12, "R"), col("Diferencia", 10, "R")}}
	for _, d := range diffs {
		if d.Branch != b.ID {
			continue
		}
		code, product := "", "Producto "+strconv.FormatUint(d.Product, 10)
		if p, err := eng.Product(actor, d.Product, 0); err == nil {
			code, product = p.Codigo, p.Producto
		}
		t.Rows = append(t.Rows, []string{code, product, report.Quantity(d.Stock), report.Quantity(d.Kardex),
			report.Quantity(d.Stock - d.Kardex)})
	}
	if len(t.Rows) == 0 {
		return "", ErrNoKardexDifferences
	}
	return branchListPDF(eng, w, "comparar_inventarios", b.ID, t)
}

// branchListPDF writes t as a landscape list under the header of branch and
// gives the file name name.pdf.
func branchListPDF(eng *engine.Engine, w io.Writer, name string, branch uint64, t report.Table) (string, error) {
	h, err := Header(eng, branch)
	if err != nil {
		return "", err
	}
	return name + ".pdf", report.ListPDF(w, h, t, report.Options{Generated: eng.Now()})
}

// enabledLevels are the price levels (0..5) a branch uses.
func enabledLevels(b engine.Branch) []int {
	var out []int
	for i, on := range b.Precios {
		if on == 1 {
			out = append(out, i)
		}
	}
	return out
}

func levelName(i int) string { return "P" + string(rune('1'+i)) }

func rowPrices(r engine.InventoryRow) [6]engine.Money {
	return [6]engine.Money{r.Precio, r.Precio2, r.Precio3, r.Precio4, r.Precio5, r.Precio6}
}
