package engine

import "time"

// Document kinds that carry instalments.
const (
	DocVenta  = "venta"
	DocCompra = "compra"
)

// Payment methods; Efectivo is the default.
var paymentMethods = []string{"Efectivo", "Cheque", "Transferencia", "Tarjeta"}

// Payment is one instalment of a receivable (a sale in Cuotas) or a payable (a
// purchase in Cuotas): Cancelado when paid, pending otherwise; Anulado when a
// void or a return cancelled what was still pending.
type Payment struct {
	ID              uint64    `json:"id"`
	Doc             string    `json:"doc"`
	DocID           uint64    `json:"doc_id"`
	Sucursal        uint64    `json:"sucursal_id"`
	Fecha           time.Time `json:"fecha"`
	FechaLimite     string    `json:"fecha_limite"`
	MetodoPago      string    `json:"metodo_pago"`
	NumeroDocumento string    `json:"numero_documento"`
	Monto           Money     `json:"monto"`
	Cancelado       bool      `json:"cancelado"`
	Anulado         bool      `json:"anulado"`
	Descripcion     string    `json:"descripcion"`
	UsuarioID       uint64    `json:"usuario_id"`
}

func docKind(doc string) uint64 {
	if doc == DocVenta {
		return 1
	}
	return 2
}

// paymentMethod checks a metodo_pago ("" is Efectivo).
func paymentMethod(v *Validation, field, s string) string {
	if s == "" {
		return paymentMethods[0]
	}
	for _, m := range paymentMethods {
		if m == s {
			return m
		}
	}
	v.Add(field, "El método de pago debe ser Efectivo, Cheque, Transferencia o Tarjeta.")
	return s
}

func putPayment(tx *Tx, p *Payment) error {
	b := tx.Bucket(bktPayments)
	if p.ID == 0 {
		id, err := b.NextSequence()
		if err != nil {
			return err
		}
		p.ID = id
		if err := tx.Bucket(bktDocPayments).Put(key(docKind(p.Doc), p.DocID, id), []byte{}); err != nil {
			return err
		}
	}
	return putJSON(b, itob(p.ID), p)
}

// checkCredit checks a Cuotas document's first payment and due date: a
// cuenta from 0 up to below the total, the due date from today on. It gives
// the due date as a business date ("" when it is not a valid one).
func checkCredit(v *Validation, aCuenta, total Money, fechaLimite string, now time.Time) string {
	if aCuenta < 0 || aCuenta >= total {
		v.Add("a_cuenta", "El monto a cuenta debe ser mayor o igual a 0 y menor al total.")
	}
	if d, ok := parseDay(fechaLimite); ok && BusinessDate(d) >= BusinessDate(now) {
		return BusinessDate(d)
	}
	v.Add("fecha_limite", "La fecha límite debe ser una fecha válida desde hoy.")
	return ""
}

// openAccount writes the instalments of a document sold or bought in Cuotas:
// a_cuenta as a paid one, the rest as one pending one due fechaLimite.
func openAccount(tx *Tx, actor Actor, base Payment, aCuenta, rest Money, fechaLimite string) error {
	base.Fecha, base.UsuarioID = tx.now.UTC(), actor.UserID
	if aCuenta > 0 {
		p := base
		p.Monto, p.Cancelado, p.Descripcion = aCuenta, true, "A cuenta"
		if err := putPayment(tx, &p); err != nil {
			return err
		}
	}
	if rest > 0 {
		p := base
		p.Monto, p.FechaLimite, p.Descripcion, p.MetodoPago, p.NumeroDocumento = rest, fechaLimite, "Saldo pendiente", "", ""
		return putPayment(tx, &p)
	}
	return nil
}

// docPayments lists a document's instalments in creation order.
func docPayments(tx ReadTx, doc string, docID uint64) ([]Payment, error) {
	out := []Payment{}
	prefix := key(docKind(doc), docID)
	c := tx.Bucket(bktDocPayments).Cursor()
	for k, _ := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, _ = c.Next() {
		var p Payment
		if _, err := getJSON(tx.Bucket(bktPayments), k[16:], &p); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// lowerPending takes amount off the pending instalments, latest first; one that
// reaches zero is Anulado. amount larger than what is pending cancels it all.
func lowerPending(tx *Tx, doc string, docID uint64, amount Money) error {
	ps, err := docPayments(tx.Tx, doc, docID)
	if err != nil {
		return err
	}
	for i := len(ps) - 1; i >= 0 && amount > 0; i-- {
		p := &ps[i]
		if p.Cancelado || p.Anulado {
			continue
		}
		take := min(amount, p.Monto)
		p.Monto -= take
		amount -= take
		if p.Monto == 0 {
			p.Monto, p.Anulado = take, true // keep what was owed, for the history
		}
		if err := putPayment(tx, p); err != nil {
			return err
		}
	}
	return nil
}

// settle lowers the value of a document by dv: first its open balance (the
// pending instalments), the rest goes back in cash with concepto. cashSign is
// -1 when the business pays back (a sale), +1 when it gets money back (a
// purchase). It returns the part paid back in cash.
func settle(tx *Tx, actor Actor, doc string, docID, branch uint64, saldo *Money, dv Money, concepto, metodo, desc string, cashSign Money) (Money, error) {
	cash, err := creditFirst(tx, doc, docID, saldo, dv)
	if err != nil {
		return 0, err
	}
	return cash, recordCash(tx, actor, branch, concepto, metodo, cashSign*cash, doc, docID, desc)
}

// creditFirst takes dv off the document's open balance and answers the part
// left to pay back in cash (settle's first half: a return pays that part
// from a chosen box).
func creditFirst(tx *Tx, doc string, docID uint64, saldo *Money, dv Money) (Money, error) {
	if dv <= 0 {
		return 0, nil
	}
	credit := min(*saldo, dv)
	if credit > 0 {
		if err := lowerPending(tx, doc, docID, credit); err != nil {
			return 0, err
		}
		*saldo -= credit
	}
	return dv - credit, nil
}
