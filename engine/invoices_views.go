package engine

import (
	"strings"
	"time"

	"sgc/siat"
)

// InvoiceFilter narrows GET /api/facturas: a La Paz date range (default
// today), a branch (0: all the actor may see), a state, how it was emitted,
// a CUF or a sale.
type InvoiceFilter struct {
	Desde, Hasta string
	Sucursal     uint64
	Estado       string
	TipoEmision  int
	CUF          string
	VentaID      uint64
}

// InvoiceRow is an invoice in a list: without its XML.
type InvoiceRow struct {
	Invoice
	Pendiente bool `json:"pendiente"` // it still waits in the outbox
	// CorreoPendiente: its e-mail waits to be sent; ClienteEmail is the
	// sale's customer's address, which the screen offers.
	CorreoPendiente bool   `json:"correo_pendiente"`
	ClienteEmail    string `json:"cliente_email"`
}

// ListInvoices lists the invoices of the filter, newest first (Super and
// Administrador: the owner's screen).
func (e *Engine) ListInvoices(actor Actor, f InvoiceFilter) ([]InvoiceRow, error) {
	if !actor.IsAdmin() {
		return nil, Forbidden("Solo Super o Administrador ven las facturas.")
	}
	out := []InvoiceRow{}
	err := e.view(func(tx ReadTx) error {
		add := func(id uint64) error {
			inv, err := getInvoice(tx, id)
			if err != nil {
				return err
			}
			if (f.Estado != "" && inv.Estado != strings.ToUpper(f.Estado)) || (f.TipoEmision != 0 && inv.TipoEmision != f.TipoEmision) ||
				(f.CUF != "" && inv.CUF != f.CUF) || (f.Sucursal != 0 && inv.Sucursal != f.Sucursal) {
				return nil
			}
			inv.XML = ""
			email, err := buyerEmail(tx, inv.VentaID)
			if err != nil {
				return err
			}
			out = append(out, InvoiceRow{Invoice: *inv, Pendiente: tx.Bucket(bktInvoiceOutbox).Get(itob(id)) != nil,
				CorreoPendiente: tx.Bucket(bktInvoiceMail).Get(itob(id)) != nil, ClienteEmail: email})
			return nil
		}
		if f.VentaID != 0 {
			if v := tx.Bucket(bktInvoiceOfSale).Get(itob(f.VentaID)); v != nil {
				return add(btoi(v))
			}
			return nil
		}
		if f.CUF != "" && f.Desde == "" && f.Hasta == "" {
			return tx.Bucket(bktInvoices).ForEach(func(k, _ []byte) error { return add(btoi(k)) })
		}
		from, to, err := DayRange(f.Desde, f.Hasta, e.Now())
		if err != nil {
			return err
		}
		return e.invoicesBetween(tx, f.Sucursal, from, to, add)
	})
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, err
}

// invoicesBetween calls fn with the ids of the invoices emitted in
// [from, to), of one branch or of all, in emission order per branch.
func (e *Engine) invoicesBetween(tx ReadTx, branch uint64, from, to time.Time, fn func(id uint64) error) error {
	branches := []uint64{branch}
	if branch == 0 {
		branches = nil
		if err := tx.Bucket(bktBranches).ForEach(func(k, _ []byte) error {
			branches = append(branches, btoi(k))
			return nil
		}); err != nil {
			return err
		}
	}
	for _, b := range branches {
		c := tx.Bucket(bktInvoiceDays).Cursor()
		lo, hi := key(b, timeKey(from)), key(b, timeKey(to))
		for k, _ := c.Seek(lo); k != nil && string(k[:16]) < string(hi); k, _ = c.Next() {
			if btoi(k[:8]) != b {
				break
			}
			if err := fn(btoi(k[16:])); err != nil {
				return err
			}
		}
	}
	return nil
}

// Invoice answers one invoice with its XML; staff see their own branch's
// (to print it at the counter), Super and Administrador every one.
func (e *Engine) Invoice(actor Actor, id uint64) (inv *Invoice, err error) {
	err = e.view(func(tx ReadTx) error {
		inv, err = getInvoice(tx, id)
		return err
	})
	if err == nil && !actor.CanActIn(inv.Sucursal) {
		return nil, Forbidden("No puede ver facturas de otra sucursal.")
	}
	return inv, err
}

// InvoiceOfSale answers the factura of a sale.
func (e *Engine) InvoiceOfSale(actor Actor, saleID uint64) (*Invoice, error) {
	var id uint64
	_ = e.view(func(tx ReadTx) error {
		if v := tx.Bucket(bktInvoiceOfSale).Get(itob(saleID)); v != nil {
			id = btoi(v)
		}
		return nil
	})
	if id == 0 {
		return nil, NotFound("La venta no tiene factura.")
	}
	return e.Invoice(actor, id)
}

// InvoicePrint is what the printed invoice needs besides the XML.
type InvoicePrint struct {
	Invoice *Invoice
	Units   map[int]string // the synced unidades de medida
	// QR is the SIN's consultation address for t (1 roll, 2 page).
	QR    func(t int) string
	Words string
}

// InvoicePrintout answers an invoice with what its printout shows.
func (e *Engine) InvoicePrintout(actor Actor, id uint64) (p InvoicePrint, err error) {
	if p.Invoice, err = e.Invoice(actor, id); err != nil {
		return p, err
	}
	var cats siatCatalogues
	if err = e.view(func(tx ReadTx) (err error) { cats, err = getSiatCatalogues(tx); return err }); err != nil {
		return p, err
	}
	p.Units = map[int]string{}
	for _, u := range cats.Parametrics[siat.CatalogueUnidadMedida] {
		p.Units[u.Codigo] = u.Descripcion
	}
	inv := p.Invoice
	p.QR = func(t int) string { return siat.QRURL(inv.Ambiente, inv.NIT, inv.CUF, inv.Numero, t) }
	p.Words = siat.AmountInWords(int64(inv.Total))
	return p, nil
}
