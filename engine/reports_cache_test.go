package engine

import (
	"fmt"
	"testing"
	"time"
)

// A report remembers its scan of the days before today: a sale of today is in
// the next answer without a new scan, a return on a sale of 1 March scans
// again only the answers whose branch and days hold that day, and every
// answer equals the one computed from nothing.
func TestReportCacheScansOnlyWhatACommitChanged(t *testing.T) {
	w := skSetup(t)
	e := w.e
	clock := time.Date(2025, 3, 1, 10, 0, 0, 0, LaPaz)
	e.Now = func() time.Time { return clock }
	for _, b := range []uint64{MainBranch, w.b2, w.b3} {
		for _, p := range w.p {
			w.load(t, b, p, 100) // cost Bs 50
		}
	}
	old, err := e.CreateSale(w.super, skSale(w.b2, skLine(w.p[0], 2, 10000)))
	skOK(t, err)
	_, err = e.CreateSale(w.super, skSale(w.b3, skLine(w.p[2], 1, 9000)))
	skOK(t, err)
	clock = time.Date(2025, 3, 10, 9, 0, 0, 0, LaPaz)

	profit := func(sucursal, desde string) ProfitReport {
		t.Helper()
		sc, err := e.Scope(w.super, "utilidades", ReportQuery{Sucursal: sucursal, Desde: desde})
		skOK(t, err)
		r, err := e.ProfitReport(w.super, sc, ReportQuery{Page: 1})
		skOK(t, err)
		return r
	}
	// scans asks for a report and answers how many scans it took.
	scans := func(ask func()) int64 {
		n := e.ReportScans()
		ask()
		return e.ReportScans() - n
	}
	// fresh is the answer of an engine that remembers nothing.
	fresh := func(sucursal, desde string) ProfitReport {
		e.memo.mu.Lock()
		e.memo.entries = nil
		e.memo.mu.Unlock()
		return profit(sucursal, desde)
	}
	units := func(r ProfitReport) (out []int64) {
		for _, row := range r.Data {
			out = append(out, row.CantidadVenta)
		}
		return out
	}
	same := func(what string, got, want ProfitReport) {
		t.Helper()
		if got.Totales != want.Totales || len(got.Data) != len(want.Data) || len(got.Ranking) != len(want.Ranking) {
			t.Fatalf("%s: %+v, from nothing %+v", what, got, want)
		}
		for i := range got.Data {
			if got.Data[i] != want.Data[i] {
				t.Fatalf("%s: row %d %+v, from nothing %+v", what, i, got.Data[i], want.Data[i])
			}
		}
		for i := range got.Ranking {
			if got.Ranking[i] != want.Ranking[i] {
				t.Fatalf("%s: ranking %d %+v, from nothing %+v", what, i, got.Ranking[i], want.Ranking[i])
			}
		}
	}

	if n := scans(func() { profit("TODOS", "2025-01-01") }); n != 1 {
		t.Fatalf("first answer: %d scans", n)
	}
	var r ProfitReport
	if n := scans(func() { r = profit("TODOS", "2025-01-01") }); n != 0 || r.Totales.PrecioTotal != 29000 {
		t.Fatalf("asked again: %d scans, %+v", n, r.Totales)
	}

	// Today in branch 2: 1 × 100 of P1, 1 × 80 of P2, which the days before
	// did not sell and which goes between P1 and P3, and 1 × 90 of P3.
	_, err = e.CreateSale(w.super, skSale(w.b2, skLine(w.p[0], 1, 10000), skLine(w.p[1], 1, 8000), skLine(w.p[2], 1, 9000)))
	skOK(t, err)
	if n := scans(func() { r = profit("TODOS", "2025-01-01") }); n != 0 {
		t.Errorf("a sale of today scanned the days before again (%d scans)", n)
	}
	if got := units(r); len(got) != 3 || got[0] != 3 || got[1] != 1 || got[2] != 2 || r.Totales.PrecioTotal != 56000 {
		t.Errorf("after today's sale: units by name %v, totals %+v", got, r.Totales)
	}
	same("after today's sale", r, fresh("TODOS", "2025-01-01"))
	profit(fmt.Sprint(w.b3), "2025-03-01") // remembered again after fresh forgot them
	profit(fmt.Sprint(w.b2), "2025-03-05")

	// A return on the sale of 1 March in branch 2 changes that day only.
	clock = clock.Add(time.Hour)
	_, err = e.CreateReturn(w.admin, ReturnInput{VentaID: ID(old), Motivo: "fallado",
		Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, Cantidad: 1}}})
	skOK(t, err)
	if n := scans(func() { r = profit("TODOS", "2025-01-01") }); n != 1 {
		t.Errorf("a return on 1 March: %d scans of the range that holds it", n)
	}
	if units(r)[0] != 2 {
		t.Errorf("after the return: units by name %v", units(r))
	}
	if n := scans(func() { profit(fmt.Sprint(w.b3), "2025-03-01") }); n != 0 {
		t.Errorf("a return in branch 2 scanned branch 3 again (%d scans)", n)
	}
	if n := scans(func() { r = profit(fmt.Sprint(w.b2), "2025-03-05") }); n != 0 || r.Totales.CantidadVenta != 3 {
		t.Errorf("a return on 1 March scanned 5 to 10 March again (%d scans) or lost today: %+v", n, r.Totales)
	}
	same("after the return", profit("TODOS", "2025-01-01"), fresh("TODOS", "2025-01-01"))
}

// The sales by product and the dashboard add today's sale to the days before
// they remember.
func TestReportCacheAddsTodaysSales(t *testing.T) {
	w := skSetup(t)
	e := w.e
	clock := time.Date(2025, 3, 1, 10, 0, 0, 0, LaPaz)
	e.Now = func() time.Time { return clock }
	for _, p := range w.p {
		w.load(t, MainBranch, p, 100)
		w.load(t, w.b2, p, 100)
	}
	_, err := e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 2, 10000)))
	skOK(t, err)
	_, err = e.CreateSale(w.super, skSale(w.b2, skLine(w.p[1], 1, 9000)))
	skOK(t, err)
	clock = time.Date(2025, 3, 10, 9, 0, 0, 0, LaPaz)
	sc, err := e.Scope(w.super, "ventas-productos", ReportQuery{Sucursal: "TODOS", Desde: "2025-01-01"})
	skOK(t, err)
	read := func() (ProductSalesReport, Dashboard) {
		t.Helper()
		r, err := e.ProductSalesReport(w.super, sc, ReportQuery{Page: 1})
		skOK(t, err)
		d, err := e.Dashboard(w.super, MainBranch)
		skOK(t, err)
		return r, d
	}
	r, d := read()
	if r.Total != 2 || r.Totales.CantidadVenta != 3 || len(d.Data) != 1 || d.Data[0].Value != 2 {
		t.Fatalf("before today's sale: %+v, pie %+v", r, d.Data)
	}
	_, err = e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 1, 10000), skLine(w.p[3], 3, 7000)))
	skOK(t, err)
	n := e.ReportScans()
	r, d = read()
	if r.Total != 4 || r.Totales.CantidadVenta != 7 || r.Totales.PrecioTotalVenta != 60000 {
		t.Errorf("after today's sale: %+v", r)
	}
	if len(d.Data) != 2 || d.Data[0] != (PieSlice{"Producto 1", 3}) || d.Data[1] != (PieSlice{"Producto 4", 3}) {
		t.Errorf("pie after today's sale: %+v", d.Data)
	}
	if scanned := e.ReportScans() - n; scanned != 0 {
		t.Errorf("today's sale scanned the days before again (%d scans)", scanned)
	}
	// Each page of one row, found through the day counts, is that row of the
	// whole list (branch 1's days, today's last, then branch 2's).
	all, err := e.ProductSalesReport(w.super, sc, ReportQuery{})
	skOK(t, err)
	if len(all.Data) != 4 || all.Data[2].FechaVenta != "2025-03-10" || all.Data[3].SucursalID != w.b2 {
		t.Fatalf("every row: %+v", all.Data)
	}
	type row struct {
		day         string
		branch, id  uint64
		units       int64
		value, cost Money
	}
	rowOf := func(r ProductSaleRow) row {
		return row{r.FechaVenta, r.SucursalID, r.ID, r.CantidadVenta, r.PrecioTotalVenta, *r.CostoTotalCompra}
	}
	for i, want := range all.Data {
		p, err := e.ProductSalesReport(w.super, sc, ReportQuery{Page: i + 1, PerPage: 1})
		skOK(t, err)
		if len(p.Data) != 1 || rowOf(p.Data[0]) != rowOf(want) {
			t.Errorf("page %d: %+v, row %d of every row %+v", i+1, p.Data, i, want)
		}
	}
}
