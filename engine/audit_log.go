package engine

import "sort"

// AuditFilter chooses the entries the Bitácora screen shows: a La Paz date
// range (blank dates mean today), a user (0 any) and a kind ("" any).
type AuditFilter struct {
	Desde, Hasta string
	UsuarioID    uint64
	Tipo         string
	// All skips the date range (restore checks, tests).
	All bool
}

// AuditRow is an entry as the Bitácora shows it: the stored entry and the
// names computed when it is read (the stored JSON is what the chain hashes).
type AuditRow struct {
	AuditEntry
	UsuarioNombre   string `json:"usuario_nombre"`   // the user's full name
	DocumentoNombre string `json:"documento_nombre"` // "Venta 12", "TAL-001 Taladro percutor"
	SucursalNombre  string `json:"sucursal"`
}

// AuditLog lists the entries that match f, newest first, and every kind the
// log holds (for the kind filter). The log holds only exceptional events
// (voids, returns, price and user changes), so it is read whole.
func (e *Engine) AuditLog(f AuditFilter) (out []AuditRow, tipos []string, err error) {
	from, to, err := DayRange(f.Desde, f.Hasta, e.Now())
	if err != nil {
		return nil, nil, err
	}
	out = []AuditRow{}
	kinds := map[string]bool{}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		c := tx.Bucket(bktAudit).Cursor()
		for k, raw := c.Last(); k != nil; k, raw = c.Prev() {
			var a AuditEntry
			if err := jsonUnmarshal(raw, &a); err != nil {
				return err
			}
			kinds[a.Tipo] = true
			if !f.All && (a.Fecha.Before(from) || !a.Fecha.Before(to)) {
				continue
			}
			if (f.UsuarioID == 0 || a.UsuarioID == f.UsuarioID) && (f.Tipo == "" || a.Tipo == f.Tipo) {
				full := nm.user(a.UsuarioID)
				if full == "" || full == " " {
					full = a.Usuario // a user since removed, or the CLI's local identity
				}
				out = append(out, AuditRow{AuditEntry: a, UsuarioNombre: full, DocumentoNombre: documentLabel(nm, a),
					SucursalNombre: nm.branch(a.Sucursal)})
			}
		}
		return nil
	})
	for k := range kinds {
		tipos = append(tipos, k)
	}
	sort.Strings(tipos)
	return out, tipos, err
}
