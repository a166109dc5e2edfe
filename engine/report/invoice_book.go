package report

import "time"

// SalesBookRow is one invoice of the Libro de Ventas.
type SalesBookRow struct {
	Fecha                                time.Time
	Numero                               int64
	CUF, Documento, Complemento, Nombre  string
	Total, Descuento, Subtotal, Base, DF int64
	Estado, CodigoControl                string
}

// SalesBookSheet lays the month's invoices out in the 24 columns of the
// SIN's Registro de Ventas Estándar, in its order and with its headings.
// sgc sells no ICE, IEHD, IPJ, tasas, exempt or zero-rate goods, so those
// columns are 0.
func SalesBookSheet(month string, rows []SalesBookRow) Sheet {
	money := func(t string) XColumn { return XColumn{Title: t, Kind: KindMoney} }
	x := Sheet{Name: "Libro de Ventas", Title: "LIBRO DE VENTAS ESTÁNDAR", Subtitle: "Período " + month,
		Columns: []XColumn{{Title: "N°", Kind: KindInt}, {Title: "ESPECIFICACIÓN", Kind: KindInt},
			{Title: "FECHA DE LA FACTURA", Kind: KindDate}, {Title: "N° DE LA FACTURA", Kind: KindInt},
			{Title: "CÓDIGO DE AUTORIZACIÓN", Kind: KindText, Width: 60}, {Title: "NIT / CI CLIENTE", Kind: KindText},
			{Title: "COMPLEMENTO", Kind: KindText}, {Title: "NOMBRE O RAZÓN SOCIAL", Kind: KindText, Width: 30},
			money("IMPORTE TOTAL DE LA VENTA"), money("IMPORTE ICE"), money("IMPORTE IEHD"), money("IMPORTE IPJ"),
			money("TASAS"), money("OTROS NO SUJETOS AL IVA"), money("EXPORTACIONES Y OPERACIONES EXENTAS"),
			money("VENTAS GRAVADAS A TASA CERO"), money("SUBTOTAL"), money("DESCUENTOS, BONIFICACIONES Y REBAJAS SUJETAS AL IVA"),
			money("IMPORTE GIFT CARD"), money("IMPORTE BASE PARA DÉBITO FISCAL"), money("DÉBITO FISCAL"),
			{Title: "ESTADO", Kind: KindText}, {Title: "CÓDIGO DE CONTROL", Kind: KindText}, {Title: "TIPO DE VENTA", Kind: KindInt}}}
	var tot [5]int64
	for i, r := range rows {
		x.Rows = append(x.Rows, []any{int64(i + 1), int64(2), r.Fecha, r.Numero, r.CUF, r.Documento, r.Complemento, r.Nombre,
			r.Total, int64(0), int64(0), int64(0), int64(0), int64(0), int64(0), int64(0), r.Subtotal, r.Descuento, int64(0),
			r.Base, r.DF, r.Estado, r.CodigoControl, int64(0)})
		for j, v := range []int64{r.Total, r.Subtotal, r.Descuento, r.Base, r.DF} {
			tot[j] += v
		}
	}
	x.Totals = []any{"TOTAL", nil, nil, nil, nil, nil, nil, nil, tot[0], int64(0), int64(0), int64(0), int64(0), int64(0),
		int64(0), int64(0), tot[1], tot[2], int64(0), tot[3], tot[4], nil, nil, nil}
	return x
}
