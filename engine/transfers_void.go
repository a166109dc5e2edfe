package engine

import "strings"

// VoidTransfer voids a valid transfer with a reason (Super, Administrador and
// Encargado de Almacen; the latter only for a transfer of their branch). If
// its stock had moved, both ends are reversed (kardex AnulacionTraspasoIngreso
// at the destination, AnulacionTraspasoEgreso at the origin), which is
// refused when the destination no longer has the units. A rejected request
// has nothing to void.
func (e *Engine) VoidTransfer(actor Actor, id uint64, motivo string) error {
	if !actor.Has(RoleSuper, RoleAdmin, RoleAlmacen) {
		return Forbidden("Solo Super, Administrador o Encargado de Almacén pueden anular traspasos.")
	}
	if motivo = strings.TrimSpace(motivo); motivo == "" {
		return Invalid("motivo", "Debe ingresar un motivo")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		t, err := getTransfer(tx.Tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(t.Origen) && !actor.CanActIn(t.Destino) {
			return Forbidden("No puede anular traspasos de otra sucursal.")
		}
		switch {
		case !t.Estado:
			return Conflict("El traspaso ya está anulado.")
		case t.SolicitudEstado == SolicitudRechazado:
			return Conflict("La solicitud fue rechazada: no movió stock y no se puede anular.")
		}
		var lines []*TransferLine
		for i := range t.Detalles {
			if t.Detalles[i].Estado == 1 {
				lines = append(lines, &t.Detalles[i])
			}
		}
		desc := "Anulación de traspaso N° " + itoa(int64(id)) + ": " + motivo
		notes, err := reverseTransfer(tx, actor, t, lines, desc, motivo)
		if err != nil {
			return err
		}
		t.Estado, t.MotivoAnulacion = false, motivo
		if err := putTransfer(tx, t); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditTransferVoid, Documento: DocTraspaso, DocumentoID: id,
			Sucursal: t.Origen, Motivo: motivo, Detalle: transferRoute(tx.Tx, t)}); err != nil {
			return err
		}
		return notifyCancellation(tx, actor, t.Origen, DocTraspaso, id, "Traspaso anulado",
			"Traspaso N° "+itoa(int64(id))+" ("+transferRoute(tx.Tx, t)+") anulado: "+motivo, notes)
	})
}

// VoidTransferLine voids the line of product in a valid transfer that has
// more than one valid line. Super and Administrador may do it at any time,
// the other roles only while the request is Pendiente and in their branch.
// A reason is required once the stock moved; the line's units then go back.
func (e *Engine) VoidTransferLine(actor Actor, id, product uint64, motivo string) error {
	motivo = strings.TrimSpace(motivo)
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		t, err := getTransfer(tx.Tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(t.Origen) && !actor.CanActIn(t.Destino) {
			return Forbidden("No puede modificar traspasos de otra sucursal.")
		}
		if !actor.IsAdmin() && t.SolicitudEstado != SolicitudPendiente {
			return Forbidden("Solo Super o Administrador pueden quitar productos de un traspaso ya realizado.")
		}
		var line *TransferLine
		valid := 0
		for i := range t.Detalles {
			l := &t.Detalles[i]
			if l.Estado == 1 {
				valid++
				if l.ProductoID == product && line == nil {
					line = l
				}
			}
		}
		switch {
		case !t.Estado:
			return Conflict("El traspaso está anulado.")
		case t.SolicitudEstado == SolicitudRechazado:
			return Conflict("La solicitud fue rechazada.")
		case line == nil:
			return NotFound("El producto no está en el traspaso o ya fue anulado.")
		case valid < 2:
			return Conflict("El traspaso debe tener más de un producto válido; anule el traspaso completo.")
		case t.moved() && motivo == "":
			return Invalid("motivo", "Debe ingresar un motivo")
		}
		desc := "Anulación de producto en traspaso N° " + itoa(int64(id)) + ": " + motivo
		notes, err := reverseTransfer(tx, actor, t, []*TransferLine{line}, desc, motivo)
		if err != nil {
			return err
		}
		line.Estado, line.Motivo = 0, motivo
		if err := putTransfer(tx, t); err != nil {
			return err
		}
		name := productName(tx.Tx, product)
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditTransferLineVoid, Documento: DocTraspaso, DocumentoID: id,
			Sucursal: t.Origen, Motivo: motivo, Detalle: name + " x " + itoa(line.Cantidad) + " · " + transferRoute(tx.Tx, t)}); err != nil {
			return err
		}
		if !t.moved() {
			return nil
		}
		return notifyCancellation(tx, actor, t.Origen, DocTraspaso, id, "Producto anulado en traspaso",
			"Traspaso N° "+itoa(int64(id))+": se anuló "+name+". "+motivo, notes)
	})
}

// reverseTransfer brings the units of lines back from the destination to the
// origin when the transfer had moved them, after checking that the
// destination still has them all. It gives the cancellation lines.
func reverseTransfer(tx *Tx, actor Actor, t *Transfer, lines []*TransferLine, desc, motivo string) ([]NotifLinea, error) {
	var notes []NotifLinea
	if !t.moved() {
		return notes, nil
	}
	need := map[uint64]int64{}
	for _, l := range lines {
		need[l.ProductoID] += l.Cantidad
	}
	for p, n := range need {
		if have := getStock(tx.Tx, t.Destino, p); have < n {
			return nil, Conflict("La sucursal " + branchName(tx.Tx, t.Destino) + " ya no tiene las unidades del traspaso: " +
				productName(tx.Tx, p) + " disponible " + itoa(have) + ", se requieren " + itoa(n) + ".")
		}
	}
	for _, l := range lines {
		if _, err := move(tx, actor, movement{Branch: t.Destino, Product: l.ProductoID, Qty: -l.Cantidad, Tipo: KardexAnulacionTraspasoIngreso,
			Precio: l.Costo, Desc: desc, Doc: DocTraspaso, DocID: t.ID, Fecha: tx.now}); err != nil {
			return nil, err
		}
		if _, err := move(tx, actor, movement{Branch: t.Origen, Product: l.ProductoID, Qty: l.Cantidad, Tipo: KardexAnulacionTraspasoEgreso,
			Precio: l.Costo, Desc: desc, Doc: DocTraspaso, DocID: t.ID, Fecha: tx.now}); err != nil {
			return nil, err
		}
		notes = append(notes, NotifLinea{TipoMovimiento: "Anulación de traspaso", ProductoID: l.ProductoID, Cantidad: l.Cantidad, Motivo: motivo})
	}
	return notes, nil
}

// transferRoute is "Origen → Destino" for messages.
func transferRoute(tx ReadTx, t *Transfer) string {
	return branchName(tx, t.Origen) + " → " + branchName(tx, t.Destino)
}
