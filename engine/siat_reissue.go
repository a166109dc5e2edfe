package engine

import (
	"context"
	"strings"
	"time"

	"sgc/siat"
)

// An online invoice goes online only with its point of sale's CUFD in force:
// the SIN refuses one whose CUFD expired (953), and whether it takes one
// superseded by a newer CUFD (the forced renewal that ends a contingency,
// the daily renewal at midnight) is unverified, so that is never tried. An
// online invoice still unsent by then, because its send met the outage or
// the server was stopped, could not be sent online: it is
// re-emitted fuera de línea under the CUFD it was emitted with, and its
// event (cufdEvento = that CUFD) and package carry it to the SIN.
//
// Its CUF is made again with tipoEmisión 2. The CUF embeds the tipo de
// emisión (1 en línea, 2 fuera de línea) and a package is received with
// codigoEmision 2, so a tipo-1 CUF in it does not match; and the SIN's
// contingency page says an invoice whose send got no answer is re-issued
// fuera de línea with a new CUF (the SIAT research's README, "CUF" and
// "Rules"; its §4 "Timeout on send", transcribing the SIN's "ingreso a
// contingencia" page). That page also gives it a new number, because it
// re-issues at once, while the first may still be registered. Here the SIN
// is asked first (verificacionEstadoFactura) and only a CUF it does not hold
// is re-issued, so its number was never used: it keeps it, its date and its
// CUFD, and the buyer's printed number stays right (a new one would only
// open a gap, warning 2000). The first CUF, the one printed, no longer
// verifies: the log names it, and a reprint from Facturas shows the new one.

// sendsOnline reports whether an online invoice can still be sent online
// from point p at now.
func (p siatPoint) sendsOnline(inv *Invoice, now time.Time) bool {
	return inv.CUFD == p.CUFD && now.Before(p.CUFDVence)
}

// reissueLate re-emits fuera de línea the online invoices of the outbox
// that can no longer go online, after asking the SIN about those whose send
// may have arrived; the SIN's verdict on one it holds is recorded instead.
// The keeper runs it once the CUFDs are renewed, so the recovery's new CUFD
// comes first and the re-issued invoices join the pass's events.
func (w *SiatWorker) reissueLate(ctx context.Context, c *siat.Client, cfg SiatConfig) error {
	type late struct {
		inv *Invoice
		at  siat.PointOfSale
	}
	var lates []late
	now := w.e.Now()
	err := w.e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktInvoiceOutbox), func(k []byte, o *outboxEntry) error {
			inv, err := getInvoice(tx, btoi(k))
			if err != nil || o.Accion != "enviar" || inv.TipoEmision != siat.EmisionEnLinea {
				return err
			}
			place, ok := cfg.branch(inv.Sucursal)
			if !ok {
				return nil
			}
			p, err := getSiatPoint(tx, inv.Sucursal)
			if err != nil || p.CUFD == "" || p.sendsOnline(inv, now) {
				return err
			}
			lates = append(lates, late{inv, pos(place, p)})
			return nil
		})
	})
	if err != nil {
		return err
	}
	for _, l := range lates {
		if l.inv.Dudoso {
			doc := siat.Document{Sector: invoiceSector, TipoFactura: invoiceTipo, Emision: siat.EmisionEnLinea}
			res, err := c.InvoiceStatus(ctx, l.at, doc, l.inv.CUF)
			if err != nil {
				return err
			}
			if res.Transaccion {
				// It had arrived before the outage: its state is the answer.
				if err := w.e.update(func(tx *Tx) error { return recordAnswer(tx, l.inv.ID, "enviar", res) }); err != nil {
					return err
				}
				continue
			}
		}
		if err := w.e.update(func(tx *Tx) error { return reissueOffline(tx, l.inv.ID, cfg.Modalidad) }); err != nil {
			return err
		}
		w.e.Log.Info("facturación: factura no enviada en línea a tiempo, reemitida fuera de línea",
			"numero", l.inv.Numero, "cuf_impreso", l.inv.CUF)
	}
	return nil
}

// reissueOffline turns a stored online invoice that never reached the SIN
// into one emitted fuera de línea: the CUF made again with tipoEmisión 2
// and the CUFD's control code (read off the first CUF), the XML's cuf, and
// codigoExcepcion 1 for a NIT, which the SIN cannot check for a package.
// One whose CUF does not follow from its own data (the taxpayer or the
// modalidad changed since) stays as it is, with the reason for the owner.
func reissueOffline(tx *Tx, id uint64, modalidad int) error {
	inv, err := getInvoice(tx.Tx, id)
	if err != nil || inv.TipoEmision != siat.EmisionEnLinea {
		return err
	}
	in := siat.CUFInput{NIT: inv.NIT, FechaEmision: inv.FechaEmision, Sucursal: inv.CodigoSucursal, Modalidad: modalidad,
		TipoEmision: siat.EmisionEnLinea, TipoFactura: invoiceTipo, DocumentoSector: invoiceSector,
		NumeroFactura: inv.Numero, PuntoVenta: inv.PuntoVenta, CodigoControl: "-"}
	digits, err := siat.CUF(in)
	if err != nil {
		return err
	}
	control, ok := strings.CutPrefix(inv.CUF, strings.TrimSuffix(digits, "-"))
	if tag := "<cuf>" + inv.CUF + "</cuf>"; !ok || control == "" || strings.Count(inv.XML, tag) != 1 {
		inv.Error = "No se pudo enviar en línea ni reemitir fuera de línea: su CUF no corresponde a sus datos."
		return putJSON(tx.Bucket(bktInvoices), itob(id), inv)
	}
	in.TipoEmision, in.CodigoControl = siat.EmisionFueraLinea, control
	cuf, err := siat.CUF(in)
	if err != nil {
		return err
	}
	xml := strings.Replace(inv.XML, "<cuf>"+inv.CUF+"</cuf>", "<cuf>"+cuf+"</cuf>", 1)
	if inv.TipoDocumento == docTypeNIT && inv.CodigoExcepcion == 0 {
		inv.CodigoExcepcion = 1
		xml = strings.Replace(xml, "<codigoExcepcion>0</codigoExcepcion>", "<codigoExcepcion>1</codigoExcepcion>", 1)
	}
	inv.CUF, inv.XML = cuf, xml
	inv.TipoEmision, inv.Dudoso, inv.Error = siat.EmisionFueraLinea, false, ""
	return putJSON(tx.Bucket(bktInvoices), itob(id), inv)
}

// untriedOnline reports whether online invoices of branch emitted under
// cufd wait in the outbox without a send tried yet.
func (w *SiatWorker) untriedOnline(branch uint64, cufd string) (found bool, err error) {
	err = w.e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktInvoiceOutbox), func(k []byte, o *outboxEntry) error {
			if found || o.Accion != "enviar" {
				return nil
			}
			inv, err := getInvoice(tx, btoi(k))
			found = err == nil && inv.Sucursal == branch && inv.CUFD == cufd && inv.TipoEmision == siat.EmisionEnLinea &&
				inv.Intento == 0 && !inv.Dudoso
			return err
		})
	})
	return found, err
}
