package engine

import (
	"testing"
	"time"
)

// rpWorld is a month boundary of business: a sale at 23:30 in La Paz on
// 31 January (already 1 February in UTC), then on 1 February sales in two
// branches with a discount, a return, Cuotas, a voided line, a voided sale, a
// purchase and a voided purchase. Every expected figure below is worked out
// by hand from these documents.
type rpWorld struct {
	*skWorld
	vendedor       Actor // Vendedor of b2, a user of its own
	s1, s2, s3, s4 uint64
}

func rpSetup(t *testing.T) *rpWorld {
	w := &rpWorld{skWorld: skSetup(t)}
	e := w.e
	clock := time.Date(2025, 1, 31, 23, 30, 0, 0, LaPaz)
	e.Now = func() time.Time { return clock }
	at := func(h, m int) { clock = time.Date(2025, 2, 1, h, m, 0, 0, LaPaz) }
	uid := mdAddUser(t, e, "vbeltran", RoleVendedor, w.b2)
	w.vendedor = Actor{UserID: uid, Usuario: "vbeltran", Roles: []string{RoleVendedor}, Home: w.b2, Branch: w.b2}
	for _, b := range []uint64{MainBranch, w.b2} {
		w.load(t, b, w.p[0], 100) // cost Bs 50
		w.load(t, b, w.p[1], 100)
	}
	var err error
	// S1, 31 Jan 23:30 La Paz, branch 1: 2 × 100 + 1 × 90 − 10 discount.
	in := skSale(MainBranch, skLine(w.p[0], 2, 10000), skLine(w.p[1], 1, 9000))
	in.Descuento, in.Total = 1000, in.Total-1000
	w.s1, err = e.CreateSale(w.super, in)
	skOK(t, err)
	// S2, 1 Feb 00:30, b2, the Vendedor: 3 × 100; later one unit returned.
	at(0, 30)
	w.s2, err = e.CreateSale(w.vendedor, skSale(w.b2, skLine(w.p[0], 3, 10000)))
	skOK(t, err)
	// S3, 09:00, b2, the Administrador (user 1): Cuotas 4 × 90, 100 on account.
	at(9, 0)
	admin := w.admin
	admin.Branch = w.b2
	in = skSale(w.b2, skLine(w.p[1], 4, 9000))
	in.TipoPago, in.ACuenta, in.FechaLimite = "Cuotas", 10000, "2025-02-10"
	w.s3, err = e.CreateSale(admin, in)
	skOK(t, err)
	// S4, 10:00, b2, the Vendedor: 1 × 100 + 1 × 90; the 90 line is voided.
	at(10, 0)
	w.s4, err = e.CreateSale(w.vendedor, skSale(w.b2, skLine(w.p[0], 1, 10000), skLine(w.p[1], 1, 9000)))
	skOK(t, err)
	at(11, 0)
	skOK(t, e.VoidSaleLine(w.admin, w.s4, 2, "precio mal cobrado"))
	_, err = e.CreateReturn(w.admin, ReturnInput{VentaID: ID(w.s2), Motivo: "fallado",
		Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, Cantidad: 1}}})
	skOK(t, err)
	// S5, 12:00, branch 1: sold and voided.
	at(12, 0)
	s5, err := e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 1, 10000)))
	skOK(t, err)
	skOK(t, e.VoidSale(w.super, s5, "error"))
	// Purchases: 10 × 40 of P3 stays, 5 × 30 of P4 is voided.
	w.buy(t, 10, 4000, w.p[2])
	skOK(t, e.VoidPurchase(w.super, w.buy(t, 5, 3000, w.p[3]), "duplicada"))
	at(18, 0)
	return w
}

func (w *rpWorld) scope(t *testing.T, actor Actor, name, sucursal, desde, hasta string) ReportScope {
	t.Helper()
	sc, err := w.e.Scope(actor, name, ReportQuery{Sucursal: sucursal, Desde: desde, Hasta: hasta})
	skOK(t, err)
	return sc
}

func TestProfitReportFromDocuments(t *testing.T) {
	w := rpSetup(t)
	type want struct {
		qty          int64
		amount, cost Money
	}
	cases := []struct {
		name, sucursal, desde, hasta string
		rows                         map[uint64]want
		discounts                    Money
	}{
		// P1: S2 3 − 1 returned + S4 1; P2: S3 4 (S4's line is voided).
		{"b2 on 1 Feb", id64(w.b2), "2025-02-01", "2025-02-01",
			map[uint64]want{w.p[0]: {3, 30000, 15000}, w.p[1]: {4, 36000, 20000}}, 0},
		// 23:30 on 31 Jan in La Paz belongs to January.
		{"all branches in January", "TODOS", "2025-01-01", "2025-01-31",
			map[uint64]want{w.p[0]: {2, 20000, 10000}, w.p[1]: {1, 9000, 5000}}, 1000},
		{"all branches in February", "TODOS", "2025-02-01", "2025-02-01",
			map[uint64]want{w.p[0]: {3, 30000, 15000}, w.p[1]: {4, 36000, 20000}}, 0},
		{"across the boundary", "TODOS", "2025-01-31", "2025-02-01",
			map[uint64]want{w.p[0]: {5, 50000, 25000}, w.p[1]: {5, 45000, 25000}}, 1000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := w.e.ProfitReport(w.super, w.scope(t, w.super, "utilidades", c.sucursal, c.desde, c.hasta), ReportQuery{})
			skOK(t, err)
			if len(r.Data) != len(c.rows) || r.TotalDescuentos != c.discounts {
				t.Fatalf("rows %+v, descuentos %d", r.Data, r.TotalDescuentos)
			}
			var total Money
			for _, row := range r.Data {
				x := c.rows[row.ID]
				if row.CantidadVenta != x.qty || row.PrecioTotal != x.amount || row.CostoTotal != x.cost ||
					row.Utilidad != x.amount-x.cost || row.CostoCompra != 5000 {
					t.Errorf("product %d: %+v, want %+v", row.ID, row, x)
				}
				total += row.PrecioTotal
			}
			if r.Totales.PrecioTotal != total {
				t.Errorf("totals %+v", r.Totales)
			}
			// The totals row has the range's averages too, weighted by units (every unit cost 50).
			if q := r.Totales.CantidadVenta; q > 0 && (r.Totales.CostoCompra != 5000 || r.Totales.PrecioVenta != ratio(total, q)) {
				t.Errorf("averages of the totals %+v", r.Totales)
			}
			// The chart ranks every product sold (fewer than ten), highest profit first.
			if len(r.Ranking) != len(c.rows) {
				t.Fatalf("ranking %+v", r.Ranking)
			}
			for i, row := range r.Ranking {
				if x := c.rows[row.ID]; row.Utilidad != x.amount-x.cost || i > 0 && row.Utilidad > r.Ranking[i-1].Utilidad {
					t.Errorf("ranking %d: %+v", i, r.Ranking)
				}
			}
		})
	}
	// A new sale shows at once: remembered scans hold only while the figures stand.
	sc := w.scope(t, w.super, "utilidades", id64(w.b2), "2025-02-01", "2025-02-01")
	before, err := w.e.ProfitReport(w.super, sc, ReportQuery{})
	skOK(t, err)
	_, err = w.e.CreateSale(w.vendedor, skSale(w.b2, skLine(w.p[0], 1, 10000)))
	skOK(t, err)
	after, err := w.e.ProfitReport(w.super, sc, ReportQuery{})
	skOK(t, err)
	if after.Totales.CantidadVenta != before.Totales.CantidadVenta+1 {
		t.Fatalf("after a sale %+v, before %+v", after.Totales, before.Totales)
	}
	// A renamed product shows its new name at once (the reports' product cache follows saves).
	in := w.productInput(0)
	in.Producto = "Taladro renombrado"
	_, err = w.e.SaveProduct(w.super, w.p[0], in)
	skOK(t, err)
	r, err := w.e.ProfitReport(w.super, w.scope(t, w.super, "utilidades", "TODOS", "2025-02-01", "2025-02-01"), ReportQuery{})
	skOK(t, err)
	if r.Data[1].Producto != "Taladro renombrado" && r.Data[0].Producto != "Taladro renombrado" {
		t.Fatalf("after a rename %+v", r.Data)
	}
	if _, err := w.e.ProfitReport(w.admin, ReportScope{}, ReportQuery{}); ErrorCode(err) != CodeForbidden {
		t.Fatalf("an Administrador read profits: %v", err)
	}
}

func TestSalesReportsFromDocuments(t *testing.T) {
	w := rpSetup(t)
	feb := func(name string) ReportScope {
		return w.scope(t, w.super, name, id64(w.b2), "2025-02-01", "2025-02-01")
	}
	g, err := w.e.GeneralSalesReport(w.super, feb("ventas-generales"), ReportQuery{Page: 1})
	skOK(t, err)
	// 3 sales; gross 300 + 360 + 100, returns 100, net 660.
	if g.Total != 3 || len(g.Data) != 3 || g.Data[0].ID != w.s2 || g.Data[2].ID != w.s4 {
		t.Fatalf("general sales %+v", g.Page)
	}
	wantTotals := SalesTotals{Ventas: 3, Total: 76000, Devoluciones: 10000, TotalNeto: 66000, MontoAnulado: 9000}
	if g.Totales != wantTotals {
		t.Fatalf("totals %+v, want %+v", g.Totales, wantTotals)
	}
	if r := g.Data[2]; r.Total != 10000 || r.TotalNeto != 10000 || r.CantidadDetalles != 1 {
		t.Fatalf("S4 after its line void %+v", r)
	}
	if r := g.Data[0]; r.Devoluciones != 10000 || r.TotalNeto != 20000 || r.Empleado != "Ana Quispe" {
		t.Fatalf("S2 after its return %+v", r)
	}
	// Page 2 of size 2 holds the third sale.
	p2, err := w.e.GeneralSalesReport(w.super, feb("ventas-generales"), ReportQuery{Page: 2, PerPage: 2})
	skOK(t, err)
	if p2.CurrentPage != 2 || p2.LastPage != 2 || len(p2.Data) != 1 || p2.Data[0].ID != w.s4 {
		t.Fatalf("page 2 %+v", p2.Page)
	}
	// Every branch: branch 1's voided S5 comes first, then b2's sales; each page of
	// one sale is found from the per-day counts.
	all1 := w.scope(t, w.super, "ventas-generales", "TODOS", "2025-01-31", "2025-02-01")
	p1, err := w.e.GeneralSalesReport(w.super, all1, ReportQuery{Page: 1, PerPage: 1})
	skOK(t, err)
	if p1.Total != 5 || p1.LastPage != 5 || p1.Data[0].ID != w.s1 {
		t.Fatalf("page 1 of every branch %+v", p1.Page)
	}
	for page, want := range map[int]uint64{3: w.s2, 5: w.s4} {
		p, err := w.e.GeneralSalesReport(w.super, all1, ReportQuery{Page: page, PerPage: 1})
		skOK(t, err)
		if len(p.Data) != 1 || p.Data[0].ID != want {
			t.Fatalf("page %d of every branch %+v", page, p.Data)
		}
	}
	if p, _ := w.e.GeneralSalesReport(w.super, all1, ReportQuery{Page: 2, PerPage: 1}); p.Data[0].Estado != SaleVoided {
		t.Fatalf("page 2 is the voided S5: %+v", p.Data)
	}
	// The Vendedor's sales: S2 and S4, net 200 + 100.
	v, err := w.e.EmployeeSalesReport(w.super, feb("ventas-empleados"), ReportQuery{Empleado: w.vendedor.UserID, Page: 1})
	skOK(t, err)
	if len(v.Data) != 2 || v.Totales.TotalNeto != 30000 || v.Totales.Ventas != 2 || v.Empleado.Nombres != "Ana" {
		t.Fatalf("employee report %+v %+v", v.Page, v.Totales)
	}
	all, err := w.e.EmployeeSalesReport(w.super, feb("ventas-empleados"), ReportQuery{Page: 1})
	skOK(t, err)
	if len(all.Resumen) != 2 || all.Totales.TotalNeto != 66000 {
		t.Fatalf("summary %+v", all.Resumen)
	}
	// Sales by product, per day: the Administrador sees no cost; P2 at 90 is at or
	// above P5 (60), so it is not marked.
	ps, err := w.e.ProductSalesReport(w.admin, feb("ventas-productos"), ReportQuery{Page: 1})
	skOK(t, err)
	if len(ps.Data) != 2 || ps.Totales.PrecioTotalVenta != 66000 || ps.Totales.CostoTotalCompra != nil || ps.Data[0].CostoTotalCompra != nil {
		t.Fatalf("sales by product %+v", ps)
	}
	if ps.Data[1].PrecioVenta != 9000 || ps.Data[1].Precio5 != 6000 || ps.Data[1].BajoP5 || ps.Data[0].FechaVenta != "2025-02-01" {
		t.Fatalf("P2 row %+v", ps.Data[1])
	}
	ps, err = w.e.ProductSalesReport(w.super, feb("ventas-productos"), ReportQuery{Page: 1})
	skOK(t, err)
	if *ps.Totales.Utilidad != 66000-35000 {
		t.Fatalf("profit in sales by product %+v", ps.Totales)
	}
	// Daily totals across the boundary, newest first.
	dt, err := w.e.DayTotalsReport(w.super, w.scope(t, w.super, "ventas-totales", "TODOS", "2025-01-31", "2025-02-01"), ReportQuery{Page: 1})
	skOK(t, err)
	if len(dt.Data) != 3 || dt.Data[0].Fecha != "2025-02-01" || dt.Data[0].SucursalID != MainBranch || dt.Data[0].Anuladas != 1 ||
		dt.Data[0].MontoAnulado != 10000 || dt.Data[1].TotalNeto != 66000 || dt.Data[2].Fecha != "2025-01-31" || dt.Data[2].TotalNeto != 28000 ||
		dt.Data[2].Descuento != 1000 {
		t.Fatalf("day totals %+v", dt.Data)
	}
	if len(dt.Serie) != 2 || dt.Serie[0].TotalNeto != 28000 || dt.Serie[1].TotalNeto != 66000 {
		t.Fatalf("series %+v", dt.Serie)
	}
	// Purchases: the voided one is left out.
	pp, err := w.e.PurchaseProductsReport(w.super, w.scope(t, w.super, "compras-productos", "1", "2025-02-01", "2025-02-01"), ReportQuery{Page: 1})
	skOK(t, err)
	if len(pp.Data) != 1 || pp.Data[0].ID != w.p[2] || pp.Data[0].CantidadCompra != 10 || pp.Data[0].PrecioCompra != 4000 || pp.Totales.PrecioTotalCompra != 40000 {
		t.Fatalf("purchases by product %+v", pp)
	}
}

func TestReportScopeRules(t *testing.T) {
	w := rpSetup(t)
	resp := Actor{UserID: 9, Roles: []string{RoleResponsable}, Home: w.b2, Branch: w.b2}
	cases := []struct {
		name   string
		actor  Actor
		report string
		q      ReportQuery
		code   Code
		field  string
	}{
		{"Responsable, own branch", resp, "ventas-generales", ReportQuery{Sucursal: id64(w.b2)}, "", ""},
		{"Responsable, another branch", resp, "ventas-generales", ReportQuery{Sucursal: "1"}, CodeForbidden, ""},
		{"Responsable, profits", resp, "utilidades", ReportQuery{}, CodeForbidden, ""},
		{"Responsable, daily totals", resp, "ventas-totales", ReportQuery{}, CodeForbidden, ""},
		{"Administrador, daily totals", w.admin, "ventas-totales", ReportQuery{Sucursal: "TODOS"}, "", ""},
		{"Administrador, voids", w.admin, "anulaciones", ReportQuery{}, CodeForbidden, ""},
		{"Vendedor, any", w.vendedor, "ventas-generales", ReportQuery{}, CodeForbidden, ""},
		{"a date after today", w.super, "ventas-generales", ReportQuery{Hasta: "2025-02-02"}, CodeInvalid, "fecha_fin"},
		{"not a date", w.super, "ventas-generales", ReportQuery{Desde: "31/01/2025"}, CodeInvalid, "fecha_inicio"},
		{"inverted", w.super, "ventas-generales", ReportQuery{Desde: "2025-02-01", Hasta: "2025-01-31"}, CodeInvalid, "fecha_fin"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc, err := w.e.Scope(c.actor, c.report, c.q)
			if c.field != "" {
				wantField(t, err, c.field)
				return
			}
			if ErrorCode(err) != c.code && !(c.code == "" && err == nil) {
				t.Fatalf("want %q, got %v", c.code, err)
			}
			if err == nil && c.q.Sucursal == "TODOS" && len(sc.Branches) != 3 {
				t.Fatalf("TODOS gave %v", sc.Branches)
			}
		})
	}
	// TODOS for a Responsable is their own branch; blank dates are today.
	sc, err := w.e.Scope(resp, "ventas-generales", ReportQuery{Sucursal: "TODOS"})
	skOK(t, err)
	if len(sc.Branches) != 1 || sc.Branches[0] != w.b2 || sc.Desde != "2025-02-01" || sc.Hasta != "2025-02-01" {
		t.Fatalf("scope %+v", sc)
	}
}

func TestDashboardFigures(t *testing.T) {
	w := rpSetup(t)
	// An income and an expense of the cash box, as the money area records them.
	skOK(t, w.e.update(func(tx *Tx) error {
		if err := recordCash(tx, w.super, w.b2, CashIngresos, "Efectivo", 5000, "ingreso", 1, "alquiler"); err != nil {
			return err
		}
		return recordCash(tx, w.super, w.b2, CashGastos, "Efectivo", -2500, "gasto", 1, "luz")
	}))
	super := w.super
	super.Branch = w.b2
	d, err := w.e.Dashboard(super, w.b2)
	skOK(t, err)
	if d.Mes != "2025-02" || *d.VentasSucursalMes != 66000 || *d.VentasActualMesComplet != 66000 || *d.UtilidadMes != 66000-35000 ||
		*d.ComprasMesActual != 0 || *d.ComprasMesActualComplet != 40000 || *d.IngresosMes != 5000 || *d.GastosMes != 2500 ||
		d.VentasActualMes != 36000 { // S3 is user 1's
		t.Fatalf("dashboard %+v", d)
	}
	if len(d.Data) != 2 || d.Data[0].Label != "Producto 2" || d.Data[0].Value != 4 || d.Data[1].Value != 3 {
		t.Fatalf("pie %+v", d.Data)
	}
	if len(d.VentasPorMes) != 2 || d.VentasPorMes[0].Total != 0 || d.VentasPorMes[1].Total != 66000 || d.GastosPorMes[1].Total != 2500 {
		t.Fatalf("series %+v", d.VentasPorMes)
	}
	// Low stock in b2: P3 and P4 never came (0 ≤ minimum 10); P1 and P2 are well stocked.
	if len(d.BajoStock) != 2 || d.BajoStock[0].Cantidad != 0 || d.BajoStock[0].ID != w.p[2] || d.BajoStock[1].ID != w.p[3] {
		t.Fatalf("low stock %+v", d.BajoStock)
	}
	// Branch 1's January sale shows in branch 1's January.
	d, err = w.e.Dashboard(w.super, MainBranch)
	skOK(t, err)
	if d.VentasPorMes[0].Total != 28000 || *d.ComprasMesActual != 40000 {
		t.Fatalf("branch 1 %+v", d.VentasPorMes)
	}
	// A Vendedor: own sales (S2 net 200 + S4 100), no money cards nor series.
	d, err = w.e.Dashboard(w.vendedor, w.b2)
	skOK(t, err)
	if d.VentasActualMes != 30000 || d.VentasActualMesComplet != nil || d.UtilidadMes != nil || d.BajoStock != nil || d.VentasPorMes != nil || len(d.Data) != 2 {
		t.Fatalf("Vendedor %+v", d)
	}
	if _, err := w.e.Dashboard(w.vendedor, MainBranch); ErrorCode(err) != CodeForbidden {
		t.Fatalf("another branch: %v", err)
	}
	inv := w.inventario
	d, err = w.e.Dashboard(inv, MainBranch)
	skOK(t, err)
	if d.Data != nil {
		t.Fatal("Inventario sees the pie")
	}
}

func TestVoidsReportReadsTheAuditLog(t *testing.T) {
	w := rpSetup(t)
	e := w.e
	// The setup's voids are in the audit log; a transfer void and a price
	// change are added as their areas write them.
	log := func(a AuditEntry) {
		skOK(t, e.update(func(tx *Tx) error { return appendAudit(tx, w.super, a) }))
	}
	log(AuditEntry{Tipo: "Cambio de precios", Sucursal: MainBranch})
	log(AuditEntry{Tipo: "Anulación de traspaso", Documento: "traspaso", DocumentoID: 7, Sucursal: w.b2, Motivo: "mal enviado"})
	r, err := e.VoidsReport(w.super, w.scope(t, w.super, "anulaciones", "TODOS", "2025-02-01", "2025-02-01"), ReportQuery{Page: 1})
	skOK(t, err)
	// S4's line (90), S5 (100), the purchase (5 × 30) and the transfer.
	if len(r.Data) != 4 || r.TotalMonto != 9000+10000+15000 || r.Data[0].DocumentoID != w.s4 || r.Data[0].Motivo != "precio mal cobrado" ||
		r.Data[2].Documento != "compra" || r.Data[3].Documento != "traspaso" || r.Data[0].Usuario == "" {
		t.Fatalf("voids %+v", r)
	}
	r, err = e.VoidsReport(w.super, w.scope(t, w.super, "anulaciones", id64(w.b2), "2025-02-01", "2025-02-01"), ReportQuery{Page: 1})
	skOK(t, err)
	if len(r.Data) != 2 || r.Data[1].DocumentoID != 7 {
		t.Fatalf("voids of b2 %+v", r.Data)
	}
	r, err = e.VoidsReport(w.super, w.scope(t, w.super, "anulaciones", "TODOS", "2025-01-31", "2025-01-31"), ReportQuery{Page: 1})
	skOK(t, err)
	if len(r.Data) != 0 {
		t.Fatalf("voids of another day %+v", r.Data)
	}
}

func id64(n uint64) string { return itoa(int64(n)) }
