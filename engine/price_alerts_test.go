package engine

import (
	"testing"
	"time"
)

// priceClock lets a test move the engine's clock forward.
type priceClock struct{ now time.Time }

func priceTicking(e *Engine) *priceClock {
	c := &priceClock{now: e.Now()}
	e.Now = func() time.Time { return c.now }
	return c
}

func (c *priceClock) tick() { c.now = c.now.Add(time.Minute) }

// priceUser creates a user of role in branch and returns them as an actor.
func priceUser(t testing.TB, e *Engine, usuario, role string, branch uint64) Actor {
	t.Helper()
	id := mdAddUser(t, e, usuario, role, branch)
	return Actor{UserID: id, Usuario: usuario, Roles: []string{role}, Home: branch, Branch: branch}
}

func priceExists(t testing.TB, e *Engine, a Actor, branch uint64) bool {
	t.Helper()
	ok, err := e.PriceAlertExists(a, branch)
	skOK(t, err)
	return ok
}

func priceChanged(t testing.TB, e *Engine, a Actor, branch uint64) []ChangedPrice {
	t.Helper()
	rows, err := e.ChangedPrices(a, branch)
	skOK(t, err)
	return rows
}

// priceBump raises the products' P1 in branch by amount through the bulk change.
func priceBump(t testing.TB, w *skWorld, branch uint64, amount Money, products ...uint64) {
	t.Helper()
	in := BulkPriceInput{Sucursales: priceBranches(branch), IsMonto: true, IsIncremento: true}
	for _, p := range products {
		in.Carrito = append(in.Carrito, priceLine(p, 0, amount))
	}
	skOK(t, w.e.UpdatePrices(w.super, in))
}

func TestPriceAlertPerUser(t *testing.T) {
	w := skSetup(t)
	clock := priceTicking(w.e)
	clock.tick()
	// A change made before the accounts exist is not theirs to see.
	priceBump(t, w, w.b2, 1000, w.p[2])
	clock.tick()
	seller := priceUser(t, w.e, "vendedora", RoleVendedor, w.b2)
	admin := priceUser(t, w.e, "gerente", RoleAdmin, MainBranch)
	if priceExists(t, w.e, seller, w.b2) || priceExists(t, w.e, admin, w.b2) || len(priceChanged(t, w.e, seller, w.b2)) != 0 {
		t.Fatal("a new user sees changes made before their account")
	}

	clock.tick()
	priceBump(t, w, w.b2, 1000, w.p[0], w.p[1])
	if !priceExists(t, w.e, seller, w.b2) || !priceExists(t, w.e, admin, w.b2) {
		t.Fatal("both users should see the alert")
	}
	if priceExists(t, w.e, admin, MainBranch) {
		t.Fatal("branch 1 did not change")
	}
	rows := priceChanged(t, w.e, seller, w.b2)
	if len(rows) != 2 {
		t.Fatalf("rows: %+v", rows)
	}
	// Newest first: the bulk change recorded product 1 then product 2.
	if rows[0].ProductoID != w.p[1] || rows[1].ProductoID != w.p[0] || rows[0].Codigo != "P-002" || rows[0].Producto != "Producto 2" {
		t.Fatalf("order: %+v", rows)
	}
	if rows[1].Precio != 11000 || rows[1].Anterior.Precio != 10000 || rows[1].Precio6 != 0 || !rows[1].Fecha.Equal(clock.now) {
		t.Fatalf("row: %+v", rows[1])
	}

	// One dismisses; the other still sees it.
	skOK(t, w.e.DismissPriceAlert(seller, w.b2))
	if priceExists(t, w.e, seller, w.b2) || len(priceChanged(t, w.e, seller, w.b2)) != 0 {
		t.Fatal("a dismissed alert still shows")
	}
	if !priceExists(t, w.e, admin, w.b2) || len(priceChanged(t, w.e, admin, w.b2)) != 2 {
		t.Fatal("dismissing is per user")
	}
	skOK(t, w.e.DismissPriceAlert(seller, w.b2)) // twice is fine

	// A new change shows again, with only what changed since the dismissal; a
	// product changed twice is one row: prices now, and those before the first change.
	clock.tick()
	priceBump(t, w, w.b2, 500, w.p[0])
	clock.tick()
	skOK(t, w.e.SaveBranchPrices(w.super, w.b2, w.p[0], [6]Money{20000, 1}))
	if !priceExists(t, w.e, seller, w.b2) {
		t.Fatal("a new change must show again")
	}
	rows = priceChanged(t, w.e, seller, w.b2)
	if len(rows) != 1 || rows[0].ProductoID != w.p[0] || rows[0].Precio != 20000 || rows[0].Precio2 != 1 ||
		rows[0].Anterior.Precio != 11000 || rows[0].Anterior.Precio2 != 10000 || !rows[0].Fecha.Equal(clock.now) {
		t.Fatalf("rows since the dismissal: %+v", rows)
	}
	if rows = priceChanged(t, w.e, admin, w.b2); len(rows) != 2 || rows[0].ProductoID != w.p[0] || rows[0].Anterior.Precio != 10000 {
		t.Fatalf("the admin sees everything since their account: %+v", rows)
	}

	// Product defaults alert the branches that follow them.
	clock.tick()
	skOK(t, w.e.DismissPriceAlert(admin, MainBranch))
	edit := w.productInput(3)
	edit.Precios[0] = "150"
	_, err := w.e.SaveProduct(w.super, w.p[3], edit)
	skOK(t, err)
	if rows = priceChanged(t, w.e, admin, MainBranch); len(rows) != 1 || rows[0].Precio != 15000 || rows[0].Anterior.Precio != 10000 {
		t.Fatalf("default change: %+v", rows)
	}
}

func TestPriceAlertScope(t *testing.T) {
	w := skSetup(t)
	seller := priceUser(t, w.e, "vendedora", RoleVendedor, w.b2)
	inv := priceUser(t, w.e, "inventario", RoleInventario, w.b2)
	before := skHash(t, w.e)
	_, err := w.e.PriceAlertExists(seller, w.b3)
	skCode(t, err, CodeForbidden)
	_, err = w.e.ChangedPrices(seller, MainBranch)
	skCode(t, err, CodeForbidden)
	skCode(t, w.e.DismissPriceAlert(seller, w.b3), CodeForbidden)
	_, err = w.e.PriceAlertExists(inv, w.b2)
	skCode(t, err, CodeForbidden)
	_, err = w.e.ChangedPrices(inv, w.b2)
	skCode(t, err, CodeForbidden)
	skCode(t, w.e.DismissPriceAlert(inv, w.b2), CodeForbidden)
	_, err = w.e.PriceAlertExists(w.super, 999)
	skCode(t, err, CodeNotFound)
	if skHash(t, w.e) != before {
		t.Fatal("a refused dismissal left a trace")
	}
	// Super and Administrador may look at any branch.
	_, err = w.e.ChangedPrices(w.super, w.b3)
	skOK(t, err)
}

// The banner looks only at the branch's newest alert; alerts of other branches
// (with other sequence numbers around it) do not confuse it.
func TestPriceAlertNewestOfTheBranch(t *testing.T) {
	w := skSetup(t)
	clock := priceTicking(w.e)
	clock.tick()
	user := priceUser(t, w.e, "responsable", RoleResponsable, w.b3)
	clock.tick()
	priceBump(t, w, w.b3, 1000, w.p[0])
	skOK(t, w.e.DismissPriceAlert(user, w.b3))
	priceBump(t, w, w.b2, 1000, w.p[0])
	priceBump(t, w, MainBranch, 1000, w.p[0])
	if priceExists(t, w.e, user, w.b3) {
		t.Fatal("changes of other branches raised this branch's alert")
	}
	priceBump(t, w, w.b3, 1000, w.p[1])
	priceBump(t, w, w.b2, 1000, w.p[1])
	if !priceExists(t, w.e, user, w.b3) || len(priceChanged(t, w.e, user, w.b3)) != 1 {
		t.Fatal("the branch's newest change must show")
	}
	// The last branch of the store has no upper neighbour in the key order.
	last := priceUser(t, w.e, "ultimo", RoleAdmin, w.b3)
	clock.tick()
	priceBump(t, w, w.b3, 1000, w.p[2])
	if !priceExists(t, w.e, last, w.b3) || len(priceChanged(t, w.e, last, w.b3)) != 1 {
		t.Fatal("alert of the highest branch id")
	}
}
