package engine

import "testing"

// TestLoadDemo loads the demo business through the ordinary commands; the
// after-test check proves its stock equals its kardex.
func TestLoadDemo(t *testing.T) {
	e := mustOpen(t)
	if err := e.LoadDemo(); err != nil {
		t.Fatal(err)
	}
	users, err := e.Users()
	if err != nil || len(users) != 7 {
		t.Fatalf("users = %d, %v; want 7", len(users), err)
	}
	// A year of trade: sales in every month of this year and of every branch.
	d, err := e.Dashboard(superActor(), MainBranch)
	if err != nil || len(d.VentasPorMes) != 3 || len(d.Data) != 5 {
		t.Fatalf("dashboard %+v, %v", d, err)
	}
	for _, m := range append(d.VentasPorMes, d.ComprasPorMes...) {
		if m.Total <= 0 {
			t.Errorf("month %d without trade: %+v", m.Mes, d)
		}
	}
	sc, _ := e.Scope(superActor(), "ventas-totales", ReportQuery{Sucursal: "TODOS", Desde: "2024-03-05", Hasta: "2025-03-04"})
	r, err := e.DayTotalsReport(superActor(), sc, ReportQuery{})
	if err != nil || len(r.Data) < 4*360 || r.Totales.Anuladas != 2 || r.Totales.Devoluciones <= 0 {
		t.Fatalf("a year in four branches: %d days, %+v, %v", len(r.Data), r.Totales, err)
	}
	list, err := e.ListTransfers(superActor(), "", "")
	if err != nil || len(list) != 4 {
		t.Fatalf("demo transfers = %d, %v; want 4", len(list), err)
	}
	states := map[string]int{}
	for _, tr := range list {
		states[tr.SolicitudEstado]++
	}
	if states[SolicitudAlmacen] != 2 || states[SolicitudAceptado] != 1 || states[SolicitudPendiente] != 1 {
		t.Errorf("demo transfer states = %v; want two received from the warehouse, one accepted, one pending", states)
	}
	low, err := e.LowStock(superActor(), MainBranch)
	if err != nil || len(low) != 2 {
		t.Errorf("demo low stock in Casa Matriz = %+v, %v; want the taps and the valves", low, err)
	}
	// Quotes: a catalogue of this week and one out of term, a quotation
	// waiting and one declined.
	today := e.Now().In(LaPaz)
	since, until := today.AddDate(0, 0, -60).Format("2006-01-02"), today.Format("2006-01-02")
	cats, err := e.ListCatalogos(superActor(), MainBranch, since, until)
	if err != nil || len(cats) != 2 {
		t.Fatalf("demo catalogues = %d, %v; want 2", len(cats), err)
	}
	catStates := map[int]int{}
	for _, c := range cats {
		catStates[c.Estado]++
	}
	if catStates[CatalogoFueraDePlazo] != 1 || catStates[1] != 1 {
		t.Errorf("demo catalogue states = %v", catStates)
	}
	proformas, err := e.ListProformas(superActor(), MainBranch, since, until)
	if err != nil || len(proformas.Data) != 2 || proformas.TotalValidas <= 0 {
		t.Fatalf("demo quotations = %+v, %v", proformas, err)
	}
	// The year's past days leave no box open: each was closed at the end of
	// its day, counting what it expected.
	yesterday := today.AddDate(0, 0, -1).Format("2006-01-02")
	var closed int
	skOK(t, e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktCashBoxes), func(_ []byte, b *CashBox) error {
			if b.Fecha < yesterday && b.Estado != CashClosed {
				t.Errorf("box %d of %s left %s", b.ID, b.Fecha, b.Estado)
			}
			if b.Estado == CashClosed && b.Diferencia != 0 && b.Fecha < yesterday {
				t.Errorf("box %d of %s closed with a difference of %v", b.ID, b.Fecha, b.Diferencia)
			}
			if b.Estado == CashClosed {
				closed++
			}
			return nil
		})
	}))
	if closed < 300 {
		t.Errorf("closed boxes = %d; want the year's days", closed)
	}
}
