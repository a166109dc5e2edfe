package httpapi

import (
	"bytes"

	"sgc/engine/report"
)

// xlsx answers a spreadsheet as a download named after the report, its date
// range and its branch.
func (q *request) xlsx(fileName string, sheet report.Sheet) error {
	return q.file("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
		`attachment; filename="`+fileName+`"`,
		func(w *bytes.Buffer) error { return report.ListExcel(w, sheet) })
}
