package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/report"
)

// The spreadsheets of Importar datos: the errors of a simulated file, the
// template and the exports.

// ImportErrors simulates the import req read from the user's file original
// and gives the file back with a column Errores and the refused cells in
// red, named after the uploaded one.
func ImportErrors(eng *engine.Engine, actor engine.Actor, req *engine.ImportRequest, original []byte, w io.Writer) (string, error) {
	pl, err := eng.SimulateImport(actor, req)
	if err != nil {
		return "", err
	}
	return "errores-" + safeName(req.File) + ".xlsx", report.ImportErrorsExcel(w, original, req.Sheets, pl)
}

// ImportBook writes the template (kind plantilla) or the export of kind,
// named after it and today.
func ImportBook(eng *engine.Engine, actor engine.Actor, kind string, w io.Writer) (string, error) {
	book, err := eng.ImportWorkbook(actor, kind)
	if err != nil {
		return "", err
	}
	return kind + "-" + engine.BusinessDate(eng.Now()) + ".xlsx", report.ImportWorkbookExcel(w, book)
}

// safeName keeps a download's name to letters, digits, dots and dashes: the
// uploaded file's name goes into a header.
func safeName(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		if r < 128 && (r == '.' || r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		return "archivo"
	}
	return string(out)
}
