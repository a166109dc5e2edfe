package report

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// testCreditSale is testSale with its due date and instalments: the a cuenta
// paid at the sale and the balance pending.
func testCreditSale() Sale {
	s := testSale()
	s.FechaLimite = "2025-04-04"
	s.Cuotas = []AccountPayment{
		{Fecha: s.Fecha, MetodoPago: "Efectivo", Monto: s.ACuenta, Estado: lblPaid},
		{Fecha: s.Fecha, FechaLimite: s.FechaLimite, Monto: s.Saldo, Estado: lblPending},
	}
	return s
}

// testReceipt is a cobro of Bs 200 against testCreditSale.
func testReceipt() Receipt {
	s := testCreditSale()
	return Receipt{Numero: 17, Fecha: time.Date(2025, 3, 10, 15, 5, 0, 0, time.UTC), Sucursal: s.Sucursal,
		SucursalDireccion: s.SucursalDireccion, SucursalTelefono: s.SucursalTelefono, Cliente: s.Cliente, NIT: s.NIT,
		Usuario: "Juan Choque", VentaNumero: s.Numero, VentaFecha: s.Fecha, MetodoPago: "Transferencia", NumeroDocumento: "558120",
		Monto: 20000, Total: s.Total, Pagado: s.ACuenta + 20000, Saldo: s.Saldo - 20000,
		Pendientes: []AccountPayment{{FechaLimite: s.FechaLimite, Monto: s.Saldo - 20000, Estado: lblPending}}}
}

// The note and the ticket of a Cuotas sale print the Fecha límite and the
// instalments; the receipt of a cobro prints what was received, what is
// still owed and when it falls due.
func TestInstalmentPapers(t *testing.T) {
	cases := []struct {
		name   string
		render func(*bytes.Buffer) error
		want   []string
	}{
		{"note_cuotas.pdf", func(b *bytes.Buffer) error { return SaleNotePDF(b, testHeader(), testCreditSale(), goldenOpt) },
			[]string{"Fecha límite", "04/04/2025", "Plan de pagos", "Pagado", "04/03/2025", "Pendiente", "1.000,00", "1.302,50"}},
		{"ticket_cuotas.pdf", func(b *bytes.Buffer) error { return SaleTicketPDF(b, testHeader(), testCreditSale(), goldenOpt) },
			[]string{"Fecha límite:", "04/04/2025", "PLAN DE PAGOS", "Pagado 04/03/2025", "Bs 1.000,00", "Pendiente, vence 04/04/2025", "Bs 1.302,50"}},
		{"receipt_ticket.pdf", func(b *bytes.Buffer) error { return ReceiptTicketPDF(b, testHeader(), testReceipt(), goldenOpt) },
			[]string{"RECIBO DE COBRO N° 000017", "Fecha: 10/03/2025", "Hora: 11:05", "José Ñuflo Añez Gutiérrez", "Usuario: Juan Choque",
				"Venta N° 000123 del 04/03/2025", "Total de la venta:", "Bs 2.302,50", "Cobrado:", "Bs 200,00", "Pagado a la fecha:",
				"Bs 1.200,00", "Saldo:", "Bs 1.102,50", "SON: DOSCIENTOS 00/100 BOLIVIANOS", "Pago: Transferencia - 558120",
				"Pendiente, vence 04/04/2025", "Recibí conforme", "¡Gracias por su pago!"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := c.render(&b); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, c.name, b.Bytes())
			text := pdfText(t, b.Bytes())
			for _, want := range c.want {
				if !strings.Contains(text, want) {
					t.Errorf("text lacks %q:\n%s", want, text)
				}
			}
		})
	}
	// A Contado sale prints neither.
	s := testSale()
	s.TipoPago, s.FechaLimite = "Contado", "2025-04-04"
	var b bytes.Buffer
	if err := SaleTicketPDF(&b, testHeader(), s, goldenOpt); err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, b.Bytes()); strings.Contains(text, "Fecha límite") || strings.Contains(text, "PLAN DE PAGOS") {
		t.Errorf("a Contado ticket prints instalments:\n%s", text)
	}
}
