package engine

import (
	"strings"
	"testing"

	"sgc/siat"
	"sgc/siat/sintest"
)

// wantReissued checks that an online invoice was re-emitted fuera de línea
// as the rules say: same number, date and CUFD, a new CUF with tipo de
// emisión 2 in its XML, codigoExcepcion 1 for the NIT, and that the SIN
// holds the new CUF once and never saw the printed one.
func (w *siatWorld) wantReissued(t *testing.T, was *Invoice) *Invoice {
	t.Helper()
	got := w.invoice(t, was.ID)
	if got.TipoEmision != siat.EmisionFueraLinea || got.Numero != was.Numero || !got.FechaEmision.Equal(was.FechaEmision) ||
		got.CUFD != was.CUFD || got.CUF == was.CUF || got.CodigoExcepcion != 1 {
		t.Fatalf("reemitida: tipo %d N° %d %v CUFD %s CUF %s excepción %d; antes N° %d %v CUFD %s CUF %s (%s %v)",
			got.TipoEmision, got.Numero, got.FechaEmision, got.CUFD, got.CUF, got.CodigoExcepcion,
			was.Numero, was.FechaEmision, was.CUFD, was.CUF, got.Estado, got.Mensajes)
	}
	want, err := siat.CUF(siat.CUFInput{NIT: siatTestNIT, FechaEmision: was.FechaEmision, Sucursal: was.CodigoSucursal,
		Modalidad: siat.ModalidadComputarizada, TipoEmision: siat.EmisionFueraLinea, TipoFactura: invoiceTipo,
		DocumentoSector: invoiceSector, NumeroFactura: was.Numero, PuntoVenta: was.PuntoVenta,
		CodigoControl: was.CUF[len(was.CUF)-15:]})
	skOK(t, err)
	if got.CUF != want || !strings.Contains(got.XML, "<cuf>"+want+"</cuf>") ||
		!strings.Contains(got.XML, "<codigoExcepcion>1</codigoExcepcion>") {
		t.Fatalf("CUF %s, quería %s, o el XML no los lleva", got.CUF, want)
	}
	if _, _, ok := w.sin.InvoiceState(was.CUF); ok {
		t.Fatal("el SIN registró el CUF en línea")
	}
	w.wantSIN(t, w.wantState(t, got.ID, InvoiceValid), siat.EstadoValidada)
	return got
}

// TestInvoiceSendFailedAt2359GoesInContingency: an invoice emitted online at
// 23:59 whose send meets the SIN down, the server restarted, and the SIN
// back after midnight with a new CUFD: the invoice cannot go online any
// more, so after asking the SIN it goes fuera de línea in the event of the
// CUFD it was emitted with, never online again.
func TestInvoiceSendFailedAt2359GoesInContingency(t *testing.T) {
	w := siatSetup(t)
	w.at(4, 23, 59, 30)
	inv := w.sell(t, 1)
	w.sin.Inject(sintest.FaultHTML5xx, "recepcionFactura", 1)
	w.pass(t)
	if st, _ := w.e.SiatState(w.b2); !st.Contingencia {
		t.Fatalf("el envío fallido no inició la contingencia: %+v", st)
	}
	w.restart(t)
	w.at(5, 0, 0, 30)
	w.pass(t) // probe, new CUFD, the status check, event and package
	w.pass(t) // validation
	w.wantReissued(t, inv)
	if n := w.sin.Calls("recepcionFactura"); n != 1 {
		t.Fatalf("recepcionFactura %d veces: se reintentó en línea", n)
	}
	if n := w.sin.Calls("verificacionEstadoFactura"); n != 1 {
		t.Fatalf("verificacionEstadoFactura %d veces: el envío dudoso se reemitió sin preguntar", n)
	}
	ev := w.calls("registroEventoSignificativo")
	if len(ev) != 1 || ev[0].Fields["cufdEvento"] != inv.CUFD || ev[0].Fields["cufd"] != w.point(t).CUFD {
		t.Fatalf("evento %+v; CUFD de la factura %s", ev, inv.CUFD)
	}
	pk := w.calls("recepcionPaqueteFactura")
	if len(pk) != 1 || pk[0].Fields["cantidadFacturas"] != "1" || pk[0].Fields["codigoEmision"] != "2" {
		t.Fatalf("paquetes %d", len(pk))
	}
	if st, _ := w.e.SiatState(w.b2); st.Pendientes != 0 || st.Contingencia {
		t.Fatalf("estado %+v", st)
	}
}

// TestInvoiceUnsentWhenItsCUFDExpires: the server stops right after a sale
// at 23:59 and starts again the next morning, once the invoice's CUFD has
// expired; the invoice was never sent, so it is re-emitted fuera de línea
// without asking the SIN and without an online send with the expired CUFD.
func TestInvoiceUnsentWhenItsCUFDExpires(t *testing.T) {
	w := siatSetup(t)
	w.at(4, 23, 59, 30)
	inv := w.sell(t, 1)
	w.restart(t)
	w.at(5, 10, 30, 0) // the setup's CUFD expired at 10:00
	if w.point(t).cufdUsable(w.clock.now()) {
		t.Fatal("el CUFD de la factura sigue vigente")
	}
	w.pass(t)
	w.pass(t)
	w.wantReissued(t, inv)
	if n := w.sin.Calls("recepcionFactura") + w.sin.Calls("verificacionEstadoFactura"); n != 0 {
		t.Fatalf("%d llamadas en línea por una factura nunca enviada con su CUFD vencido", n)
	}
	ev := w.calls("registroEventoSignificativo")
	if len(ev) != 1 || ev[0].Fields["cufdEvento"] != inv.CUFD || ev[0].Fields["fechaHoraInicioEvento"] > siat.SINTime(inv.FechaEmision) {
		t.Fatalf("evento %+v", ev)
	}
}

// TestInvoiceLostAnswerAt2359IsNotReissued: the SIN registered the 23:59
// invoice but its answer was lost; after midnight the status check finds
// it, so it keeps its online CUF and goes in no package.
func TestInvoiceLostAnswerAt2359IsNotReissued(t *testing.T) {
	w := siatSetup(t)
	w.at(4, 23, 59, 30)
	inv := w.sell(t, 1)
	w.sin.Inject(sintest.FaultAnswerLost, "recepcionFactura", 1)
	w.pass(t)
	w.restart(t)
	w.at(5, 0, 0, 30)
	w.pass(t)
	got := w.wantState(t, inv.ID, InvoiceValid)
	w.wantSIN(t, got, siat.EstadoValidada)
	if got.CUF != inv.CUF || got.TipoEmision != siat.EmisionEnLinea {
		t.Fatalf("reemitida aunque el SIN la tenía: %+v", got)
	}
	if n := w.sin.Calls("registroEventoSignificativo") + w.sin.Calls("recepcionPaqueteFactura"); n != 0 {
		t.Fatalf("%d llamadas de contingencia", n)
	}
}

// TestInvoiceUntriedGoesBeforeTheDailyCUFD: at midnight the keeper's daily
// CUFD waits one pass for an online invoice not sent yet, which goes online
// with its CUFD still in force instead of into a contingency.
func TestInvoiceUntriedGoesBeforeTheDailyCUFD(t *testing.T) {
	w := siatSetup(t)
	w.at(5, 0, 0, 10)
	inv := w.sell(t, 1)
	old := w.point(t).CUFD
	w.pass(t)
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
	if w.invoice(t, inv.ID).TipoEmision != siat.EmisionEnLinea || w.sin.Calls("registroEventoSignificativo") != 0 {
		t.Fatal("la factura se reemitió fuera de línea")
	}
	w.pass(t)
	if w.point(t).CUFD == old {
		t.Fatal("el CUFD del día no se renovó después")
	}
}
