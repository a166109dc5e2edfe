package engine

import "testing"

// tillWorld is Sucursal Centro at the counter: a cashier with her box open
// (Bs 100) who sold two units at Bs 100 in cash, and an Administrador from the
// main branch working in Centro.
type tillWorld struct {
	*skWorld
	cashier, admin Actor
	cashierBox     uint64
	sale           uint64
}

func newTillWorld(t *testing.T) tillWorld {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 10)
	c := mdAddUser(t, w.e, "agutierrez", RoleVendedor, w.b2)
	in := mdUserInput("mquispe", RoleAdmin, MainBranch)
	in.Nombres = "María"
	a, err := w.e.SaveUser(superActor(), 0, in)
	skOK(t, err)
	tw := tillWorld{skWorld: w, cashier: Actor{UserID: c, Roles: []string{RoleVendedor}, Home: w.b2, Branch: w.b2},
		admin: Actor{UserID: a, Roles: []string{RoleAdmin}, Home: MainBranch, Branch: w.b2}}
	tw.cashierBox, err = w.e.OpenCash(tw.cashier, w.b2, "", CashInput{MontoInicial: "100"})
	skOK(t, err)
	tw.sale, err = w.e.CreateSale(tw.cashier, skSale(w.b2, skLine(w.p[0], 2, 10000)))
	skOK(t, err)
	return tw
}

func (tw tillWorld) returnOne(box uint64) ReturnInput {
	return ReturnInput{VentaID: ID(tw.sale), Motivo: "fallado", CajaID: ID(box),
		Productos: []ReturnLineInput{{ProductoID: ID(tw.p[0]), Cantidad: 1}}}
}

// cashOf is the computed cash of a user's box today in Centro (nil box: none).
func (tw tillWorld) cashOf(t *testing.T, user uint64) (*CashBox, Money) {
	t.Helper()
	st, err := tw.e.CashBoxState(tw.super, tw.b2, "", user)
	skOK(t, err)
	return st.Caja, st.Totales.TotalEfectivo
}

// An Administrador's return paid from the cashier's box: the Bs 100 leave the
// cashier's close (100 + 200 − 100 = 200, counted without difference) and the
// Administrador gets no box at −100.
func TestReturnPaidFromCashierBox(t *testing.T) {
	tw := newTillWorld(t)
	boxes, err := tw.e.OpenBoxes(tw.admin, tw.b2)
	skOK(t, err)
	if len(boxes) != 1 || boxes[0].CajaID != tw.cashierBox || boxes[0].Propia || boxes[0].Empleado.ID != tw.cashier.UserID {
		t.Fatalf("open boxes: %+v", boxes)
	}
	rid, err := tw.e.CreateReturn(tw.admin, tw.returnOne(tw.cashierBox))
	skOK(t, err)
	if box, cash := tw.cashOf(t, tw.cashier.UserID); box.ID != tw.cashierBox || cash != 20000 {
		t.Fatalf("cashier's box computes %v, want Bs 200", cash)
	}
	if box, _ := tw.cashOf(t, tw.admin.UserID); box != nil {
		t.Fatalf("the refund opened the Administrador's box: %+v", box)
	}
	rd, err := tw.e.ReturnDetail(tw.admin, rid)
	skOK(t, err)
	if rd.Devolucion.CajaID != tw.cashierBox || rd.Devolucion.Reembolso != 10000 || rd.Devolucion.CajaDe != "Ana Quispe" {
		t.Fatalf("return: %+v", rd.Devolucion.Return)
	}
	st, err := tw.e.CashBoxState(tw.cashier, tw.b2, "", 0)
	skOK(t, err)
	last := st.Movimientos[len(st.Movimientos)-1]
	if last.Movimiento != CashDevoluciones || last.Efectivo != -10000 || last.Usuario != "María Quispe" {
		t.Fatalf("refund row in the cashier's box: %+v", last)
	}
	_, err = tw.e.CloseCash(tw.cashier, tw.b2, "", CashInput{MontoFinal: "200"})
	skOK(t, err)
	closed, _ := tw.cashOf(t, tw.cashier.UserID)
	if closed.Diferencia != 0 || closed.Totales.TotalEfectivo != 20000 {
		t.Fatalf("cashier's close: %+v", closed)
	}
	rows, err := tw.e.EmployeesCash(tw.super, tw.b2, "")
	skOK(t, err)
	if len(rows) != 1 || rows[0].Empleado.ID != tw.cashier.UserID {
		t.Fatalf("cajaEmpleado shows someone else's box: %+v", rows)
	}
	skCheckDocs(t, tw.e)
}

// Without a choice the refund leaves the Administrador's own box; with her
// own box open at Bs 200 it computes 100 and the cashier's is untouched.
func TestReturnPaidFromOwnBox(t *testing.T) {
	tw := newTillWorld(t)
	own, err := tw.e.OpenCash(tw.admin, tw.b2, "", CashInput{MontoInicial: "200"})
	skOK(t, err)
	boxes, err := tw.e.OpenBoxes(tw.admin, tw.b2)
	skOK(t, err)
	if len(boxes) != 2 || boxes[0].CajaID != own || !boxes[0].Propia {
		t.Fatalf("the actor's own box is not offered first: %+v", boxes)
	}
	_, err = tw.e.CreateReturn(tw.admin, tw.returnOne(0))
	skOK(t, err)
	if _, cash := tw.cashOf(t, tw.admin.UserID); cash != 10000 {
		t.Fatalf("Administrador's box computes %v, want Bs 100", cash)
	}
	if _, cash := tw.cashOf(t, tw.cashier.UserID); cash != 30000 {
		t.Fatalf("cashier's box computes %v, want Bs 300", cash)
	}
	skCheckDocs(t, tw.e)
}

// A box that is closed, of another branch or unknown is refused on caja_id,
// and the refused return leaves no trace.
func TestReturnRefusesWrongBox(t *testing.T) {
	tw := newTillWorld(t)
	seller3 := mdAddUser(t, tw.e, "lmendoza", RoleVendedor, tw.b3)
	sur, err := tw.e.OpenCash(Actor{UserID: seller3, Roles: []string{RoleVendedor}, Home: tw.b3, Branch: tw.b3}, tw.b3, "", CashInput{MontoInicial: "0"})
	skOK(t, err)
	before := skHash(t, tw.e)
	for _, box := range []uint64{sur, 999} {
		_, err := tw.e.CreateReturn(tw.admin, tw.returnOne(box))
		wantField(t, err, "caja_id")
	}
	if skHash(t, tw.e) != before {
		t.Fatal("a refused return wrote something")
	}
	_, err = tw.e.CloseCash(tw.cashier, tw.b2, "", CashInput{MontoFinal: "300"})
	skOK(t, err)
	_, err = tw.e.CreateReturn(tw.admin, tw.returnOne(tw.cashierBox))
	wantField(t, err, "caja_id")
}

// Responsable registers returns once Super grants them, in its own branch only.
func TestReturnGrantedToResponsable(t *testing.T) {
	tw := newTillWorld(t)
	id := mdAddUser(t, tw.e, "jchoque", RoleResponsable, tw.b2)
	resp := Actor{UserID: id, Roles: []string{RoleResponsable}, Home: tw.b2, Branch: tw.b2}
	_, err := tw.e.CreateReturn(resp, tw.returnOne(tw.cashierBox))
	skCode(t, err, CodeForbidden)
	_, err = tw.e.OpenBoxes(resp, tw.b2)
	skCode(t, err, CodeForbidden)
	skOK(t, tw.e.SetRoleGrants(tw.super, RoleResponsable, []string{CapDevoluciones}))
	rid, err := tw.e.CreateReturn(resp, tw.returnOne(tw.cashierBox))
	skOK(t, err)
	if _, err := tw.e.ReturnDetail(resp, rid); err != nil {
		t.Fatal(err)
	}
	_, err = tw.e.ListReturns(resp, tw.b3, "", "")
	skCode(t, err, CodeForbidden)
	_, err = tw.e.OpenBoxes(resp, tw.b3)
	skCode(t, err, CodeForbidden)
	if _, cash := tw.cashOf(t, tw.cashier.UserID); cash != 20000 {
		t.Fatalf("cashier's box computes %v, want Bs 200", cash)
	}
}
