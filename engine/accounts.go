package engine

import "strings"

// PaymentInput is a payment against a receivable (POST /api/cobros, venta_id)
// or a payable (POST /api/pagos, compra_id). pago_id names the pending
// instalment paid first; monto may be partial.
type PaymentInput struct {
	VentaID         ID     `json:"venta_id"`
	CompraID        ID     `json:"compra_id"`
	PagoID          ID     `json:"pago_id"`
	Monto           Money  `json:"monto"`
	MetodoPago      string `json:"metodo_pago"`
	NumeroDocumento Text   `json:"numero_documento"`
	Descripcion     string `json:"descripcion"`
}

// Pay records a payment of a sale's or a purchase's balance (Super, or a role
// granted collecting or paying):
// 0 < monto ≤ saldo. It covers the chosen instalment first, then the other
// pending ones in order; a covered one becomes cancelado, a partly covered one
// keeps the rest pending beside a new cancelado instalment of the paid part.
// The money enters ("Cuentas cobradas") or leaves ("Cuentas pagadas") the cash.
func (e *Engine) Pay(actor Actor, in PaymentInput) error {
	doc, docID, grant := DocVenta, uint64(in.VentaID), CapCobrar
	if docID == 0 {
		doc, docID, grant = DocCompra, uint64(in.CompraID), CapPagar
	}
	if !e.RoleCan(actor.Role(), grant) {
		return Forbidden("Su rol no tiene permiso para registrar este cobro o pago.")
	}
	var v Validation
	metodo := paymentMethod(&v, "metodo_pago", strings.TrimSpace(in.MetodoPago))
	numero, desc := strings.TrimSpace(string(in.NumeroDocumento)), strings.TrimSpace(in.Descripcion)
	v.Digits("numero_documento", "número de documento", numero)
	v.MaxLen("numero_documento", "número de documento", numero, 50)
	v.MaxLen("descripcion", "descripción", desc, 1000)
	if in.Monto <= 0 {
		v.Add("monto", "El monto debe ser mayor a 0.")
	}
	if err := v.Err(); err != nil {
		return err
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		var s *Sale
		var pu *Purchase
		var saldo *Money
		var branch uint64
		var err error
		if doc == DocVenta {
			if s, err = getSale(tx.Tx, docID); err != nil {
				return err
			}
			saldo, branch = &s.Saldo, s.Sucursal
			if !actor.CanActIn(branch) { // a role granted collecting collects in its own branch
				return Forbidden("No puede cobrar ventas de otra sucursal.")
			}
			if s.Estado != SaleValid {
				return Conflict("La venta está anulada.")
			}
		} else {
			if pu, err = getPurchase(tx.Tx, docID); err != nil {
				return err
			}
			saldo, branch = &pu.Saldo, pu.Sucursal
			if pu.Estado != PurchaseValid {
				return Conflict("La compra está anulada.")
			}
		}
		if in.Monto > *saldo {
			return Invalid("monto", "El monto no puede superar el saldo ("+bs(*saldo)+").")
		}
		paid := Payment{Doc: doc, DocID: docID, Sucursal: branch, Fecha: tx.now.UTC(), MetodoPago: metodo,
			NumeroDocumento: numero, Descripcion: desc, UsuarioID: actor.UserID, Cancelado: true}
		if err := coverInstalments(tx, paid, uint64(in.PagoID), in.Monto); err != nil {
			return err
		}
		*saldo -= in.Monto
		if s != nil {
			s.Cobrado += in.Monto
			if err := putJSON(tx.Bucket(bktSales), itob(docID), s); err != nil {
				return err
			}
			return recordCash(tx, actor, branch, CashCuentasCobradas, metodo, in.Monto, doc, docID, "Cobro de la venta N° "+itoa(int64(s.NumeroComprobante)))
		}
		pu.Pagado += in.Monto
		if err := putJSON(tx.Bucket(bktPurchases), itob(docID), pu); err != nil {
			return err
		}
		return recordCash(tx, actor, branch, CashCuentasPagadas, metodo, -in.Monto, doc, docID, "Pago de la compra N° "+itoa(int64(docID)))
	})
}

// coverInstalments applies amount to the pending instalments of paid's
// document, first, when given, then in order.
func coverInstalments(tx *Tx, paid Payment, first uint64, amount Money) error {
	ps, err := docPayments(tx.Tx, paid.Doc, paid.DocID)
	if err != nil {
		return err
	}
	var pending []*Payment
	for i := range ps {
		if p := &ps[i]; !p.Cancelado && !p.Anulado {
			if p.ID == first {
				pending = append([]*Payment{p}, pending...)
			} else {
				pending = append(pending, p)
			}
		}
	}
	if first != 0 && (len(pending) == 0 || pending[0].ID != first) {
		return Invalid("pago_id", "La cuota seleccionada no está pendiente.")
	}
	for _, p := range pending {
		if amount == 0 {
			break
		}
		take := min(amount, p.Monto)
		amount -= take
		part := paid
		part.Monto, part.FechaLimite = take, p.FechaLimite
		if take == p.Monto {
			part.ID = p.ID // the instalment itself is now paid
		} else {
			p.Monto -= take
			if err := putPayment(tx, p); err != nil {
				return err
			}
		}
		if err := putPayment(tx, &part); err != nil {
			return err
		}
	}
	return nil
}
