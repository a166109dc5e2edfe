package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// The reports of one moment rather than of a date range, which the web
// downloads from screens of their own (BAJO STOCK, CAJA POR EMPLEADO).

// LowStock writes PRODUCTOS CON STOCK BAJO of branch as format (pdf or xlsx),
// with what is missing to reach the minimum, and gives its file name.
func LowStock(eng *engine.Engine, actor engine.Actor, branch uint64, format string, w io.Writer) (string, error) {
	b, err := eng.Branch(branch)
	if err != nil {
		return "", err
	}
	rows, err := eng.LowStock(actor, branch)
	if err != nil {
		return "", err
	}
	title, sub := "PRODUCTOS CON STOCK BAJO", "Sucursal: "+b.Sucursal+" · Stock igual o menor al mínimo"
	if format == "xlsx" {
		sheet := report.Sheet{Name: "Stock bajo", Title: title, Subtitle: sub, Columns: []report.XColumn{
			{Title: "Código", Kind: report.KindText, Width: 14}, {Title: "Producto", Kind: report.KindText, Width: 40},
			{Title: "Unidad", Kind: report.KindText, Width: 12}, {Title: "Cantidad", Kind: report.KindInt},
			{Title: "Mínimo", Kind: report.KindInt}, {Title: "Faltante", Kind: report.KindInt}}}
		for _, r := range rows {
			sheet.Rows = append(sheet.Rows, []any{r.Codigo, r.Producto, r.Unidad, r.Cantidad, r.Minimo, max(0, r.Minimo-r.Cantidad)})
		}
		today := engine.BusinessDate(eng.Now())
		return report.FileName("stock-bajo", today, today, b.Sucursal), report.ListExcel(w, sheet)
	}
	t := report.Table{Title: title, Subtitle: sub, Columns: []report.Column{{Title: "Código", Width: 14, Align: "L"},
		{Title: "Producto", Width: 40, Align: "L"}, {Title: "Unidad", Width: 12, Align: "L"},
		{Title: "Cantidad", Width: 10, Align: "R"}, {Title: "Mínimo", Width: 10, Align: "R"}, {Title: "Faltante", Width: 10, Align: "R"}}}
	for _, r := range rows {
		t.Rows = append(t.Rows, []string{r.Codigo, r.Producto, r.Unidad, report.Quantity(r.Cantidad), report.Quantity(r.Minimo),
			report.Quantity(max(0, r.Minimo-r.Cantidad))})
	}
	return listPDF(eng, w, "stock-bajo", format, t)
}

// EmployeesCash writes CAJA POR EMPLEADO, the boxes of branch's employees on
// day (blank: today), as format (pdf or xlsx) and gives its file name.
func EmployeesCash(eng *engine.Engine, actor engine.Actor, branch uint64, day, format string, w io.Writer) (string, error) {
	rows, err := eng.EmployeesCash(actor, branch, day)
	if err != nil {
		return "", err
	}
	b, err := eng.Branch(branch)
	if err != nil {
		return "", err
	}
	if day == "" {
		day = engine.BusinessDate(eng.Now())
	}
	title, sub := "CAJA POR EMPLEADO", "Sucursal: "+b.Sucursal+" · "+esbo.Day(day)
	if format == "xlsx" {
		opt := func(m *engine.Money) any {
			if m == nil {
				return nil
			}
			return int64(*m)
		}
		sheet := report.Sheet{Name: "Caja por empleado", Title: title, Subtitle: sub, Columns: []report.XColumn{
			{Title: "Empleado", Kind: report.KindText, Width: 28}, {Title: "Estado", Kind: report.KindText, Width: 12},
			{Title: "Monto inicial", Kind: report.KindMoney}, {Title: "Efectivo", Kind: report.KindMoney},
			{Title: "Transferencia", Kind: report.KindMoney}, {Title: "Cheque", Kind: report.KindMoney},
			{Title: "Tarjeta", Kind: report.KindMoney}, {Title: "Monto final", Kind: report.KindMoney},
			{Title: "Diferencia", Kind: report.KindMoney}}}
		for _, r := range rows {
			t := r.Totales
			sheet.Rows = append(sheet.Rows, []any{r.Empleado.Nombres + " " + r.Empleado.Apellidos, r.Estado, int64(r.MontoInicial),
				int64(t.TotalEfectivo), int64(t.TotalTransferencia), int64(t.TotalCheque), int64(t.TotalTarjeta),
				opt(r.MontoFinal), opt(r.Diferencia)})
		}
		return report.FileName("caja_empleados", day, day, b.Sucursal), report.ListExcel(w, sheet)
	}
	text := func(m *engine.Money) string {
		if m == nil {
			return "—"
		}
		return report.Amount(int64(*m))
	}
	money := func(title string) report.Column { return col(title, 12, "R") }
	t := report.Table{Title: title, Subtitle: sub, Columns: []report.Column{{Title: "Empleado", Width: 24, Align: "L"},
		{Title: "Estado", Width: 10, Align: "C"}, money("Monto inicial"), money("Efectivo"), money("Transferencia"),
		money("Cheque"), money("Tarjeta"), money("Monto final"), money("Diferencia")}}
	for _, r := range rows {
		tt := r.Totales
		t.Rows = append(t.Rows, []string{r.Empleado.Nombres + " " + r.Empleado.Apellidos, r.Estado, report.Amount(int64(r.MontoInicial)),
			report.Amount(int64(tt.TotalEfectivo)), report.Amount(int64(tt.TotalTransferencia)), report.Amount(int64(tt.TotalCheque)),
			report.Amount(int64(tt.TotalTarjeta)), text(r.MontoFinal), text(r.Diferencia)})
	}
	return listPDF(eng, w, "caja_empleados_"+day, format, t)
}

// listPDF writes t as a landscape list under the company header, and gives
// the file name name.pdf; any format but pdf is refused.
func listPDF(eng *engine.Engine, w io.Writer, name, format string, t report.Table) (string, error) {
	if format != "pdf" {
		return "", engine.Invalid("formato", "El formato debe ser pdf o xlsx.")
	}
	h, err := Header(eng, 0)
	if err != nil {
		return "", err
	}
	return name + ".pdf", report.ListPDF(w, h, t, report.Options{Generated: eng.Now()})
}
