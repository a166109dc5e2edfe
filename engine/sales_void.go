package engine

import "strings"

// VoidSale voids a valid sale (Super or Administrador): the units still with
// the customer (sold − returned) come back with kardex AnulacionVenta, pending
// instalments are cancelled and what was received and not yet refunded goes
// back in cash ("Anulaciones"). Its factura, if any, is annulled with the
// configured motivo.
func (e *Engine) VoidSale(actor Actor, id uint64, motivo string) error {
	return e.VoidSaleWith(actor, id, SaleVoid{Motivo: motivo})
}

// SaleVoid is what voiding a sale takes: the reason, and for an invoiced
// sale the SIN's motivo de anulación of its factura (0 is the configured
// MotivoAnulacionVenta, so a client that does not ask still voids).
type SaleVoid struct {
	Motivo       string `json:"motivo"`
	CodigoMotivo int    `json:"codigo_motivo"`
}

// VoidSaleWith is VoidSale with the factura's motivo chosen by the caller.
func (e *Engine) VoidSaleWith(actor Actor, id uint64, in SaleVoid) error {
	if !actor.IsAdmin() {
		return Forbidden("Solo Super o Administrador pueden anular ventas.")
	}
	motivo := strings.TrimSpace(in.Motivo)
	if motivo == "" {
		return Invalid("motivo", "Debe ingresar un motivo")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		s, err := getSale(tx.Tx, id)
		if err != nil {
			return err
		}
		tx.aggregates().sale(s, -1)
		if !actor.CanActIn(s.Sucursal) {
			return Forbidden("No puede anular ventas de otra sucursal.")
		}
		if s.Estado != SaleValid {
			return Conflict("La venta ya está anulada.")
		}
		desc := "Anulación de venta N° " + itoa(int64(s.NumeroComprobante)) + ": " + motivo
		for i := range s.Detalles {
			if l := &s.Detalles[i]; l.Estado == 1 && l.out() > 0 {
				if err := giveBack(tx, actor, s, l, desc); err != nil {
					return err
				}
			}
		}
		cash, err := settle(tx, actor, DocVenta, id, s.Sucursal, &s.Saldo, s.Saldo+s.Cobrado-s.Reembolsado,
			CashAnulaciones, s.MetodoPago, desc, -1)
		if err != nil {
			return err
		}
		s.Reembolsado += cash
		s.Estado, s.Motivo = SaleVoided, motivo
		if err := annulSaleInvoice(tx, actor, s, in.CodigoMotivo); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditSaleVoid, Documento: "venta", DocumentoID: id,
			Sucursal: s.Sucursal, Motivo: motivo, Monto: s.Total,
			Detalle: "Venta N° " + itoa(int64(s.NumeroComprobante)) + "; devuelto en caja " + bs(cash)}); err != nil {
			return err
		}
		if err := notifySaleVoid(tx, actor, s, nil, motivo); err != nil {
			return err
		}
		tx.aggregates().sale(s, 1)
		return putJSON(tx.Bucket(bktSales), itob(id), s)
	})
}

// VoidSaleLine voids one line (detalleAgrupadoId) of a valid sale that has
// more than one valid line with units still out, this one among them. Its
// units come back, the total drops by the line and the value still owed for
// it is credited: first against the open balance, the rest in cash.
func (e *Engine) VoidSaleLine(actor Actor, id, detalle uint64, motivo string) error {
	if !actor.IsAdmin() {
		return Forbidden("Solo Super o Administrador pueden anular productos de una venta.")
	}
	if motivo = strings.TrimSpace(motivo); motivo == "" {
		return Invalid("motivo", "Debe ingresar un motivo")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		s, err := getSale(tx.Tx, id)
		if err != nil {
			return err
		}
		tx.aggregates().sale(s, -1)
		if !actor.CanActIn(s.Sucursal) {
			return Forbidden("No puede anular ventas de otra sucursal.")
		}
		if s.FacturaID != 0 {
			// The factura states the whole sale; changing one line would need
			// a nota de crédito-débito (sector 24), which is not built yet.
			return Conflict("La venta tiene factura: anule la venta completa (se anula su factura) y registre una nueva.")
		}
		var line *SaleLine
		valid := 0
		for i := range s.Detalles {
			l := &s.Detalles[i]
			if l.Estado == 1 && l.ID == detalle {
				line = l
			}
			if l.Estado == 1 && l.out() > 0 {
				valid++ // lines fully returned do not count: they hold nothing
			}
		}
		switch {
		case s.Estado != SaleValid:
			return Conflict("La venta está anulada.")
		case line == nil:
			return NotFound("El producto no está en la venta o ya fue anulado.")
		case valid < 2:
			return Conflict("La venta debe tener más de un producto válido; anule la venta completa.")
		case line.out() == 0:
			return Conflict("El producto ya fue devuelto por completo.")
		}
		desc := "Anulación de producto en venta N° " + itoa(int64(s.NumeroComprobante)) + ": " + motivo
		if err := giveBack(tx, actor, s, line, desc); err != nil {
			return err
		}
		if err := notifySaleVoid(tx, actor, s, line, motivo); err != nil {
			return err
		}
		line.Estado, line.Motivo = 0, motivo
		before := s.Total - s.Devuelto
		s.Total = max(0, s.Total-line.Precio*Money(line.CantidadVendida))
		s.Devuelto = min(max(0, s.Devuelto-line.Precio*Money(line.CantidadDevuelta)), s.Total)
		if s.Total-s.Devuelto > before { // a capped refund earlier: never credit back more than is owed
			s.Devuelto = s.Total - before
		}
		cash, err := settle(tx, actor, DocVenta, id, s.Sucursal, &s.Saldo, before-(s.Total-s.Devuelto),
			CashAnulaciones, s.MetodoPago, desc, -1)
		if err != nil {
			return err
		}
		s.Reembolsado += cash
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditSaleLineVoid, Documento: "venta", DocumentoID: id,
			Sucursal: s.Sucursal, Motivo: motivo, Monto: line.Precio * Money(line.CantidadVendida),
			Detalle: "Venta N° " + itoa(int64(s.NumeroComprobante)) + ", " + productName(tx.Tx, line.ProductoID) +
				" × " + itoa(line.CantidadVendida) + "; nuevo total " + bs(s.Total)}); err != nil {
			return err
		}
		tx.aggregates().sale(s, 1)
		return putJSON(tx.Bucket(bktSales), itob(id), s)
	})
}

// giveBack returns a line's units still out to the branch.
func giveBack(tx *Tx, actor Actor, s *Sale, l *SaleLine, desc string) error {
	_, err := move(tx, actor, movement{Branch: s.Sucursal, Product: l.ProductoID, Qty: l.out(), Tipo: KardexAnulacionVenta,
		Precio: l.Precio, Desc: desc, Doc: DocVenta, DocID: s.ID, Fecha: tx.now})
	return err
}
