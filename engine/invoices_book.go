package engine

import (
	"sort"
	"time"

	"sgc/siat"
)

// BookEntry is one row of the Libro de Ventas (Registro de Ventas Estándar).
type BookEntry struct {
	Fecha         time.Time
	Numero        int64
	CUF           string
	Documento     string // NIT/CI of the buyer
	Complemento   string
	RazonSocial   string
	Total         int64 // importe total: what the invoice says was paid
	Descuento     int64
	Subtotal      int64 // total + descuentos
	BaseDebito    int64
	DebitoFiscal  int64  // 13 % of the base, rounded to the centavo
	Estado        string // A anulada, V válida, C contingencia (fuera de línea)
	Sucursal      uint64
	CodigoControl string
}

// SalesBook lists the invoices emitted in a La Paz month (yyyy-MM) in
// emission order, as the Libro de Ventas of the owner and the accountant
// (Super and Administrador). Online invoices are registered by the SIN
// itself: the book is for reconciling.
func (e *Engine) SalesBook(actor Actor, month string) ([]BookEntry, error) {
	if !actor.IsAdmin() {
		return nil, Forbidden("Solo Super o Administrador ven el Libro de Ventas.")
	}
	start, err := time.ParseInLocation("2006-01", month, LaPaz)
	if err != nil {
		return nil, Invalid("mes", "Indique el mes como AAAA-MM.")
	}
	end := start.AddDate(0, 1, 0)
	var out []BookEntry
	err = e.view(func(tx ReadTx) error {
		return e.invoicesBetween(tx, 0, start, end, func(id uint64) error {
			inv, err := getInvoice(tx, id)
			if err != nil {
				return err
			}
			if inv.Estado == InvoiceRejected {
				return nil // the SIN never took it: it is no invoice
			}
			b := BookEntry{Fecha: inv.FechaEmision, Numero: inv.Numero, CUF: inv.CUF, Documento: inv.NumeroDocumento,
				Complemento: inv.Complemento, RazonSocial: inv.RazonSocial, Total: int64(inv.Total),
				Descuento: int64(inv.Descuento), Sucursal: inv.Sucursal, Estado: "V", CodigoControl: "0"}
			b.Subtotal = b.Total + b.Descuento
			b.BaseDebito = b.Total
			switch {
			case inv.Estado == InvoiceAnnulled:
				b.Estado = "A"
			case inv.TipoEmision == siat.EmisionFueraLinea:
				b.Estado = "C"
			}
			if b.Estado == "A" {
				b.Total, b.Descuento, b.Subtotal, b.BaseDebito = 0, 0, 0, 0
			}
			b.DebitoFiscal = (b.BaseDebito*13 + 50) / 100
			out = append(out, b)
			return nil
		})
	})
	// Branches are read one after the other: the book runs by emission.
	sort.SliceStable(out, func(i, j int) bool { return out[i].Fecha.Before(out[j].Fecha) })
	return out, err
}
