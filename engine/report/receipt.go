package report

import (
	"fmt"
	"io"
	"time"
)

// Receipt is what the receipt of a cobro prints: money received against the
// balance of a Cuotas sale, what was owed and paid, and what is still owed
// with its due dates. Amounts are centavos.
type Receipt struct {
	Numero            int64 // the payment's number
	Fecha             time.Time
	Sucursal          string
	SucursalDireccion string
	SucursalTelefono  string
	Cliente           string
	NIT               string
	Usuario           string // who received the money
	VentaNumero       int64
	VentaFecha        time.Time
	MetodoPago        string
	NumeroDocumento   string
	Descripcion       string
	Monto             int64 // received now
	Total             int64 // the sale's total
	Pagado            int64 // paid so far, this payment included
	Saldo             int64 // still owed
	// Pendientes are the instalments still owed, with their due dates.
	Pendientes []AccountPayment
}

// ReceiptTicketPDF writes the receipt of a cobro on 80 mm thermal paper like
// the sale ticket: company header, the receipt's number, date and customer,
// the sale it pays, the amount received (in words too), what the sale still
// owes and its pending instalments, and a signature line for the cashier.
func ReceiptTicketPDF(w io.Writer, h Header, r Receipt, opt Options) error {
	return writeTicket(w, min(5000, 400+6*float64(len(r.Pendientes))), fmt.Sprintf("%s %s", lblReceipt, Number(r.Numero)), opt,
		func(f *PDF) float64 { return drawReceipt(f, h, r) })
}

func drawReceipt(f *PDF, h Header, r Receipt) float64 {
	t := ticket{f: f}
	t.letterhead(branchHeader(h, r.Sucursal, r.SucursalDireccion, r.SucursalTelefono))
	t.center(lblReceipt+" "+fmt.Sprintf(msgNumber, Number(r.Numero)), 9.5, true)
	t.pair(lblDate+": "+Date(r.Fecha), lblHour+": "+Time(r.Fecha), false)
	t.text(lblClientShort+": "+r.Cliente, false)
	t.text(lblNIT+": "+r.NIT, false)
	t.text(lblUser+": "+r.Usuario, false)
	t.dashes()
	t.text(lblSale+" "+fmt.Sprintf(msgNumber, Number(r.VentaNumero))+" del "+Date(r.VentaFecha), true)
	t.total(lblSaleTotal, r.Total, false)
	t.total(lblReceivedNow, r.Monto, true)
	t.total(lblPaidToDate, r.Pagado, false)
	t.total(lblBalance, r.Saldo, true)
	t.gap(1)
	t.text(Words(r.Monto), false)
	t.gap(1)
	t.text(lblPayment+": "+joinNonEmpty(" - ", r.MetodoPago, r.NumeroDocumento), false)
	if r.Descripcion != "" {
		t.text(lblNotes+": "+r.Descripcion, false)
	}
	t.instalments(r.Pendientes)
	t.dashes()
	t.gap(12)
	t.center("________________________", ticketSize, false)
	t.center(lblReceived, ticketSize, false)
	t.gap(2)
	t.center(lblThanksPay, 9.5, true)
	return f.GetY()
}
