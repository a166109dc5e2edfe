package engine

import (
	"sgc/engine/esbo"
	"sgc/siat"
)

// AuditInvoiceAnnul is the audit kind of an annulment asked of the SIN.
const AuditInvoiceAnnul = "Anulación de factura"

// AnnulInvoice asks the SIN to annul an invoice (Super or Administrador):
// the motivo must be in the synced catalogue and the deadline (day
// DiaLimiteAnulacion of the month after emission) not passed. The request
// waits in the outbox, so it is sent when the SIN answers; 905 makes the
// invoice ANULADA.
func (e *Engine) AnnulInvoice(actor Actor, id uint64, motivo int) error {
	if !actor.IsAdmin() {
		return Forbidden("Solo Super o Administrador pueden anular facturas.")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		return annulInvoice(tx, actor, id, motivo)
	})
}

// annulInvoice is AnnulInvoice inside tx, shared with the void of a sale.
func annulInvoice(tx *Tx, actor Actor, id uint64, motivo int) error {
	inv, err := getInvoice(tx.Tx, id)
	if err != nil {
		return err
	}
	if !actor.CanActIn(inv.Sucursal) {
		return Forbidden("No puede anular facturas de otra sucursal.")
	}
	cfg, err := getSiatConfig(tx.Tx)
	if err != nil {
		return err
	}
	cats, err := getSiatCatalogues(tx.Tx)
	if err != nil {
		return err
	}
	if !cats.has(siat.CatalogueMotivoAnulacion, motivo) {
		return Invalid("codigo_motivo", "Elija un motivo de anulación del catálogo del SIN.")
	}
	switch {
	case inv.Estado == InvoiceAnnulled || inv.Motivo != 0:
		return Conflict("La factura ya está anulada o su anulación está en curso.")
	case inv.Estado == InvoiceRejected:
		return Conflict("La factura fue rechazada por el SIN: no hay nada que anular.")
	case inv.Revertida:
		return Conflict("La anulación de esta factura ya fue revertida una vez: el SIN no permite anularla de nuevo.")
	}
	limit := siat.AnnulmentDeadline(inv.FechaEmision, cfg.DiaLimiteAnulacion)
	if !tx.now.Before(limit) {
		return Invalid("codigo_motivo", "El plazo para anular esta factura venció el "+
			esbo.Date(limit.Add(-1))+" (día "+itoa(int64(cfg.DiaLimiteAnulacion))+" del mes siguiente a su emisión).")
	}
	inv.Motivo = motivo
	// Not yet received by the SIN: the annulment follows its send (queueAnnul).
	if tx.Bucket(bktInvoiceOutbox).Get(itob(id)) == nil {
		if err := queueAnnul(tx, inv); err != nil {
			return err
		}
	}
	if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditInvoiceAnnul, Documento: "factura", DocumentoID: id,
		Sucursal: inv.Sucursal, Monto: inv.Total, Motivo: itoa(int64(motivo)),
		Detalle: "Factura N° " + itoa(inv.Numero) + " de la venta " + itoa(int64(inv.VentaID))}); err != nil {
		return err
	}
	return putJSON(tx.Bucket(bktInvoices), itob(id), inv)
}

// RetryInvoice sends an invoice's pending call at the next pass, without
// waiting for the pause after a refusal (the owner fixed the cause).
func (e *Engine) RetryInvoice(actor Actor, id uint64) error {
	if !actor.IsAdmin() {
		return Forbidden("Solo Super o Administrador pueden reintentar el envío.")
	}
	return e.update(func(tx *Tx) error {
		var o outboxEntry
		ok, err := getJSON(tx.Bucket(bktInvoiceOutbox), itob(id), &o)
		if err != nil {
			return err
		}
		if !ok {
			return Conflict("La factura no tiene nada pendiente con el SIN.")
		}
		o.Siguiente = tx.now.UTC()
		return putJSON(tx.Bucket(bktInvoiceOutbox), itob(id), o)
	})
}

// queueAnnul puts an invoice's asked annulment in the outbox, once the SIN
// holds the invoice (valid or observed).
func queueAnnul(tx *Tx, inv *Invoice) error {
	if inv.Motivo == 0 || (inv.Estado != InvoiceValid && inv.Estado != InvoiceObserved) {
		return nil
	}
	return putJSON(tx.Bucket(bktInvoiceOutbox), itob(inv.ID), outboxEntry{Accion: "anular", Motivo: inv.Motivo, Desde: tx.now.UTC()})
}

// annulSaleInvoice annuls the factura of a sale being voided, with motivo
// (0: the configured one), unless it is already annulled, on its way to be,
// or was rejected; a motivo out of the catalogue or a passed deadline
// refuses the void with the reason.
func annulSaleInvoice(tx *Tx, actor Actor, s *Sale, motivo int) error {
	if s.FacturaID == 0 {
		return nil
	}
	inv, err := getInvoice(tx.Tx, s.FacturaID)
	if err != nil || inv.Estado == InvoiceAnnulled || inv.Estado == InvoiceRejected || inv.Motivo != 0 {
		return err
	}
	if motivo == 0 {
		cfg, err := getSiatConfig(tx.Tx)
		if err != nil {
			return err
		}
		motivo = cfg.MotivoAnulacionVenta
	}
	return annulInvoice(tx, actor, inv.ID, motivo)
}

// AuditInvoiceRevert is the audit kind of a reverted annulment.
const AuditInvoiceRevert = "Reversión de anulación de factura"

// RevertAnnulment asks the SIN to undo the annulment of an invoice (Super or
// Administrador), once and within the annulment's deadline, while its sale
// is still valid; 907 makes it VALIDADA again. The request waits in the outbox.
func (e *Engine) RevertAnnulment(actor Actor, id uint64) error {
	if !actor.IsAdmin() {
		return Forbidden("Solo Super o Administrador pueden revertir anulaciones.")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		inv, err := getInvoice(tx.Tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(inv.Sucursal) {
			return Forbidden("No puede revertir anulaciones de otra sucursal.")
		}
		s, err := getSale(tx.Tx, inv.VentaID)
		if err != nil {
			return err
		}
		switch {
		case inv.Estado != InvoiceAnnulled:
			return Conflict("Solo se revierte la anulación de una factura ANULADA.")
		case inv.Revertida:
			return Conflict("La anulación de esta factura ya fue revertida una vez.")
		case s.Estado != SaleValid:
			return Conflict("La venta de esta factura está anulada: no se revierte su anulación.")
		case tx.Bucket(bktInvoiceOutbox).Get(itob(id)) != nil:
			return Conflict("La factura tiene una operación en curso con el SIN.")
		}
		cfg, err := getSiatConfig(tx.Tx)
		if err != nil {
			return err
		}
		if limit := siat.AnnulmentDeadline(inv.FechaEmision, cfg.DiaLimiteAnulacion); !tx.now.Before(limit) {
			return Conflict("El plazo para revertir la anulación venció el " + esbo.Date(limit.Add(-1)) + ".")
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditInvoiceRevert, Documento: "factura", DocumentoID: id,
			Sucursal: inv.Sucursal, Monto: inv.Total, Detalle: "Factura N° " + itoa(inv.Numero)}); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktInvoiceOutbox), itob(id), outboxEntry{Accion: "revertir", Desde: tx.now.UTC()})
	})
}
