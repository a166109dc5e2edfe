package engine

import "cmp"

// The reports by product read the per-day product rows. Sale discounts are
// given on the whole sale, not on its lines, so these figures are at the line
// prices, without discounts; total_descuentos says how much was discounted
// in the same range (transfers-accounts-cash-reports.md §2 "Reports").

// ProfitRow is one product of the profit report (utilidades).
type ProfitRow struct {
	ID            uint64 `json:"id"`
	Codigo        string `json:"codigo"`
	Producto      string `json:"producto"`
	Marca         string `json:"marca"` // the product's category
	Unidad        string `json:"unidad"`
	CantidadVenta int64  `json:"cantidad_venta"`
	CostoCompra   Money  `json:"costo_compra"` // average cost per unit when sold
	CostoTotal    Money  `json:"costo_total"`
	PrecioVenta   Money  `json:"precio_venta"` // average price per unit
	PrecioTotal   Money  `json:"precio_total"`
	Utilidad      Money  `json:"utilidad"`
}

// ProfitReport is a page of the profit report with the range's totals.
type ProfitReport struct {
	Page[ProfitRow]
	TotalDescuentos Money     `json:"total_descuentos"`
	Totales         ProfitRow `json:"totales"`
	// Ranking are the products of highest profit in the whole range (the chart).
	Ranking []ProfitRow `json:"ranking"`
}

// rankingSize is how many products the profit chart ranks.
const rankingSize = 10

// ProfitReport is utilidades: per product, the units sold net of returns,
// their cost at the average cost when sold and their value at the line prices.
func (e *Engine) ProfitReport(actor Actor, sc ReportScope, q ReportQuery) (r ProfitReport, err error) {
	if !CanSeeCost(actor) {
		return r, Forbidden("Solo Super puede ver las utilidades.")
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		all, ps, err := e.soldTotals(tx, sc)
		if err != nil {
			return err
		}
		profitRow := func(i int) ProfitRow {
			id, f := ps.ids[i], ps.of(i)
			p := brief(all, id)
			row := ProfitRow{ID: id, Codigo: p.Codigo, Producto: p.Producto, Marca: nm.category(p.CategoriaID), Unidad: nm.unit(p.UnidadID),
				CantidadVenta: f[pfCantidad], CostoTotal: Money(f[pfCosto]), PrecioTotal: Money(f[pfMonto])}
			row.CostoCompra, row.PrecioVenta = ratio(row.CostoTotal, row.CantidadVenta), ratio(row.PrecioTotal, row.CantidadVenta)
			row.Utilidad = row.PrecioTotal - row.CostoTotal
			return row
		}
		first, last, page, lastPage, per := paging(q, len(ps.ids))
		r.Page = Page[ProfitRow]{Data: make([]ProfitRow, 0, last-first), CurrentPage: max(page, 1), LastPage: lastPage, Total: len(ps.ids), PerPage: per}
		for i := first; i < last; i++ {
			r.Data = append(r.Data, profitRow(i))
		}
		// Highest profit first, ties by name (the order of ps.ids).
		profit := func(i int) int64 { f := ps.of(i); return f[pfMonto] - f[pfCosto] }
		r.Ranking = make([]ProfitRow, 0, rankingSize)
		for _, i := range topN(len(ps.ids), rankingSize, func(i, j int) int { return cmp.Compare(profit(j), profit(i)) }) {
			r.Ranking = append(r.Ranking, profitRow(i))
		}
		r.Totales = ProfitRow{CantidadVenta: ps.total[pfCantidad], CostoTotal: Money(ps.total[pfCosto]), PrecioTotal: Money(ps.total[pfMonto]),
			Utilidad: Money(ps.total[pfMonto] - ps.total[pfCosto])}
		// The averages of the whole range, weighted by units, as each product's row has its own.
		r.Totales.CostoCompra, r.Totales.PrecioVenta = ratio(r.Totales.CostoTotal, r.Totales.CantidadVenta), ratio(r.Totales.PrecioTotal, r.Totales.CantidadVenta)
		r.TotalDescuentos = Money(sumAgg(tx, bktAggSales, sc, saleFigureCount)[sfDescuento])
		return nil
	})
	return r, err
}

// ProductSaleRow is one product sold on one day in one branch (ventas-productos).
// Cost and profit are only in Super's answer; BajoP5 marks an average price
// at or below the branch's price level 5.
type ProductSaleRow struct {
	ID                  uint64 `json:"id"`
	FechaVenta          string `json:"fecha_venta"`
	Codigo              string `json:"codigo"`
	Producto            string `json:"producto"`
	CostoPromedioCompra *Money `json:"costo_promedio_compra,omitempty"`
	PrecioVenta         Money  `json:"precio_venta"`
	Precio5             Money  `json:"precio5"`
	BajoP5              bool   `json:"bajo_precio5"`
	CantidadVenta       int64  `json:"cantidad_venta"`
	PrecioTotalVenta    Money  `json:"precio_total_venta"`
	CostoTotalCompra    *Money `json:"costo_total_compra,omitempty"`
	Utilidad            *Money `json:"utilidad,omitempty"`
	Usuario             string `json:"usuario"`
	SucursalID          uint64 `json:"sucursal_id"`
	Sucursal            string `json:"sucursal"`
}

// ProductSalesTotals are the sums of the whole range.
type ProductSalesTotals struct {
	CantidadVenta    int64  `json:"cantidad_venta"`
	PrecioTotalVenta Money  `json:"precio_total_venta"`
	CostoTotalCompra *Money `json:"costo_total_compra,omitempty"`
	Utilidad         *Money `json:"utilidad,omitempty"`
}

// ProductSalesReport is a page of ventas-productos with the range's totals.
type ProductSalesReport struct {
	Page[ProductSaleRow]
	TotalDescuentos Money              `json:"total_descuentos"`
	Totales         ProductSalesTotals `json:"totales"`
}

// branchPrice5 is price level 5 of a product in branch: the branch's own
// prices, else the product's defaults.
func branchPrice5(tx ReadTx, branch uint64, p *productBrief) Money {
	var own [6]Money
	if ok, err := getJSON(tx.Bucket(bktBranchPrices), key(branch, p.ID), &own); ok && err == nil {
		return own[4]
	}
	return p.Precio5
}

// aggRow is a stored row kept for a page: its key and counters.
type aggRow struct {
	k []byte
	f []int64
}

// ProductSalesReport lists, per branch, day and product, the units sold net
// of returns and their value. The sums and the count of each branch's day
// give the totals and the page's first day, so a page of a year reads its
// rows and not the rows before it.
func (e *Engine) ProductSalesReport(actor Actor, sc ReportScope, q ReportQuery) (r ProductSalesReport, err error) {
	withCost := CanSeeCost(actor)
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		// The days before today remembered, today's read now.
		past, today := e.pastAndToday(sc)
		counted, _ := memo(e, tx, memoKey("ventas_producto", past), past, func() (productRows, error) {
			return countProductRows(tx, past), nil
		})
		counted = counted.plus(countProductRows(tx, today))
		r.Totales.CantidadVenta, r.Totales.PrecioTotalVenta = counted.sums[pfCantidad], Money(counted.sums[pfMonto])
		cost := Money(counted.sums[pfCosto])
		first, last, page, lastPage, per := paging(q, counted.n)
		rows := productRowWindow(tx, sc, counted.days, first, last)
		all, err := e.productBriefs(tx)
		if err != nil {
			return err
		}
		r.Page = Page[ProductSaleRow]{Data: make([]ProductSaleRow, 0, len(rows)), CurrentPage: max(page, 1), LastPage: lastPage, Total: counted.n, PerPage: per}
		for _, a := range rows {
			branch, p := btoi(a.k[:8]), brief(all, btoi(a.k[16:24]))
			row := ProductSaleRow{ID: p.ID, FechaVenta: dayDate(btoi(a.k[8:16])), Codigo: p.Codigo, Producto: p.Producto,
				Precio5: branchPrice5(tx, branch, p), CantidadVenta: a.f[pfCantidad], PrecioTotalVenta: Money(a.f[pfMonto]),
				SucursalID: branch, Sucursal: nm.branch(branch)}
			row.PrecioVenta = ratio(row.PrecioTotalVenta, row.CantidadVenta)
			row.BajoP5 = row.Precio5 > 0 && row.PrecioVenta <= row.Precio5
			if withCost {
				c, t := ratio(Money(a.f[pfCosto]), row.CantidadVenta), Money(a.f[pfCosto])
				u := row.PrecioTotalVenta - t
				row.CostoPromedioCompra, row.CostoTotalCompra, row.Utilidad = &c, &t, &u
			}
			r.Data = append(r.Data, row)
		}
		if withCost {
			u := r.Totales.PrecioTotalVenta - cost
			r.Totales.CostoTotalCompra, r.Totales.Utilidad = &cost, &u
		}
		r.TotalDescuentos = Money(sumAgg(tx, bktAggSales, sc, saleFigureCount)[sfDescuento])
		return nil
	})
	return r, err
}

// PurchaseProductRow is one product of compras-productos.
type PurchaseProductRow struct {
	ID                uint64 `json:"id"`
	Codigo            string `json:"codigo"`
	Producto          string `json:"producto"`
	Categoria         string `json:"categoria"`
	Unidad            string `json:"unidad"`
	PrecioCompra      Money  `json:"precio_compra"` // average cost per unit
	CantidadCompra    int64  `json:"cantidad_compra"`
	PrecioTotalCompra Money  `json:"precio_total_compra"`
	Sucursal          string `json:"sucursal"`
}

// PurchaseProductsReport is a page of compras-productos with its totals.
type PurchaseProductsReport struct {
	Page[PurchaseProductRow]
	Totales PurchaseProductRow `json:"totales"`
}

// PurchaseProductsReport sums, per product, the units of valid purchase lines
// and their cost in the range.
func (e *Engine) PurchaseProductsReport(actor Actor, sc ReportScope, q ReportQuery) (r PurchaseProductsReport, err error) {
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		all, err := e.productBriefs(tx)
		if err != nil {
			return err
		}
		ps, err := e.productTotals(tx, bktAggBuyProducts, sc, buyProductFigureCount)
		if err != nil {
			return err
		}
		label := nm.branch(sc.Branches[0])
		if len(sc.Branches) > 1 {
			label = "TODOS"
		}
		first, last, page, lastPage, per := paging(q, len(ps.ids))
		r.Page = Page[PurchaseProductRow]{Data: make([]PurchaseProductRow, 0, last-first), CurrentPage: max(page, 1), LastPage: lastPage,
			Total: len(ps.ids), PerPage: per}
		for i := first; i < last; i++ {
			id, f := ps.ids[i], ps.of(i)
			p := brief(all, id)
			row := PurchaseProductRow{ID: id, Codigo: p.Codigo, Producto: p.Producto, Categoria: nm.category(p.CategoriaID),
				Unidad: nm.unit(p.UnidadID), CantidadCompra: f[bpCantidad], PrecioTotalCompra: Money(f[bpMonto]), Sucursal: label}
			row.PrecioCompra = ratio(row.PrecioTotalCompra, row.CantidadCompra)
			r.Data = append(r.Data, row)
		}
		r.Totales = PurchaseProductRow{CantidadCompra: ps.total[bpCantidad], PrecioTotalCompra: Money(ps.total[bpMonto])}
		return nil
	})
	return r, err
}

// SoldProduct is one row of the sales-by-product document
// (reporte-venta-producto): the units still sold, their value at the line
// prices and, for those who may see it, their cost.
type SoldProduct struct {
	ID                uint64
	Codigo, Producto  string
	Cantidad          int64
	Total, CostoTotal Money
}

// SoldByProduct sums the per-day product rows of branches over [desde, hasta]
// (yyyy-MM-dd, La Paz days), per product by name. The caller resolves the
// range and the branches by its screen's rules; a branch the actor may not
// act in is refused here too. Cost is zero for those who may not see it.
func (e *Engine) SoldByProduct(actor Actor, branches []uint64, desde, hasta string) (rows []SoldProduct, err error) {
	f, ok1 := parseDay(desde)
	h, ok2 := parseDay(hasta)
	if !ok1 || !ok2 {
		return nil, Invalid("fechaDesde", "Fecha no válida.")
	}
	for _, b := range branches {
		if !actor.CanActIn(b) {
			return nil, Forbidden("No puede consultar otra sucursal.")
		}
	}
	sc := ReportScope{Branches: branches, Desde: desde, Hasta: hasta, from: day(f), to: day(h)}
	withCost := CanSeeCost(actor)
	err = e.view(func(tx ReadTx) error {
		all, ps, err := e.soldTotals(tx, sc)
		if err != nil {
			return err
		}
		for i, id := range ps.ids {
			s, p := ps.of(i), brief(all, id)
			if s[pfCantidad] <= 0 {
				continue // sold and returned in full
			}
			row := SoldProduct{ID: id, Codigo: p.Codigo, Producto: p.Producto, Cantidad: s[pfCantidad], Total: Money(s[pfMonto])}
			if withCost {
				row.CostoTotal = Money(s[pfCosto])
			}
			rows = append(rows, row)
		}
		return nil
	})
	return rows, err
}
