package httpapi

import (
	"cmp"
	"errors"
	"io"
	"strings"

	"sgc/engine"
	"sgc/engine/report"
	"sgc/reporting"
)

// The spreadsheet exports of the operations (xlsx answers through q.xlsx).
// Dates default to today in La Paz; the file name holds the report, the
// range and the branch.

func xcol(title, kind string, width float64) report.XColumn {
	return report.XColumn{Title: title, Kind: kind, Width: width}
}

// salesExcel exports the VENTAS list of a branch and range; totals add the
// valid sales only, as the list's cards do.
func (s *Server) salesExcel(q *request) error {
	branch, name, desde, hasta, err := s.exportScope(q)
	if err != nil {
		return err
	}
	list, err := s.eng.ListSales(q.actor, branch, desde, hasta)
	if err != nil {
		return err
	}
	sheet := report.Sheet{Name: "Ventas", Title: "VENTAS", Subtitle: scopeText(name, desde, hasta) + " · Totales sin ventas anuladas",
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
	return q.xlsx(report.FileName("ventas", desde, hasta, name), sheet)
}

// purchasesExcel exports the COMPRAS list; totals add the valid purchases.
func (s *Server) purchasesExcel(q *request) error {
	branch, name, desde, hasta, err := s.exportScope(q)
	if err != nil {
		return err
	}
	list, err := s.eng.ListPurchases(q.actor, branch, desde, hasta)
	if err != nil {
		return err
	}
	sheet := report.Sheet{Name: "Compras", Title: "COMPRAS", Subtitle: scopeText(name, desde, hasta) + " · Totales sin compras anuladas",
		Columns: []report.XColumn{xcol("N°", report.KindInt, 8), xcol("Fecha", report.KindDateTime, 0),
			xcol("Proveedor", report.KindText, 28), xcol("NIT", report.KindText, 14), xcol("Comprobante", report.KindText, 12),
			xcol("N° comprobante", report.KindText, 14), xcol("Tipo de pago", report.KindText, 12),
			xcol("Método de pago", report.KindText, 14), xcol("Total", report.KindMoney, 0), xcol("A cuenta", report.KindMoney, 0),
			xcol("Saldo", report.KindMoney, 0), xcol("Usuario", report.KindText, 24), xcol("Estado", report.KindText, 10)}}
	var total, saldo engine.Money
	for _, v := range list {
		valid := v.Estado == engine.PurchaseValid
		sheet.Rows = append(sheet.Rows, []any{int64(v.ID), v.FechaCompra, v.Proveedor, v.NIT, v.TipoComprobante,
			v.NumeroComprobante, v.TipoPago, v.MetodoPago, int64(v.Total), int64(v.ACuenta), int64(v.Saldo), v.Usuario, report.ValidText(valid)})
		if valid {
			total, saldo = total+v.Total, saldo+v.Saldo
		}
	}
	sheet.Totals = []any{nil, nil, nil, nil, nil, nil, nil, nil, int64(total), nil, int64(saldo)}
	return q.xlsx(report.FileName("compras", desde, hasta, name), sheet)
}

// inventoryExcel exports the stock of a branch with costs and the branch's
// enabled price levels (Super).
func (s *Server) inventoryExcel(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	b, err := s.eng.Branch(branch)
	if err != nil {
		return err
	}
	return q.document("xlsx", func(w io.Writer) (string, error) {
		return reporting.Inventory(s.eng, q.actor, b, true, "xlsx", w)
	})
}

// bajasExcel exports the write-offs of a branch, all or those in one
// estado_producto.
func (s *Server) bajasExcel(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	b, err := s.eng.Branch(branch)
	if err != nil {
		return err
	}
	estado := bajaFilter(q)
	list, err := s.eng.ListBajas(q.actor, branch, estado)
	if err != nil {
		return err
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
	today := engine.BusinessDate(s.eng.Now())
	return q.xlsx(report.FileName("bajas "+estado, today, "", b.Sucursal), sheet)
}

// exportScope reads sucursal_id, fecha_desde and fecha_hasta of an export:
// the branch (scoped as every call), its name and the range, today by default.
func (s *Server) exportScope(q *request) (branch uint64, name, desde, hasta string, err error) {
	if branch, err = q.branch("sucursal_id"); err != nil {
		return
	}
	b, err := s.eng.Branch(branch)
	if err != nil {
		return
	}
	query := q.r.URL.Query()
	desde, hasta, err = s.days(query.Get("fecha_desde"), query.Get("fecha_hasta"), "fecha_desde", "fecha_hasta")
	return branch, b.Sucursal, desde, hasta, err
}

// days fills a blank date with today (La Paz) and checks the range, naming the
// fields as the call does.
func (s *Server) days(desde, hasta, fieldDesde, fieldHasta string) (string, string, error) {
	today := engine.BusinessDate(s.eng.Now())
	desde, hasta = cmp.Or(strings.TrimSpace(desde), today), cmp.Or(strings.TrimSpace(hasta), today)
	if len(desde) > 10 {
		desde = desde[:10]
	}
	if len(hasta) > 10 {
		hasta = hasta[:10]
	}
	_, _, err := engine.DayRange(desde, hasta, s.eng.Now())
	var e *engine.Error
	if errors.As(err, &e) && e.Code == engine.CodeInvalid {
		fields := map[string][]string{}
		for k, v := range e.Fields {
			switch k {
			case "fecha_desde":
				k = fieldDesde
			case "fecha_hasta":
				k = fieldHasta
			}
			fields[k] = v
		}
		return "", "", &engine.Error{Code: e.Code, Message: e.Message, Fields: fields}
	}
	return desde, hasta, err
}

// scopeText is the subtitle of an export over a range in a branch.
func scopeText(branch, desde, hasta string) string {
	return "Sucursal: " + branch + " · Del " + dayText(desde) + " al " + dayText(hasta)
}
