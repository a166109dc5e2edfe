package engine

import (
	"context"
	"time"

	"sgc/siat"
)

// retryAfter spaces the retries of a call the SIN itself refused or failed
// (a fault, a bad token): the owner has to fix something first.
const retryAfter = time.Minute

// drain sends the outbox's online invoices and annulments, oldest first.
// Offline invoices wait for their event's package (settleOffline).
func (w *SiatWorker) drain(ctx context.Context, c *siat.Client, cfg SiatConfig) error {
	type job struct {
		id  uint64
		out outboxEntry
		inv *Invoice
	}
	var jobs []job
	now := w.e.Now()
	err := w.e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktInvoiceOutbox), func(k []byte, o *outboxEntry) error {
			inv, err := getInvoice(tx, btoi(k))
			if err != nil {
				return err
			}
			if (o.Accion == "enviar" && inv.TipoEmision != siat.EmisionEnLinea) || now.Before(o.Siguiente) {
				return nil
			}
			jobs = append(jobs, job{btoi(k), *o, inv})
			return nil
		})
	})
	if err != nil {
		return err
	}
	for _, j := range jobs {
		place, ok := cfg.branch(j.inv.Sucursal)
		if !ok {
			continue
		}
		var p siatPoint
		if err := w.e.view(func(tx ReadTx) (err error) { p, err = getSiatPoint(tx, j.inv.Sucursal); return err }); err != nil {
			return err
		}
		if j.out.Accion == "enviar" && !p.sendsOnline(j.inv, w.e.Now()) {
			continue // never online with a CUFD out of force: the keeper re-emits it (siat_reissue.go)
		}
		at := pos(place, p)
		doc := siat.Document{Sector: invoiceSector, TipoFactura: invoiceTipo, Emision: j.inv.TipoEmision}
		var res siat.Result
		var err error
		switch j.out.Accion {
		case "anular":
			res, err = c.VoidInvoice(ctx, at, doc, j.inv.CUF, j.out.Motivo)
		case "revertir":
			res, err = c.ReverseVoid(ctx, at, doc, j.inv.CUF)
		default:
			at.CUFD = j.inv.CUFD // the CUFD the invoice was emitted with
			if !j.inv.Dudoso {
				// Recorded before the send: a crash while it is on its way
				// leaves the mark, and the next process asks the SIN first.
				if err := w.e.update(func(tx *Tx) error { return patchInvoice(tx, j.id, func(inv *Invoice) { inv.Dudoso = true }) }); err != nil {
					return err
				}
			}
			res, err = w.send(ctx, c, at, doc, j.inv)
		}
		if err != nil {
			if siat.Offline(err) {
				// The invoice keeps its mark: a timed-out send may have
				// arrived, so the SIN is asked before it is sent again.
				return err
			}
			if e := w.e.update(func(tx *Tx) error { return refusedCall(tx, j.id, j.out, err, w.e.Now()) }); e != nil {
				return e
			}
			continue
		}
		if err := w.e.update(func(tx *Tx) error { return recordAnswer(tx, j.id, j.out.Accion, res) }); err != nil {
			return err
		}
	}
	return nil
}

// send sends one online invoice, after asking the SIN about it when an
// earlier send timed out: an invoice is never registered twice.
func (w *SiatWorker) send(ctx context.Context, c *siat.Client, at siat.PointOfSale, doc siat.Document, inv *Invoice) (siat.Result, error) {
	if inv.Dudoso {
		res, err := c.InvoiceStatus(ctx, at, doc, inv.CUF)
		if err != nil {
			return res, err
		}
		if res.Transaccion {
			return res, nil // it had arrived: its state is the answer
		}
		// The SIN does not hold the CUF: it never arrived.
	}
	return c.SendInvoice(ctx, at, doc, []byte(inv.XML))
}

// recordAnswer stores the SIN's verdict on an invoice and ends its outbox
// entry; an annulment asked while it was on its way follows.
func recordAnswer(tx *Tx, id uint64, accion string, res siat.Result) error {
	if err := tx.Bucket(bktInvoiceOutbox).Delete(itob(id)); err != nil {
		return err
	}
	err := patchInvoice(tx, id, func(inv *Invoice) {
		inv.Dudoso, inv.Error, inv.Intento = false, "", inv.Intento+1
		inv.Mensajes = messagesOf(res.Messages)
		if !res.Transaccion && res.CodigoEstado != siat.EstadoObservada && res.CodigoEstado != siat.EstadoRechazada {
			// The SIN refused the call itself (a CUFD out of force, a bad
			// hash, an annulment out of term): its messages say why.
			switch accion {
			case "enviar":
				inv.Estado = InvoiceRejected
			case "anular":
				inv.Motivo, inv.Error = 0, "El SIN rechazó la anulación; vea sus mensajes."
			default:
				inv.Error = "El SIN rechazó la reversión de la anulación; vea sus mensajes."
			}
			return
		}
		if res.CodigoRecepcion != "" && accion == "enviar" {
			inv.CodigoRecepcion = res.CodigoRecepcion
		}
		inv.CodigoEstado = res.CodigoEstado
		switch res.CodigoEstado {
		case siat.EstadoValidada:
			if accion == "enviar" {
				inv.Estado = InvoiceValid
			}
		case siat.EstadoObservada:
			inv.Estado = InvoiceObserved
		case siat.EstadoRechazada:
			inv.Estado = InvoiceRejected
		case siat.EstadoAnulacionConfirmada:
			inv.Estado = InvoiceAnnulled
		case siat.EstadoAnulacionRechazada:
			inv.Error = "El SIN rechazó la anulación."
		case siat.EstadoReversionConfirmada:
			inv.Estado, inv.Revertida, inv.Motivo = InvoiceValid, true, 0
		}
	})
	if err != nil || accion != "enviar" {
		return err
	}
	if err := mailOnVerdict(tx, id); err != nil {
		return err
	}
	return annulAfterSend(tx, id)
}

// annulAfterSend queues the annulment asked while the invoice was on its way.
func annulAfterSend(tx *Tx, id uint64) error {
	inv, err := getInvoice(tx.Tx, id)
	if err != nil {
		return err
	}
	return queueAnnul(tx, inv)
}

// refusedCall keeps a call the SIN refused in the outbox for a later retry
// and shows why on the invoice. A refusal to send is final: the invoice is
// RECHAZADA with the SIN's messages and leaves the outbox.
func refusedCall(tx *Tx, id uint64, o outboxEntry, err error, now time.Time) error {
	var msgs []siat.Message
	if se, ok := err.(*siat.Error); ok {
		msgs = se.Messages
	}
	if siat.KindOf(err) == siat.Refused && o.Accion == "enviar" {
		if err := tx.Bucket(bktInvoiceOutbox).Delete(itob(id)); err != nil {
			return err
		}
		return patchInvoice(tx, id, func(inv *Invoice) {
			inv.Estado, inv.Mensajes, inv.Error, inv.Dudoso = InvoiceRejected, messagesOf(msgs), "", false
			inv.Intento++
		})
	}
	o.Siguiente = now.Add(retryAfter)
	if err := putJSON(tx.Bucket(bktInvoiceOutbox), itob(id), o); err != nil {
		return err
	}
	return patchInvoice(tx, id, func(inv *Invoice) {
		// The SIN answered (a fault, a bad token): nothing was registered.
		inv.Dudoso = false
		inv.Error, inv.Intento = siatErrorText(err), inv.Intento+1
		if len(msgs) > 0 {
			inv.Mensajes = messagesOf(msgs)
		}
	})
}

// siatErrorText says in Spanish why a call failed, without the token.
func siatErrorText(err error) string {
	switch siat.KindOf(err) {
	case siat.BadToken, siat.Unauthorized:
		return "El SIN no acepta el token delegado: renuévelo en Facturación."
	case siat.Fault:
		return "El SIN respondió con un error de su sistema; se reintentará."
	case siat.Refused:
		return "El SIN rechazó la operación; vea sus mensajes."
	}
	return "No se pudo hablar con el SIN: " + err.Error()
}

func messagesOf(ms []siat.Message) []InvoiceMessage {
	out := make([]InvoiceMessage, 0, len(ms))
	for _, m := range ms {
		out = append(out, InvoiceMessage{Codigo: m.Codigo, Descripcion: m.Descripcion, Advertencia: m.Advertencia})
	}
	return out
}

// patchInvoice changes a stored invoice in tx.
func patchInvoice(tx *Tx, id uint64, fn func(inv *Invoice)) error {
	inv, err := getInvoice(tx.Tx, id)
	if err != nil {
		return err
	}
	fn(inv)
	return putJSON(tx.Bucket(bktInvoices), itob(id), inv)
}
