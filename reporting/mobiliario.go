package reporting

import (
	"io"
	"strings"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// Mobiliario writes the INVENTARIO MOBILIARIO of branch as a PDF list under
// the branch's header, with the total of the subtotals.
func Mobiliario(eng *engine.Engine, actor engine.Actor, branch uint64, w io.Writer) (string, error) {
	rows, total, err := eng.ListMobiliario(actor, branch)
	if err != nil {
		return "", err
	}
	h, err := Header(eng, branch)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "INVENTARIO MOBILIARIO", Subtitle: "Sucursal: " + h.Sucursal,
		Columns: []report.Column{col("N°", 5, "R"), col("Fecha de entrega", 12, "L"), col("Mobiliario", 30, "L"),
			col("Cantidad", 9, "R"), col("Valor", 12, "R"), col("Subtotal", 13, "R"), col("Estado", 9, "L"),
			col("Largo × Alto × Ancho", 16, "L"), col("Observaciones", 28, "L")}}
	for i, m := range rows {
		dims := strings.Trim(strings.Join([]string{m.Largo, m.Alto, m.Ancho}, " × "), " ×")
		t.Rows = append(t.Rows, []string{id(uint64(i + 1)), esbo.Day(m.FechaEntrega), m.Mobiliario, report.Quantity(m.Cantidad),
			report.Amount(int64(m.Valor)), report.Amount(int64(m.Subtotal)), m.Estado, dims, m.Observaciones})
	}
	if len(rows) > 0 {
		t.Totals = []string{"", "", "TOTAL", "", "", report.Amount(int64(total)), "", "", ""}
	}
	return "inventario_mobiliario.pdf", report.ListPDF(w, h, t, report.Options{Generated: eng.Now()})
}
