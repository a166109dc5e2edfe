package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/xuri/excelize/v2"
)

// Kinds of spreadsheet column: they decide how a cell value is written and
// which number format shows it.
const (
	KindText     = "text"     // string (anything else is printed with fmt)
	KindMoney    = "money"    // int64 centavos, shown as Bs 1,234.56 in the reader's locale
	KindInt      = "int"      // whole number with thousands separators
	KindDate     = "date"     // time.Time, the La Paz calendar date, dd/mm/yyyy
	KindDateTime = "datetime" // time.Time, La Paz wall time, dd/mm/yyyy hh:mm
)

// XColumn is one column of a spreadsheet export. Width is in Excel
// character units; 0 picks a width suited to the kind.
type XColumn struct {
	Title string
	Kind  string
	Width float64
}

// Sheet is a list exported to Excel: a title row, an optional subtitle row,
// a header row, then Rows of typed values in column order and an optional
// bold Totals row. A nil value leaves its cell empty.
type Sheet struct {
	Name     string // worksheet tab name; invalid characters are dropped
	Title    string
	Subtitle string
	Columns  []XColumn
	Rows     [][]any
	Totals   []any
}

// ListExcel writes x as an .xlsx workbook with excelize's StreamWriter, so
// exports of many rows stay fast and small in memory. Money is written as
// numbers in bolivianos with the format "Bs "#,##0.00, dates as real Excel
// dates in America/La_Paz wall time, and the header row stays frozen.
func ListExcel(w io.Writer, x Sheet) error { return WorkbookExcel(w, []Sheet{x}) }

// WorkbookExcel writes one workbook with a worksheet per sheet (a report of
// every branch, one sheet per branch), each laid out as ListExcel does.
func WorkbookExcel(w io.Writer, sheets []Sheet) error {
	f := excelize.NewFile()
	defer f.Close()
	st, err := newXStyles(f)
	if err != nil {
		return err
	}
	for i, x := range sheets {
		name := sheetName(x.Name)
		if i == 0 {
			err = f.SetSheetName("Sheet1", name)
		} else {
			_, err = f.NewSheet(name)
		}
		if err != nil {
			return err
		}
		if err := writeSheet(f, st, name, x); err != nil {
			return err
		}
	}
	return f.Write(w)
}

// writeSheet streams x into the worksheet name.
func writeSheet(f *excelize.File, st *xStyles, name string, x Sheet) error {
	sw, err := f.NewStreamWriter(name)
	if err != nil {
		return err
	}
	last := max(1, len(x.Columns))
	lastCol, _ := excelize.ColumnNumberToName(last)
	head := 3
	if x.Subtitle != "" {
		head = 4
	}
	for i, c := range x.Columns {
		if err := sw.SetColWidth(i+1, i+1, columnWidth(c)); err != nil {
			return err
		}
	}
	first := fmt.Sprintf("A%d", head+1)
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: head, TopLeftCell: first, ActivePane: "bottomLeft"}); err != nil {
		return err
	}
	if err := sw.SetRow("A1", []any{excelize.Cell{StyleID: st.title, Value: x.Title}}, excelize.RowOpts{Height: 24}); err != nil {
		return err
	}
	if err := sw.MergeCell("A1", lastCol+"1"); err != nil {
		return err
	}
	if x.Subtitle != "" {
		if err := sw.SetRow("A2", []any{excelize.Cell{StyleID: st.subtitle, Value: x.Subtitle}}); err != nil {
			return err
		}
		if err := sw.MergeCell("A2", lastCol+"2"); err != nil {
			return err
		}
	}
	titles := make([]any, len(x.Columns))
	for i, c := range x.Columns {
		titles[i] = excelize.Cell{StyleID: st.header, Value: c.Title}
	}
	if err := sw.SetRow(fmt.Sprintf("A%d", head), titles, excelize.RowOpts{Height: 20}); err != nil {
		return err
	}
	row := head + 1
	for i, r := range x.Rows {
		cells, err := typedRow(x.Columns, r, st.body)
		if err != nil {
			return fmt.Errorf("report: excel row %d: %w", i+1, err)
		}
		if err := sw.SetRow(fmt.Sprintf("A%d", row), cells); err != nil {
			return err
		}
		row++
	}
	if len(x.Rows) == 0 {
		if err := sw.SetRow(fmt.Sprintf("A%d", row), []any{excelize.Cell{StyleID: st.subtitle, Value: msgNoRecords}}); err != nil {
			return err
		}
		row++
	}
	if len(x.Totals) > 0 {
		totals := append([]any(nil), x.Totals...)
		if totals[0] == nil || totals[0] == "" {
			totals[0] = msgTotals
		}
		cells, err := typedRow(x.Columns, totals, st.total)
		if err != nil {
			return fmt.Errorf("report: excel totals: %w", err)
		}
		if err := sw.SetRow(fmt.Sprintf("A%d", row), cells); err != nil {
			return err
		}
	}
	return sw.Flush()
}

// sheetName makes a valid worksheet name: no []:*?/\ and at most 31 letters.
func sheetName(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`[]:*?/\`, r) {
			return -1
		}
		return r
	}, strings.TrimSpace(s))
	if r := []rune(s); len(r) > 31 {
		s = string(r[:31])
	}
	if s == "" {
		return "Reporte"
	}
	return s
}

func columnWidth(c XColumn) float64 {
	if c.Width > 0 {
		return c.Width
	}
	switch c.Kind {
	case KindMoney:
		return 16
	case KindInt:
		return 10
	case KindDate:
		return 12
	case KindDateTime:
		return 17
	}
	return 24
}
