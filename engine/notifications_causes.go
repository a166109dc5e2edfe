package engine

// The cancellation notifications of each document kind, called by the void,
// return and write-off commands inside their own transaction.

// notifySaleVoid tells the administrators that lines of sale s were voided
// (all of its lines still out when line is nil).
func notifySaleVoid(tx *Tx, actor Actor, s *Sale, line *SaleLine, motivo string) error {
	var notes []NotifLinea
	titulo := "Venta anulada"
	for i := range s.Detalles {
		l := &s.Detalles[i]
		if (line == nil && l.Estado == 1 && l.out() > 0) || l == line {
			notes = append(notes, NotifLinea{TipoMovimiento: KardexAnulacionVenta, ProductoID: l.ProductoID, Cantidad: l.out(), Motivo: motivo})
		}
	}
	if line != nil {
		titulo = "Producto anulado en venta"
	}
	return notifyCancellation(tx, actor, s.Sucursal, DocVenta, s.ID, titulo,
		titulo+" N° "+itoa(int64(s.NumeroComprobante))+": "+motivo, notes)
}

// notifyPurchaseVoid tells the administrators that purchase lines were voided.
func notifyPurchaseVoid(tx *Tx, actor Actor, pu *Purchase, lines []PurchaseLine, whole bool, motivo string) error {
	notes := make([]NotifLinea, 0, len(lines))
	for _, l := range lines {
		notes = append(notes, NotifLinea{TipoMovimiento: KardexAnulacionCompra, ProductoID: l.ProductoID, Cantidad: l.Cantidad, Motivo: motivo})
	}
	titulo := "Compra anulada"
	if !whole {
		titulo = "Producto anulado en compra"
	}
	return notifyCancellation(tx, actor, pu.Sucursal, DocCompra, pu.ID, titulo,
		titulo+" N° "+itoa(int64(pu.ID))+": "+motivo, notes)
}

// notifyReturn tells the administrators about a return of a sale.
func notifyReturn(tx *Tx, actor Actor, r *Return, s *Sale) error {
	notes := make([]NotifLinea, 0, len(r.Detalles))
	for _, l := range r.Detalles {
		notes = append(notes, NotifLinea{TipoMovimiento: KardexDevolucion, ProductoID: l.ProductoID, Cantidad: l.Cantidad, Motivo: r.Motivo})
	}
	return notifyCancellation(tx, actor, r.Sucursal, "devolucion", r.ID, "Devolución registrada",
		"Devolución N° "+itoa(int64(r.ID))+" de la venta N° "+itoa(int64(s.NumeroComprobante))+": "+r.Motivo, notes)
}

// notifyBaja tells the administrators about a write-off.
func notifyBaja(tx *Tx, actor Actor, b *Baja) error {
	return notifyCancellation(tx, actor, b.Sucursal, "baja", b.ID, "Baja de producto",
		"Baja N° "+itoa(int64(b.ID))+": "+b.Motivo,
		[]NotifLinea{{TipoMovimiento: KardexBaja, ProductoID: b.ProductoID, Cantidad: b.Cantidad, Motivo: b.Motivo}})
}

// notifyCatalogoCancel tells the administrators that a catalogue, or one of
// its lines, was cancelled (catalogues never move stock).
func notifyCatalogoCancel(tx *Tx, actor Actor, c *Catalogo, line *CatalogoLine, motivo string) error {
	var notes []NotifLinea
	titulo := "Catálogo anulado"
	for i := range c.Detalles {
		l := &c.Detalles[i]
		if (line == nil && l.Estado == 1) || l == line {
			notes = append(notes, NotifLinea{TipoMovimiento: "Anulación de catálogo", ProductoID: l.ProductoID, Cantidad: l.Cantidad, Motivo: motivo})
		}
	}
	if line != nil {
		titulo = "Producto anulado en catálogo"
	}
	return notifyCancellation(tx, actor, c.Sucursal, "catalogo", c.ID, titulo,
		titulo+" N° "+itoa(int64(c.NroCatalogo))+": "+motivo, notes)
}
