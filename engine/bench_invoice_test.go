package engine

import (
	"fmt"
	"testing"
)

// BenchmarkSaleInvoice compares one seller's five-line sales without and
// with "factura": true on the same store (fsync off, so the figures are the
// engine's own work: the number, the CUF, the XML checked against the XSD's
// rules and the outbox entry, all in the sale's transaction). The SIN is
// never called inside a sale, so its latency is not part of either figure.
func BenchmarkSaleInvoice(b *testing.B) {
	w := siatSetup(b)
	w.load(b, w.b2, w.p[0], 10*salesPerRun)
	w.load(b, w.b2, w.p[1], 10*salesPerRun)
	sell := func(factura bool) func(s, i int) error {
		return func(s, i int) error {
			var lines []SaleLineInput
			for j := range 5 {
				lines = append(lines, skLine(w.p[(i+j)%2], 1, 10000))
			}
			in := skSale(w.b2, lines...)
			in.Factura, in.NIT, in.RazonSocial, in.CodigoTipoDocumentoIdentidad = factura, "1020703023", "Juan Pérez", 5
			_, err := w.e.CreateSale(w.seller, in)
			return err
		}
	}
	for b.Loop() {
		plain := runSellers(b, 1, salesPerRun, sell(false))
		invoiced := runSellers(b, 1, salesPerRun, sell(true))
		fmt.Printf("venta sin factura: %.0f/s p50 %v p99 %v; con factura: %.0f/s p50 %v p99 %v (p99 +%v)\n",
			plain.rate, plain.p50, plain.p99, invoiced.rate, invoiced.p50, invoiced.p99, invoiced.p99-plain.p99)
	}
}
