package engine

import "strings"

// auditUserChange appends the audit entry of a user saved from before (ID 0
// when new) to after: a creation, a role change, a password change or another
// edit, with every changed field named in the detail.
func auditUserChange(tx *Tx, actor Actor, before, after User, password bool) error {
	roles := func(u User) string { return strings.Join(u.Rol, ", ") }
	a := AuditEntry{Documento: "usuario", DocumentoID: after.ID, Sucursal: after.SucursalID}
	if before.ID == 0 {
		a.Tipo = AuditUserCreate
		a.Detalle = after.Usuario + ": rol " + roles(after) + ", sucursal " + newNames(tx.Tx).branch(after.SucursalID)
		return appendAudit(tx, actor, a)
	}
	var changes []string
	if roles(before) != roles(after) {
		a.Tipo = AuditUserRole
		changes = append(changes, "rol "+roles(before)+" → "+roles(after))
	}
	if before.SucursalID != after.SucursalID {
		nm := newNames(tx.Tx)
		changes = append(changes, "sucursal "+nm.branch(before.SucursalID)+" → "+nm.branch(after.SucursalID))
	}
	if before.Usuario != after.Usuario {
		changes = append(changes, "usuario "+before.Usuario+" → "+after.Usuario)
	}
	if before.ActivaTraspaso != after.ActivaTraspaso {
		changes = append(changes, "traspasos "+map[bool]string{true: "activados", false: "desactivados"}[after.ActivaTraspaso])
	}
	if password {
		if a.Tipo == "" {
			a.Tipo = AuditUserPassword
		}
		changes = append(changes, "contraseña cambiada")
	}
	if a.Tipo == "" {
		a.Tipo = AuditUserEdit
	}
	if len(changes) == 0 {
		changes = append(changes, "datos personales")
	}
	a.Detalle = after.Usuario + ": " + strings.Join(changes, "; ")
	return appendAudit(tx, actor, a)
}
