package engine

import "testing"

// TestCashBoxShifts: a close typed wrong (3000 for 300) stays as it was
// stored; the correction is a second box of the same day, which closes on
// its own movements, and cajaEmpleado shows both.
func TestCashBoxShifts(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 10)
	e := w.e
	id := mdAddUser(t, e, "agutierrez", RoleVendedor, w.b2)
	a := Actor{UserID: id, Roles: []string{RoleVendedor}, Home: w.b2, Branch: w.b2}
	first, err := e.OpenCash(a, w.b2, "", CashInput{MontoInicial: "100"})
	skOK(t, err)
	_, err = e.CreateSale(a, skSale(w.b2, skLine(w.p[0], 2, 10000)))
	skOK(t, err)
	_, err = e.CloseCash(a, w.b2, "", CashInput{MontoFinal: "3000"})
	skOK(t, err)

	second, err := e.OpenCash(a, w.b2, "", CashInput{MontoInicial: "0", Descripcion: "Corrige el cierre anterior"})
	skOK(t, err)
	_, err = e.CreateSale(a, skSale(w.b2, skLine(w.p[0], 1, 10000)))
	skOK(t, err)
	skCode(t, func() error { _, err := e.OpenCash(a, w.b2, "", CashInput{MontoInicial: "0"}); return err }(), CodeConflict)
	_, err = e.CloseCash(a, w.b2, "", CashInput{MontoFinal: "100"})
	skOK(t, err)

	old, err := e.CashBoxByID(a, first)
	skOK(t, err)
	if old.Caja.MontoFinal != 300000 || old.Caja.Diferencia != 300000-30000 || old.Totales.TotalEfectivo != 30000 {
		t.Fatalf("first box: %+v %+v", old.Caja, old.Totales)
	}
	st, err := e.CashBoxState(a, w.b2, "", 0)
	skOK(t, err)
	if st.Caja.ID != second || st.Estado != CashClosedLabel || st.Totales.TotalEfectivo != 10000 || st.Caja.Diferencia != 0 ||
		len(st.Anteriores) != 1 || st.Anteriores[0].ID != first || len(st.Movimientos) != 2 {
		t.Fatalf("second box: %+v %+v %d movements", st.Caja, st.Totales, len(st.Movimientos))
	}
	rows, err := e.EmployeesCash(w.super, w.b2, "")
	skOK(t, err)
	if len(rows) != 2 || rows[0].CajaID != first || rows[1].CajaID != second || *rows[0].Diferencia != 270000 || *rows[1].Diferencia != 0 {
		t.Fatalf("cajaEmpleado: %+v", rows)
	}
	skCheckDocs(t, e)
}

// TestCashWithoutBox: money taken by a user with no open box opens one by
// itself (monto inicial 0, marked automatic), so every centavo of the day is
// in some box: the boxes' totals add up to the day's movements.
func TestCashWithoutBox(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 10)
	e := w.e
	id := mdAddUser(t, e, "agutierrez", RoleVendedor, w.b2)
	a := Actor{UserID: id, Roles: []string{RoleVendedor}, Home: w.b2, Branch: w.b2}
	_, err := e.CreateSale(a, skSale(w.b2, skLine(w.p[0], 3, 48566)))
	skOK(t, err)
	st, err := e.CashBoxState(a, w.b2, "", 0)
	skOK(t, err)
	if st.Estado != CashOpenLabel || !st.Caja.Automatica || st.Caja.MontoInicial != 0 || st.Caja.Descripcion != AutoOpenedDescription ||
		st.Totales.TotalEfectivo != 145698 {
		t.Fatalf("automatic box: %+v %+v", st.Caja, st.Totales)
	}
	// A refused sale opens nothing.
	_, err = e.CreateSale(w.admin, skSale(w.b2, skLine(w.p[0], 99, 100)))
	skCode(t, err, CodeInvalid)
	adminBox, err := e.CashBoxState(w.super, w.b2, "", w.admin.UserID)
	skOK(t, err)
	if adminBox.Caja != nil {
		t.Fatalf("a refused sale opened a box: %+v", adminBox.Caja)
	}
	_, err = e.CloseCash(a, w.b2, "", CashInput{MontoFinal: "1456.98"})
	skOK(t, err)
	// A sale after the close opens the next box, not the closed one.
	_, err = e.CreateSale(a, skSale(w.b2, skLine(w.p[0], 1, 10000)))
	skOK(t, err)

	moves, err := e.CashMovements(w.super, w.b2, "", "")
	skOK(t, err)
	var moved Money
	for _, m := range moves {
		if m.CajaID == 0 {
			t.Fatalf("movement in no box: %+v", m)
		}
		moved += m.Monto
	}
	rows, err := e.EmployeesCash(w.super, w.b2, "")
	skOK(t, err)
	var boxed Money
	for _, r := range rows {
		boxed += r.Totales.Total - r.MontoInicial
	}
	if len(rows) != 2 || boxed != moved || moved != 155698 || rows[1].Estado != CashOpenLabel {
		t.Fatalf("boxes %+v hold %v of %v", rows, boxed, moved)
	}
	skCheckDocs(t, e)
}

// TestCashBoxOfAlmacen: an Encargado de Almacen who takes money at a sale
// holds the box the sale opened, closes it and sees only their own.
func TestCashBoxOfAlmacen(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 10)
	e := w.e
	id := mdAddUser(t, e, "ralmacen", RoleAlmacen, w.b2)
	a := Actor{UserID: id, Roles: []string{RoleAlmacen}, Home: w.b2, Branch: w.b2}
	_, err := e.CreateSale(a, skSale(w.b2, skLine(w.p[0], 2, 10000)))
	skOK(t, err)
	box, err := e.CloseCash(a, w.b2, "", CashInput{MontoFinal: "200"})
	skOK(t, err)
	st, err := e.CashBoxState(a, w.b2, "", 0)
	skOK(t, err)
	if st.Caja.ID != box || st.Estado != CashClosedLabel || st.Totales.TotalEfectivo != 20000 || st.Caja.Diferencia != 0 || st.Empleados != nil {
		t.Fatalf("the Almacen's box: %+v %+v employees %v", st.Caja, st.Totales, st.Empleados)
	}
	_, err = e.CashBoxState(a, w.b2, "", 1)
	skCode(t, err, CodeForbidden)
}
