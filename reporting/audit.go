package reporting

import (
	"io"
	"strconv"

	"sgc/engine"
	"sgc/engine/report"
)

// AuditLog writes the BITÁCORA of filter f as a PDF, newest entry first.
func AuditLog(eng *engine.Engine, f engine.AuditFilter, w io.Writer) (string, error) {
	rows, _, err := eng.AuditLog(f)
	if err != nil {
		return "", err
	}
	from, to, _ := engine.DayRange(f.Desde, f.Hasta, eng.Now())
	sub := "Del " + report.Date(from) + " al " + report.Date(to.Add(-1))
	if f.Tipo != "" {
		sub += " · " + f.Tipo
	}
	t := report.Table{Title: "BITÁCORA", Subtitle: sub,
		Columns: []report.Column{col("N°", 6, "R"), col("Fecha", 14, "L"), col("Usuario", 12, "L"), col("Tipo", 22, "L"),
			col("Documento", 14, "L"), col("Motivo", 26, "L"), col("Monto", 12, "R"), col("Detalle", 34, "L")}}
	for _, a := range rows {
		t.Rows = append(t.Rows, []string{strconv.FormatUint(a.Seq, 10), report.DateTime(a.Fecha), a.UsuarioNombre, a.Tipo,
			a.DocumentoNombre, a.Motivo, report.Amount(int64(a.Monto)), a.Detalle})
	}
	return listPDF(eng, w, "bitacora", "pdf", t)
}
