package engine

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sgc/siat"
	"sgc/siat/sintest"
)

func TestInvoiceOnlineSaleIsSentAfterCommit(t *testing.T) {
	w := siatSetup(t)
	inv := w.sell(t, 3)
	if inv.Estado != InvoicePending || inv.TipoEmision != siat.EmisionEnLinea || inv.Numero != 1 || inv.CUF == "" {
		t.Fatalf("al vender: %+v", inv)
	}
	if w.sin.Calls("recepcionFactura") != 0 {
		t.Fatal("la venta habló con el SIN dentro de su transacción")
	}
	w.pass(t)
	got := w.wantState(t, inv.ID, InvoiceValid)
	w.wantSIN(t, got, siat.EstadoValidada)
	if got.CodigoRecepcion == "" || got.Leyenda == "" {
		t.Fatalf("sin código de recepción o leyenda: %+v", got)
	}
	if second := w.sell(t, 1); second.Numero != 2 {
		t.Fatalf("segunda factura N° %d", second.Numero)
	}
	st, err := w.e.SiatState(w.b2)
	skOK(t, err)
	if st.Contingencia || st.Pendientes != 1 || !st.Factura || !st.FacturaPorDefecto {
		t.Fatalf("estado %+v", st)
	}
	if st, _ := w.e.SiatState(MainBranch); !st.Factura || st.FacturaPorDefecto {
		t.Fatalf("casa matriz: %+v", st)
	}
}

// TestInvoiceOfflineWarnsBefore48Hours: the dashboard's warning appears once
// the oldest unsent offline invoice is 36 hours old, counts down, and says
// when the 48 hours are over. The online invoice whose send met the outage
// counts: it will go in the package too.
func TestInvoiceOfflineWarnsBefore48Hours(t *testing.T) {
	w := siatSetup(t)
	w.sin.Inject(sintest.FaultHTML5xx, "", 1000)
	w.sell(t, 1)
	w.pass(t)
	w.sell(t, 1)
	w.clock.add(35 * time.Hour)
	if st, _ := w.e.SiatState(w.b2); st.Alerta != "" || st.FueraDeLinea != 2 {
		t.Fatalf("a las 35 h: %+v", st)
	}
	w.clock.add(2 * time.Hour)
	if st, _ := w.e.SiatState(w.b2); !strings.Contains(st.Alerta, "Hay 2 facturas") || !strings.Contains(st.Alerta, "quedan 11 horas") {
		t.Fatalf("a las 37 h: %+v", st)
	}
	w.clock.add(10 * time.Hour)
	if st, _ := w.e.SiatState(w.b2); !strings.Contains(st.Alerta, "queda 1 hora del plazo") {
		t.Fatalf("a las 47 h: %+v", st)
	}
	w.clock.add(30 * time.Minute)
	if st, _ := w.e.SiatState(w.b2); !strings.Contains(st.Alerta, "queda menos de una hora") {
		t.Fatalf("a las 47 h 30: %+v", st)
	}
	w.clock.add(90 * time.Minute)
	if st, _ := w.e.SiatState(w.b2); !strings.Contains(st.Alerta, "pasaron las 48 horas") || st.HorasRestante >= 0 {
		t.Fatalf("a las 49 h: %+v", st)
	}
}

func TestInvoiceRefusesProductNotHomologated(t *testing.T) {
	w := siatSetup(t)
	w.load(t, w.b2, w.p[2], 1)
	in := skSale(w.b2, skLine(w.p[2], 1, 10000))
	in.Factura = true
	before := skHash(t, w.e)
	_, err := w.e.CreateSale(w.seller, in)
	wantField(t, err, "productos.0.id")
	if ve, _ := err.(*Error); ve == nil || !containsText(ve.Fields["productos.0.id"], "P-003") {
		t.Fatalf("el error no nombra el producto: %v", err)
	}
	if skHash(t, w.e) != before {
		t.Fatal("la venta rechazada dejó rastro")
	}
	in.Factura = false
	_, err = w.e.CreateSale(w.seller, in)
	skOK(t, err) // without factura nothing changes
}

// TestInvoiceContingencyRecovery runs an outage from start to end with the
// fake clock: the send that finds the SIN down starts the contingency, the
// counter emits fuera de línea without waiting, the probe notices the SIN is
// back, and the recovery registers the event with a new CUFD, sends the
// package and validates it; every invoice is registered once. The online
// invoice whose send met the outage can no longer go online with its CUFD:
// it goes in the package, re-emitted fuera de línea.
func TestInvoiceContingencyRecovery(t *testing.T) {
	w := siatSetup(t)
	online := w.sell(t, 1)
	w.sin.Inject(sintest.FaultHTML5xx, "", 2)
	w.pass(t)
	st, err := w.e.SiatState(w.b2)
	skOK(t, err)
	if !st.Contingencia {
		t.Fatalf("el 502 no inició la contingencia: %+v", st)
	}
	w.clock.add(time.Minute)
	off1 := w.sell(t, 2)
	if off1.TipoEmision != siat.EmisionFueraLinea || off1.CodigoExcepcion != 1 {
		t.Fatalf("factura durante el corte: tipo %d excepción %d", off1.TipoEmision, off1.CodigoExcepcion)
	}
	oldCUFD := off1.CUFD
	w.clock.add(30 * time.Second)
	w.pass(t) // the probe meets the second fault
	if st, _ := w.e.SiatState(w.b2); !st.Contingencia {
		t.Fatal("la contingencia terminó con el SIN aún caído")
	}
	w.clock.add(time.Minute)
	off2 := w.sell(t, 1)
	w.clock.add(30 * time.Second)
	w.pass(t) // the probe succeeds: recovery
	if st, _ := w.e.SiatState(w.b2); st.Contingencia {
		t.Fatal("el SIN responde y la contingencia sigue")
	}
	if w.sin.Calls("registroEventoSignificativo") != 1 || w.sin.Calls("recepcionPaqueteFactura") != 1 {
		t.Fatalf("evento %d, paquetes %d", w.sin.Calls("registroEventoSignificativo"), w.sin.Calls("recepcionPaqueteFactura"))
	}
	var p siatPoint
	skOK(t, w.e.view(func(tx ReadTx) (err error) { p, err = getSiatPoint(tx, w.b2); return err }))
	if p.CUFD == oldCUFD {
		t.Fatal("la recuperación no pidió un CUFD nuevo")
	}
	w.wantState(t, off1.ID, InvoicePending) // the SIN still validates the package (901)
	w.wantState(t, online.ID, InvoicePending)
	w.pass(t)
	w.wantRecovery(t, oldCUFD, online, off1, off2)
	w.wantReissued(t, online)
	if n := w.sin.Calls("recepcionFactura"); n != 1 {
		t.Fatalf("recepcionFactura %d veces", n)
	}
	if st, _ := w.e.SiatState(w.b2); st.Pendientes != 0 {
		t.Fatalf("quedan pendientes: %+v", st)
	}
}

// TestInvoiceTimedOutSendIsCheckedFirst: the SIN registers the invoice but
// its answer is lost; the worker asks verificacionEstadoFactura before
// anything else and never sends it twice.
func TestInvoiceTimedOutSendIsCheckedFirst(t *testing.T) {
	w := siatSetup(t)
	inv := w.sell(t, 1)
	w.sin.Inject(sintest.FaultAnswerLost, "recepcionFactura", 1)
	w.pass(t)
	if got := w.invoice(t, inv.ID); !got.Dudoso || got.Estado != InvoicePending {
		t.Fatalf("tras el tiempo agotado: %+v", got)
	}
	w.clock.add(time.Minute)
	w.pass(t) // probe, then the status check
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
	if n := w.sin.Calls("recepcionFactura"); n != 1 {
		t.Fatalf("recepcionFactura llamada %d veces", n)
	}
	if w.sin.Calls("verificacionEstadoFactura") != 1 {
		t.Fatal("no se verificó el estado antes de reenviar")
	}
}

// TestInvoiceOutboxSurvivesRestart: the sale commits, the process stops
// before any send, and the reopened store's worker sends it once.
func TestInvoiceOutboxSurvivesRestart(t *testing.T) {
	w := siatSetup(t)
	inv := w.sell(t, 1)
	// A new engine on the same store: nothing of the first process's
	// memory survives, only what was committed.
	e, err := OpenStore(w.e.db, w.e.Dir())
	skOK(t, err)
	e.Now = w.clock.now
	w.worker = e.NewSiatWorker(SiatOptions{BaseURL: w.url, Timeout: siatTestTimeout})
	w.pass(t)
	w.pass(t)
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
}

// TestInvoicePackagesOf500: an event of 501 invoices (the online one whose
// send started the outage and 500 emitted during it) goes in two packages,
// of 500 and 1, each declaring its exact count.
func TestInvoicePackagesOf500(t *testing.T) {
	w := siatSetup(t)
	w.sin.Inject(sintest.FaultHTML5xx, "", 1)
	invs := []*Invoice{w.sell(t, 1)}
	w.pass(t)
	w.load(t, w.b2, w.p[0], 500)
	for i := 0; i < 500; i++ {
		in := skSale(w.b2, skLine(w.p[0], 1, 10000))
		in.Factura = true
		id, err := w.e.CreateSale(w.seller, in)
		skOK(t, err)
		inv, err := w.e.InvoiceOfSale(w.super, id)
		skOK(t, err)
		invs = append(invs, inv)
		w.clock.add(time.Second)
	}
	w.pass(t)
	w.pass(t)
	var counts []string
	for _, c := range w.calls("recepcionPaqueteFactura") {
		counts = append(counts, c.Fields["cantidadFacturas"])
	}
	if strings.Join(counts, " ") != "500 1" {
		t.Fatalf("501 facturas en paquetes de %v", counts)
	}
	w.wantRecovery(t, invs[0].CUFD, invs...)
	if st, _ := w.e.SiatState(w.b2); st.Pendientes != 0 {
		t.Fatalf("quedan pendientes: %+v", st)
	}
}

func TestInvoiceAnnulmentRules(t *testing.T) {
	w := siatSetup(t)
	inv := w.sell(t, 1)
	// Asked before the SIN holds it: the annulment follows the send.
	skOK(t, w.e.AnnulInvoice(w.super, inv.ID, 1))
	skCode(t, w.e.AnnulInvoice(w.super, inv.ID, 1), CodeConflict)
	w.pass(t)
	w.pass(t)
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceAnnulled), siat.EstadoAnulacionConfirmada)

	late := w.sell(t, 1)
	w.pass(t)
	wantField(t, w.e.AnnulInvoice(w.super, late.ID, 99), "codigo_motivo")
	skCode(t, w.e.AnnulInvoice(w.seller, late.ID, 1), CodeForbidden)
	// Emitted on 4 March: annulable through 9 April (La Paz), not on the 10th.
	w.clock.t = time.Date(2025, 4, 10, 3, 0, 0, 0, time.UTC) // 9 April, 23:00 in La Paz
	skOK(t, w.e.AnnulInvoice(w.super, late.ID, 1))
	w.pass(t) // the day's CUFD
	after := w.sell(t, 1)
	w.pass(t)
	w.clock.t = time.Date(2025, 6, 10, 4, 0, 0, 0, time.UTC)
	wantField(t, w.e.AnnulInvoice(w.super, after.ID, 1), "codigo_motivo")
}

func TestInvoiceVoidOfSaleAnnulsIt(t *testing.T) {
	w := siatSetup(t)
	inv := w.sell(t, 1)
	w.pass(t)
	// One line of an invoiced sale cannot be voided: the factura states it all.
	w.load(t, w.b2, w.p[0], 1)
	w.load(t, w.b2, w.p[1], 1)
	two := skSale(w.b2, skLine(w.p[0], 1, 10000), skLine(w.p[1], 1, 10000))
	two.Factura = true
	id, err := w.e.CreateSale(w.seller, two)
	skOK(t, err)
	err = w.e.VoidSaleLine(w.super, id, 1, "error")
	if ErrorCode(err) != CodeConflict || !strings.Contains(err.Error(), "tiene factura") {
		t.Fatalf("line void of an invoiced sale: %v", err)
	}
	skOK(t, w.e.VoidSale(w.super, inv.VentaID, "cliente devolvió"))
	w.pass(t)
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceAnnulled), siat.EstadoAnulacionConfirmada)
}

func containsText(list []string, s string) bool {
	for _, m := range list {
		if strings.Contains(m, s) {
			return true
		}
	}
	return false
}

// TestInvoiceRefusedTokenRestsAMinute: a token the SIN refuses is shown on
// the invoice and the worker does not ask again for a minute.
func TestInvoiceRefusedTokenRestsAMinute(t *testing.T) {
	w := siatSetup(t)
	inv := w.sell(t, 1)
	w.sin.Inject(sintest.FaultBadToken, "", 1)
	w.pass(t) // the refusal is the invoice's, not the pass's
	if got := w.invoice(t, inv.ID); !strings.Contains(got.Error, "token delegado") {
		t.Fatalf("error on the invoice: %q", got.Error)
	}
	calls := w.sin.Calls("recepcionFactura")
	w.pass(t)
	if w.sin.Calls("recepcionFactura") != calls {
		t.Fatal("the worker asked again at once")
	}
	w.clock.add(retryAfter)
	w.pass(t)
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
}

// TestInvoiceKeeperRestsAfterARefusal: a renewal the SIN refuses (a bad
// token) fails the pass, and the next passes of that minute ask nothing.
func TestInvoiceKeeperRestsAfterARefusal(t *testing.T) {
	w := siatSetup(t)
	w.clock.add(24 * time.Hour) // the CUFD is due
	w.sin.Inject(sintest.FaultBadToken, "", 1)
	if err := w.worker.Pass(context.Background()); siat.KindOf(err) != siat.BadToken {
		t.Fatalf("pass: %v", err)
	}
	calls := w.sin.Calls("cufd") + w.sin.Calls("sincronizarFechaHora")
	w.pass(t)
	if w.sin.Calls("cufd")+w.sin.Calls("sincronizarFechaHora") != calls {
		t.Fatal("the keeper asked again at once")
	}
	cufds := w.sin.Calls("cufd")
	w.clock.add(retryAfter)
	w.pass(t)
	if w.sin.Calls("cufd") != cufds+2 { // both points of sale
		t.Fatalf("CUFD asked %d times after the rest", w.sin.Calls("cufd")-cufds)
	}
}

// TestInvoicePackageWhoseAnswerIsLost: the SIN takes a package and its
// answer never comes back; after the next recovery the worker asks about
// each invoice instead of sending the package again.
func TestInvoicePackageWhoseAnswerIsLost(t *testing.T) {
	w := siatSetup(t)
	w.sin.Inject(sintest.FaultHTML5xx, "", 1)
	first := w.sell(t, 1)
	w.pass(t)
	offline := []*Invoice{w.sell(t, 1), w.sell(t, 1)}
	w.sin.Inject(sintest.FaultAnswerLost, "recepcionPaqueteFactura", 1)
	w.clock.add(time.Minute)
	w.pass(t) // recovery; the package's answer is lost: a contingency again
	if st, _ := w.e.SiatState(w.b2); !st.Contingencia {
		t.Fatalf("tras el paquete sin respuesta: %+v", st)
	}
	w.clock.add(time.Minute)
	w.pass(t)
	if n := w.sin.Calls("recepcionPaqueteFactura"); n != 1 {
		t.Fatalf("el paquete se envió %d veces", n)
	}
	for _, inv := range append(offline, first) {
		w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
	}
}

// TestInvoiceAnnulmentRevertedOnce: a reverted annulment makes the invoice
// valid again, once; it cannot be annulled nor reverted again.
func TestInvoiceAnnulmentRevertedOnce(t *testing.T) {
	w := siatSetup(t)
	inv := w.sell(t, 1)
	w.pass(t)
	skCode(t, w.e.RevertAnnulment(w.super, inv.ID), CodeConflict) // not annulled
	skOK(t, w.e.AnnulInvoice(w.super, inv.ID, 1))
	w.pass(t)
	w.wantState(t, inv.ID, InvoiceAnnulled)
	skCode(t, w.e.RevertAnnulment(w.seller, inv.ID), CodeForbidden)
	skOK(t, w.e.RevertAnnulment(w.super, inv.ID))
	w.pass(t)
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
	if !w.invoice(t, inv.ID).Revertida {
		t.Fatal("no figura revertida")
	}
	skCode(t, w.e.AnnulInvoice(w.super, inv.ID, 1), CodeConflict)
}

// TestInvoiceWithoutTokenFileSaysSo: a server without the token file (a
// cluster member where the configuration was not saved) says so, and asks
// again a minute later, not every pass.
func TestInvoiceWithoutTokenFileSaysSo(t *testing.T) {
	w := siatSetup(t)
	skOK(t, os.Remove(filepath.Join(w.e.Dir(), SiatTokenFile)))
	if err := w.worker.Pass(context.Background()); err != errNoToken {
		t.Fatalf("pass: %v", err)
	}
	if err := w.worker.Pass(context.Background()); err != nil {
		t.Fatalf("second pass within the minute: %v", err)
	}
}

// TestInvoicePackageObservedNamesItsInvoice: a package the SIN validates
// with 904 names the file it refused (numeroArchivo); that invoice alone is
// OBSERVADA with the SIN's messages, the others VALIDADA, and none is left
// to send.
func TestInvoicePackageObservedNamesItsInvoice(t *testing.T) {
	w := siatSetup(t)
	w.sin.Inject(sintest.FaultHTML5xx, "", 1)
	online := w.sell(t, 1)
	w.pass(t)
	good, bad := w.sell(t, 1), w.sell(t, 1)
	// A CUF that does not follow from the invoice's data, as a bug would write it.
	skOK(t, w.e.update(func(tx *Tx) error {
		return patchInvoice(tx, bad.ID, func(inv *Invoice) {
			inv.XML = strings.Replace(inv.XML, "<cuf>"+inv.CUF+"</cuf>", "<cuf>"+good.CUF+"</cuf>", 1)
		})
	}))
	w.clock.add(time.Minute)
	w.pass(t)
	w.pass(t)
	got := w.wantState(t, bad.ID, InvoiceObserved)
	if got.CodigoEstado != siat.EstadoObservada || len(got.Mensajes) == 0 {
		t.Fatalf("la observada: %+v", got)
	}
	for _, inv := range []*Invoice{online, good} {
		if got := w.wantState(t, inv.ID, InvoiceValid); len(got.Mensajes) != 0 {
			t.Fatalf("factura %d con mensajes de otra: %v", got.Numero, got.Mensajes)
		}
	}
	if st, _ := w.e.SiatState(w.b2); st.Pendientes != 0 {
		t.Fatalf("quedan pendientes: %+v", st)
	}
}
