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

// AuditLog lists the entries that match f, newest first, and every kind the
// log holds (for the kind filter). The log holds only exceptional events
// (voids, returns, price and user changes), so it is read whole.
func (e *Engine) AuditLog(f AuditFilter) (out []AuditEntry, tipos []string, err error) {
	from, to, err := DayRange(f.Desde, f.Hasta, e.Now())
	if err != nil {
		return nil, nil, err
	}
	out = []AuditEntry{}
	kinds := map[string]bool{}
	err = e.view(func(tx ReadTx) error {
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
				out = append(out, a)
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
