package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// The cash box papers: the close report of one box and the movements table
// of the side panel. CAJA POR EMPLEADO is in snapshots.go.

// CashClose writes the close report of box id, on Letter or, with ticket,
// on 80 mm paper, under the header of the box's branch.
func CashClose(eng *engine.Engine, actor engine.Actor, id uint64, ticket bool, w io.Writer) (string, error) {
	st, err := eng.CashBoxByID(actor, id)
	if err != nil {
		return "", err
	}
	h, err := Header(eng, st.SucursalID)
	if err != nil {
		return "", err
	}
	b := st.Caja
	c := report.CashClose{Sucursal: st.Sucursal, Usuario: st.Empleado.Nombres + " " + st.Empleado.Apellidos, Fecha: st.Fecha,
		Apertura: b.AbiertaEn, Cierre: b.CerradaEn, Totals: cashRow(st.Totales), MontoFinal: int64(b.MontoFinal),
		Diferencia: int64(b.Diferencia), Descripcion: b.DescripcionCierre}
	for _, r := range st.Registros {
		c.Rows = append(c.Rows, cashRow(r))
	}
	render := report.CashClosePDF
	if ticket {
		render = report.CashCloseTicketPDF
	}
	return "cierre_caja_" + st.Fecha + ".pdf", render(w, h, c, report.Options{Generated: eng.Now()})
}

func cashRow(r engine.CashRow) report.CashRow {
	return report.CashRow{Name: r.Estado, Efectivo: int64(r.TotalEfectivo), Transferencia: int64(r.TotalTransferencia),
		Cheque: int64(r.TotalCheque), Tarjeta: int64(r.TotalTarjeta), Total: int64(r.Total)}
}

// CashMovements writes the movements of the box of empleado (0: the actor)
// in branch on fecha (blank: today) as format, pdf or xlsx.
func CashMovements(eng *engine.Engine, actor engine.Actor, branch uint64, fecha string, empleado uint64, format string, w io.Writer) (string, error) {
	st, err := eng.CashBoxState(actor, branch, fecha, empleado)
	if err != nil {
		return "", err
	}
	who := st.Empleado.Nombres + " " + st.Empleado.Apellidos
	sub := "Sucursal: " + st.Sucursal + " · " + esbo.Day(st.Fecha) + " · " + who + " · Caja " + st.Estado
	var ef, tr, ta, ch, tot engine.Money
	for _, m := range st.Movimientos {
		ef, tr, ta, ch, tot = ef+m.Efectivo, tr+m.Transferencia, ta+m.Tarjeta, ch+m.Cheque, tot+m.MontoTotal
	}
	if format == "xlsx" {
		sheet := report.Sheet{Name: "Caja", Title: "MOVIMIENTOS DE CAJA", Subtitle: sub, Columns: []report.XColumn{
			xcol("Movimiento", report.KindText, 20), xcol("Fecha", report.KindDateTime, 0), xcol("Efectivo", report.KindMoney, 0),
			xcol("Transferencia", report.KindMoney, 0), xcol("Tarjeta", report.KindMoney, 0), xcol("Cheque", report.KindMoney, 0),
			xcol("Monto Total", report.KindMoney, 0), xcol("Descripción", report.KindText, 36), xcol("Usuario", report.KindText, 24)}}
		for _, m := range st.Movimientos {
			sheet.Rows = append(sheet.Rows, []any{m.Movimiento, m.Fecha, int64(m.Efectivo), int64(m.Transferencia), int64(m.Tarjeta),
				int64(m.Cheque), int64(m.MontoTotal), m.Descripcion, m.Usuario})
		}
		sheet.Totals = []any{"TOTAL", nil, int64(ef), int64(tr), int64(ta), int64(ch), int64(tot)}
		return report.FileName("caja", st.Fecha, st.Fecha, st.Sucursal), report.ListExcel(w, sheet)
	}
	t := report.Table{Title: "MOVIMIENTOS DE CAJA", Subtitle: sub, Columns: []report.Column{col("Movimiento", 16, "L"),
		col("Fecha", 14, "C"), col("Efectivo", 11, "R"), col("Transferencia", 11, "R"), col("Tarjeta", 11, "R"),
		col("Cheque", 11, "R"), col("Monto Total", 12, "R"), col("Descripción", 30, "L"), col("Usuario", 16, "L")}}
	for _, m := range st.Movimientos {
		t.Rows = append(t.Rows, []string{m.Movimiento, report.DateTime(m.Fecha), report.Amount(int64(m.Efectivo)),
			report.Amount(int64(m.Transferencia)), report.Amount(int64(m.Tarjeta)), report.Amount(int64(m.Cheque)),
			report.Amount(int64(m.MontoTotal)), m.Descripcion, m.Usuario})
	}
	t.Totals = []string{"TOTAL", "", report.Amount(int64(ef)), report.Amount(int64(tr)), report.Amount(int64(ta)),
		report.Amount(int64(ch)), report.Amount(int64(tot)), "", ""}
	return listPDF(eng, w, "caja_"+st.Fecha, format, t)
}
