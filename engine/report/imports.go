package report

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/xuri/excelize/v2"

	"sgc/engine"
)

// The import workbook: row 1 holds the canonical headers (what the importer
// matches), codes are text cells so leading zeros survive Excel, money cells
// are numbers in bolivianos (read back exactly), and unit, category and
// branch cells offer drop-downs from the Listas sheet.

const (
	sheetInstructions = "Instrucciones"
	sheetLists        = "Listas"
	templateRows      = 5000 // rows the drop-downs cover in an empty template
)

// instructions are the lines of the Instrucciones sheet.
var instructions = []string{
	"Cómo llenar este archivo",
	"La primera fila de cada hoja tiene los encabezados: no los cambie. Las columnas que no reconozca se ignoran.",
	"Productos: codigo identifica al producto; si ya existe se actualiza, si no se crea. Una celda vacía conserva el valor guardado.",
	"Montos como 1.234,56 o 1234,56 (dos decimales como máximo); cantidades en unidades enteras.",
	"stock <Sucursal> / costo <Sucursal>: carga inicial de inventario, solo para productos sin movimientos en esa sucursal.",
	"Unidades y categorías que no existan se crean; la simulación lo indica antes de importar.",
	"Precios por sucursal: los precios propios de una sucursal (codigo, sucursal, precio a precio6).",
	"Clientes se identifican por numero_documento y complemento; proveedores por NIT (o por nombre si no tienen NIT).",
	"Imágenes: escriba el nombre del archivo en imagen, imagen2 o imagen3 y envíe las imágenes en un .zip.",
	"Facturación: codigo_producto_sin, actividad_economica y unidad_medida_sin son los códigos del SIN que un producto necesita para facturarse.",
	"Guarde como .xlsx (Excel) o .csv; siempre se muestra una simulación antes de guardar nada.",
}

// ImportWorkbookExcel writes a template or an export of book.
func ImportWorkbookExcel(w io.Writer, book engine.ExportBook) error {
	f := excelize.NewFile()
	defer f.Close()
	st, err := newXStyles(f)
	if err != nil {
		return err
	}
	code, err := f.NewStyle(&excelize.Style{NumFmt: 49}) // "@": text
	if err != nil {
		return err
	}
	money, err := f.NewStyle(&excelize.Style{CustomNumFmt: ptr(moneyFormat)})
	if err != nil {
		return err
	}
	first := true
	for _, sh := range book.Sheets {
		if err := newSheet(f, sh.Name, &first); err != nil {
			return err
		}
		if err := writeImportSheet(f, st, code, money, sh); err != nil {
			return err
		}
	}
	if err := writeLists(f, book); err != nil {
		return err
	}
	for _, sh := range book.Sheets {
		if err := addDropDowns(f, sh, book, max(len(sh.Rows)+1, templateRows)); err != nil {
			return err
		}
	}
	if err := newSheet(f, sheetInstructions, &first); err != nil {
		return err
	}
	for i, line := range instructions {
		if err := f.SetCellStr(sheetInstructions, fmt.Sprintf("A%d", i+1), line); err != nil {
			return err
		}
	}
	if err := f.SetCellStyle(sheetInstructions, "A1", "A1", st.title); err != nil {
		return err
	}
	_ = f.SetColWidth(sheetInstructions, "A", "A", 120)
	return f.Write(w)
}

func newSheet(f *excelize.File, name string, first *bool) error {
	if *first {
		*first = false
		return f.SetSheetName("Sheet1", name)
	}
	_, err := f.NewSheet(name)
	return err
}

// writeImportSheet writes the header and rows. Text is written as string
// cells: a value that begins with = + - or @ stays text and no spreadsheet
// evaluates it as a formula.
func writeImportSheet(f *excelize.File, st *xStyles, code, money int, sh engine.ExportSheet) error {
	for i, c := range sh.Columns {
		col, _ := excelize.ColumnNumberToName(i + 1)
		cell := col + "1"
		if err := f.SetCellStr(sh.Name, cell, c.Title); err != nil {
			return err
		}
		width := 16.0
		switch c.Kind {
		case engine.ColText:
			width = 26
		case engine.ColInt:
			width = 10
		}
		_ = f.SetColWidth(sh.Name, col, col, width)
		// A column style formats the rows the user adds too, without writing
		// thousands of empty cells into the file.
		switch c.Kind {
		case engine.ColCode:
			_ = f.SetColStyle(sh.Name, col, code)
		case engine.ColMoney:
			_ = f.SetColStyle(sh.Name, col, money)
		}
		if err := f.SetCellStyle(sh.Name, cell, cell, st.header); err != nil {
			return err
		}
	}
	for r, row := range sh.Rows {
		for i, v := range row {
			cell, _ := excelize.CoordinatesToCellName(i+1, r+2)
			var err error
			switch x := v.(type) {
			case nil:
				continue
			case string:
				if x == "" {
					continue
				}
				err = f.SetCellStr(sh.Name, cell, x)
			case engine.Money:
				err = f.SetCellFloat(sh.Name, cell, float64(x)/100, 2, 64)
			case int64:
				err = f.SetCellInt(sh.Name, cell, x)
			default:
				err = fmt.Errorf("report: import cell of type %T", v)
			}
			if err != nil {
				return err
			}
		}
	}
	return f.SetPanes(sh.Name, &excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"})
}

// listColumns are the Listas sheet's columns.
var listColumns = []struct{ key, title string }{{"unidades", "Unidades"}, {"categorias", "Categorías"}, {"sucursales", "Sucursales"}}

func listOf(book engine.ExportBook, key string) []string {
	switch key {
	case "unidades":
		return book.Units
	case "categorias":
		return book.Categories
	}
	return book.Branches
}

func writeLists(f *excelize.File, book engine.ExportBook) error {
	if _, err := f.NewSheet(sheetLists); err != nil {
		return err
	}
	for i, c := range listColumns {
		col, _ := excelize.ColumnNumberToName(i + 1)
		if err := f.SetCellStr(sheetLists, col+"1", c.title); err != nil {
			return err
		}
		for j, v := range listOf(book, c.key) {
			if err := f.SetCellStr(sheetLists, fmt.Sprintf("%s%d", col, j+2), v); err != nil {
				return err
			}
		}
		_ = f.SetColWidth(sheetLists, col, col, 28)
	}
	return nil
}

// addDropDowns lets unit, category and branch cells be chosen from Listas;
// a value outside the list is allowed (the import creates units and categories).
func addDropDowns(f *excelize.File, sh engine.ExportSheet, book engine.ExportBook, last int) error {
	for i, c := range sh.Columns {
		if c.List == "" {
			continue
		}
		// The range reaches past today's list, so that names added to Listas
		// by hand are offered too.
		n := max(len(listOf(book, c.List)), 1000)
		src := 0
		for j, lc := range listColumns {
			if lc.key == c.List {
				src = j
			}
		}
		srcCol, _ := excelize.ColumnNumberToName(src + 1)
		col, _ := excelize.ColumnNumberToName(i + 1)
		dv := excelize.NewDataValidation(true)
		dv.Sqref = fmt.Sprintf("%s2:%s%d", col, col, last)
		dv.SetSqrefDropList(fmt.Sprintf("%s!$%s$2:$%s$%d", sheetLists, srcCol, srcCol, n+1))
		dv.ShowErrorMessage = false
		if err := f.AddDataValidation(sh.Name, dv); err != nil {
			return err
		}
	}
	return nil
}

// ImportErrorsExcel gives the user's own file back with a column Errores on
// each planned sheet and the refused cells filled red, ready to fix and upload
// again. An xlsx upload is edited in place; a CSV comes back as an xlsx of its
// rows.
func ImportErrorsExcel(w io.Writer, original []byte, sheets []engine.ImportSheet, plan *engine.ImportPlan) error {
	var f *excelize.File
	var err error
	if bytes.HasPrefix(original, []byte("PK")) {
		f, err = excelize.OpenReader(bytes.NewReader(original), excelize.Options{UnzipSizeLimit: 100 << 20, UnzipXMLSizeLimit: 100 << 20})
	} else {
		f, err = csvWorkbook(sheets)
	}
	if err != nil {
		return err
	}
	defer f.Close()
	red, err := f.NewStyle(&excelize.Style{Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"F8C4C4"}},
		Font: &excelize.Font{Color: "9C0006"}})
	if err != nil {
		return err
	}
	errCol := map[string]string{} // sheet → letter of its Errores column
	for _, sh := range sheets {
		col, _ := excelize.ColumnNumberToName(len(sh.Header) + 1)
		errCol[sh.Name] = col
		if err := f.SetCellStr(sh.Name, col+"1", "Errores"); err != nil {
			return err
		}
		_ = f.SetColWidth(sh.Name, col, col, 60)
	}
	for _, r := range plan.Filas {
		if len(r.Errores) == 0 || errCol[r.Hoja] == "" {
			continue
		}
		var msgs []string
		for _, e := range r.Errores {
			msgs = append(msgs, e.Columna+": "+e.Mensaje)
			letters := strings.SplitN(e.Columna, " ", 2)[0]
			if n, err := excelize.ColumnNameToNumber(letters); err == nil && n > 0 {
				cell, _ := excelize.CoordinatesToCellName(n, r.Fila)
				_ = f.SetCellStyle(r.Hoja, cell, cell, red)
			}
		}
		cell := fmt.Sprintf("%s%d", errCol[r.Hoja], r.Fila)
		if err := f.SetCellStr(r.Hoja, cell, strings.Join(msgs, " | ")); err != nil {
			return err
		}
		_ = f.SetCellStyle(r.Hoja, cell, cell, red)
	}
	return f.Write(w)
}

// csvWorkbook lays a CSV's rows into a workbook, every cell as text.
func csvWorkbook(sheets []engine.ImportSheet) (*excelize.File, error) {
	f := excelize.NewFile()
	first := true
	for _, sh := range sheets {
		if err := newSheet(f, sh.Name, &first); err != nil {
			return nil, err
		}
		for i, h := range sh.Header {
			cell, _ := excelize.CoordinatesToCellName(i+1, 1)
			_ = f.SetCellStr(sh.Name, cell, h)
		}
		for _, r := range sh.Rows {
			for i, c := range r.Cells {
				cell, _ := excelize.CoordinatesToCellName(i+1, r.Num)
				_ = f.SetCellStr(sh.Name, cell, c.Text)
			}
		}
	}
	return f, nil
}
