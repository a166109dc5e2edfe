package httpapi

import (
	"bytes"
	"net/http"

	"sgc/engine/report"
)

// xlsx answers a spreadsheet as a download named after the report, its date
// range and its branch.
func (q *request) xlsx(fileName string, sheet report.Sheet) error {
	var buf bytes.Buffer
	if err := report.ListExcel(&buf, sheet); err != nil {
		return err
	}
	h := q.w.Header()
	h.Set("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
	h.Set("Content-Disposition", `attachment; filename="`+fileName+`"`)
	h.Set("Cache-Control", "no-store")
	q.w.WriteHeader(http.StatusOK)
	_, _ = q.w.Write(buf.Bytes())
	return nil
}
