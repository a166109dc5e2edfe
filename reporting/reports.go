package reporting

import (
	"time"

	"sgc/engine"
	"sgc/engine/report"
)

// Def is one report of transfers-accounts-cash-reports.md §2 "Reports": its
// name (the screen's and the command line's), the slug of its calls, its
// title, how to read a page of it and how to lay out a section of its
// documents (one section per branch).
type Def struct {
	Name, Slug, Title, Help string
	// Page reads one page of the report's rows, as the screen shows them.
	Page    Page
	section func(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error)
}

// docCol is a column of a report document: its title, relative width and kind
// (report.Kind*: text, money in centavos, int, date, date and time).
type docCol struct {
	title string
	width float64
	kind  string
}

// docSection is the rows of one branch's part of a document, typed as the
// spreadsheet wants them; the PDF prints them formatted.
type docSection struct {
	note   string // what the figures are (without discounts...)
	cols   []docCol
	rows   [][]any
	totals []any
}

const noDiscounts = "Sin descuentos de las ventas"

// Page is how a report reads one page of its rows.
type Page func(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (any, error)

// pageOf turns an engine report method into a Page.
func pageOf[T any](read func(*engine.Engine, engine.Actor, engine.ReportScope, engine.ReportQuery) (T, error)) Page {
	return func(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (any, error) {
		return read(e, a, sc, q)
	}
}

// reports lists every report, in the order the command line's help shows them.
var reports = []Def{
	{Name: "utilidades", Slug: "utilidades", Title: "REPORTE DE UTILIDADES POR PRODUCTO",
		Help: "utilidad por producto: cantidad vendida, costo promedio y precio de venta (sin descuentos)",
		Page: pageOf((*engine.Engine).ProfitReport), section: profitSection},
	{Name: "ventas-productos", Slug: "ventas_producto", Title: "REPORTE DE VENTAS POR PRODUCTO",
		Help: "ventas de cada producto por día, con el precio 5 de referencia (sin descuentos)",
		Page: pageOf((*engine.Engine).ProductSalesReport), section: productSalesSection},
	{Name: "ventas-generales", Slug: "ventas_generales", Title: "REPORTE GENERAL DE VENTAS",
		Help: "cada venta del rango con su total, descuento, devoluciones y total neto",
		Page: pageOf((*engine.Engine).GeneralSalesReport), section: salesSection(false)},
	{Name: "ventas-empleados", Slug: "ventas_empleados", Title: "REPORTE DE VENTAS POR EMPLEADO",
		Help: "las ventas de un empleado (--empleado ID) o de todos",
		Page: pageOf((*engine.Engine).EmployeeSalesReport), section: salesSection(true)},
	{Name: "compras-productos", Slug: "compras_producto", Title: "REPORTE DE COMPRAS POR PRODUCTO",
		Help: "unidades compradas de cada producto y su costo",
		Page: pageOf((*engine.Engine).PurchaseProductsReport), section: purchaseSection},
	{Name: "ventas-totales", Slug: "ventas_totales", Title: "REPORTE DE VENTAS TOTALES",
		Help: "ventas, descuentos, devoluciones y neto por sucursal y día",
		Page: pageOf((*engine.Engine).DayTotalsReport), section: dayTotalsSection},
	{Name: "anulaciones", Slug: "anulaciones", Title: "REPORTE DE ANULACIONES",
		Help: "cada anulación del rango (ventas, productos de venta, compras, traspasos, catálogos) con motivo y usuario",
		Page: pageOf((*engine.Engine).VoidsReport), section: voidsSection},
}

// All lists every report, in the order the command line's help shows them.
func All() []Def { return reports }

// Find gives the report of a name or slug.
func Find(name string) (Def, bool) {
	for _, r := range reports {
		if r.Name == name || r.Slug == name {
			return r, true
		}
	}
	return Def{}, false
}

// money is a money cell: centavos as the spreadsheet's number.
func money(m engine.Money) any { return int64(m) }

func profitSection(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error) {
	r, err := e.ProfitReport(a, sc, q)
	d := docSection{note: noDiscounts + " · Descuentos del periodo: " + report.Money(int64(r.TotalDescuentos)),
		cols: []docCol{{"Código", 11, report.KindText}, {"Producto", 32, report.KindText}, {"Marca", 12, report.KindText},
			{"Unidad", 9, report.KindText}, {"Cantidad", 8, report.KindInt}, {"Costo promedio", 11, report.KindMoney},
			{"Costo total", 12, report.KindMoney}, {"Precio promedio", 11, report.KindMoney}, {"Precio total", 12, report.KindMoney},
			{"Utilidad", 12, report.KindMoney}}}
	for _, x := range r.Data {
		d.rows = append(d.rows, []any{x.Codigo, x.Producto, x.Marca, x.Unidad, x.CantidadVenta, money(x.CostoCompra),
			money(x.CostoTotal), money(x.PrecioVenta), money(x.PrecioTotal), money(x.Utilidad)})
	}
	t := r.Totales
	d.totals = []any{nil, nil, nil, nil, t.CantidadVenta, money(t.CostoCompra), money(t.CostoTotal), money(t.PrecioVenta), money(t.PrecioTotal), money(t.Utilidad)}
	return d, err
}

func productSalesSection(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error) {
	r, err := e.ProductSalesReport(a, sc, q)
	withCost := r.Totales.CostoTotalCompra != nil
	d := docSection{note: noDiscounts + " · Descuentos del periodo: " + report.Money(int64(r.TotalDescuentos)),
		cols: []docCol{{"Fecha", 9, report.KindDate}, {"Código", 10, report.KindText}, {"Producto", 32, report.KindText}}}
	if withCost {
		d.cols = append(d.cols, docCol{"Costo promedio", 10, report.KindMoney})
	}
	d.cols = append(d.cols, docCol{"Precio venta", 10, report.KindMoney}, docCol{"Precio 5", 9, report.KindMoney},
		docCol{"Bajo P5", 6, report.KindText}, docCol{"Cantidad", 8, report.KindInt}, docCol{"Total venta", 11, report.KindMoney})
	if withCost {
		d.cols = append(d.cols, docCol{"Costo total", 11, report.KindMoney}, docCol{"Utilidad", 11, report.KindMoney})
	}
	for _, x := range r.Data {
		row := []any{dayTime(x.FechaVenta), x.Codigo, x.Producto}
		if withCost {
			row = append(row, money(*x.CostoPromedioCompra))
		}
		low := ""
		if x.BajoP5 {
			low = "Sí"
		}
		row = append(row, money(x.PrecioVenta), money(x.Precio5), low, x.CantidadVenta, money(x.PrecioTotalVenta))
		if withCost {
			row = append(row, money(*x.CostoTotalCompra), money(*x.Utilidad))
		}
		d.rows = append(d.rows, row)
	}
	t := r.Totales
	d.totals = []any{nil, nil, nil}
	if withCost {
		d.totals = append(d.totals, nil)
	}
	d.totals = append(d.totals, nil, nil, nil, t.CantidadVenta, money(t.PrecioTotalVenta))
	if withCost {
		d.totals = append(d.totals, money(*t.CostoTotalCompra), money(*t.Utilidad))
	}
	return d, err
}

// salesSection lays out ventas-generales, or ventas-empleados (which names
// the employee filtered on).
func salesSection(byEmployee bool) func(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error) {
	return func(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error) {
		var r engine.SalesReport
		var err error
		if byEmployee {
			r, err = e.EmployeeSalesReport(a, sc, q)
		} else {
			r, err = e.GeneralSalesReport(a, sc, q)
		}
		d := docSection{note: "Total neto = total − descuento − devoluciones; los totales no cuentan las ventas anuladas",
			cols: []docCol{{"Fecha", 12, report.KindDateTime}, {"N°", 6, report.KindInt}, {"Razón social", 24, report.KindText},
				{"NIT/CI", 10, report.KindText}, {"Empleado", 18, report.KindText}, {"Líneas", 6, report.KindInt},
				{"Total", 10, report.KindMoney}, {"Descuento", 10, report.KindMoney}, {"Devoluciones", 10, report.KindMoney},
				{"Total neto", 10, report.KindMoney}, {"Estado", 8, report.KindText}}}
		if r.Empleado != nil {
			d.note = "Empleado: " + r.Empleado.Nombres + " " + r.Empleado.Apellidos + " · " + d.note
		}
		for _, x := range r.Data {
			d.rows = append(d.rows, []any{x.FechaVenta, int64(x.NumeroComprobante), x.RazonSocial, x.NIT, x.Empleado,
				int64(x.CantidadDetalles), money(x.Total), money(x.Descuento), money(x.Devoluciones), money(x.TotalNeto),
				report.ValidText(x.Estado == engine.SaleValid)})
		}
		t := r.Totales
		d.totals = []any{nil, nil, nil, nil, nil, nil, money(t.Total), money(t.Descuento), money(t.Devoluciones), money(t.TotalNeto)}
		return d, err
	}
}

func purchaseSection(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error) {
	r, err := e.PurchaseProductsReport(a, sc, q)
	d := docSection{note: "Líneas de compras válidas; el precio de compra es el costo promedio del periodo",
		cols: []docCol{{"Código", 11, report.KindText}, {"Producto", 34, report.KindText}, {"Categoría", 14, report.KindText},
			{"Unidad", 10, report.KindText}, {"Precio compra", 12, report.KindMoney}, {"Cantidad", 9, report.KindInt},
			{"Total", 13, report.KindMoney}}}
	for _, x := range r.Data {
		d.rows = append(d.rows, []any{x.Codigo, x.Producto, x.Categoria, x.Unidad, money(x.PrecioCompra), x.CantidadCompra,
			money(x.PrecioTotalCompra)})
	}
	d.totals = []any{nil, nil, nil, nil, nil, r.Totales.CantidadCompra, money(r.Totales.PrecioTotalCompra)}
	return d, err
}

func dayTotalsSection(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error) {
	r, err := e.DayTotalsReport(a, sc, q)
	d := docSection{note: "Neto = total − descuentos − devoluciones, por el día de cada venta",
		cols: []docCol{{"Fecha", 9, report.KindDate}, {"Sucursal", 16, report.KindText}, {"Ventas", 7, report.KindInt},
			{"Total", 12, report.KindMoney}, {"Descuentos", 11, report.KindMoney}, {"Devoluciones", 11, report.KindMoney},
			{"Neto", 12, report.KindMoney}, {"Anuladas", 7, report.KindInt}, {"Monto anulado", 11, report.KindMoney}}}
	for _, x := range r.Data {
		d.rows = append(d.rows, []any{dayTime(x.Fecha), x.Sucursal, x.Ventas, money(x.Total), money(x.Descuento),
			money(x.Devoluciones), money(x.TotalNeto), x.Anuladas, money(x.MontoAnulado)})
	}
	t := r.Totales
	d.totals = []any{nil, nil, t.Ventas, money(t.Total), money(t.Descuento), money(t.Devoluciones), money(t.TotalNeto),
		t.Anuladas, money(t.MontoAnulado)}
	return d, err
}

func voidsSection(e *engine.Engine, a engine.Actor, sc engine.ReportScope, q engine.ReportQuery) (docSection, error) {
	r, err := e.VoidsReport(a, sc, q)
	d := docSection{note: "Anulaciones de ventas, productos de venta, compras, productos de compra, traspasos y catálogos",
		cols: []docCol{{"Fecha", 12, report.KindDateTime}, {"Tipo", 18, report.KindText}, {"Documento", 10, report.KindText},
			{"N°", 6, report.KindInt}, {"Motivo", 28, report.KindText}, {"Usuario", 16, report.KindText},
			{"Sucursal", 12, report.KindText}, {"Monto", 11, report.KindMoney}}}
	for _, x := range r.Data {
		d.rows = append(d.rows, []any{x.Fecha, x.Tipo, x.Documento, int64(x.DocumentoID), x.Motivo, x.Usuario, x.Sucursal, money(x.Monto)})
	}
	d.totals = []any{nil, nil, nil, nil, nil, nil, nil, money(r.TotalMonto)}
	return d, err
}

// dayTime is the instant a yyyy-MM-dd La Paz day starts (a date cell).
func dayTime(day string) time.Time {
	t, _ := time.ParseInLocation("2006-01-02", day, report.LaPaz())
	return t
}
