package engine

import (
	"cmp"
	"slices"
	"strings"
)

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

// productSums are the per-product sums of a scope, the products by name,
// and the sums of them all.
type productSums struct {
	ids   []uint64
	sums  map[uint64][]int64
	total []int64
}

// productTotals sums a product bucket over the scope, per product, with the
// products by name, reusing the answer while neither the figures nor the
// products change (the product sequence is part of the key). The answer is
// shared: callers only read it.
func (e *Engine) productTotals(tx ReadTx, bucket []byte, sc ReportScope, n int) (productSums, error) {
	var seq uint64
	if raw := tx.Bucket(bktMeta).Get(keyProductSeq); len(raw) == 8 {
		seq = btoi(raw)
	}
	return memo(e, tx, memoKey(string(bucket), sc, seq), func() (productSums, error) {
		all, err := e.productBriefs(tx)
		if err != nil {
			return productSums{}, err
		}
		ids, sums := scanProductTotals(tx, bucket, sc, n)
		byProductName(all, ids)
		total := make([]int64, n)
		for _, f := range sums {
			for i := range total {
				total[i] += f[i]
			}
		}
		return productSums{ids, sums, total}, nil
	})
}

// scanProductTotals is productTotals' scan.
func scanProductTotals(tx ReadTx, bucket []byte, sc ReportScope, n int) (ids []uint64, sums map[uint64][]int64) {
	sums = map[uint64][]int64{}
	scanAgg(tx, bucket, sc, func(k, v []byte) bool {
		p := btoi(k[16:24])
		s := sums[p]
		if s == nil {
			s = make([]int64, n)
			sums[p] = s
			ids = append(ids, p)
		}
		addFigures(s, v)
		return true
	})
	return ids, sums
}

// soldTotals are the products sold in the scope (units still sold, value,
// cost) with the product briefs that name them.
func (e *Engine) soldTotals(tx ReadTx, sc ReportScope) (map[uint64]*productBrief, productSums, error) {
	all, err := e.productBriefs(tx)
	if err != nil {
		return nil, productSums{}, err
	}
	ps, err := e.productTotals(tx, bktAggSaleProducts, sc, productFigureCount)
	return all, ps, err
}

// byProductName orders product ids by name, then code.
func byProductName(all map[uint64]*productBrief, ids []uint64) {
	lower := make(map[uint64]string, len(ids))
	for _, id := range ids {
		lower[id] = strings.ToLower(brief(all, id).Producto)
	}
	slices.SortFunc(ids, func(a, b uint64) int {
		return cmp.Or(strings.Compare(lower[a], lower[b]), strings.Compare(brief(all, a).Codigo, brief(all, b).Codigo), cmp.Compare(a, b))
	})
}

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
		profitRow := func(id uint64) ProfitRow {
			f, p := ps.sums[id], brief(all, id)
			row := ProfitRow{ID: id, Codigo: p.Codigo, Producto: p.Producto, Marca: nm.category(p.CategoriaID), Unidad: nm.unit(p.UnidadID),
				CantidadVenta: f[pfCantidad], CostoTotal: Money(f[pfCosto]), PrecioTotal: Money(f[pfMonto])}
			row.CostoCompra, row.PrecioVenta = ratio(row.CostoTotal, row.CantidadVenta), ratio(row.PrecioTotal, row.CantidadVenta)
			row.Utilidad = row.PrecioTotal - row.CostoTotal
			return row
		}
		first, last, page, lastPage, per := paging(q, len(ps.ids))
		r.Page = Page[ProfitRow]{Data: make([]ProfitRow, 0, last-first), CurrentPage: max(page, 1), LastPage: lastPage, Total: len(ps.ids), PerPage: per}
		for _, id := range ps.ids[first:last] {
			r.Data = append(r.Data, profitRow(id))
		}
		// ps.ids is shared with other readers: rank a copy, highest profit first
		// (ties by name, the order ps.ids already has).
		ranked := slices.Clone(ps.ids)
		profit := func(id uint64) int64 { return ps.sums[id][pfMonto] - ps.sums[id][pfCosto] }
		slices.SortStableFunc(ranked, func(a, b uint64) int { return cmp.Compare(profit(b), profit(a)) })
		r.Ranking = make([]ProfitRow, 0, rankingSize)
		for _, id := range ranked[:min(rankingSize, len(ranked))] {
			r.Ranking = append(r.Ranking, profitRow(id))
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
// of returns and their value; the rows of the page are read from one scan
// that also adds up the totals, so a year costs one pass over its rows.
func (e *Engine) ProductSalesReport(actor Actor, sc ReportScope, q ReportQuery) (r ProductSalesReport, err error) {
	withCost := CanSeeCost(actor)
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		var rows []aggRow
		if q.Page <= 0 {
			scanAgg(tx, bktAggSaleProducts, sc, func(k, v []byte) bool {
				rows = append(rows, aggRow{append([]byte(nil), k...), decodeFigures(v, productFigureCount)})
				return true
			})
		}
		// The count and the sums of every row, once per version of the figures.
		sum, _ := memo(e, tx, memoKey("ventas_producto", sc), func() ([productFigureCount + 1]int64, error) {
			var s [productFigureCount + 1]int64
			scanAgg(tx, bktAggSaleProducts, sc, func(_, v []byte) bool {
				addFigures(s[:productFigureCount], v)
				s[productFigureCount]++
				return true
			})
			return s, nil
		})
		r.Totales.CantidadVenta, r.Totales.PrecioTotalVenta = sum[pfCantidad], Money(sum[pfMonto])
		cost, n := Money(sum[pfCosto]), int(sum[productFigureCount])
		first, last, page, lastPage, per := paging(q, n)
		if q.Page > 0 { // a second pass up to the end of the page
			i := 0
			scanAgg(tx, bktAggSaleProducts, sc, func(k, v []byte) bool {
				if i >= first {
					rows = append(rows, aggRow{append([]byte(nil), k...), decodeFigures(v, productFigureCount)})
				}
				i++
				return i < last
			})
		}
		all, err := e.productBriefs(tx)
		if err != nil {
			return err
		}
		r.Page = Page[ProductSaleRow]{Data: make([]ProductSaleRow, 0, len(rows)), CurrentPage: max(page, 1), LastPage: lastPage, Total: n, PerPage: per}
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
		for _, id := range ps.ids[first:last] {
			f, p := ps.sums[id], brief(all, id)
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
		for _, id := range ps.ids {
			s, p := ps.sums[id], brief(all, id)
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
