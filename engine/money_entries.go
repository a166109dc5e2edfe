package engine

import (
	"strings"
	"time"
)

// MoneyEntry is an Ingreso or a Gasto: money that entered or left a branch
// outside sales and purchases. Its cash movement is recorded when it is made;
// a later edit of its amount or method, or a change of estado, records the
// correcting movement on the day of the change, so a closed cash box never
// changes.
type MoneyEntry struct {
	ID                uint64    `json:"id"`
	Fecha             time.Time `json:"fecha"`
	Concepto          string    `json:"concepto"`
	NumeroComprobante string    `json:"numero_comprobante"`
	MetodoPago        string    `json:"metodo_pago"`
	NumeroDocumento   string    `json:"numero_documento"`
	CategoriaID       uint64    `json:"categoria_id"`
	Total             Money     `json:"total"`
	Descripcion       string    `json:"descripcion"`
	Sucursal          uint64    `json:"sucursal_id"`
	UsuarioID         uint64    `json:"usuario_id"`
	Estado            bool      `json:"estado"`
}

// MoneyEntryView is an entry as the Ingresos / Gastos lists show it.
type MoneyEntryView struct {
	MoneyEntry
	Categoria    string `json:"categoria"`
	Empleado     string `json:"empleado"`
	SucursalName string `json:"sucursal"`
}

// MoneyEntryInput is what the Ingreso / Gasto modal sends. Amounts and ids
// arrive as text so that a bad value is a field message.
type MoneyEntryInput struct {
	Concepto          string `json:"concepto"`
	NumeroComprobante Text   `json:"numero_comprobante"`
	MetodoPago        string `json:"metodo_pago"`
	NumeroDocumento   Text   `json:"numero_documento"`
	Categoria         ID     `json:"categoria"`
	CategoriaID       ID     `json:"categoria_id"`
	Total             Text   `json:"total"`
	Descripcion       string `json:"descripcion"`
	Sucursal          ID     `json:"sucursal_id"`
}

// MoneyEntries is a book's list for a branch and range with its total (the
// active entries).
type MoneyEntries struct {
	Data  []MoneyEntryView `json:"data"`
	Total Money            `json:"total"`
}

// moneyAmount reads a required amount from a form's text: above 0, or 0 and
// above when zeroOK.
func moneyAmount(v *Validation, field, label, s string, zeroOK bool) Money {
	s = strings.TrimSpace(s)
	if s == "" {
		v.Add(field, "El campo "+label+" es obligatorio.")
		return 0
	}
	m, tooBig, err := parseFormAmount(s)
	switch {
	case tooBig:
		v.Add(field, TooLargeMessage("El campo "+label))
	case err != nil:
		v.Add(field, "El campo "+label+" debe ser un número.")
	case m < 0 && zeroOK:
		v.Add(field, "El campo "+label+" no puede ser negativo.")
	case m <= 0 && !zeroOK:
		v.Add(field, "El campo "+label+" debe ser mayor a 0.")
	}
	return m
}

// validateEntry checks the form and gives the entry's new field values.
func validateEntry(tx ReadTx, b Book, in MoneyEntryInput) (MoneyEntry, error) {
	clean(&in.Concepto, &in.MetodoPago, &in.Descripcion)
	numero, doc := strings.TrimSpace(string(in.NumeroComprobante)), strings.TrimSpace(string(in.NumeroDocumento))
	var v Validation
	if v.Required("concepto", "concepto", in.Concepto) {
		v.MaxLen("concepto", "concepto", in.Concepto, 255)
	}
	v.MaxLen("numero_comprobante", "número de comprobante", numero, 50)
	metodo := paymentMethod(&v, "metodo_pago", in.MetodoPago)
	v.Digits("numero_documento", "número de documento", doc)
	v.MaxLen("numero_documento", "número de documento", doc, 50)
	total := moneyAmount(&v, "total", "total", string(in.Total), false)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 1000)
	cat := uint64(max(in.Categoria, in.CategoriaID))
	if cat == 0 {
		v.Add("categoria", "El campo categoría es obligatorio.")
	} else {
		var c MoneyCategory
		if ok, err := getJSON(tx.Bucket(b.info().cats), itob(cat), &c); err != nil {
			return MoneyEntry{}, err
		} else if !ok || !c.Estado {
			v.Add("categoria", "La categoría seleccionada no es válida.")
		}
	}
	return MoneyEntry{Concepto: in.Concepto, NumeroComprobante: numero, MetodoPago: metodo, NumeroDocumento: doc,
		CategoriaID: cat, Total: total, Descripcion: in.Descripcion}, v.Err()
}

// SaveMoneyEntry creates (id 0) or edits an income or expense. The five staff
// roles work in their own branch, Super and Administrador in any. A new entry
// moves its total in cash by its method; an edit that changes the amount or
// the method takes the old movement back and records the new one, today.
func (e *Engine) SaveMoneyEntry(actor Actor, b Book, id uint64, in MoneyEntryInput) (uint64, error) {
	if !e.RoleCan(actor.Role(), CapDinero) {
		return 0, Forbidden("Su rol no puede registrar ingresos ni gastos.")
	}
	bi := b.info()
	// fn may run more than once: each run starts from the id asked for, not
	// from the one an earlier run took.
	asked := id
	err := e.updateIdempotent(actor, &id, func(tx *Tx) error {
		id = asked
		next, err := validateEntry(tx.Tx, b, in)
		if err != nil {
			return err
		}
		bk := tx.Bucket(bi.entries)
		if id == 0 {
			branch, err := newDocBranch(tx.Tx, actor, in.Sucursal, bi.noun+"s")
			if err != nil {
				return err
			}
			if id, err = bk.NextSequence(); err != nil {
				return err
			}
			next.ID, next.Fecha, next.Sucursal, next.UsuarioID, next.Estado = id, tx.now.UTC(), branch, actor.UserID, true
			if err := tx.Bucket(bi.days).Put(key(branch, timeKey(next.Fecha), id), []byte{}); err != nil {
				return err
			}
			if err := putJSON(bk, itob(id), next); err != nil {
				return err
			}
			return recordCash(tx, actor, branch, bi.concepto, next.MetodoPago, bi.sign*next.Total, bi.noun, id,
				strings.ToUpper(bi.noun[:1])+bi.noun[1:]+" N° "+itoa(int64(id))+": "+next.Concepto)
		}
		old, err := getEntry(tx.Tx, b, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(old.Sucursal) {
			return Forbidden("No puede operar en otra sucursal.")
		}
		if !old.Estado {
			return Conflict("No se puede editar un " + bi.noun + " inactivo.")
		}
		cur := *old
		cur.Concepto, cur.NumeroComprobante, cur.MetodoPago, cur.NumeroDocumento = next.Concepto, next.NumeroComprobante, next.MetodoPago, next.NumeroDocumento
		cur.CategoriaID, cur.Total, cur.Descripcion = next.CategoriaID, next.Total, next.Descripcion
		if err := putJSON(bk, itob(id), cur); err != nil {
			return err
		}
		if old.Total == cur.Total && old.MetodoPago == cur.MetodoPago {
			return nil
		}
		desc := "Corrección del " + bi.noun + " N° " + itoa(int64(id))
		if err := recordCash(tx, actor, old.Sucursal, bi.concepto, old.MetodoPago, -bi.sign*old.Total, bi.noun, id, desc); err != nil {
			return err
		}
		return recordCash(tx, actor, old.Sucursal, bi.concepto, cur.MetodoPago, bi.sign*cur.Total, bi.noun, id, desc)
	})
	return id, err
}

// ToggleMoneyEntry deactivates or reactivates an entry: its total leaves (or
// comes back into) the cash of today by its method.
func (e *Engine) ToggleMoneyEntry(actor Actor, b Book, id uint64) (estado bool, err error) {
	if !e.RoleCan(actor.Role(), CapDinero) {
		return false, Forbidden("Su rol no puede modificar ingresos ni gastos.")
	}
	bi := b.info()
	err = e.updateIdempotent(actor, &estado, func(tx *Tx) error {
		m, err := getEntry(tx.Tx, b, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(m.Sucursal) {
			return Forbidden("No puede operar en otra sucursal.")
		}
		m.Estado = !m.Estado
		estado = m.Estado
		if err := putJSON(tx.Bucket(bi.entries), itob(id), m); err != nil {
			return err
		}
		sign, desc := bi.sign, "Reactivación del "+bi.noun+" N° "+itoa(int64(id))
		if !m.Estado {
			sign, desc = -sign, "Baja del "+bi.noun+" N° "+itoa(int64(id))
		}
		return recordCash(tx, actor, m.Sucursal, bi.concepto, m.MetodoPago, sign*m.Total, bi.noun, id, desc)
	})
	return estado, err
}

func getEntry(tx ReadTx, b Book, id uint64) (*MoneyEntry, error) {
	return getRecord[MoneyEntry](tx, b.info().entries, id, b.info().notFound)
}

// ListMoneyEntries lists a branch's incomes or expenses in a La Paz date
// range, oldest first, with the total of the active ones.
func (e *Engine) ListMoneyEntries(actor Actor, b Book, branch uint64, desde, hasta string) (out MoneyEntries, err error) {
	if !e.RoleCan(actor.Role(), CapDinero) {
		return out, Forbidden("Su rol no puede consultar ingresos ni gastos.")
	}
	if !actor.CanActIn(branch) {
		return out, Forbidden("No puede consultar otra sucursal.")
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return out, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		cats := map[uint64]string{}
		out.Data = []MoneyEntryView{}
		return scanDays(tx, b.info().days, branch, from, to, func(id uint64) error {
			m, err := getEntry(tx, b, id)
			if err != nil {
				return err
			}
			name := cached(cats, m.CategoriaID, func() string {
				var c MoneyCategory
				getJSON(tx.Bucket(b.info().cats), itob(m.CategoriaID), &c)
				return c.Categoria
			})
			out.Data = append(out.Data, MoneyEntryView{MoneyEntry: *m, Categoria: name, Empleado: nm.user(m.UsuarioID),
				SucursalName: nm.branch(m.Sucursal)})
			if m.Estado {
				out.Total += m.Total
			}
			return nil
		})
	})
	return out, err
}
