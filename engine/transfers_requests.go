package engine

import "strings"

// RequestTransfer registers a transfer request (SOLICITAR): it is made in the
// requester's current branch, which is its origin, to an active branch
// enabled for transfers. It is Pendiente and moves nothing until the
// destination accepts it; the destination's users are notified now.
func (e *Engine) RequestTransfer(actor Actor, in TransferInput) (id uint64, err error) {
	if !actor.Has(StaffRoles...) {
		return 0, Forbidden("Su rol no puede solicitar traspasos.")
	}
	origin := uint64(in.Sucursal)
	if origin == 0 {
		origin = actor.Branch
	}
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		t, _, err := validateTransfer(tx, actor, &in, origin, false)
		var v Validation
		if err = v.Merge(err); err != nil {
			return err
		}
		if b, err := getBranch(tx.Tx, t.Destino); err == nil && !b.ActivaTraspaso && !v.Has("sucursal_destino") {
			v.Add("sucursal_destino", "La sucursal de destino no tiene habilitados los traspasos.")
		}
		if err := v.Err(); err != nil {
			return err
		}
		t.SolicitudEstado = SolicitudPendiente
		if id, err = storeTransfer(tx, actor, t); err != nil {
			return err
		}
		return notifyTransfer(tx, actor, t, "Nueva solicitud de traspaso")
	})
	return id, err
}

// RespondTransfer accepts or rejects a Pendiente request: only Super or the
// users of the receiving (destination) branch decide. Aceptado moves the
// stock then, re-checking the origin's; Rechazado moves nothing. Both are
// written to the audit log, and the requester is told (notifyRequester).
func (e *Engine) RespondTransfer(actor Actor, id uint64, respuesta string) error {
	respuesta = strings.TrimSpace(respuesta)
	if respuesta != SolicitudAceptado && respuesta != SolicitudRechazado {
		return Invalid("respuesta", "La respuesta debe ser Aceptado o Rechazado.")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		if !interBranchAllowed(tx.Tx, actor) {
			return errInterBranchOff
		}
		t, err := getTransfer(tx.Tx, id)
		if err != nil {
			return err
		}
		if !actor.IsSuper() && actor.Branch != t.Destino {
			return Forbidden("Solo la sucursal que recibe el traspaso o Super pueden responder la solicitud.")
		}
		if !t.Estado || t.SolicitudEstado != SolicitudPendiente {
			return Conflict("La solicitud ya fue respondida o anulada.")
		}
		t.SolicitudEstado, t.RespondidoPor = respuesta, actor.UserID
		// The detail words the answer as staff read it: "la solicitud", aceptada or rechazada.
		tipo, answer := AuditTransferReject, "rechazada"
		if respuesta == SolicitudAceptado {
			tipo, answer = AuditTransferAccept, "aceptada"
			if err := moveTransfer(tx, actor, t); err != nil {
				return err
			}
		} else if err := putTransfer(tx, t); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: tipo, Documento: DocTraspaso, DocumentoID: id, Sucursal: t.Destino,
			Detalle: "Solicitud de " + branchName(tx.Tx, t.Origen) + " a " + branchName(tx.Tx, t.Destino) + ": " + answer}); err != nil {
			return err
		}
		return notifyRequester(tx, actor, t)
	})
}

// notifyRequester tells the user who sent a request how it was answered, in
// the same transaction: an accepted request has just taken the units out of
// their branch. Nobody is told of their own answer.
func notifyRequester(tx *Tx, actor Actor, t *Transfer) error {
	u, err := getUser(tx.Tx, t.UsuarioID)
	if ErrorCode(err) == CodeNotFound || t.UsuarioID == actor.UserID || (err == nil && !receives(&u)) {
		return nil
	}
	if err != nil {
		return err
	}
	titulo, msg := "Solicitud de traspaso rechazada", "no movió ninguna unidad."
	if t.SolicitudEstado == SolicitudAceptado {
		titulo, msg = "Solicitud de traspaso aceptada", "las unidades salieron de "+branchName(tx.Tx, t.Origen)+"."
	}
	msg = "La solicitud N° " + itoa(int64(t.ID)) + " a " + branchName(tx.Tx, t.Destino) + " fue " +
		strings.ToLower(strings.TrimPrefix(titulo, "Solicitud de traspaso ")) + " por " + newNames(tx.Tx).user(actor.UserID) + ": " + msg
	return notify(tx, actor, []uint64{t.UsuarioID}, Notification{Tipo: NotifTraspaso, Titulo: titulo, Mensaje: msg,
		Sucursal: t.Origen, Documento: DocTraspaso, DocumentoID: t.ID})
}

// errInterBranchOff refuses TRASPASOS ENTRE SUCURSALES to a user whose own
// transfer flag is off.
var errInterBranchOff = Forbidden("Su usuario no tiene habilitados los traspasos entre sucursales.")

// CanUseInterBranch reports whether the actor may open TRASPASOS ENTRE
// SUCURSALES (list, accept, reject): Super and Administrador always, anyone
// else only when their own user has transfers enabled (the Traspasos box of
// the user form), whatever their branch's setting.
func (e *Engine) CanUseInterBranch(actor Actor) (ok bool) {
	_ = e.view(func(tx ReadTx) error {
		ok = interBranchAllowed(tx, actor)
		return nil
	})
	return ok
}

// interBranchAllowed is CanUseInterBranch inside a transaction, read from the
// stored user so that a flag cleared a moment ago counts at once.
func interBranchAllowed(tx ReadTx, actor Actor) bool {
	if actor.IsAdmin() {
		return true
	}
	u, err := getUser(tx, actor.UserID)
	return err == nil && u.ActivaTraspaso
}
