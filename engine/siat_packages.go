package engine

import (
	"context"
	"sort"
	"time"

	"sgc/siat"
)

// settleOffline brings the offline invoices to the SIN once it answers, in
// the SIN's order: an event per point of sale and CUFD (registered with the
// CUFD now in force), its invoices in packages of at most 500, then the
// validation of each package until its verdict. Each step is recorded as
// it completes, so a restart resumes where it stopped.
func (w *SiatWorker) settleOffline(ctx context.Context, c *siat.Client, cfg SiatConfig) error {
	if err := w.e.update(func(tx *Tx) error { return groupOffline(tx, cfg, w.e.Now()) }); err != nil {
		return err
	}
	var events []invoiceEvent
	if err := w.e.view(func(tx ReadTx) (err error) { events, err = list[invoiceEvent](tx.Bucket(bktInvoiceEvents)); return err }); err != nil {
		return err
	}
	for _, ev := range events {
		if ev.done() {
			continue
		}
		place, ok := cfg.branch(ev.Sucursal)
		if !ok {
			continue
		}
		var p siatPoint
		if err := w.e.view(func(tx ReadTx) (err error) { p, err = getSiatPoint(tx, ev.Sucursal); return err }); err != nil {
			return err
		}
		at := pos(place, p)
		doc := siat.Document{Sector: invoiceSector, TipoFactura: invoiceTipo, Emision: siat.EmisionFueraLinea}
		if ev.Codigo == 0 {
			code, err := c.RegisterEvent(ctx, at, siat.Event{Motivo: ev.Motivo, Descripcion: "SIN inaccesible",
				CUFDEvento: ev.CUFDEvento, Inicio: ev.Inicio, Fin: ev.Fin})
			if err != nil {
				w.eventError(ev.ID, err)
				return err
			}
			ev.Codigo = code
			if err := w.saveEvent(ev); err != nil {
				return err
			}
		}
		for i := range ev.Paquetes {
			pk := &ev.Paquetes[i]
			if pk.CodigoRecepcion == "" && pk.CodigoEstado == 0 {
				if pk.Dudoso {
					left, err := w.settleArrived(ctx, c, at, doc, pk.Facturas)
					if err != nil {
						w.eventError(ev.ID, err)
						return err
					}
					pk.Facturas = left
					if len(left) == 0 { // every invoice had arrived
						pk.Dudoso, pk.CodigoEstado = false, siat.EstadoValidada
						if err := w.saveEvent(ev); err != nil {
							return err
						}
						continue
					}
				}
				files, err := w.packageFiles(pk.Facturas)
				if err != nil {
					return err
				}
				pk.Dudoso = true
				if err := w.saveEvent(ev); err != nil {
					return err
				}
				res, err := c.SendPackage(ctx, at, doc, ev.Codigo, "", files)
				if err != nil {
					w.eventError(ev.ID, err)
					return err
				}
				pk.Dudoso = false
				if !res.Transaccion || res.CodigoRecepcion == "" {
					// Refused whole (the event out of term, a count that
					// differs): its invoices carry the SIN's messages.
					res.CodigoEstado, pk.CodigoEstado = siat.EstadoRechazada, siat.EstadoRechazada
					if err := w.e.update(func(tx *Tx) error { return packageVerdict(tx, ev, *pk, res) }); err != nil {
						return err
					}
					continue
				}
				pk.CodigoRecepcion, pk.CodigoEstado = res.CodigoRecepcion, res.CodigoEstado
				if err := w.saveEvent(ev); err != nil {
					return err
				}
			}
			if pk.CodigoEstado == siat.EstadoPendiente {
				res, err := c.PackageStatus(ctx, at, doc, pk.CodigoRecepcion)
				if err != nil {
					w.eventError(ev.ID, err)
					return err
				}
				if res.CodigoEstado == siat.EstadoPendiente {
					continue // validated later: the next pass asks again
				}
				pk.CodigoEstado = res.CodigoEstado
				if err := w.e.update(func(tx *Tx) error { return packageVerdict(tx, ev, *pk, res) }); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// groupOffline gathers the offline invoices of the outbox not yet in an
// event into events per branch and CUFD, once no contingency is active, and
// cuts each into packages of at most 500 in number order.
func groupOffline(tx *Tx, cfg SiatConfig, now time.Time) error {
	cont, err := getContingency(tx.Tx)
	if err != nil || cont.Activa {
		return err
	}
	type group struct {
		branch uint64
		cufd   string
	}
	groups := map[group][]*Invoice{}
	var order []group
	err = each(tx.Bucket(bktInvoiceOutbox), func(k []byte, o *outboxEntry) error {
		inv, err := getInvoice(tx.Tx, btoi(k))
		if err != nil || o.Accion != "enviar" || inv.TipoEmision != siat.EmisionFueraLinea || inv.Evento != 0 {
			return err
		}
		g := group{inv.Sucursal, inv.CUFD}
		if groups[g] == nil {
			order = append(order, g)
		}
		groups[g] = append(groups[g], inv)
		return nil
	})
	if err != nil {
		return err
	}
	for _, g := range order {
		invs := groups[g]
		sort.Slice(invs, func(i, j int) bool { return invs[i].Numero < invs[j].Numero })
		first, last := invs[0].FechaEmision, invs[0].FechaEmision
		for _, inv := range invs {
			first, last = minTime(first, inv.FechaEmision), maxTime(last, inv.FechaEmision)
		}
		// The event spans the outage as it was noticed, and at least every
		// invoice it covers (the SIN checks each emission falls inside it).
		inicio := first.Truncate(time.Millisecond).Add(-time.Millisecond)
		if u := cont.UltimoInicio; !u.IsZero() && u.Before(inicio) && first.Sub(u) < OfflineWindow {
			inicio = u
		}
		fin := maxTime(last, now).Truncate(time.Millisecond)
		b := tx.Bucket(bktInvoiceEvents)
		id, _ := b.NextSequence()
		ev := invoiceEvent{ID: id, Sucursal: g.branch, CUFDEvento: g.cufd, Inicio: inicio, Fin: fin, Motivo: cfg.MotivoEvento}
		files := make([]siat.PackageFile, len(invs))
		for i, inv := range invs {
			files[i] = siat.PackageFile{Name: itoa(int64(inv.ID))}
			if err := patchInvoice(tx, inv.ID, func(x *Invoice) { x.Evento = id }); err != nil {
				return err
			}
		}
		at := 0
		for _, part := range siat.SplitPackages(files) {
			ids := make([]uint64, len(part))
			for i := range part {
				ids[i] = invs[at+i].ID
			}
			at += len(part)
			ev.Paquetes = append(ev.Paquetes, eventPackage{Facturas: ids})
		}
		if err := putJSON(b, itob(id), ev); err != nil {
			return err
		}
	}
	return nil
}

// packageVerdict applies a package's verdict to its invoices: the files the
// SIN named in its messages (numeroArchivo counts from 0 in what we send;
// the SIN's base is unverified) are OBSERVADA with those messages, the rest
// VALIDADA, and all leave the outbox.
func packageVerdict(tx *Tx, ev invoiceEvent, pk eventPackage, res siat.Result) error {
	byFile := map[int][]siat.Message{}
	for _, m := range res.Messages {
		byFile[m.NumeroArchivo] = append(byFile[m.NumeroArchivo], m)
	}
	for i, id := range pk.Facturas {
		msgs := byFile[i]
		estado := InvoiceValid
		for _, m := range msgs {
			if !m.Advertencia {
				estado = InvoiceObserved
			}
		}
		if res.CodigoEstado == siat.EstadoRechazada {
			estado = InvoiceRejected
		}
		if err := tx.Bucket(bktInvoiceOutbox).Delete(itob(id)); err != nil {
			return err
		}
		if err := patchInvoice(tx, id, func(inv *Invoice) {
			inv.Estado, inv.Mensajes, inv.CodigoRecepcion, inv.Error = estado, messagesOf(msgs), pk.CodigoRecepcion, ""
			inv.CodigoEstado = res.CodigoEstado
		}); err != nil {
			return err
		}
		if err := mailOnVerdict(tx, id); err != nil {
			return err
		}
		if err := annulAfterSend(tx, id); err != nil {
			return err
		}
	}
	return putJSON(tx.Bucket(bktInvoiceEvents), itob(ev.ID), ev)
}

// settleArrived asks the SIN about each invoice of a package that may have
// arrived, records the state of those it holds and answers the others,
// which go in the package sent again.
func (w *SiatWorker) settleArrived(ctx context.Context, c *siat.Client, at siat.PointOfSale, doc siat.Document, ids []uint64) ([]uint64, error) {
	var left []uint64
	for _, id := range ids {
		var inv *Invoice
		if err := w.e.view(func(tx ReadTx) (err error) { inv, err = getInvoice(tx, id); return err }); err != nil {
			return nil, err
		}
		res, err := c.InvoiceStatus(ctx, at, doc, inv.CUF)
		if err != nil {
			return nil, err
		}
		if !res.Transaccion {
			left = append(left, id)
			continue
		}
		if err := w.e.update(func(tx *Tx) error { return recordAnswer(tx, id, "enviar", res) }); err != nil {
			return nil, err
		}
	}
	return left, nil
}

func (w *SiatWorker) saveEvent(ev invoiceEvent) error {
	return w.e.update(func(tx *Tx) error { return putJSON(tx.Bucket(bktInvoiceEvents), itob(ev.ID), ev) })
}

// eventError shows on the event why its step failed (for the log and the
// owner); an outage is not recorded, it only waits.
func (w *SiatWorker) eventError(id uint64, err error) {
	if siat.Offline(err) {
		return
	}
	_ = w.e.update(func(tx *Tx) error {
		var ev invoiceEvent
		if _, err := getJSON(tx.Bucket(bktInvoiceEvents), itob(id), &ev); err != nil {
			return err
		}
		ev.Error = siatErrorText(err)
		return putJSON(tx.Bucket(bktInvoiceEvents), itob(id), ev)
	})
}

// packageFiles reads the XML of a package's invoices in order.
func (w *SiatWorker) packageFiles(ids []uint64) ([]siat.PackageFile, error) {
	files := make([]siat.PackageFile, 0, len(ids))
	err := w.e.view(func(tx ReadTx) error {
		for _, id := range ids {
			inv, err := getInvoice(tx, id)
			if err != nil {
				return err
			}
			files = append(files, siat.PackageFile{Name: itoa(inv.Numero) + ".xml", XML: []byte(inv.XML)})
		}
		return nil
	})
	return files, err
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

func maxTime(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
