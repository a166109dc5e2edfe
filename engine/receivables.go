package engine

import (
	"cmp"
	"time"
)

// PaymentView is an instalment as the Cobro / Pago screens show it.
type PaymentView struct {
	Payment
	Empleado string `json:"empleado"`
}

// AccountRow is one receivable (a sale) or payable (a purchase) with a
// balance, as Cuentas por cobrar / por pagar list it. FechaLimite is the due
// date of its earliest pending instalment.
type AccountRow struct {
	ID                uint64    `json:"id"`
	Fecha             time.Time `json:"fecha"`
	FechaVenta        time.Time `json:"fecha_venta,omitzero"`
	FechaCompra       time.Time `json:"fecha_compra,omitzero"`
	RazonSocial       string    `json:"razon_social,omitempty"`
	Proveedor         string    `json:"proveedor,omitempty"`
	NIT               string    `json:"nit"`
	TipoComprobante   string    `json:"tipo_comprobante"`
	NumeroComprobante string    `json:"numero_comprobante"`
	Total             Money     `json:"total"`
	Descuento         Money     `json:"descuento"`
	Saldo             Money     `json:"saldo"`
	CuotaInicial      Money     `json:"cuota_inicial"`
	FechaLimite       string    `json:"fecha_limite"`
	Sucursal          string    `json:"sucursal"`
	Empleado          string    `json:"empleado"`
	Estado            int       `json:"estado"`
	Descripcion       string    `json:"descripcion"`
	ClienteID         uint64    `json:"cliente_id,omitempty"`
}

// AccountDetail is GET /api/cobros/{id} (venta) or /api/pagos/{id} (compra).
type AccountDetail struct {
	Venta    *SaleView     `json:"venta,omitempty"`
	Compra   *PurchaseView `json:"compra,omitempty"`
	Pagos    []PaymentView `json:"pagos"`
	Detalles any           `json:"detalles"`
}

// PaidRow is one payment of Cuentas cobradas / pagadas: money that came in
// for a sale's balance or went out for a purchase's.
type PaidRow struct {
	ID          uint64    `json:"id"`
	Fecha       time.Time `json:"fecha"`
	DocID       uint64    `json:"doc_id"`
	VentaID     uint64    `json:"venta_id,omitempty"`
	CompraID    uint64    `json:"compra_id,omitempty"`
	Documento   string    `json:"documento"`
	Nombre      string    `json:"nombre"`
	MetodoPago  string    `json:"metodo_pago"`
	Monto       Money     `json:"monto"`
	Descripcion string    `json:"descripcion"`
	Empleado    string    `json:"empleado"`
}

func paymentViews(nm *names, ps []Payment) []PaymentView {
	out := make([]PaymentView, len(ps))
	for i, p := range ps {
		out[i] = PaymentView{Payment: p, Empleado: nm.user(p.UsuarioID)}
	}
	return out
}

// openDocs gives the ids of the documents of a kind that have a pending
// instalment, in id order, through the per-document instalment index.
func openDocs(tx ReadTx, doc string) ([]uint64, error) {
	var ids []uint64
	prefix := key(docKind(doc))
	c := tx.Bucket(bktDocPayments).Cursor()
	for k, _ := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, _ = c.Next() {
		id := btoi(k[8:16])
		if len(ids) > 0 && ids[len(ids)-1] == id {
			continue
		}
		var p Payment
		if _, err := getJSON(tx.Bucket(bktPayments), k[16:], &p); err != nil {
			return nil, err
		}
		if !p.Cancelado && !p.Anulado {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// firstDue is the earliest due date of a document's pending instalments.
func firstDue(ps []Payment) string {
	due := ""
	for _, p := range ps {
		if !p.Cancelado && !p.Anulado && p.FechaLimite != "" && (due == "" || p.FechaLimite < due) {
			due = p.FechaLimite
		}
	}
	return due
}

// Receivables lists the valid sales of a branch with a balance (Super).
func (e *Engine) Receivables(actor Actor, branch uint64) (out []AccountRow, err error) {
	if !actor.IsSuper() {
		return nil, Forbidden("Solo Super puede ver las cuentas por cobrar.")
	}
	err = e.view(func(tx ReadTx) error {
		ids, err := openDocs(tx, DocVenta)
		if err != nil {
			return err
		}
		nm := newNames(tx)
		out = []AccountRow{}
		for _, id := range ids {
			s, err := getSale(tx, id)
			if err != nil {
				return err
			}
			if s.Sucursal != branch || s.Estado != SaleValid || s.Saldo <= 0 {
				continue
			}
			ps, err := docPayments(tx, DocVenta, id)
			if err != nil {
				return err
			}
			out = append(out, AccountRow{ID: id, Fecha: s.FechaVenta, FechaVenta: s.FechaVenta,
				RazonSocial: cmp.Or(s.RazonSocial, nm.customer(s.ClienteID)), NIT: s.NIT, TipoComprobante: "Nota de venta",
				NumeroComprobante: itoa(int64(s.NumeroComprobante)), Total: s.Total, Descuento: s.Descuento, Saldo: s.Saldo,
				CuotaInicial: s.ACuenta, FechaLimite: firstDue(ps), Sucursal: nm.branch(s.Sucursal), Empleado: nm.user(s.UsuarioID),
				Estado: s.Estado, Descripcion: s.Descripcion, ClienteID: s.ClienteID})
		}
		return nil
	})
	return out, err
}

// Payables lists the valid purchases of a branch with a balance (Super).
func (e *Engine) Payables(actor Actor, branch uint64) (out []AccountRow, err error) {
	if !actor.IsSuper() {
		return nil, Forbidden("Solo Super puede ver las cuentas por pagar.")
	}
	err = e.view(func(tx ReadTx) error {
		ids, err := openDocs(tx, DocCompra)
		if err != nil {
			return err
		}
		nm := newNames(tx)
		out = []AccountRow{}
		for _, id := range ids {
			pu, err := getPurchase(tx, id)
			if err != nil {
				return err
			}
			if pu.Sucursal != branch || pu.Estado != PurchaseValid || pu.Saldo <= 0 {
				continue
			}
			ps, err := docPayments(tx, DocCompra, id)
			if err != nil {
				return err
			}
			s := nm.supplier(pu.ProveedorID)
			out = append(out, AccountRow{ID: id, Fecha: pu.FechaCompra, FechaCompra: pu.FechaCompra, Proveedor: s.Proveedor, NIT: s.NIT,
				TipoComprobante: pu.TipoComprobante, NumeroComprobante: pu.NumeroComprobante, Total: pu.Total, Saldo: pu.Saldo,
				CuotaInicial: pu.ACuenta, FechaLimite: firstDue(ps), Sucursal: nm.branch(pu.Sucursal), Empleado: nm.user(pu.UsuarioID),
				Estado: 1, Descripcion: pu.Descripcion})
		}
		return nil
	})
	return out, err
}

// ReceivableDetail is a sale with its instalments and lines (Super).
func (e *Engine) ReceivableDetail(actor Actor, id uint64) (d AccountDetail, err error) {
	if !actor.IsSuper() {
		return d, Forbidden("Solo Super puede ver las cuentas por cobrar.")
	}
	sd, err := e.SaleDetail(actor, id)
	if err != nil {
		return d, err
	}
	err = e.view(func(tx ReadTx) error {
		d = AccountDetail{Venta: &sd.Venta, Pagos: paymentViews(newNames(tx), sd.Pagos), Detalles: sd.Detalles}
		return nil
	})
	return d, err
}

// PayableDetail is a purchase with its instalments and lines (Super).
func (e *Engine) PayableDetail(actor Actor, id uint64) (d AccountDetail, err error) {
	pd, err := e.PurchaseDetail(actor, id)
	if err != nil {
		return d, err
	}
	err = e.view(func(tx ReadTx) error {
		d = AccountDetail{Compra: &pd.Compra, Pagos: paymentViews(newNames(tx), pd.Pagos), Detalles: pd.Detalles}
		return nil
	})
	return d, err
}

// PaidAccounts lists the payments collected (DocVenta) or made (DocCompra)
// in a branch and La Paz date range, through the cash movements they made.
func (e *Engine) PaidAccounts(actor Actor, doc string, branch uint64, desde, hasta string) (out []PaidRow, err error) {
	if !actor.IsSuper() {
		return nil, Forbidden("Solo Super puede ver las cuentas cobradas y pagadas.")
	}
	concepto := CashCuentasCobradas
	if doc == DocCompra {
		concepto = CashCuentasPagadas
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []PaidRow{}
		return scanDays(tx, bktCashDays, branch, from, to, func(id uint64) error {
			var m CashMovement
			if _, err := getJSON(tx.Bucket(bktCash), itob(id), &m); err != nil {
				return err
			}
			if m.Concepto != concepto {
				return nil
			}
			r := PaidRow{ID: m.ID, Fecha: m.Fecha, DocID: m.DocID, MetodoPago: m.MetodoPago, Monto: m.Monto,
				Descripcion: m.Descripcion, Empleado: nm.user(m.UsuarioID)}
			if doc == DocVenta {
				s, err := getSale(tx, m.DocID)
				if err != nil {
					return err
				}
				r.VentaID, r.Documento, r.Nombre = m.DocID, "Venta N° "+itoa(int64(s.NumeroComprobante)), cmp.Or(s.RazonSocial, nm.customer(s.ClienteID))
			} else {
				pu, err := getPurchase(tx, m.DocID)
				if err != nil {
					return err
				}
				r.CompraID, r.Documento, r.Nombre, r.Monto = m.DocID, "Compra N° "+itoa(int64(pu.ID)), nm.supplier(pu.ProveedorID).Proveedor, -m.Monto
			}
			out = append(out, r)
			return nil
		})
	})
	return out, err
}
