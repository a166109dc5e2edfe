package reporting

import (
	"io"
	"strconv"
	"strings"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// The list exports of the operations screens (VENTAS, COMPRAS,
// COTIZACIONES, bajas), built from the same engine lists the screens read.
// Each covers a Span; its file name holds the list, the range and the
// branch.

// Span is what a list export covers: a branch and a date range (yyyy-MM-dd),
// already checked by the caller.
type Span struct {
	Branch       engine.Branch
	Desde, Hasta string
}

// text is the subtitle of an export over the span.
func (s Span) text() string {
	return "Sucursal: " + s.Branch.Sucursal + " · Del " + esbo.Day(s.Desde) + " al " + esbo.Day(s.Hasta)
}

// fileName is the spreadsheet name of list over the span.
func (s Span) fileName(list string) string {
	return report.FileName(list, s.Desde, s.Hasta, s.Branch.Sucursal)
}

func xcol(title, kind string, width float64) report.XColumn {
	return report.XColumn{Title: title, Kind: kind, Width: width}
}

func id(n uint64) string { return strconv.FormatUint(n, 10) }

// SalesSheet writes the VENTAS list of the span as a spreadsheet; totals add
// the valid sales only, as the list's cards do.
func SalesSheet(eng *engine.Engine, actor engine.Actor, sp Span, w io.Writer) (string, error) {
	list, err := eng.ListSales(actor, sp.Branch.ID, sp.Desde, sp.Hasta)
	if err != nil {
		return "", err
	}
	sheet := report.Sheet{Name: "Ventas", Title: "VENTAS", Subtitle: sp.text() + " · Totales sin ventas anuladas",
		Columns: []report.XColumn{xcol("N°", report.KindInt, 8), xcol("Fecha", report.KindDateTime, 0),
			xcol("Cliente", report.KindText, 28), xcol("Razón social", report.KindText, 28), xcol("NIT/CI", report.KindText, 14),
			xcol("Tipo de pago", report.KindText, 12), xcol("Método de pago", report.KindText, 14),
			xcol("Total", report.KindMoney, 0), xcol("Descuento", report.KindMoney, 0), xcol("Saldo", report.KindMoney, 0),
			xcol("Usuario", report.KindText, 24), xcol("Estado", report.KindText, 10), xcol("Motivo de anulación", report.KindText, 28)}}
	var total, descuento, saldo engine.Money
	for _, v := range list {
		sheet.Rows = append(sheet.Rows, []any{int64(v.NumeroComprobante), v.FechaVenta, v.Cliente, v.RazonSocial, v.NIT,
			v.TipoPago, v.MetodoPago, int64(v.Total), int64(v.Descuento), int64(v.Saldo), v.Usuario,
			report.ValidText(v.Estado == engine.SaleValid), v.Motivo})
		if v.Estado == engine.SaleValid {
			total, descuento, saldo = total+v.Total, descuento+v.Descuento, saldo+v.Saldo
		}
	}
	sheet.Totals = []any{nil, nil, nil, nil, nil, nil, nil, int64(total), int64(descuento), int64(saldo)}
	return sp.fileName("ventas"), report.ListExcel(w, sheet)
}

// Purchases writes the COMPRAS list of the span as format (pdf or xlsx);
// totals add the valid purchases.
func Purchases(eng *engine.Engine, actor engine.Actor, sp Span, format string, w io.Writer) (string, error) {
	list, err := eng.ListPurchases(actor, sp.Branch.ID, sp.Desde, sp.Hasta)
	if err != nil {
		return "", err
	}
	sub := sp.text() + " · Totales sin compras anuladas"
	var total, saldo engine.Money
	for _, v := range list {
		if v.Estado == engine.PurchaseValid {
			total, saldo = total+v.Total, saldo+v.Saldo
		}
	}
	if format == "xlsx" {
		sheet := report.Sheet{Name: "Compras", Title: "COMPRAS", Subtitle: sub,
			Columns: []report.XColumn{xcol("N°", report.KindInt, 8), xcol("Fecha", report.KindDateTime, 0),
				xcol("Proveedor", report.KindText, 28), xcol("NIT", report.KindText, 14), xcol("Comprobante", report.KindText, 12),
				xcol("N° comprobante", report.KindText, 14), xcol("Tipo de pago", report.KindText, 12),
				xcol("Método de pago", report.KindText, 14), xcol("Total", report.KindMoney, 0), xcol("A cuenta", report.KindMoney, 0),
				xcol("Saldo", report.KindMoney, 0), xcol("Usuario", report.KindText, 24), xcol("Estado", report.KindText, 10)}}
		for _, v := range list {
			sheet.Rows = append(sheet.Rows, []any{int64(v.ID), v.FechaCompra, v.Proveedor, v.NIT, v.TipoComprobante,
				v.NumeroComprobante, v.TipoPago, v.MetodoPago, int64(v.Total), int64(v.ACuenta), int64(v.Saldo), v.Usuario,
				report.ValidText(v.Estado == engine.PurchaseValid)})
		}
		sheet.Totals = []any{nil, nil, nil, nil, nil, nil, nil, nil, int64(total), nil, int64(saldo)}
		return sp.fileName("compras"), report.ListExcel(w, sheet)
	}
	t := report.Table{Title: "REPORTE DE COMPRAS", Subtitle: sub,
		Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"), col("Proveedor", 26, "L"), col("Comprobante", 14, "L"),
			col("Tipo de pago", 11, "C"), col("Total", 12, "R"), col("Saldo", 12, "R"), col("Usuario", 18, "L"), col("Estado", 9, "C")}}
	for _, v := range list {
		t.Rows = append(t.Rows, []string{id(v.ID), report.DateTime(v.FechaCompra), v.Proveedor,
			strings.TrimSpace(v.TipoComprobante + " " + v.NumeroComprobante), v.TipoPago,
			report.Amount(int64(v.Total)), report.Amount(int64(v.Saldo)), v.Usuario, report.ValidText(v.Estado == engine.PurchaseValid)})
	}
	t.Totals = []string{"", "", "", "", "TOTAL", report.Amount(int64(total)), report.Amount(int64(saldo)), "", ""}
	return listPDF(eng, w, "compras", format, t)
}

// Quotations writes the COTIZACIONES list of the span as format (pdf or
// xlsx); the total adds the valid ones.
func Quotations(eng *engine.Engine, actor engine.Actor, sp Span, format string, w io.Writer) (string, error) {
	list, err := eng.ListProformas(actor, sp.Branch.ID, sp.Desde, sp.Hasta)
	if err != nil {
		return "", err
	}
	sub := sp.text() + " · Total sin cotizaciones anuladas"
	if format == "xlsx" {
		sheet := report.Sheet{Name: "Cotizaciones", Title: "COTIZACIONES", Subtitle: sub,
			Columns: []report.XColumn{xcol("N°", report.KindInt, 8), xcol("Fecha", report.KindDateTime, 0),
				xcol("Razón social", report.KindText, 28), xcol("NIT/CI", report.KindText, 14), xcol("Teléfono", report.KindText, 12),
				xcol("Descripción", report.KindText, 28), xcol("Total", report.KindMoney, 0), xcol("Usuario", report.KindText, 24),
				xcol("Estado", report.KindText, 10), xcol("Motivo de anulación", report.KindText, 28)}}
		for _, v := range list.Data {
			sheet.Rows = append(sheet.Rows, []any{int64(v.NumeroComprobante), v.Fecha, v.RazonSocial, v.NIT, v.Telefono,
				v.Descripcion, int64(v.Total), v.Usuario, report.ValidText(v.Estado == engine.ProformaValid), v.Motivo})
		}
		sheet.Totals = []any{nil, nil, nil, nil, nil, nil, int64(list.TotalValidas)}
		return sp.fileName("cotizaciones"), report.ListExcel(w, sheet)
	}
	t := report.Table{Title: "REPORTE DE COTIZACIONES", Subtitle: sub,
		Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"), col("Razón social", 28, "L"), col("NIT/CI", 12, "L"),
			col("Total", 12, "R"), col("Usuario", 18, "L"), col("Estado", 9, "C")}}
	for _, v := range list.Data {
		t.Rows = append(t.Rows, []string{id(v.NumeroComprobante), report.DateTime(v.Fecha), v.RazonSocial, v.NIT,
			report.Amount(int64(v.Total)), v.Usuario, report.ValidText(v.Estado == engine.ProformaValid)})
	}
	t.Totals = []string{"", "", "", "TOTAL", report.Amount(int64(list.TotalValidas)), "", ""}
	return listPDF(eng, w, "cotizaciones", format, t)
}

// BajasSheet writes the write-offs of branch b as a spreadsheet: all of
// them, or those in one estado_producto.
func BajasSheet(eng *engine.Engine, actor engine.Actor, b engine.Branch, estado string, w io.Writer) (string, error) {
	list, err := eng.ListBajas(actor, b.ID, estado)
	if err != nil {
		return "", err
	}
	if estado == "" {
		estado = "Todos"
	}
	sheet := report.Sheet{Name: "Bajas", Title: "PRODUCTOS EN BAJA", Subtitle: "Sucursal: " + b.Sucursal + " · Estado: " + estado,
		Columns: []report.XColumn{xcol("N°", report.KindInt, 8), xcol("Fecha", report.KindDateTime, 0),
			xcol("Código", report.KindText, 14), xcol("Producto", report.KindText, 36), xcol("Cantidad", report.KindInt, 0),
			xcol("Motivo", report.KindText, 28), xcol("Descripción", report.KindText, 32),
			xcol("Estado del producto", report.KindText, 16), xcol("Usuario", report.KindText, 24)}}
	var units int64
	for _, v := range list {
		sheet.Rows = append(sheet.Rows, []any{int64(v.ID), v.Fecha, v.Codigo, v.Producto, v.Cantidad, v.Motivo, v.Descripcion,
			engine.BajaEstadoLabel(v.EstadoProducto), v.Usuario})
		units += v.Cantidad
	}
	sheet.Totals = []any{nil, nil, nil, nil, units}
	today := engine.BusinessDate(eng.Now())
	return report.FileName("bajas "+estado, today, "", b.Sucursal), report.ListExcel(w, sheet)
}
