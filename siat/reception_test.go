package siat

import (
	"testing"
	"time"

	"sgc/siat/sintest"
)

func TestSendInvoiceAndStatus(t *testing.T) {
	f := newFixture(t, sintest.Config{})
	pos, cufd := f.open(t, 0, 0)
	f.clock.Add(time.Minute)

	cuf, doc := invoiceXML(t, pos, cufd, 1, f.clock.Now(), EmisionEnLinea)
	res, err := f.client.SendInvoice(f.ctx, pos, online, doc)
	if err != nil || res.CodigoEstado != EstadoValidada || res.CodigoRecepcion == "" || !res.Transaccion {
		t.Fatalf("recepción %+v %v", res, err)
	}
	if st, n, _ := f.sin.InvoiceState(cuf); st != EstadoValidada || n != 1 {
		t.Errorf("the SIN holds %d received %d times", st, n)
	}
	res, err = f.client.InvoiceStatus(f.ctx, pos, online, cuf)
	if err != nil || res.CodigoEstado != EstadoValidada {
		t.Errorf("estado %+v %v", res, err)
	}

	// A CUF the SIN never received is not found: the caller may send it.
	if res, err := f.client.InvoiceStatus(f.ctx, pos, online, "44AAEC00DBD34C53C3E2CCE1A3FA7AF1E2A08606A667A75AC82F24C74"); err != nil ||
		res.Transaccion || res.CodigoEstado == EstadoValidada {
		t.Errorf("unknown CUF: %+v %v", res, err)
	}

	// The same invoice again is a duplicate CUF: rejected, not registered twice.
	res, err = f.client.SendInvoice(f.ctx, pos, online, doc)
	if err != nil || res.CodigoEstado != EstadoRechazada || !hasCode(res.Messages, 952) {
		t.Errorf("duplicate: %+v %v", res, err)
	}
	// A gap in the numbering only warns (2000).
	_, doc = invoiceXML(t, pos, cufd, 5, f.clock.Now(), EmisionEnLinea)
	res, err = f.client.SendInvoice(f.ctx, pos, online, doc)
	if err != nil || res.CodigoEstado != EstadoValidada || !hasCode(res.Messages, 2000) || !res.Messages[0].Advertencia {
		t.Errorf("gap: %+v %v", res, err)
	}
	// A CUF made with another control code is rejected.
	wrong := cufd
	wrong.CodigoControl = "0000000000000AB"
	_, doc = invoiceXML(t, pos, wrong, 6, f.clock.Now(), EmisionEnLinea)
	res, err = f.client.SendInvoice(f.ctx, pos, online, doc)
	if err != nil || res.CodigoEstado != EstadoRechazada || len(res.Messages) == 0 {
		t.Errorf("wrong CUF: %+v %v", res, err)
	}
	// A CUFD superseded by a newer one carries no more online invoices (953),
	// though its 24 hours have not passed.
	newer, err := f.client.CUFD(f.ctx, pos)
	if err != nil {
		t.Fatal(err)
	}
	_, doc = invoiceXML(t, pos, cufd, 7, f.clock.Now(), EmisionEnLinea)
	res, err = f.client.SendInvoice(f.ctx, pos, online, doc)
	if err != nil || res.CodigoEstado != EstadoRechazada || !hasCode(res.Messages, 953) {
		t.Errorf("superseded CUFD: %+v %v", res, err)
	}
	// Once the CUFD in force expires, invoices wait for a new one (953).
	pos.CUFD = newer.Codigo
	f.clock.Add(25 * time.Hour)
	_, doc = invoiceXML(t, pos, newer, 8, f.clock.Now(), EmisionEnLinea)
	res, err = f.client.SendInvoice(f.ctx, pos, online, doc)
	if err != nil || res.CodigoEstado != EstadoRechazada || !hasCode(res.Messages, 953) {
		t.Errorf("expired CUFD: %+v %v", res, err)
	}
}

func TestVoidInvoice(t *testing.T) {
	f := newFixture(t, sintest.Config{Catalogues: sintest.DefaultCatalogues()})
	pos, cufd := f.open(t, 0, 0)
	var cufs []string
	for n := int64(1); n <= 2; n++ {
		cuf, doc := invoiceXML(t, pos, cufd, n, f.clock.Now(), EmisionEnLinea)
		if res, err := f.client.SendInvoice(f.ctx, pos, online, doc); err != nil || res.CodigoEstado != EstadoValidada {
			t.Fatalf("recepción %+v %v", res, err)
		}
		cufs = append(cufs, cuf)
	}
	res, err := f.client.VoidInvoice(f.ctx, pos, online, cufs[0], 9)
	if err != nil || res.CodigoEstado != EstadoAnulacionRechazada || !hasCode(res.Messages, 925) {
		t.Errorf("motivo 9: %+v %v", res, err)
	}
	res, err = f.client.VoidInvoice(f.ctx, pos, online, cufs[0], 1)
	if err != nil || res.CodigoEstado != EstadoAnulacionConfirmada {
		t.Fatalf("anulación %+v %v", res, err)
	}
	res, err = f.client.VoidInvoice(f.ctx, pos, online, cufs[0], 1)
	if err != nil || res.CodigoEstado != EstadoAnulacionRechazada || !hasCode(res.Messages, 936) {
		t.Errorf("second annulment: %+v %v", res, err)
	}
	// One reversal; after it the invoice is valid and can be neither reverted nor annulled again.
	res, err = f.client.ReverseVoid(f.ctx, pos, online, cufs[0])
	if err != nil || res.CodigoEstado != EstadoReversionConfirmada {
		t.Fatalf("reversión %+v %v", res, err)
	}
	if st, _, _ := f.sin.InvoiceState(cufs[0]); st != EstadoValidada {
		t.Errorf("after the reversal the SIN holds %d", st)
	}
	if res, err = f.client.ReverseVoid(f.ctx, pos, online, cufs[0]); err != nil || res.Transaccion {
		t.Errorf("second reversal: %+v %v", res, err)
	}
	if res, err = f.client.VoidInvoice(f.ctx, pos, online, cufs[0], 1); err != nil || res.CodigoEstado != EstadoAnulacionRechazada {
		t.Errorf("annulment after the reversal: %+v %v", res, err)
	}
	// Emitted on 4 March: annulled until 9 April, refused from 10 April (934).
	f.clock.Add(time.Date(2026, 4, 10, 0, 0, 0, 0, laPaz).Sub(f.clock.Now()))
	res, err = f.client.VoidInvoice(f.ctx, pos, online, cufs[1], 1)
	if err != nil || res.CodigoEstado != EstadoAnulacionRechazada || !hasCode(res.Messages, 934) {
		t.Errorf("out of term: %+v %v", res, err)
	}
}

// A send whose answer is lost times out; the status check then finds the
// invoice registered, so the caller does not send it again.
func TestLostAnswerIsFoundByStatus(t *testing.T) {
	f := newFixture(t, sintest.Config{})
	pos, cufd := f.open(t, 0, 0)
	cuf, doc := invoiceXML(t, pos, cufd, 1, f.clock.Now(), EmisionEnLinea)
	f.sin.Inject(sintest.FaultAnswerLost, "recepcionFactura", 1)
	_, err := f.newClient(testToken, time.Second).SendInvoice(f.ctx, pos, online, doc)
	if KindOf(err) != Timeout || !Offline(err) {
		t.Fatalf("lost answer: %v", err)
	}
	res, err := f.client.InvoiceStatus(f.ctx, pos, online, cuf)
	if err != nil || res.CodigoEstado != EstadoValidada {
		t.Fatalf("estado %+v %v", res, err)
	}
	if _, n, _ := f.sin.InvoiceState(cuf); n != 1 {
		t.Errorf("received %d times", n)
	}
}
