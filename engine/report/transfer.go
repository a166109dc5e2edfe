package report

import (
	"fmt"
	"io"
	"time"
)

// TransferLine is one product of a transfer ticket.
type TransferLine struct {
	Cantidad int64
	Unidad   string
	Codigo   string
	Producto string
	Anulada  bool
}

// Transfer is what a transfer ticket prints. Titulo is "TRASPASO" or
// "TRASPASO ENTRE SUCURSALES"; Estado is the request state as shown
// ("Aceptado", "Traspaso Directo", "Ingreso de Almacen"); RespondidoPor is
// who accepted a request.
type Transfer struct {
	Titulo        string
	Numero        int64
	Fecha         time.Time
	Origen        string
	Destino       string
	Usuario       string
	RespondidoPor string
	Estado        string
	Motivo        string
	Descripcion   string
	Anulado       bool
	Lines         []TransferLine
}

// TransferTicketPDF writes t as an 80 mm thermal ticket like the sale
// ticket: company header, the transfer's number, branches and people, the
// lines with their units, the total of units and two signature lines.
func TransferTicketPDF(w io.Writer, h Header, t Transfer, opt Options) error {
	return writeTicket(w, min(5000, 400+25*float64(len(t.Lines))), fmt.Sprintf("%s %s", t.Titulo, Number(t.Numero)), opt,
		func(f *PDF) float64 { return drawTransferTicket(f, h, t) })
}

func drawTransferTicket(f *PDF, h Header, t Transfer) float64 {
	k := ticket{f: f}
	name := h.Empresa
	if name == "" {
		name = h.Sigla
	}
	k.center(name, 10, true)
	for _, l := range companyLines(h, "") {
		k.center(l, ticketSize, false)
	}
	k.dashes()
	k.center(t.Titulo, 9.5, true)
	k.center(fmt.Sprintf(msgNumber, Number(t.Numero)), 9.5, true)
	if t.Anulado {
		k.center("*** "+msgVoided+" ***", 11, true)
	}
	k.pair(lblDate+": "+Date(t.Fecha), lblHour+": "+Time(t.Fecha), false)
	k.text(lblFrom+": "+t.Origen, false)
	k.text(lblTo+": "+t.Destino, false)
	k.text(lblState+": "+t.Estado, false)
	k.text(lblUser+": "+t.Usuario, false)
	if t.RespondidoPor != "" {
		k.text(lblAcceptedBy+": "+t.RespondidoPor, false)
	}
	k.text(lblReason+": "+t.Motivo, false)
	k.dashes()
	k.pair(lblQty+" "+lblDescription, lblUnit, true)
	k.dashes()
	var units int64
	for _, l := range t.Lines {
		text := lineText(l.Producto, "")
		if l.Codigo != "" {
			text = l.Codigo + " " + text
		}
		if l.Anulada {
			text += " (" + lblLineVoided + ")"
		} else {
			units += l.Cantidad
		}
		k.text(text, false)
		k.pair("  "+Quantity(l.Cantidad), l.Unidad, false)
		k.gap(0.8)
	}
	k.dashes()
	k.pair(lblTotalUnits+":", Quantity(units), true)
	if t.Descripcion != "" {
		k.gap(1)
		k.text(lblNotes+": "+t.Descripcion, false)
	}
	k.gap(12)
	y := f.GetY()
	half := ticketWidth / 2
	f.SetDrawColor(0, 0, 0)
	f.Line(ticketMargin+3, y, ticketMargin+half-3, y)
	f.Line(ticketMargin+half+3, y, ticketMargin+ticketWidth-3, y)
	k.font(7, false)
	f.SetXY(ticketMargin, y+0.5)
	f.CellFormat(half, ticketLine, lblDelivered, "", 0, "C", false, 0, "")
	f.CellFormat(half, ticketLine, lblReceived, "", 2, "C", false, 0, "")
	return f.GetY()
}
