package engine

import "time"

// Cash concepts: the rows of the cash box (DESIGN §5 "Cash box").
const (
	CashVentas          = "Ventas"
	CashCuentasCobradas = "Cuentas cobradas"
	CashIngresos        = "Ingresos"
	CashCompras         = "Compras"
	CashCuentasPagadas  = "Cuentas pagadas"
	CashGastos          = "Gastos"
	CashDevoluciones    = "Devoluciones"
	CashAnulaciones     = "Anulaciones"
)

// CashMovement is money that entered (Monto > 0) or left (Monto < 0) a branch,
// by payment method, recorded by the command that moved it. Movements are
// never edited: a void or a return adds its own, dated the day it is made, so
// a closed cash box never changes.
type CashMovement struct {
	ID          uint64    `json:"id"`
	Fecha       time.Time `json:"fecha"`
	Sucursal    uint64    `json:"sucursal_id"`
	UsuarioID   uint64    `json:"usuario_id"`
	Concepto    string    `json:"concepto"`
	MetodoPago  string    `json:"metodo_pago"`
	Monto       Money     `json:"monto"`
	Doc         string    `json:"doc"`
	DocID       uint64    `json:"doc_id"`
	Descripcion string    `json:"descripcion"`
	// CajaID is the box the movement went to (0 on movements recorded
	// before boxes were named on them).
	CajaID uint64 `json:"caja_id,omitempty"`
	// RegistradoPor is who recorded the movement in another user's box (a
	// refund paid from the cashier's drawer); 0 when the holder did.
	RegistradoPor uint64 `json:"registrado_por,omitempty"`
}

// recordCash appends a movement to the actor's open box of the branch (opening
// one when none is open) and its branch|date index entry; a zero amount
// records nothing.
func recordCash(tx *Tx, actor Actor, branch uint64, concepto, metodo string, monto Money, doc string, docID uint64, desc string) error {
	if monto == 0 {
		return nil
	}
	box, err := openBoxFor(tx, actor, branch)
	if err != nil {
		return err
	}
	return recordCashIn(tx, actor, till{Branch: branch, Box: box, Owner: actor.UserID}, concepto, metodo, monto, doc, docID, desc)
}

// till names the drawer a movement goes to: a box of a branch and its holder,
// who may be someone else than the actor (a refund paid from the cashier's
// box at the counter).
type till struct {
	Branch, Box, Owner uint64
	// At is when the cash entered the drawer, when not now: an offline
	// sale's, in the box it was made in (offlineCash).
	At time.Time
}

// recordCashIn appends a movement to the box t names. The movement belongs to
// the box's holder, since a box adds up its holder's movements; the actor is
// kept as RegistradoPor when it is someone else.
func recordCashIn(tx *Tx, actor Actor, t till, concepto, metodo string, monto Money, doc string, docID uint64, desc string) error {
	if monto == 0 {
		return nil
	}
	b := tx.Bucket(bktCash)
	id, err := b.NextSequence()
	if err != nil {
		return err
	}
	fecha := tx.now.UTC()
	if !t.At.IsZero() {
		fecha = t.At.UTC()
	}
	m := CashMovement{ID: id, Fecha: fecha, Sucursal: t.Branch, UsuarioID: t.Owner, Concepto: concepto,
		MetodoPago: metodo, Monto: monto, Doc: doc, DocID: docID, Descripcion: desc, CajaID: t.Box}
	if t.Owner != actor.UserID {
		m.RegistradoPor = actor.UserID
	}
	if err := putJSON(b, itob(id), m); err != nil {
		return err
	}
	tx.aggregates().cash(&m)
	return tx.Bucket(bktCashDays).Put(key(t.Branch, timeKey(m.Fecha), id), []byte{})
}

// CashMovements lists the movements of a branch in a La Paz date range, oldest
// first, through the branch|date index.
func (e *Engine) CashMovements(actor Actor, branch uint64, desde, hasta string) (out []CashMovement, err error) {
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar otra sucursal.")
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		out = []CashMovement{}
		return scanDays(tx, bktCashDays, branch, from, to, func(id uint64) error {
			var m CashMovement
			if _, err := getJSON(tx.Bucket(bktCash), itob(id), &m); err != nil {
				return err
			}
			out = append(out, m)
			return nil
		})
	})
	return out, err
}

// scanDays walks a branch|time|id index over [from, to) and calls fn with ids.
func scanDays(tx ReadTx, index []byte, branch uint64, from, to time.Time, fn func(id uint64) error) error {
	end := key(branch, timeKey(to))
	c := tx.Bucket(index).Cursor()
	for k, _ := c.Seek(key(branch, timeKey(from))); k != nil && string(k[:16]) < string(end); k, _ = c.Next() {
		if err := fn(btoi(k[16:])); err != nil {
			return err
		}
	}
	return nil
}
