package report

import (
	"bytes"
	"fmt"
	"io"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
)

// Thermal ticket geometry in millimetres: 80 mm paper, 72 mm printable.
const (
	ticketPaper  = 80.0
	ticketMargin = 4.0
	ticketWidth  = ticketPaper - 2*ticketMargin
	ticketMono   = "gomono"
	ticketSize   = 8.0
	ticketLine   = 3.6
)

// SaleTicketPDF writes s as an 80 mm thermal-printer ticket in a monospaced
// face, all in black: centred company header, dashed separators, lines,
// totals, amount in words and "¡Gracias por su compra!". The page is exactly
// as tall as its content, so the printer feeds no blank tail.
func SaleTicketPDF(w io.Writer, h Header, s Sale, opt Options) error {
	return writeTicket(w, min(5000, 400+25*float64(len(s.Lines)+len(s.Cuotas))), fmt.Sprintf("%s %s", lblSaleNote, Number(s.Numero)), opt,
		func(f *PDF) float64 { return drawTicket(f, h, s) })
}

// writeTicket draws a ticket twice: first on a page probeHeight long, to
// measure it, then on a page cut to that height.
func writeTicket(w io.Writer, probeHeight float64, title string, opt Options, draw func(f *PDF) float64) error {
	probe := newTicket(probeHeight, opt)
	end := draw(probe)
	if err := probe.Error(); err != nil {
		return err
	}
	f := newTicket(end+ticketMargin, opt)
	f.SetTitle(title, true)
	draw(f)
	return f.Output(w)
}

func newTicket(height float64, opt Options) *PDF {
	f := newBare("P", fpdf.SizeType{Wd: ticketPaper, Ht: height}, opt)
	// Copies, as in NewPDF: fpdf writes into the bytes of a monospaced font.
	f.AddUTF8FontFromBytes(ticketMono, "", bytes.Clone(gomono.TTF))
	f.AddUTF8FontFromBytes(ticketMono, "B", bytes.Clone(gomonobold.TTF))
	f.SetMargins(ticketMargin, ticketMargin, ticketMargin)
	f.SetAutoPageBreak(false, 0)
	f.AddPage()
	return f
}

// drawTicket lays the ticket out from the top and returns the y below it.
func drawTicket(f *PDF, h Header, s Sale) float64 {
	t := ticket{f: f}
	t.letterhead(branchHeader(h, s.Sucursal, s.SucursalDireccion, s.SucursalTelefono))
	t.center(lblSaleNote+" "+fmt.Sprintf(msgNumber, Number(s.Numero)), 9.5, true)
	if s.Voided() {
		t.center("*** "+msgVoided+" ***", 11, true)
	}
	t.pair(lblDate+": "+Date(s.Fecha), lblHour+": "+Time(s.Fecha), false)
	t.text(lblClientShort+": "+s.Cliente, false)
	t.text(lblNIT+": "+s.NIT, false)
	t.text(lblUser+": "+s.Usuario, false)
	t.dashes()
	t.pair(lblQty+" "+lblDescription, lblSubtotal, true)
	t.dashes()
	for _, l := range s.Lines {
		t.text(lineText(l.Producto, l.Serie), false)
		t.pair(fmt.Sprintf("  %s %s x %s", Quantity(l.Cantidad), l.Unidad, Amount(l.Precio)), Amount(l.Subtotal), false)
		t.gap(0.8)
	}
	t.dashes()
	t.total(lblSubtotal, s.Subtotal, false)
	t.total(lblDiscount, s.Descuento, false)
	t.total(lblTotal, s.Total, true)
	if s.Installments() {
		t.total(lblOnAccount, s.ACuenta, false)
		t.total(lblBalance, s.Saldo, false)
		if s.FechaLimite != "" {
			t.pair(lblDueDate+":", dayText(s.FechaLimite), true)
		}
	}
	if s.PagaCon > 0 {
		t.total(lblPaysWith, s.PagaCon, false)
		t.total(lblChange, s.Cambio, true)
	}
	t.gap(1)
	t.text(Words(s.Total), false)
	t.gap(1)
	t.text(lblPayment+": "+joinNonEmpty(" - ", s.TipoPago, s.MetodoPago), false)
	if s.Descripcion != "" {
		t.text(lblNotes+": "+s.Descripcion, false)
	}
	t.instalments(s.Cuotas)
	t.dashes()
	t.center(lblThanks, 9.5, true)
	return f.GetY()
}

// letterhead prints the logo, the company's name and its lines centred,
// then a separator: the top of the sale ticket and of the cobro receipt.
func (t ticket) letterhead(h Header) {
	f := t.f
	if name, iw, ih := addLogo(f, h.Logo); name != "" {
		scale := min(16/ih, 40/iw)
		f.ImageOptions(name, (ticketPaper-iw*scale)/2, ticketMargin, iw*scale, ih*scale, false, fpdf.ImageOptions{}, 0, "")
		f.SetY(ticketMargin + ih*scale + 2)
	}
	name := h.Empresa
	if name == "" {
		name = h.Sigla
	}
	t.center(name, 10, true)
	for _, l := range companyLines(h, "") {
		t.center(l, ticketSize, false)
	}
	t.dashes()
}
