package engine

import "testing"

// The sender of a request is told, in the answer's transaction, that it was
// accepted (the units left their branch) or rejected; the one who answers is
// not told of their own answer.
func TestRequestAnswerNotifiesSender(t *testing.T) {
	w := trSetup(t)
	w.load(t, w.b3, w.p[0], 10)
	req := TransferInput{SucursalDestino: ID(w.b2), Motivo: "pedido", Productos: []TransferLineInput{trLine(w.p[0], 3)}}
	id, err := w.e.RequestTransfer(w.resp3, req)
	skOK(t, err)
	if w.unread(t, w.resp3, NotifTraspaso) != 0 {
		t.Fatal("the sender was notified of their own request")
	}
	skOK(t, w.e.RespondTransfer(w.vend2, id, SolicitudAceptado))
	n, err := w.e.Notifications(w.resp3)
	skOK(t, err)
	want := "La solicitud N° " + itoa(int64(id)) + " a Centro fue aceptada por Ana Quispe: las unidades salieron de Sur."
	if n.Traspaso == nil || n.Traspaso.Total != 1 || n.Traspaso.Titulo != "Solicitud de traspaso aceptada" || n.Traspaso.Mensaje != want {
		t.Fatalf("sender's banner: %+v", n.Traspaso)
	}
	if got := w.unread(t, w.vend2, NotifTraspaso); got != 1 {
		t.Fatalf("the receiving Vendedor has %d unread, want only the request's", got)
	}
	notes, err := w.e.TransferNotices(w.resp3)
	skOK(t, err)
	if len(notes) != 1 || notes[0].TraspasoID != id || notes[0].Estado != SolicitudAceptado {
		t.Fatalf("sender's detail: %+v", notes)
	}

	id2, err := w.e.RequestTransfer(w.resp3, req)
	skOK(t, err)
	skOK(t, w.e.RespondTransfer(w.super, id2, SolicitudRechazado))
	n, err = w.e.Notifications(w.resp3)
	skOK(t, err)
	if n.Traspaso.Total != 2 || n.Traspaso.Titulo != "Solicitud de traspaso rechazada" {
		t.Fatalf("sender's banner after a rejection: %+v", n.Traspaso)
	}
}
