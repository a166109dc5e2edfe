package engine

import (
	"sync"
	"testing"
)

// moneySale sells qty of product p at price in the main branch as Super.
func moneySale(t *testing.T, w *skWorld, in SaleInput) uint64 {
	t.Helper()
	id, err := w.e.CreateSale(w.super, in)
	skOK(t, err)
	return id
}

func cuotasSale(w *skWorld, total, aCuenta Money, metodo string) SaleInput {
	in := skSale(MainBranch, skLine(w.p[0], 1, total))
	in.TipoPago, in.ACuenta, in.FechaLimite, in.MetodoPago = "Cuotas", aCuenta, "2025-04-01", metodo
	return in
}

func TestPayVoidedAndConcurrent(t *testing.T) {
	w := skSetup(t)
	w.load(t, MainBranch, w.p[0], 30)
	voided := moneySale(t, w, cuotasSale(w, 10000, 0, ""))
	skOK(t, w.e.VoidSale(w.super, voided, "error de registro"))
	skCode(t, w.e.Pay(w.super, PaymentInput{VentaID: ID(voided), Monto: 100}), CodeConflict)

	// Exact: the whole saldo in one payment leaves nothing pending.
	exact := moneySale(t, w, cuotasSale(w, 10000, 2000, ""))
	skOK(t, w.e.Pay(w.super, PaymentInput{VentaID: ID(exact), Monto: 8000}))
	if skPending(t, w.e, DocVenta, exact) != 0 {
		t.Fatal("an exact payment left a pending instalment")
	}

	// Two payments of the last saldo at once: one wins, the other is refused
	// on monto, and the cash took the money once.
	for round := 0; round < 20; round++ {
		id := moneySale(t, w, cuotasSale(w, 10000, 0, ""))
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = w.e.Pay(w.super, PaymentInput{VentaID: ID(id), Monto: 10000})
			}()
		}
		wg.Wait()
		if (errs[0] == nil) == (errs[1] == nil) {
			t.Fatalf("round %d: want one winner, got %v and %v", round, errs[0], errs[1])
		}
		for _, err := range errs {
			if err != nil {
				wantField(t, err, "monto")
			}
		}
		if c := skCash(t, w.e, DocVenta, id); c != 10000 {
			t.Fatalf("round %d: cash %v", round, c)
		}
		if round == 0 {
			skOK(t, w.e.VoidSale(w.super, id, "prueba")) // keeps stock for the next rounds
		}
	}
	skCheckDocs(t, w.e)
}

// TestCashBoxDay checks a box against a day computed by hand: opening 100;
// a Contado sale of 300 and one of 90 by card that is voided; a Cuotas sale
// of 200 with 50 a cuenta by transfer; 60 of it collected in cash; an income
// of 40 by cheque; a purchase of 80; an expense of 25; a return of 100 from
// the 300 sale.
func TestCashBoxDay(t *testing.T) {
	w := skSetup(t)
	w.load(t, MainBranch, w.p[0], 10)
	w.load(t, MainBranch, w.p[1], 10)
	e, a := w.e, w.super
	_, err := e.OpenCash(a, MainBranch, "", CashInput{MontoInicial: "100"})
	skOK(t, err)
	sale := moneySale(t, w, skSale(MainBranch, skLine(w.p[0], 3, 10000)))
	card := skSale(MainBranch, skLine(w.p[1], 1, 9000))
	card.MetodoPago = "Tarjeta"
	cardID := moneySale(t, w, card)
	cuotas := moneySale(t, w, cuotasSale(w, 20000, 5000, "Transferencia"))
	skOK(t, e.Pay(a, PaymentInput{VentaID: ID(cuotas), Monto: 6000}))
	inCat, err := e.SaveMoneyCategory(BookIngresos, 0, CategoryInput{Categoria: "Alquileres"})
	skOK(t, err)
	_, err = e.SaveMoneyEntry(a, BookIngresos, 0, MoneyEntryInput{Concepto: "Alquiler", Categoria: ID(inCat), Total: "40", MetodoPago: "Cheque"})
	skOK(t, err)
	w.buy(t, 1, 8000, w.p[2])
	exCat, err := e.SaveMoneyCategory(BookGastos, 0, CategoryInput{Categoria: "Limpieza"})
	skOK(t, err)
	gasto, err := e.SaveMoneyEntry(a, BookGastos, 0, MoneyEntryInput{Concepto: "Detergente", Categoria: ID(exCat), Total: "25,00"})
	skOK(t, err)
	_, err = e.CreateReturn(a, ReturnInput{VentaID: ID(sale), Motivo: "fallado",
		Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, ProductoID: ID(w.p[0]), Cantidad: 1}}})
	skOK(t, err)
	skOK(t, e.VoidSale(a, cardID, "error"))

	st, err := e.CashBoxState(a, MainBranch, "", 0)
	skOK(t, err)
	want := map[string][4]Money{ // efectivo, transferencia, cheque, tarjeta
		CashApertura:        {10000, 0, 0, 0},
		CashVentas:          {30000, 5000, 0, 9000},
		CashCuentasCobradas: {6000, 0, 0, 0},
		CashIngresos:        {0, 0, 4000, 0},
		CashCompras:         {-8000, 0, 0, 0},
		CashCuentasPagadas:  {0, 0, 0, 0},
		CashGastos:          {-2500, 0, 0, 0},
		CashDevoluciones:    {-10000, 0, 0, 0},
		CashAnulaciones:     {0, 0, 0, -9000},
	}
	if st.Estado != CashOpenLabel || len(st.Registros) != len(want) {
		t.Fatalf("state %q rows %d", st.Estado, len(st.Registros))
	}
	for _, r := range st.Registros {
		got := [4]Money{r.TotalEfectivo, r.TotalTransferencia, r.TotalCheque, r.TotalTarjeta}
		if got != want[r.Estado] {
			t.Errorf("row %s: got %v want %v", r.Estado, got, want[r.Estado])
		}
	}
	// 100 + 300 + 60 − 80 − 25 − 100 = 255 in cash; 50 transfer; 40 cheque; 90 − 90 card.
	if tt := st.Totales; tt.TotalEfectivo != 25500 || tt.TotalTransferencia != 5000 || tt.TotalCheque != 4000 || tt.TotalTarjeta != 0 {
		t.Fatalf("totals %+v", tt)
	}

	// Close counting 250: 5 short. A later void that day never changes it.
	wantField(t, func() error { _, err := e.CloseCash(a, MainBranch, "", CashInput{MontoFinal: "-1"}); return err }(), "monto_final")
	id, err := e.CloseCash(a, MainBranch, "", CashInput{MontoFinal: "250"})
	skOK(t, err)
	skOK(t, e.VoidSale(a, sale, "cliente devolvió todo"))
	// A correction of the expense after the close lands in the day's
	// movements, never in the closed box.
	_, err = e.SaveMoneyEntry(a, BookGastos, gasto, MoneyEntryInput{Concepto: "Detergente", Categoria: ID(exCat), Total: "20"})
	skOK(t, err)
	st, err = e.CashBoxState(a, MainBranch, "", 0)
	skOK(t, err)
	if st.Estado != CashClosedLabel || st.Totales.TotalEfectivo != 25500 || st.Caja.Diferencia != -500 || st.Caja.ID != id {
		t.Fatalf("closed box changed: %+v %+v", st.Totales, st.Caja)
	}
	moves := st.Movimientos[len(st.Movimientos)-3:]
	if moves[0].Movimiento != CashAnulaciones || moves[0].Efectivo != -20000 || moves[1].Efectivo != 2500 || moves[2].Efectivo != -2000 {
		t.Fatalf("the later void and correction are not among the day's movements: %+v", moves)
	}
	_, err = e.OpenCash(a, MainBranch, "", CashInput{MontoInicial: "0"})
	if err == nil || err.(*Error).Message != "Caja Cerrada - La caja para hoy ya está cerrada." {
		t.Fatalf("reopen: %v", err)
	}
	skCode(t, func() error { _, err := e.CloseCash(a, MainBranch, "", CashInput{MontoFinal: "1"}); return err }(), CodeConflict)

	// The audit log holds the open and the close.
	n := 0
	skOK(t, e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktAudit), func(_ []byte, x *AuditEntry) error {
			if x.Documento == "caja" {
				n++
			}
			return nil
		})
	}))
	if n != 2 {
		t.Fatalf("audit entries of the box: %d", n)
	}
	skCheckDocs(t, w.e)
}

func TestCashBoxRules(t *testing.T) {
	w := skSetup(t)
	e := w.e
	wantField(t, func() error { _, err := e.OpenCash(w.super, MainBranch, "", CashInput{}); return err }(), "monto_inicial")
	wantField(t, func() error { _, err := e.OpenCash(w.super, MainBranch, "", CashInput{MontoInicial: "-5"}); return err }(), "monto_inicial")
	wantField(t, func() error {
		_, err := e.OpenCash(w.super, MainBranch, "2025-03-03", CashInput{MontoInicial: "5"})
		return err
	}(), "fecha")
	skCode(t, func() error { _, err := e.OpenCash(w.seller, MainBranch, "", CashInput{MontoInicial: "5"}); return err }(), CodeForbidden)
	skCode(t, func() error {
		_, err := e.OpenCash(w.inventario, MainBranch, "", CashInput{MontoInicial: "5"})
		return err
	}(), CodeForbidden)
	skCode(t, func() error { _, err := e.CloseCash(w.super, MainBranch, "", CashInput{MontoFinal: "5"}); return err }(), CodeConflict)
	st, err := e.CashBoxState(w.super, MainBranch, "", 0)
	skOK(t, err)
	if st.Estado != CashNotOpenLabel || st.Caja != nil {
		t.Fatalf("before opening: %+v", st)
	}
	_, err = e.OpenCash(w.super, MainBranch, "", CashInput{MontoInicial: "0"})
	skOK(t, err)
	skCode(t, func() error { _, err := e.OpenCash(w.super, MainBranch, "", CashInput{MontoInicial: "1"}); return err }(), CodeConflict)
	// A Vendedor sees only their own box.
	_, err = e.CashBoxState(Actor{UserID: 2, Roles: []string{RoleVendedor}, Home: MainBranch, Branch: MainBranch}, MainBranch, "", 1)
	skCode(t, err, CodeForbidden)
	_, err = e.CashBoxState(w.super, MainBranch, "2099-01-01", 0)
	wantField(t, err, "fecha")
}

func TestMoneyEntries(t *testing.T) {
	w := skSetup(t)
	e := w.e
	cat, err := e.SaveMoneyCategory(BookGastos, 0, CategoryInput{Categoria: "Servicios"})
	skOK(t, err)
	_, err = e.SaveMoneyCategory(BookGastos, 0, CategoryInput{Categoria: "servicios"})
	wantField(t, err, "categoria")
	cases := []struct {
		field string
		in    MoneyEntryInput
	}{
		{"concepto", MoneyEntryInput{Categoria: ID(cat), Total: "5"}},
		{"total", MoneyEntryInput{Concepto: "Luz", Categoria: ID(cat)}},
		{"total", MoneyEntryInput{Concepto: "Luz", Categoria: ID(cat), Total: "0"}},
		{"total", MoneyEntryInput{Concepto: "Luz", Categoria: ID(cat), Total: "abc"}},
		{"categoria", MoneyEntryInput{Concepto: "Luz", Total: "5"}},
		{"categoria", MoneyEntryInput{Concepto: "Luz", Categoria: 99, Total: "5"}},
		{"metodo_pago", MoneyEntryInput{Concepto: "Luz", Categoria: ID(cat), Total: "5", MetodoPago: "QR"}},
		{"numero_documento", MoneyEntryInput{Concepto: "Luz", Categoria: ID(cat), Total: "5", NumeroDocumento: "12a"}},
	}
	for _, c := range cases {
		before := skHash(t, e)
		_, err := e.SaveMoneyEntry(w.super, BookGastos, 0, c.in)
		wantField(t, err, c.field)
		if skHash(t, e) != before {
			t.Fatal("a refused entry left a trace")
		}
	}
	// A Vendedor registers in their own branch only.
	in := MoneyEntryInput{Concepto: "Luz", Categoria: ID(cat), Total: "120.50"}
	in.Sucursal = ID(MainBranch)
	_, err = e.SaveMoneyEntry(w.seller, BookGastos, 0, in)
	skCode(t, err, CodeForbidden)
	in.Sucursal = 0
	id, err := e.SaveMoneyEntry(w.seller, BookGastos, 0, in)
	skOK(t, err)
	_, err = e.SaveMoneyEntry(w.inventario, BookGastos, 0, in)
	skCode(t, err, CodeForbidden)
	// Editing the amount and method moves the difference today; a toggle takes it all back.
	in.Total, in.MetodoPago = "100", "Transferencia"
	_, err = e.SaveMoneyEntry(w.seller, BookGastos, id, in)
	skOK(t, err)
	if c := skCash(t, e, "gasto", id); c != -10000 {
		t.Fatalf("cash after the edit: %v", c)
	}
	_, err = e.SaveMoneyEntry(w.super, BookGastos, id, in)
	skOK(t, err)
	estado, err := e.ToggleMoneyEntry(w.seller, BookGastos, id)
	skOK(t, err)
	if estado || skCash(t, e, "gasto", id) != 0 {
		t.Fatalf("after deactivating: %v %v", estado, skCash(t, e, "gasto", id))
	}
	_, err = e.SaveMoneyEntry(w.seller, BookGastos, id, in)
	skCode(t, err, CodeConflict)
	list, err := e.ListMoneyEntries(w.seller, BookGastos, w.b2, "", "")
	skOK(t, err)
	if len(list.Data) != 1 || list.Total != 0 || list.Data[0].Categoria != "Servicios" {
		t.Fatalf("list: %+v", list)
	}
	_, err = e.ListMoneyEntries(w.seller, BookGastos, MainBranch, "", "")
	skCode(t, err, CodeForbidden)
}

// TestLoadDemoMoney: the demo has yesterday's closed box, a half-paid debt
// and today's expense.
func TestLoadDemoMoney(t *testing.T) {
	e := mustOpen(t)
	skOK(t, e.LoadDemo())
	u, err := e.UserByName("jchoque")
	skOK(t, err)
	admin := superActor()
	st, err := e.CashBoxState(admin, 2, "2025-03-03", u.ID)
	skOK(t, err)
	// 200 opening + 68 sale − 25 expense = 243 computed, 240 counted.
	if st.Estado != CashClosedLabel || st.Totales.TotalEfectivo != 24300 || st.Caja.Diferencia != -300 {
		t.Fatalf("yesterday's box: %+v %+v", st.Totales, st.Caja)
	}
	rs, err := e.Receivables(admin, MainBranch)
	skOK(t, err)
	if len(rs) != 2 || rs[0].Saldo != 14500 {
		t.Fatalf("receivables: %+v", rs)
	}
	g, err := e.ListMoneyEntries(admin, BookGastos, 2, "", "")
	skOK(t, err)
	if len(g.Data) != 1 || g.Total != 1500 {
		t.Fatalf("today's expenses: %+v", g)
	}
	skCheckDocs(t, e)
}
