package report

import (
	"bytes"
	"strings"
	"testing"
)

// TestSaleChangePrinted: a cash sale whose customer's cash was told prints
// Paga con and Cambio on the note and the ticket; one without prints neither.
func TestSaleChangePrinted(t *testing.T) {
	paid := testSale()
	paid.TipoPago, paid.ACuenta, paid.Saldo = "Contado", 0, 0
	paid.PagaCon, paid.Cambio = 240000, 240000-paid.Total
	for _, c := range []struct {
		name   string
		render func(*bytes.Buffer, Sale) error
	}{
		{"note", func(b *bytes.Buffer, s Sale) error { return SaleNotePDF(b, testHeader(), s, goldenOpt) }},
		{"ticket", func(b *bytes.Buffer, s Sale) error { return SaleTicketPDF(b, testHeader(), s, goldenOpt) }},
	} {
		var with, without bytes.Buffer
		if err := c.render(&with, paid); err != nil {
			t.Fatal(err)
		}
		if err := c.render(&without, testSale()); err != nil {
			t.Fatal(err)
		}
		text := pdfText(t, with.Bytes())
		for _, want := range []string{"Paga con", "Bs 2.400,00", "Cambio", "Bs 97,50"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: text lacks %q:\n%s", c.name, want, text)
			}
		}
		if text := pdfText(t, without.Bytes()); strings.Contains(text, "Paga con") || strings.Contains(text, "Cambio") {
			t.Errorf("%s without Paga con prints it:\n%s", c.name, text)
		}
	}
}
