package engine

import (
	"strings"
	"sync"
	"testing"
)

// trWorld is skWorld with real users to notify: a Vendedor and an Inventario
// of branch 2, a Responsable of branch 3 and an Administrador of branch 1;
// branches 2 and 3 have transfers enabled; branch 1 has 50 of each product.
type trWorld struct {
	*skWorld
	vend2, inv2, resp3, adm Actor
}

func trSetup(t testing.TB) *trWorld {
	t.Helper()
	w := &trWorld{skWorld: skSetup(t)}
	actor := func(usuario, rol string, branch uint64, transfers bool) Actor {
		return trUser(t, w.e, 0, usuario, rol, branch, transfers)
	}
	w.vend2 = actor("vend2", RoleVendedor, w.b2, true)
	w.inv2 = actor("inv2", RoleInventario, w.b2, false)
	w.resp3 = actor("resp3", RoleResponsable, w.b3, true)
	w.adm = actor("adm1", RoleAdmin, MainBranch, false)
	skOK(t, w.e.SetTransferBranches([]uint64{MainBranch, w.b2, w.b3}))
	w.buy(t, 50, 4000, w.p[0], w.p[1], w.p[2])
	return w
}

// trUser creates (id 0) or updates a user, with its own transfer flag
// (the Traspasos box of the user form) set or not, and answers its actor.
func trUser(t testing.TB, e *Engine, id uint64, usuario, rol string, branch uint64, transfers bool) Actor {
	t.Helper()
	in := mdUserInput(usuario, rol, branch)
	if transfers {
		in.ActivaTraspaso = "1"
	}
	id, err := e.SaveUser(superActor(), id, in)
	skOK(t, err)
	u, err := e.User(id)
	skOK(t, err)
	return u.Actor(0)
}

func trLine(p uint64, qty int64) TransferLineInput {
	return TransferLineInput{ID: ID(p), Cantidad: Int(qty)}
}

func (w *trWorld) direct(from, to uint64, lines ...TransferLineInput) TransferInput {
	return TransferInput{SucursalOrigen: ID(from), SucursalDestino: ID(to), Motivo: "reposición", Productos: lines}
}

// unread is how many unread notifications of kind the actor has.
func (w *trWorld) unread(t testing.TB, a Actor, kind string) int {
	t.Helper()
	n, err := w.e.Notifications(a)
	skOK(t, err)
	s := n.Traspaso
	if kind == NotifAnulacion {
		s = n.Anulacion
	}
	if s == nil {
		return 0
	}
	return s.Total
}

func auditCount(t testing.TB, e *Engine) int {
	t.Helper()
	brk, n, err := e.VerifyAudit(nil)
	if err != nil || brk != nil {
		t.Fatalf("audit chain: %v %v", brk, err)
	}
	return n
}

func TestCreateTransferRefusals(t *testing.T) {
	w := trSetup(t)
	neg := Money(-1)
	resp2 := Actor{UserID: 1, Roles: []string{RoleResponsable}, Home: w.b2, Branch: w.b2}
	cases := []struct {
		name  string
		actor Actor
		in    TransferInput
		field string
		code  Code
	}{
		{"no motivo", w.super, TransferInput{SucursalOrigen: 1, SucursalDestino: ID(w.b2), Productos: []TransferLineInput{trLine(w.p[0], 1)}}, "motivo", CodeInvalid},
		{"same branch", w.super, w.direct(1, 1, trLine(w.p[0], 1)), "sucursal_destino", CodeInvalid},
		{"no destination", w.super, w.direct(1, 0, trLine(w.p[0], 1)), "sucursal_destino", CodeInvalid},
		{"over origin stock", w.super, w.direct(1, w.b2, trLine(w.p[0], 51)), "productos.0.cantidad", CodeInvalid},
		{"over stock across lines", w.super, w.direct(1, w.b2, trLine(w.p[0], 30), trLine(w.p[0], 21)), "productos.1.cantidad", CodeInvalid},
		{"zero quantity", w.super, w.direct(1, w.b2, trLine(w.p[0], 0)), "productos.0.cantidad", CodeInvalid},
		{"unknown product", w.super, w.direct(1, w.b2, trLine(999, 1)), "productos.0.id", CodeInvalid},
		{"empty cart", w.super, w.direct(1, w.b2), "productos", CodeInvalid},
		{"negative price", w.super, w.direct(1, w.b2, TransferLineInput{ID: ID(w.p[0]), Cantidad: 1, Precio2: &neg}), "productos.0.precio2_destino", CodeInvalid},
		{"Vendedor", w.vend2, w.direct(w.b2, 1, trLine(w.p[0], 1)), "", CodeForbidden},
		{"Inventario", w.inv2, w.direct(w.b2, 1, trLine(w.p[0], 1)), "", CodeForbidden},
		{"Responsable from another branch", resp2, w.direct(1, w.b2, trLine(w.p[0], 1)), "", CodeForbidden},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := skHash(t, w.e)
			_, err := w.e.CreateTransfer(c.actor, c.in)
			if c.field != "" {
				wantField(t, err, c.field)
			} else {
				skCode(t, err, c.code)
			}
			if skHash(t, w.e) != before {
				t.Fatal("a refused transfer left a trace")
			}
		})
	}
	w.buy(t, 5, 4000, w.p[3])
	_, err := w.e.ToggleProduct(w.super, w.p[3])
	skOK(t, err)
	_, err = w.e.CreateTransfer(w.super, w.direct(1, w.b2, trLine(w.p[3], 1)))
	wantField(t, err, "productos.0.id")
	_, err = w.e.CreateTransfer(w.super, w.direct(1, w.b2, trLine(w.p[0], 51)))
	if e := err.(*Error); e.Fields["productos.0.cantidad"][0] != "La cantidad supera el stock disponible en la sucursal de origen." {
		t.Errorf("message = %q", e.Fields["productos.0.cantidad"][0])
	}
}

func TestDirectTransferMovesStockSetsPricesAndNotifies(t *testing.T) {
	w := trSetup(t)
	p1, p3 := Money(12550), Money(9900)
	alerts, _ := w.e.PriceAlerts(w.b2, 0)
	id, err := w.e.CreateTransfer(w.super, w.direct(1, w.b2,
		TransferLineInput{ID: ID(w.p[0]), Cantidad: 5, Precio1: &p1, Precio3: &p3}, trLine(w.p[1], 2)))
	skOK(t, err)
	if w.stock(t, 1, w.p[0]) != 45 || w.stock(t, w.b2, w.p[0]) != 5 || w.stock(t, w.b2, w.p[1]) != 2 {
		t.Fatalf("stock after transfer: %d / %d", w.stock(t, 1, w.p[0]), w.stock(t, w.b2, w.p[0]))
	}
	prices, _ := w.e.BranchPrices(w.b2, w.p[0])
	if prices != [6]Money{12550, 9000, 9900, 7000, 6000, 0} {
		t.Errorf("destination prices = %v", prices)
	}
	if untouched, _ := w.e.BranchPrices(w.b2, w.p[1]); untouched != [6]Money{10000, 9000, 8000, 7000, 6000, 0} {
		t.Errorf("a line without prices changed them: %v", untouched)
	}
	if after, _ := w.e.PriceAlerts(w.b2, 0); len(after) != len(alerts)+1 {
		t.Errorf("price alerts of the destination: %d → %d, want one more", len(alerts), len(after))
	}
	d, err := w.e.TransferDetail(w.super, id)
	skOK(t, err)
	if d.Traspaso.SolicitudEstado != SolicitudAlmacen || d.Traspaso.FechaTraspaso == nil || d.Traspaso.Unidades != 7 {
		t.Errorf("transfer from the warehouse: %+v", d.Traspaso)
	}
	k, _ := w.e.Kardex(w.super, w.p[0], w.b2)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexIngresoTraspaso || last.Cantidad != 5 || last.Doc != DocTraspaso {
		t.Errorf("destination kardex: %+v", last.KardexEntry)
	}
	k, _ = w.e.Kardex(w.super, w.p[0], 1)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexEgresoTraspaso || last.Cantidad != -5 {
		t.Errorf("origin kardex: %+v", last.KardexEntry)
	}
	if w.unread(t, w.vend2, NotifTraspaso) != 1 || w.unread(t, w.resp3, NotifTraspaso) != 0 {
		t.Error("the destination's users get the notification, the others do not")
	}
	if _, err := w.e.Notifications(w.inv2); ErrorCode(err) != CodeForbidden {
		t.Error("Inventario gets no notifications")
	}
	notes, err := w.e.TransferNotices(w.vend2)
	skOK(t, err)
	if len(notes) != 2 || notes[0].Precio1 != 12550 || notes[0].Cantidad != 5 || notes[0].TraspasoID != id {
		t.Errorf("transfer notification lines: %+v", notes)
	}
	// From another branch it is Directo.
	id2, err := w.e.CreateTransfer(w.super, w.direct(w.b2, w.b3, trLine(w.p[0], 1)))
	skOK(t, err)
	if d, _ := w.e.TransferDetail(w.super, id2); d.Traspaso.SolicitudEstado != SolicitudDirecto {
		t.Errorf("solicitud_estado = %q, want Directo", d.Traspaso.SolicitudEstado)
	}
	// Only Super sees costs.
	if d, _ := w.e.TransferDetail(w.vend2, id); d.Detalles[0].Costo != nil {
		t.Error("cost shown to a Vendedor")
	}
	if _, err := w.e.TransferDetail(w.resp3, id); ErrorCode(err) != CodeForbidden {
		t.Error("a transfer between other branches is hidden from a Responsable")
	}
}

func TestRequestAcceptRejectRecheckStock(t *testing.T) {
	w := trSetup(t)
	w.load(t, w.b3, w.p[0], 4)
	// Branch 3's Responsable asks to send 3 units to branch 2.
	req := TransferInput{SucursalDestino: ID(w.b2), Motivo: "pedido", Productos: []TransferLineInput{trLine(w.p[0], 3)}}
	skOK(t, w.e.SetTransferBranches([]uint64{MainBranch, w.b3}))
	_, err := w.e.RequestTransfer(w.resp3, req)
	wantField(t, err, "sucursal_destino")
	skOK(t, w.e.SetTransferBranches([]uint64{MainBranch, w.b2, w.b3}))
	id, err := w.e.RequestTransfer(w.resp3, req)
	skOK(t, err)
	if w.stock(t, w.b3, w.p[0]) != 4 || w.stock(t, w.b2, w.p[0]) != 0 {
		t.Fatal("a Pendiente request moved stock")
	}
	if w.unread(t, w.vend2, NotifTraspaso) != 1 {
		t.Error("the request notifies the receiving branch")
	}
	// Only the receiving branch or Super answer.
	skCode(t, w.e.RespondTransfer(w.resp3, id, SolicitudAceptado), CodeForbidden)
	skCode(t, w.e.RespondTransfer(w.adm, id, SolicitudAceptado), CodeForbidden) // Administrador working in branch 1
	wantField(t, w.e.RespondTransfer(w.vend2, id, "Tal vez"), "respuesta")
	// Two units are sold in the meantime: the acceptance re-checks the stock.
	_, err = w.e.CreateSale(w.super, skSale(w.b3, skLine(w.p[0], 2, 10000)))
	skOK(t, err)
	before := skHash(t, w.e)
	wantField(t, w.e.RespondTransfer(w.vend2, id, SolicitudAceptado), "productos.0.cantidad")
	if skHash(t, w.e) != before {
		t.Fatal("a refused acceptance left a trace")
	}
	w.load(t, w.b3, w.p[0], 5)
	// The load and the sale are audited too (a stock set by hand, a cash box
	// the sale opened): count from here, where only decisions follow.
	audits := auditCount(t, w.e)
	skOK(t, w.e.RespondTransfer(w.vend2, id, SolicitudAceptado))
	if w.stock(t, w.b3, w.p[0]) != 4 || w.stock(t, w.b2, w.p[0]) != 3 {
		t.Fatalf("accepted: stock %d / %d", w.stock(t, w.b3, w.p[0]), w.stock(t, w.b2, w.p[0]))
	}
	skCode(t, w.e.RespondTransfer(w.super, id, SolicitudRechazado), CodeConflict)
	// A rejected request moves nothing; Super may answer for any branch.
	id2, err := w.e.RequestTransfer(w.resp3, req)
	skOK(t, err)
	skOK(t, w.e.RespondTransfer(w.super, id2, SolicitudRechazado))
	if w.stock(t, w.b3, w.p[0]) != 4 {
		t.Error("a rejected request moved stock")
	}
	skCode(t, w.e.VoidTransfer(w.super, id2, "x"), CodeConflict)
	if n := auditCount(t, w.e); n != audits+2 {
		t.Errorf("audit entries %d → %d, want one per decision", audits, n)
	}
	d, _ := w.e.TransferDetail(w.super, id)
	if d.Traspaso.SolicitudEstado != SolicitudAceptado || d.Traspaso.RespondidoPor == "" {
		t.Errorf("accepted request: %+v", d.Traspaso)
	}
	for tipo, want := range map[string]int{TipoRecibidas: 2, TipoEnviadas: 0, TipoIngresoAlmacen: 0} {
		list, err := w.e.ListInterBranch(w.vend2, w.b2, tipo, "", "")
		skOK(t, err)
		if len(list) != want {
			t.Errorf("%s of branch 2: %d, want %d", tipo, len(list), want)
		}
	}
	if list, _ := w.e.ListInterBranch(w.resp3, w.b3, TipoEnviadas, "", ""); len(list) != 2 {
		t.Errorf("enviadas of branch 3: %d, want 2", len(list))
	}
	if _, err := w.e.ListInterBranch(w.vend2, w.b3, TipoEnviadas, "", ""); ErrorCode(err) != CodeForbidden {
		t.Error("a Vendedor reads only their own branch")
	}
}

// TestInterBranchFollowsUserFlag: TRASPASOS ENTRE SUCURSALES (list, accept,
// reject) is open to Super and Administrador, and to anyone else only while
// their own user has transfers enabled, whatever their branch's setting.
func TestInterBranchFollowsUserFlag(t *testing.T) {
	w := trSetup(t)
	w.load(t, w.b3, w.p[0], 10)
	req := TransferInput{SucursalDestino: ID(w.b2), Motivo: "pedido", Productos: []TransferLineInput{trLine(w.p[0], 1)}}
	for _, c := range []struct {
		usuario, rol string
	}{{"inv2", RoleInventario}, {"vend2", RoleVendedor}} {
		t.Run(c.rol, func(t *testing.T) {
			off := trUser(t, w.e, userID(t, w.e, c.usuario), c.usuario, c.rol, w.b2, false)
			accept, err := w.e.RequestTransfer(w.resp3, req)
			skOK(t, err)
			reject, err := w.e.RequestTransfer(w.resp3, req)
			skOK(t, err)
			before := skHash(t, w.e)
			_, err = w.e.ListInterBranch(off, w.b2, TipoRecibidas, "", "")
			skCode(t, err, CodeForbidden)
			skCode(t, w.e.RespondTransfer(off, accept, SolicitudAceptado), CodeForbidden)
			skCode(t, w.e.RespondTransfer(off, reject, SolicitudRechazado), CodeForbidden)
			if w.e.CanUseInterBranch(off) || skHash(t, w.e) != before {
				t.Fatal("a user without the flag reached the inter-branch transfers")
			}
			// The branch's own setting (on) changes nothing; the user's flag does.
			on := trUser(t, w.e, off.UserID, c.usuario, c.rol, w.b2, true)
			_, err = w.e.ListInterBranch(on, w.b2, TipoRecibidas, "", "")
			skOK(t, err)
			skOK(t, w.e.RespondTransfer(on, accept, SolicitudAceptado))
			skOK(t, w.e.RespondTransfer(on, reject, SolicitudRechazado))
		})
	}
	// Administrador always, with the flag off.
	if !w.e.CanUseInterBranch(w.adm) {
		t.Error("Administrador without the flag was refused")
	}
}

// userID is the id of the user called usuario.
func userID(t testing.TB, e *Engine, usuario string) uint64 {
	t.Helper()
	u, err := e.UserByName(usuario)
	skOK(t, err)
	return u.ID
}

func TestBulkTransferOneTransactionPerDestination(t *testing.T) {
	w := trSetup(t)
	share := func(b uint64, n int64) BulkShare { return BulkShare{SucursalID: ID(b), Cantidad: Int(n)} }
	cases := []struct {
		name  string
		actor Actor
		in    BulkTransferInput
		field string
	}{
		{"no motivo", w.super, BulkTransferInput{Productos: []BulkLineInput{{ProductoID: ID(w.p[0]), Distribucion: []BulkShare{share(w.b2, 1)}}}}, "motivo"},
		{"over stock in total", w.super, BulkTransferInput{Motivo: "x", Productos: []BulkLineInput{{ProductoID: ID(w.p[0]),
			Distribucion: []BulkShare{share(w.b2, 30), share(w.b3, 21)}}}}, "productos.0.cantidad"},
		{"to the warehouse", w.super, BulkTransferInput{Motivo: "x", Productos: []BulkLineInput{{ProductoID: ID(w.p[0]),
			Distribucion: []BulkShare{share(MainBranch, 1)}}}}, "productos.0.distribucion.0.sucursal_id"},
		{"nothing distributed", w.super, BulkTransferInput{Motivo: "x", Productos: []BulkLineInput{{ProductoID: ID(w.p[0]),
			Distribucion: []BulkShare{share(w.b2, 0)}}}}, "productos"},
	}
	for _, c := range cases {
		before := skHash(t, w.e)
		_, err := w.e.BulkTransfer(c.actor, c.in)
		wantField(t, err, c.field)
		if skHash(t, w.e) != before {
			t.Fatalf("%s: refused bulk transfer left a trace", c.name)
		}
	}
	if _, err := w.e.BulkTransfer(w.resp3, BulkTransferInput{Motivo: "x"}); ErrorCode(err) != CodeForbidden {
		t.Error("a Responsable may not make a bulk transfer")
	}
	ids, err := w.e.BulkTransfer(w.adm, BulkTransferInput{Motivo: "distribución", Productos: []BulkLineInput{
		{ProductoID: ID(w.p[0]), Distribucion: []BulkShare{share(w.b2, 30), share(w.b3, 20)}},
		{ProductoID: ID(w.p[1]), Distribucion: []BulkShare{share(w.b3, 5), share(w.b2, 0)}},
	}})
	skOK(t, err)
	if len(ids) != 2 || w.stock(t, 1, w.p[0]) != 0 || w.stock(t, w.b2, w.p[0]) != 30 || w.stock(t, w.b3, w.p[1]) != 5 {
		t.Fatalf("bulk: ids %v, stock %d %d", ids, w.stock(t, 1, w.p[0]), w.stock(t, w.b2, w.p[0]))
	}
	d, _ := w.e.TransferDetail(w.super, ids[1])
	if d.Traspaso.DestinoID != w.b3 || len(d.Detalles) != 2 || d.Traspaso.SolicitudEstado != SolicitudAlmacen {
		t.Errorf("transfer to branch 3: %+v %d lines", d.Traspaso, len(d.Detalles))
	}
	if list, _ := w.e.ListInterBranch(w.resp3, w.b3, TipoIngresoAlmacen, "", ""); len(list) != 1 {
		t.Errorf("ingresoAlmacen of branch 3: %d, want 1", len(list))
	}
}

func TestVoidTransferReversesBothEnds(t *testing.T) {
	w := trSetup(t)
	id, err := w.e.CreateTransfer(w.super, w.direct(1, w.b2, trLine(w.p[0], 5), trLine(w.p[1], 3)))
	skOK(t, err)
	wantField(t, w.e.VoidTransfer(w.super, id, "  "), "motivo")
	skCode(t, w.e.VoidTransfer(w.vend2, id, "x"), CodeForbidden)
	skCode(t, w.e.VoidTransfer(Actor{UserID: 1, Roles: []string{RoleAlmacen}, Home: w.b3, Branch: w.b3}, id, "x"), CodeForbidden)
	// The destination sold 4 of the 5 units: the void is refused, nothing changes.
	_, err = w.e.CreateSale(w.super, skSale(w.b2, skLine(w.p[0], 4, 10000)))
	skOK(t, err)
	before := skHash(t, w.e)
	skCode(t, w.e.VoidTransfer(w.super, id, "error"), CodeConflict)
	if skHash(t, w.e) != before {
		t.Fatal("a refused void left a trace")
	}
	w.load(t, w.b2, w.p[0], 4)
	audits, adminNotes := auditCount(t, w.e), w.unread(t, w.adm, NotifAnulacion)
	skOK(t, w.e.VoidTransfer(w.super, id, "error de destino"))
	if w.stock(t, 1, w.p[0]) != 50 || w.stock(t, w.b2, w.p[0]) != 0 || w.stock(t, 1, w.p[1]) != 50 || w.stock(t, w.b2, w.p[1]) != 0 {
		t.Fatal("the void did not bring both stocks back")
	}
	k, _ := w.e.Kardex(w.super, w.p[0], w.b2)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexAnulacionTraspasoIngreso || last.Cantidad != -5 {
		t.Errorf("destination kardex: %+v", last.KardexEntry)
	}
	k, _ = w.e.Kardex(w.super, w.p[0], 1)
	if last := k.Data[len(k.Data)-1]; last.Tipo != KardexAnulacionTraspasoEgreso || last.Cantidad != 5 {
		t.Errorf("origin kardex: %+v", last.KardexEntry)
	}
	if auditCount(t, w.e) != audits+1 || w.unread(t, w.adm, NotifAnulacion) != adminNotes+1 {
		t.Error("a void is audited and notified to the administrators")
	}
	if notes, _ := w.e.CancellationNotices(w.adm); len(notes) < 2 || notes[0].Motivo != "error de destino" {
		t.Errorf("cancellation lines: %+v", notes)
	}
	skCode(t, w.e.VoidTransfer(w.super, id, "otra vez"), CodeConflict)
	// A Pendiente request voided moves nothing.
	w.load(t, w.b3, w.p[2], 2)
	req, err := w.e.RequestTransfer(w.resp3, TransferInput{SucursalDestino: ID(w.b2), Motivo: "x", Productos: []TransferLineInput{trLine(w.p[2], 2)}})
	skOK(t, err)
	skOK(t, w.e.VoidTransfer(w.adm, req, "ya no"))
	if w.stock(t, w.b3, w.p[2]) != 2 {
		t.Error("voiding a pending request moved stock")
	}
	skCode(t, w.e.RespondTransfer(w.vend2, req, SolicitudAceptado), CodeConflict)
}

func TestVoidTransferLine(t *testing.T) {
	w := trSetup(t)
	id, err := w.e.CreateTransfer(w.super, w.direct(1, w.b2, trLine(w.p[0], 5), trLine(w.p[1], 3)))
	skOK(t, err)
	wantField(t, w.e.VoidTransferLine(w.super, id, w.p[1], " "), "motivo")
	skCode(t, w.e.VoidTransferLine(Actor{UserID: 1, Roles: []string{RoleResponsable}, Home: w.b2, Branch: w.b2}, id, w.p[1], "x"), CodeForbidden)
	skCode(t, w.e.VoidTransferLine(w.super, id, w.p[3], "x"), CodeNotFound)
	skOK(t, w.e.VoidTransferLine(w.adm, id, w.p[1], "sobró"))
	if w.stock(t, 1, w.p[1]) != 50 || w.stock(t, w.b2, w.p[1]) != 0 || w.stock(t, w.b2, w.p[0]) != 5 {
		t.Fatal("the line's units did not come back alone")
	}
	skCode(t, w.e.VoidTransferLine(w.super, id, w.p[1], "x"), CodeNotFound)
	skCode(t, w.e.VoidTransferLine(w.super, id, w.p[0], "x"), CodeConflict) // the last valid line
	d, _ := w.e.TransferDetail(w.super, id)
	if d.Detalles[1].Estado != 0 || d.Detalles[1].Motivo != "sobró" || d.Traspaso.Unidades != 5 {
		t.Errorf("voided line: %+v", d.Detalles[1])
	}
	// A Pendiente request: the requester's branch may drop a line without a reason.
	w.load(t, w.b3, w.p[2], 2)
	w.load(t, w.b3, w.p[3], 2)
	req, err := w.e.RequestTransfer(w.resp3, TransferInput{SucursalDestino: ID(w.b2), Motivo: "x",
		Productos: []TransferLineInput{trLine(w.p[2], 1), trLine(w.p[3], 1)}})
	skOK(t, err)
	skOK(t, w.e.VoidTransferLine(w.resp3, req, w.p[3], ""))
	if d, _ := w.e.TransferDetail(w.super, req); d.Traspaso.Productos != 1 {
		t.Errorf("pending request lines: %d", d.Traspaso.Productos)
	}
}

func TestNotificationsReadStatePerUser(t *testing.T) {
	w := trSetup(t)
	vend2b := func() Actor {
		u, err := w.e.User(mdAddUser(t, w.e, "vend2b", RoleVendedor, w.b2))
		skOK(t, err)
		return u.Actor(0)
	}()
	_, err := w.e.CreateTransfer(w.super, w.direct(1, w.b2, trLine(w.p[0], 1)))
	skOK(t, err)
	_, err = w.e.CreateTransfer(w.super, w.direct(1, w.b2, trLine(w.p[1], 1)))
	skOK(t, err)
	n, _ := w.e.Notifications(w.vend2)
	if n.Traspaso == nil || n.Traspaso.Total != 2 || len(n.Data) != 2 {
		t.Fatalf("notifications: %+v", n)
	}
	skOK(t, w.e.MarkNotificationRead(w.vend2, n.Data[0].ID))
	skCode(t, w.e.MarkNotificationRead(w.vend2, n.Data[0].ID), CodeNotFound)
	if w.unread(t, w.vend2, NotifTraspaso) != 1 || w.unread(t, vend2b, NotifTraspaso) != 2 {
		t.Error("marking read is per user")
	}
	skOK(t, w.e.MarkAllRead(vend2b, NotifTraspaso))
	if w.unread(t, vend2b, NotifTraspaso) != 0 || w.unread(t, w.vend2, NotifTraspaso) != 1 {
		t.Error("marking all read is per user and per kind")
	}
	// Voids, returns and write-offs notify Super and Administrador only.
	sale, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[2], 2, 10000), skLine(w.p[1], 1, 10000)))
	skOK(t, err)
	_, err = w.e.CreateReturn(w.super, ReturnInput{VentaID: ID(sale), Motivo: "fallado", Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, Cantidad: 1}}})
	skOK(t, err)
	skOK(t, w.e.VoidSaleLine(w.super, sale, 2, "error"))
	skOK(t, w.e.VoidSale(w.super, sale, "cliente desistió"))
	_, err = w.e.CreateBaja(w.super, MainBranch, BajaInput{ProductoID: ID(w.p[2]), Cantidad: 1, Motivo: "roto"})
	skOK(t, err)
	pu := w.buy(t, 2, 1000, w.p[0], w.p[1])
	skOK(t, w.e.VoidPurchaseLine(w.super, pu, w.p[1], "error"))
	skOK(t, w.e.VoidPurchase(w.super, pu, "duplicada"))
	if got := w.unread(t, w.adm, NotifAnulacion); got != 6 {
		t.Errorf("administrator cancellation notifications = %d, want 6", got)
	}
	if w.unread(t, superActor(), NotifAnulacion) != 6 || w.unread(t, w.vend2, NotifAnulacion) != 0 {
		t.Error("cancellations go to Super and Administrador only")
	}
	notes, err := w.e.CancellationNotices(w.adm)
	skOK(t, err)
	kinds := map[string]bool{}
	for _, l := range notes {
		kinds[l.TipoMovimiento] = true
	}
	for _, k := range []string{KardexDevolucion, KardexAnulacionVenta, KardexBaja, KardexAnulacionCompra} {
		if !kinds[k] {
			t.Errorf("no cancellation line of type %s in %v", k, kinds)
		}
	}
	skOK(t, w.e.MarkAllRead(w.adm, NotifAnulacion))
	if w.unread(t, w.adm, NotifAnulacion) != 0 || w.unread(t, superActor(), NotifAnulacion) != 6 {
		t.Error("marking cancellations read is per user")
	}
}

// Transfers and sales racing for the last units of a branch never take
// more than it has: every command re-reads stock inside its transaction.
func TestConcurrentTransfersAndSalesNeverOversell(t *testing.T) {
	w := trSetup(t)
	w.load(t, w.b2, w.p[3], 12)
	var wg sync.WaitGroup
	var mu sync.Mutex
	took, sent := int64(0), int64(0)
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var err error
			if i%2 == 0 {
				_, err = w.e.CreateTransfer(w.super, w.direct(w.b2, w.b3, trLine(w.p[3], 2)))
			} else {
				_, err = w.e.CreateSale(w.super, skSale(w.b2, skLine(w.p[3], 1, 10000)))
			}
			if err == nil {
				mu.Lock()
				took += int64(2 - i%2)
				if i%2 == 0 {
					sent += 2
				}
				mu.Unlock()
			} else if ErrorCode(err) != CodeInvalid {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	left := w.stock(t, w.b2, w.p[3])
	if left < 0 || took+left != 12 || left > 1 {
		t.Fatalf("took %d, left %d of 12", took, left)
	}
	if w.stock(t, w.b3, w.p[3]) != sent {
		t.Fatalf("branch 3 received %d, transfers committed %d", w.stock(t, w.b3, w.p[3]), sent)
	}
}

// Every transfer decision, void and destination price change is in the audit
// log with its kind, document and reason.
func TestTransferAuditKinds(t *testing.T) {
	w := trSetup(t)
	p1 := Money(15000)
	id, err := w.e.CreateTransfer(w.super, w.direct(1, w.b2, TransferLineInput{ID: ID(w.p[0]), Cantidad: 2, Precio1: &p1}, trLine(w.p[1], 1)))
	skOK(t, err)
	skOK(t, w.e.VoidTransferLine(w.super, id, w.p[1], "sobra"))
	skOK(t, w.e.VoidTransfer(w.super, id, "error"))
	w.load(t, w.b3, w.p[2], 3)
	req := TransferInput{SucursalDestino: ID(w.b2), Motivo: "pedido", Productos: []TransferLineInput{trLine(w.p[2], 1)}}
	a, err := w.e.RequestTransfer(w.resp3, req)
	skOK(t, err)
	skOK(t, w.e.RespondTransfer(w.vend2, a, SolicitudAceptado))
	r, err := w.e.RequestTransfer(w.resp3, req)
	skOK(t, err)
	skOK(t, w.e.RespondTransfer(w.vend2, r, SolicitudRechazado))
	log, _, err := w.e.AuditLog(AuditFilter{All: true})
	skOK(t, err)
	want := map[string]string{AuditBranchPrices: "traspaso N° 1", AuditTransferLineVoid: "sobra", AuditTransferVoid: "error",
		AuditTransferAccept: "aceptada", AuditTransferReject: "rechazada"}
	for _, e := range log {
		if needle, ok := want[e.Tipo]; ok && (strings.Contains(e.Detalle, needle) || e.Motivo == needle) {
			delete(want, e.Tipo)
		}
	}
	if len(want) > 0 {
		t.Errorf("audit kinds missing or without their detail: %v", want)
	}
}
