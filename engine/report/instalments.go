package report

import "strings"

// The instalments of a Cuotas sale on its papers: what was paid (the a cuenta
// and each later payment, with its date) and what is still owed with its due
// date, so that the note or the ticket the customer keeps proves the debt.

// instalmentDate is the date column of an instalment: when it was paid, or
// for a pending one when it falls due.
func instalmentDate(p AccountPayment) (paid, due string) {
	if p.Estado == lblPending {
		return "", dayText(p.FechaLimite)
	}
	return Date(p.Fecha), ""
}

// instalments draws the Plan de pagos table of a note (nothing without
// instalments).
func (d *document) instalments(cuotas []AccountPayment) {
	if len(cuotas) == 0 {
		return
	}
	d.section(lblPlan)
	w := scaled([]float64{28, 30, 30, 40, 36}, d.width)
	g := grid{{w: w[0], align: "C"}, {w: w[1], align: "C"}, {w: w[2], align: "C"}, {w: w[3], align: "L"}, {w: w[4], align: "R"}}
	rows := make([][]string, len(cuotas))
	for i, p := range cuotas {
		paid, due := instalmentDate(p)
		rows[i] = []string{p.Estado, paid, due, p.MetodoPago, Amount(p.Monto)}
	}
	d.table(g, []string{lblState, lblPaid, lblDue, lblMethod, lblAmount}, rows, zebra(8.5))
}

// instalments prints the Plan de pagos of a ticket: one line per
// instalment, "Pagado 04/03/2025" or "Pendiente, vence 31/12/2099", and its
// amount.
func (t ticket) instalments(cuotas []AccountPayment) {
	if len(cuotas) == 0 {
		return
	}
	t.dashes()
	t.center(strings.ToUpper(lblPlan), 9, true)
	for _, p := range cuotas {
		paid, due := instalmentDate(p)
		left := p.Estado + " " + paid
		if due != "" {
			left = p.Estado + ", " + strings.ToLower(lblDue) + " " + due
		}
		t.pair(left, Money(p.Monto), p.Estado == lblPending)
	}
}
