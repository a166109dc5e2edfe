package engine

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// MonthTotal is one month of a dashboard series (mes 1..12).
type MonthTotal struct {
	Mes   int   `json:"mes"`
	Total Money `json:"total"`
}

// PieSlice is one product of the best-sellers pie (units sold this year).
type PieSlice struct {
	Label string `json:"label"`
	Value int64  `json:"value"`
}

// Dashboard is the answer of GET /api/home (foundation.md §3 "Dashboard
// response"). X is the branch's figure of the current La Paz month and
// XComplet the whole business's; fields a role may not see are left out
// (foundation.md §6: the money cards, the low-stock table and the series are
// Super's; the pie is hidden from Inventario).
type Dashboard struct {
	// VentasActualMes are the caller's own net sales in the branch (Ventas Propias).
	VentasActualMes Money `json:"ventasActualMes"`
	// VentasSucursalMes are the branch's net sales (Super).
	VentasSucursalMes       *Money        `json:"ventasSucursalMes,omitempty"`
	VentasActualMesComplet  *Money        `json:"ventasActualMesComplet,omitempty"`
	ComprasMesActual        *Money        `json:"comprasMesActual,omitempty"`
	ComprasMesActualComplet *Money        `json:"comprasMesActualComplet,omitempty"`
	IngresosMes             *Money        `json:"ingresosMes,omitempty"`
	IngresosMesComplet      *Money        `json:"ingresosMesComplet,omitempty"`
	GastosMes               *Money        `json:"gastosMes,omitempty"`
	GastosMesComplet        *Money        `json:"gastosMesComplet,omitempty"`
	UtilidadMes             *Money        `json:"utilidadMes,omitempty"`
	UtilidadMesComplet      *Money        `json:"utilidadMesComplet,omitempty"`
	Clientes                int           `json:"clientes"`
	Data                    []PieSlice    `json:"data,omitzero"`
	BajoStock               []LowStockRow `json:"bajoStock,omitzero"`
	VentasPorMes            []MonthTotal  `json:"ventasPorMes,omitzero"`
	ComprasPorMes           []MonthTotal  `json:"comprasPorMes,omitzero"`
	IngresosPorMes          []MonthTotal  `json:"ingresosPorMes,omitzero"`
	GastosPorMes            []MonthTotal  `json:"gastosPorMes,omitzero"`
	Mes                     string        `json:"mes"` // yyyy-MM of the figures
}

// monthScope is the scope of branches over the La Paz month (or year) of now.
func monthScope(branches []uint64, y int, m time.Month, months int) ReportScope {
	first := time.Date(y, m, 1, 12, 0, 0, 0, LaPaz)
	last := first.AddDate(0, months, -1)
	return ReportScope{Branches: branches, Desde: BusinessDate(first), Hasta: BusinessDate(last), from: day(first), to: day(last)}
}

// Dashboard gathers the home page figures of branch for actor.
func (e *Engine) Dashboard(actor Actor, branch uint64) (d Dashboard, err error) {
	if !actor.CanActIn(branch) {
		return d, Forbidden("No puede consultar otra sucursal.")
	}
	now := e.Now().In(LaPaz)
	y, m, _ := now.Date()
	d.Mes = now.Format("2006-01")
	super := actor.IsSuper()
	err = e.view(func(tx ReadTx) error {
		if tx.Bucket(bktBranches).Get(itob(branch)) == nil {
			return NotFound("Sucursal no encontrada.")
		}
		month := monthScope([]uint64{branch}, y, m, 1)
		own := make([]int64, saleFigureCount)
		scanAgg(tx, bktAggSaleUsers, month, func(k, v []byte) bool {
			if btoi(k[16:24]) == actor.UserID {
				addFigures(own, v)
			}
			return true
		})
		d.VentasActualMes = salesTotals(own).TotalNeto
		_ = tx.Bucket(bktCustomers).ForEach(func(_, _ []byte) error { d.Clientes++; return nil })
		all, err := e.productBriefs(tx)
		if err != nil {
			return err
		}
		if !actor.Has(RoleInventario) {
			d.Data = e.topProducts(tx, all, monthScope([]uint64{branch}, y, time.January, 12), 5)
		}
		if !super {
			return nil
		}
		whole := monthScope(allBranchIDs(tx), y, m, 1)
		for _, f := range []struct {
			sc               ReportScope
			ventas, compras  **Money
			ingresos, gastos **Money
			utilidad         **Money
		}{{month, &d.VentasSucursalMes, &d.ComprasMesActual, &d.IngresosMes, &d.GastosMes, &d.UtilidadMes},
			{whole, &d.VentasActualMesComplet, &d.ComprasMesActualComplet, &d.IngresosMesComplet, &d.GastosMesComplet, &d.UtilidadMesComplet}} {
			s := sumAgg(tx, bktAggSales, f.sc, saleFigureCount)
			net := salesTotals(s).TotalNeto
			in, out := cashTotals(tx, f.sc)
			*f.ventas, *f.utilidad = ptrTo(net), ptrTo(net-Money(s[sfCosto]))
			*f.compras = ptrTo(Money(sumAgg(tx, bktAggBuys, f.sc, buyFigureCount)[bfTotal]))
			*f.ingresos, *f.gastos = ptrTo(in), ptrTo(out)
		}
		d.VentasPorMes, d.ComprasPorMes, d.IngresosPorMes, d.GastosPorMes = []MonthTotal{}, []MonthTotal{}, []MonthTotal{}, []MonthTotal{}
		for mm := time.January; mm <= m; mm++ {
			sc := monthScope([]uint64{branch}, y, mm, 1)
			in, out := cashTotals(tx, sc)
			d.VentasPorMes = append(d.VentasPorMes, MonthTotal{int(mm), salesTotals(sumAgg(tx, bktAggSales, sc, saleFigureCount)).TotalNeto})
			d.ComprasPorMes = append(d.ComprasPorMes, MonthTotal{int(mm), Money(sumAgg(tx, bktAggBuys, sc, buyFigureCount)[bfTotal])})
			d.IngresosPorMes = append(d.IngresosPorMes, MonthTotal{int(mm), in})
			d.GastosPorMes = append(d.GastosPorMes, MonthTotal{int(mm), out})
		}
		byID, err := e.productsByID(tx)
		if err != nil {
			return err
		}
		d.BajoStock = lowStock(tx, byID, branch)
		return nil
	})
	return d, err
}

// lowStock lists the active products whose stock in branch is at or under
// their minimum, by name, as the low-stock screen does.
func lowStock(tx ReadTx, byID []*productBrief, branch uint64) []LowStockRow {
	nm := newNames(tx)
	out := []LowStockRow{}
	// The branch's stock rows and the products walked side by side, both in id
	// order; a product without a row has none.
	c := tx.Bucket(bktStock).Cursor()
	k, v := c.Seek(key(branch))
	for _, p := range byID {
		for k != nil && btoi(k[:8]) == branch && btoi(k[8:16]) < p.ID {
			k, v = c.Next()
		}
		var n int64
		if k != nil && btoi(k[:8]) == branch && btoi(k[8:16]) == p.ID && len(v) == 8 {
			n = int64(btoi(v))
		}
		if p.Estado && n <= p.Minimo {
			out = append(out, LowStockRow{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Unidad: nm.unit(p.UnidadID), Cantidad: n, Minimo: p.Minimo})
		}
	}
	slices.SortFunc(out, func(a, b LowStockRow) int {
		return cmp.Or(cmp.Compare(a.Cantidad, b.Cantidad), strings.Compare(a.Producto, b.Producto), cmp.Compare(a.ID, b.ID))
	})
	return out
}

// cashTotals are the incomes (concepto Ingresos) and expenses (Gastos, as a
// positive amount) of the scope, from the per-day cash rows.
func cashTotals(tx ReadTx, sc ReportScope) (ingresos, gastos Money) {
	scanAgg(tx, bktAggCash, sc, func(k, v []byte) bool {
		switch string(k[16:]) {
		case CashIngresos:
			ingresos += Money(fig(v, cfMonto))
		case CashGastos:
			gastos -= Money(fig(v, cfMonto))
		}
		return true
	})
	return ingresos, gastos
}

// topProducts are the n products with the most units sold in the scope.
func (e *Engine) topProducts(tx ReadTx, all map[uint64]*productBrief, sc ReportScope, n int) []PieSlice {
	ps, _ := e.productTotals(tx, bktAggSaleProducts, sc, productFigureCount)
	units := func(i int) int64 { return ps.of(i)[pfCantidad] }
	out := []PieSlice{}
	for _, i := range topN(len(ps.ids), n, func(i, j int) int { return cmp.Or(cmp.Compare(units(j), units(i)), cmp.Compare(ps.ids[i], ps.ids[j])) }) {
		if q := units(i); q > 0 {
			out = append(out, PieSlice{Label: brief(all, ps.ids[i]).Producto, Value: q})
		}
	}
	return out
}

func ptrTo[T any](v T) *T { return &v }
