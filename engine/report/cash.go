package report

import (
	"io"
	"time"
)

// CashRow is one row of a cash box: signed amounts per method.
type CashRow struct {
	Name                                     string
	Efectivo, Transferencia, Cheque, Tarjeta int64
	Total                                    int64
}

// CashClose is a cash box as its close report prints it.
type CashClose struct {
	Sucursal    string
	Usuario     string
	Fecha       string // yyyy-MM-dd, the La Paz date of the box
	Apertura    time.Time
	Cierre      *time.Time // nil while the box is open
	Rows        []CashRow
	Totals      CashRow
	MontoFinal  int64
	Diferencia  int64
	Descripcion string
}

func (c CashClose) state() string {
	if c.Cierre == nil {
		return "ABIERTA (sin cerrar)"
	}
	return "CERRADA " + DateTime(*c.Cierre)
}

// differenceText says whether the drawer had more or less than computed.
func (c CashClose) differenceText() string {
	switch {
	case c.Cierre == nil:
		return "—"
	case c.Diferencia > 0:
		return Money(c.Diferencia) + " (sobrante)"
	case c.Diferencia < 0:
		return Money(c.Diferencia) + " (faltante)"
	}
	return Money(0) + " (cuadra)"
}

const cashTitle = "CIERRE DE CAJA"

// CashClosePDF writes the one-page close report on portrait office paper (opt.Paper: Letter or Oficio):
// the box's data, the rows per method with the totals, and the counted
// amount against the computed cash, with the difference in colour.
func CashClosePDF(w io.Writer, h Header, c CashClose, opt Options) error {
	d := newDocument(cashTitle, opt)
	d.header(branchHeader(h, c.Sucursal, "", ""), cashTitle, dayText(c.Fecha), c.Apertura, false)
	d.info([][2]string{
		{lblUser, c.Usuario}, {"Sucursal", c.Sucursal},
		{"Apertura", DateTime(c.Apertura)}, {lblState, c.state()},
	})
	cw := scaled([]float64{36, 22, 22, 22, 22, 24}, d.width)
	g := grid{{w: cw[0], align: "L"}, {w: cw[1], align: "R"}, {w: cw[2], align: "R"}, {w: cw[3], align: "R"},
		{w: cw[4], align: "R"}, {w: cw[5], align: "R"}}
	rows := make([][]string, 0, len(c.Rows)+1)
	for _, r := range append(c.Rows, c.Totals) {
		rows = append(rows, []string{r.Name, Amount(r.Efectivo), Amount(r.Transferencia), Amount(r.Cheque), Amount(r.Tarjeta), Amount(r.Total)})
	}
	plain := zebra(9)
	d.table(g, []string{"Movimiento", "Efectivo", "Transferencia", "Cheque", "Tarjeta", "Total"}, rows, func(i int) rowStyle {
		if i == len(rows)-1 {
			return rowStyle{size: 9.5, bold: true, fill: &colTotal, text: colInk}
		}
		return plain(i)
	})
	d.y += 3
	sg := grid{{w: d.width - 60, align: "R"}, {w: 60, align: "R"}}
	diff := rowStyle{size: 11, bold: true, text: differenceColour(c)}
	for _, r := range []struct {
		label, value string
		st           rowStyle
	}{
		{"Efectivo calculado", Money(c.Totals.Efectivo), rowStyle{size: 10, text: colInk}},
		{"Efectivo contado (monto final)", countedText(c), rowStyle{size: 10, bold: true, text: colInk}},
		{"Diferencia", c.differenceText(), diff},
	} {
		d.y += sg.draw(d.f, d.left, d.y, []string{r.label, r.value}, r.st)
	}
	if c.Descripcion != "" {
		d.y += 2
		d.section(lblNotes)
		d.f.SetFont(FontFamily, "", 9)
		d.f.SetXY(d.left, d.y)
		d.f.MultiCell(d.width, 4.5, c.Descripcion, "", "L", false)
		d.y = d.f.GetY()
	}
	d.signatures("Entregué conforme", "Recibí conforme")
	return d.finish(w, false)
}

func countedText(c CashClose) string {
	if c.Cierre == nil {
		return "—"
	}
	return Money(c.MontoFinal)
}

var (
	colShort = rgb{200, 30, 45}
	colOver  = rgb{20, 120, 60}
)

func differenceColour(c CashClose) rgb {
	switch {
	case c.Cierre == nil || c.Diferencia == 0:
		return colInk
	case c.Diferencia < 0:
		return colShort
	}
	return colOver
}

// CashCloseTicketPDF writes the close report on 80 mm thermal paper, cut to
// its content: one line per row with the cash column and the other methods
// under it, then the computed and counted cash and the difference.
func CashCloseTicketPDF(w io.Writer, h Header, c CashClose, opt Options) error {
	return writeTicket(w, 600, cashTitle, opt, func(f *PDF) float64 { return drawCashTicket(f, h, c) })
}

func drawCashTicket(f *PDF, h Header, c CashClose) float64 {
	t := ticket{f: f}
	name := h.Empresa
	if name == "" {
		name = h.Sigla
	}
	t.center(name, 10, true)
	t.center(c.Sucursal, ticketSize, false)
	t.dashes()
	t.center(cashTitle+" "+dayText(c.Fecha), 9.5, true)
	t.text(lblUser+": "+c.Usuario, false)
	t.text("Apertura: "+DateTime(c.Apertura), false)
	t.text(lblState+": "+c.state(), false)
	t.dashes()
	for _, r := range c.Rows {
		t.pair(r.Name, Amount(r.Total), false)
		if r.Transferencia != 0 || r.Cheque != 0 || r.Tarjeta != 0 {
			t.pair("  Efectivo", Amount(r.Efectivo), false)
			for _, m := range []struct {
				n string
				v int64
			}{{"  Transferencia", r.Transferencia}, {"  Cheque", r.Cheque}, {"  Tarjeta", r.Tarjeta}} {
				if m.v != 0 {
					t.pair(m.n, Amount(m.v), false)
				}
			}
		}
	}
	t.dashes()
	t.pair("Efectivo", Amount(c.Totals.Efectivo), true)
	t.pair("Transferencia", Amount(c.Totals.Transferencia), false)
	t.pair("Cheque", Amount(c.Totals.Cheque), false)
	t.pair("Tarjeta", Amount(c.Totals.Tarjeta), false)
	t.dashes()
	t.total("Efectivo calculado", c.Totals.Efectivo, false)
	if c.Cierre != nil {
		t.total("Contado", c.MontoFinal, true)
	}
	t.text("Diferencia: "+c.differenceText(), true)
	t.gap(8)
	t.center("______________________", ticketSize, false)
	t.center("Firma", ticketSize, false)
	return f.GetY()
}
