package importfile

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"sgc/engine"
)

// readXLSX reads every visible sheet: row 1 is the header, cells are read raw
// (a formula as its cached value, a number as the file stores it, never
// through the reader's number format), and numeric cells are marked so that
// the engine reads 45.5 as Bs 45,50 and not as text.
func readXLSX(data []byte) (*File, error) {
	if _, err := checkZip(data); err != nil {
		return nil, err
	}
	x, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{
		UnzipSizeLimit: maxUnzipped, UnzipXMLSizeLimit: maxUnzipped})
	if err != nil {
		return nil, engine.Invalid("archivo", MsgUnreadable)
	}
	defer x.Close()
	out := &File{Format: "xlsx"}
	rows := 0
	for _, name := range x.GetSheetList() {
		if v, _ := x.GetSheetVisible(name); !v {
			continue
		}
		sh := engine.ImportSheet{Name: name}
		it, err := x.Rows(name)
		if err != nil {
			return nil, engine.Invalid("archivo", MsgUnreadable)
		}
		num := 0
		for it.Next() {
			num++
			cols, err := it.Columns(excelize.Options{RawCellValue: true})
			if err != nil {
				it.Close()
				return nil, engine.Invalid("archivo", MsgUnreadable)
			}
			if num == 1 {
				sh.Header = cols
				continue
			}
			if rows++; rows > MaxRows {
				it.Close()
				return nil, ErrTooMany
			}
			row := engine.ImportRow{Num: num, Cells: make([]engine.ImportCell, len(cols))}
			for i, v := range cols {
				row.Cells[i] = engine.ImportCell{Text: v, Numeric: looksNumber(v) && isNumberCell(x, name, i, num)}
			}
			sh.Rows = append(sh.Rows, row)
		}
		it.Close()
		out.Sheets = append(out.Sheets, sh)
	}
	return out, nil
}

// looksNumber reports raw text a numeric cell could hold (1893, 45.5, 1E-3).
func looksNumber(s string) bool {
	if s == "" {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil && !strings.ContainsAny(s, ", ")
}

// isNumberCell asks the cell's stored type: a text cell "1.234" is one
// thousand two hundred thirty-four, a numeric cell 1.234 is not.
func isNumberCell(x *excelize.File, sheet string, col, row int) bool {
	ref, err := excelize.CoordinatesToCellName(col+1, row)
	if err != nil {
		return false
	}
	t, err := x.GetCellType(sheet, ref)
	return err == nil && (t == excelize.CellTypeNumber || t == excelize.CellTypeUnset || t == excelize.CellTypeFormula)
}
