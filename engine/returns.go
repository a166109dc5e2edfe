package engine

import (
	"math/big"
	"strings"
	"time"
)

// ReturnInput is the return draft of a sale (POST /api/devoluciones).
type ReturnInput struct {
	VentaID     ID                `json:"venta_id"`
	Motivo      string            `json:"motivo"`
	Descripcion string            `json:"descripcion"`
	Total       Money             `json:"total"` // checked when sent (non-zero)
	Sucursal    ID                `json:"sucursal"`
	Productos   []ReturnLineInput `json:"productos"`
	// CajaID is the open box of the sale's branch that pays the refund in
	// cash; 0 is the actor's own box there (opened by the refund if need be).
	CajaID ID `json:"caja_id"`
}

// ReturnLineInput is one line of the return cart; the refund is at the sale
// line's price whatever precio says.
type ReturnLineInput struct {
	ID                ID    `json:"id"`
	ProductoID        ID    `json:"producto_id"`
	DetalleAgrupadoID ID    `json:"detalleAgrupadoId"`
	Precio            Money `json:"precio"`
	Cantidad          Int   `json:"cantidad"`
}

// Return is a stored Devolución. Total is the value credited to the customer
// (see Refund for how it follows from Subtotal): Credito of it lowered
// the sale's open balance, Reembolso was paid in cash.
type Return struct {
	ID        uint64    `json:"id"`
	Fecha     time.Time `json:"fecha"`
	VentaID   uint64    `json:"venta_id"`
	ClienteID uint64    `json:"cliente_id"`
	Sucursal  uint64    `json:"sucursal_id"`
	Refund
	Credito   Money `json:"credito"`
	Reembolso Money `json:"reembolso"`
	// CajaID is the box the refund left (0 when nothing was paid in cash).
	CajaID      uint64       `json:"caja_id,omitempty"`
	Motivo      string       `json:"motivo"`
	Descripcion string       `json:"descripcion"`
	UsuarioID   uint64       `json:"usuario_id"`
	Estado      int          `json:"estado"`
	Detalles    []ReturnLine `json:"detalles"`
}

// ReturnLine is one returned sale line.
type ReturnLine struct {
	DetalleAgrupadoID uint64 `json:"detalleAgrupadoId"`
	ProductoID        uint64 `json:"producto_id"`
	Cantidad          int64  `json:"cantidad"`
	Precio            Money  `json:"precio"`
}

// CreateReturn registers a return of a valid sale, effective at once (no
// approval stage): stock back with kardex Devolución, the sale lines'
// cantidad_devuelta grows, the refund first lowers the open balance and the
// rest leaves the cash as "Devoluciones" today. The refund never exceeds what
// the sale is still worth (a discount makes the lines worth less than their
// prices).
func (e *Engine) CreateReturn(actor Actor, in ReturnInput) (id uint64, err error) {
	if !e.RoleCan(actor.Role(), CapDevoluciones) {
		return 0, Forbidden(noReturnsGrant)
	}
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		s, err := getSale(tx.Tx, uint64(in.VentaID))
		if err != nil {
			return err
		}
		if !actor.CanActIn(s.Sucursal) {
			return Forbidden("No puede registrar devoluciones de otra sucursal.")
		}
		tx.aggregates().sale(s, -1)
		r, err := validateReturn(s, &in, false)
		if err != nil {
			return err
		}
		if in.Total != 0 && in.Total != r.Total && in.Total != r.Subtotal {
			return Invalid("total", "El total no coincide con lo que se devuelve ("+bs(r.Total)+").")
		}
		chosen, err := chosenRefundBox(tx.Tx, s.Sucursal, uint64(in.CajaID), BusinessDate(tx.now))
		if err != nil {
			return err
		}
		b := tx.Bucket(bktReturns)
		seq, err := b.NextSequence()
		if err != nil {
			return err
		}
		id = seq
		r.ID, r.Fecha, r.UsuarioID = id, tx.now.UTC(), actor.UserID
		desc := "Devolución N° " + itoa(int64(id)) + " de la venta N° " + itoa(int64(s.NumeroComprobante))
		for _, l := range r.Detalles {
			if _, err := move(tx, actor, movement{Branch: s.Sucursal, Product: l.ProductoID, Qty: l.Cantidad, Tipo: KardexDevolucion,
				Precio: l.Precio, Desc: desc, Doc: "devolucion", DocID: id, Fecha: tx.now}); err != nil {
				return err
			}
		}
		s.Devuelto += r.Total
		if r.Reembolso, err = creditFirst(tx, DocVenta, s.ID, &s.Saldo, r.Total); err != nil {
			return err
		}
		r.Credito = r.Total - r.Reembolso
		paidFrom := ""
		if r.Reembolso > 0 {
			t, err := refundTill(tx, actor, s.Sucursal, chosen)
			if err != nil {
				return err
			}
			if err := recordCashIn(tx, actor, t, CashDevoluciones, s.MetodoPago, -r.Reembolso, DocVenta, s.ID, desc); err != nil {
				return err
			}
			r.CajaID, paidFrom = t.Box, " (caja de "+newNames(tx.Tx).user(t.Owner)+")"
		}
		if err := notifyReturn(tx, actor, r, s); err != nil {
			return err
		}
		s.Reembolsado += r.Reembolso
		tx.aggregates().sale(s, 1)
		if err := putJSON(tx.Bucket(bktSales), itob(s.ID), s); err != nil {
			return err
		}
		if err := tx.Bucket(bktReturnDays).Put(key(r.Sucursal, timeKey(r.Fecha), id), []byte{}); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditReturn, Documento: "devolucion", DocumentoID: id,
			Sucursal: s.Sucursal, Motivo: r.Motivo, Monto: r.Total,
			Detalle: desc + "; reembolsado en caja " + bs(r.Reembolso) + paidFrom + ", descontado del saldo " + bs(r.Credito)}); err != nil {
			return err
		}
		return putJSON(b, itob(id), r)
	})
	return id, err
}

// PreviewReturn answers what a return cart would refund, by the rule
// CreateReturn applies (refundOf), without writing anything: the return
// screen shows it before saving.
func (e *Engine) PreviewReturn(actor Actor, in ReturnInput) (q Refund, err error) {
	if !e.RoleCan(actor.Role(), CapDevoluciones) {
		return q, Forbidden(noReturnsGrant)
	}
	err = e.view(func(tx ReadTx) error {
		s, err := getSale(tx, uint64(in.VentaID))
		if err != nil {
			return err
		}
		if !actor.CanActIn(s.Sucursal) {
			return Forbidden("No puede registrar devoluciones de otra sucursal.")
		}
		r, err := validateReturn(s, &in, true)
		if err == nil {
			q = r.Refund
		}
		return err
	})
	return q, err
}

// validateReturn checks the draft against the sale and applies the returned
// quantities to the sale's lines in memory (written only if all is well).
// A preview checks the cart only: motivo is asked for when saving.
func validateReturn(s *Sale, in *ReturnInput, preview bool) (*Return, error) {
	var v Validation
	r := &Return{VentaID: s.ID, ClienteID: s.ClienteID, Sucursal: s.Sucursal, Estado: 1,
		Motivo: strings.TrimSpace(in.Motivo), Descripcion: strings.TrimSpace(in.Descripcion)}
	if s.Estado != SaleValid {
		return nil, Conflict("La venta está anulada.")
	}
	if r.Motivo == "" && !preview {
		v.Add("motivo", "Debe ingresar un motivo")
	}
	v.MaxLen("motivo", "motivo", r.Motivo, 255)
	v.MaxLen("descripcion", "descripción", r.Descripcion, 1000)
	if len(in.Productos) == 0 {
		v.Add("productos", "No hay productos en el carrito.")
	}
	seen := map[uint64]bool{}
	// What was returned of the sale before this return, at sale prices.
	var before Money
	for _, l := range s.Detalles {
		if l.Estado == 1 {
			before += l.Precio * Money(l.CantidadDevuelta)
		}
	}
	var value Money
	for i, l := range in.Productos {
		f := "productos." + itoa(int64(i)) + "."
		line := findSaleLine(s, uint64(l.DetalleAgrupadoID), uint64(l.ProductoID))
		switch {
		case line == nil:
			v.Add(f+"detalleAgrupadoId", "Producto no encontrado en la venta.")
			continue
		case seen[line.ID]:
			v.Add(f+"producto_id", "Producto ya agregado")
			continue
		}
		seen[line.ID] = true
		q := int64(l.Cantidad)
		if q < 1 {
			v.Add(f+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
			continue
		}
		if q > line.out() {
			v.Add(f+"cantidad", "La cantidad no debe superar la cantidad vendida.")
			continue
		}
		line.CantidadDevuelta += q
		value += line.Precio * Money(q)
		r.Detalles = append(r.Detalles, ReturnLine{DetalleAgrupadoID: line.ID, ProductoID: line.ProductoID, Cantidad: q, Precio: line.Precio})
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	r.Refund = refundOf(s, before, value)
	return r, nil
}

// Refund is what a return refunds and why: Subtotal is the returned
// units at their sale prices, Descuento the part of the sale's discount that
// falls on them, Tope what was left out because the sale has no more to give
// back, and Total = Subtotal − Descuento − Tope, the refund.
type Refund struct {
	Subtotal  Money `json:"subtotal"`
	Descuento Money `json:"descuento"`
	Tope      Money `json:"tope"`
	Total     Money `json:"total"`
}

// refundOf is the one refund rule, used by CreateReturn and by the screen's
// preview (PreviewReturn): the sale's discount is prorated over its lines, so
// returned units are worth their share of what the sale charged; the share
// is computed on the running total of returned value so that returning
// everything, in any number of returns, refunds exactly the sale's total;
// and a refund never passes what the sale is still worth (total − returned).
// before is the value already returned at sale prices, value this return's.
func refundOf(s *Sale, before, value Money) Refund {
	q := Refund{Subtotal: value}
	gross := s.Total + s.Descuento // the valid lines at sale prices
	worth := func(v Money) Money {
		if gross <= 0 || s.Descuento <= 0 {
			return v
		}
		// v × total / gross rounded half up, in big integers: no overflow for any sale.
		n := new(big.Int).Mul(big.NewInt(int64(v)), big.NewInt(int64(s.Total)*2))
		n.Add(n, big.NewInt(int64(gross)))
		return Money(n.Quo(n, big.NewInt(int64(gross)*2)).Int64())
	}
	share := worth(before+value) - worth(before)
	q.Descuento = max(0, value-share)
	q.Total = min(share, max(0, s.Total-s.Devuelto))
	q.Tope = share - q.Total
	return q
}

// findSaleLine finds a valid sale line by detalleAgrupadoId, or by product
// when the cart sends only producto_id; a producto_id that disagrees with the
// line is no match.
func findSaleLine(s *Sale, detalle, product uint64) *SaleLine {
	for i := range s.Detalles {
		l := &s.Detalles[i]
		if l.Estado != 1 || (detalle != 0 && l.ID != detalle) || (product != 0 && l.ProductoID != product) || (detalle == 0 && product == 0) {
			continue
		}
		return l
	}
	return nil
}
