package engine

// Assignment is one row of the branch-assignment modal.
type Assignment struct {
	ID       uint64 `json:"id"`
	Sucursal string `json:"sucursal"`
	Asignado bool   `json:"asignado"`
}

// Assignments lists every branch with whether the user may see it. The home
// branch is always assigned.
func (e *Engine) Assignments(userID uint64) (out []Assignment, err error) {
	err = e.view(func(tx ReadTx) error {
		u, err := getUser(tx, userID)
		if err != nil {
			return err
		}
		bk := tx.Bucket(bktAssigned)
		out = []Assignment{}
		return each(tx.Bucket(bktBranches), func(_ []byte, b *Branch) error {
			on := b.ID == u.SucursalID || bk.Get(key(userID, b.ID)) != nil
			out = append(out, Assignment{ID: b.ID, Sucursal: b.Sucursal, Asignado: on})
			return nil
		})
	})
	return out, err
}

// SetAssignments replaces the branches assigned to a user.
func (e *Engine) SetAssignments(actor Actor, userID uint64, branches []uint64) error {
	return e.update(func(tx *Tx) error {
		u, err := getUser(tx.Tx, userID)
		if err != nil {
			return err
		}
		bk := tx.Bucket(bktAssigned)
		for _, id := range branches {
			if _, err := getBranch(tx.Tx, id); err != nil {
				return Invalid("sucursales", "La sucursal "+itoa(int64(id))+" no existe.")
			}
		}
		c := bk.Cursor()
		prefix := itob(userID)
		for k, _ := c.Seek(prefix); k != nil && string(k[:8]) == string(prefix); k, _ = c.Seek(prefix) {
			if err := bk.Delete(k); err != nil {
				return err
			}
		}
		nm, names := newNames(tx.Tx), ""
		for _, id := range branches {
			if err := bk.Put(key(userID, id), []byte{}); err != nil {
				return err
			}
			if names != "" {
				names += ", "
			}
			names += nm.branch(id)
		}
		if names == "" {
			names = "ninguna"
		}
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditUserBranches, Documento: "usuario", DocumentoID: userID,
			Detalle: u.Usuario + ": sucursales asignadas " + names})
	})
}

// VisibleBranches are the active branches an actor may see: all for Super and
// Administrador, otherwise the home branch plus the assigned ones.
func (e *Engine) VisibleBranches(a Actor) (out []Branch, err error) {
	err = e.view(func(tx ReadTx) error {
		bk := tx.Bucket(bktAssigned)
		out = []Branch{}
		return each(tx.Bucket(bktBranches), func(_ []byte, b *Branch) error {
			if b.Estado && (a.IsAdmin() || b.ID == a.Home || bk.Get(key(a.UserID, b.ID)) != nil) {
				out = append(out, *b)
			}
			return nil
		})
	})
	return out, err
}
