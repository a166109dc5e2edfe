package engine

import (
	"strings"
	"testing"

	"sgc/siat"
	"sgc/siat/sintest"
)

// TestInvoiceXMLOfSalesPassesXmllint holds the XML the engine writes for
// real sales to the SIN's XSD with xmllint, the golden check the Go rules
// (siat.Invoice.Check) stand in for at run time: an online sale to a NIT;
// several lines with centavos and a discount; a buyer's CI with complemento;
// a customer without NIT nor name (99002 as a NIT with codigoExcepcion 1, as
// the SIN's special numbers go); and, during an outage, a sale emitted
// fuera de línea to a NIT (codigoExcepcion 1).
func TestInvoiceXMLOfSalesPassesXmllint(t *testing.T) {
	w := siatSetup(t)
	w.load(t, w.b2, w.p[0], 20)
	w.load(t, w.b2, w.p[1], 20)
	sale := func(in SaleInput) *Invoice {
		t.Helper()
		in.Factura = true
		id, err := w.e.CreateSale(w.seller, in)
		skOK(t, err)
		inv, err := w.e.InvoiceOfSale(w.super, id)
		skOK(t, err)
		return inv
	}
	type check struct {
		name string
		inv  *Invoice
		want []string // fragments the XML must carry
	}
	var checks []check

	online := skSale(w.b2, skLine(w.p[0], 1, 10000))
	online.NIT, online.RazonSocial, online.CodigoTipoDocumentoIdentidad = "1020703023", "Juan Pérez", docTypeNIT
	checks = append(checks, check{"en línea a un NIT", sale(online), []string{
		"<numeroDocumento>1020703023</numeroDocumento>", "<codigoTipoDocumentoIdentidad>5</codigoTipoDocumentoIdentidad>",
		"<codigoExcepcion>0</codigoExcepcion>", "<montoTotal>100.00</montoTotal>"}})

	lines := skSale(w.b2, skLine(w.p[0], 3, 12345), skLine(w.p[1], 2, 9999))
	lines.Descuento, lines.Total = 150, lines.Total-150 // 370.35 + 199.98 - 1.50
	lines.NIT, lines.RazonSocial = "4789123", "Ana Mamani"
	checks = append(checks, check{"varias líneas con centavos y descuento", sale(lines), []string{
		"<precioUnitario>123.45</precioUnitario>", "<subTotal>370.35</subTotal>", "<precioUnitario>99.99</precioUnitario>",
		"<subTotal>199.98</subTotal>", "<descuentoAdicional>1.50</descuentoAdicional>", "<montoTotal>568.83</montoTotal>",
		"<cantidad>3.00</cantidad>"}})

	ci := skSale(w.b2, skLine(w.p[1], 1, 9999))
	ci.NIT, ci.Complemento, ci.RazonSocial, ci.CodigoTipoDocumentoIdentidad = "4789123", "1A", "Ana Mamani", 1
	checks = append(checks, check{"CI con complemento", sale(ci), []string{
		"<numeroDocumento>4789123</numeroDocumento>", "<complemento>1A</complemento>",
		"<codigoTipoDocumentoIdentidad>1</codigoTipoDocumentoIdentidad>"}})

	anonymous := sale(skSale(w.b2, skLine(w.p[0], 1, 10000)))
	checks = append(checks, check{"cliente sin NIT ni nombre", anonymous, []string{
		"<nombreRazonSocial>SN</nombreRazonSocial>", "<numeroDocumento>99002</numeroDocumento>",
		"<codigoTipoDocumentoIdentidad>5</codigoTipoDocumentoIdentidad>", "<codigoExcepcion>1</codigoExcepcion>",
		`<complemento xsi:nil="true"/>`}})

	w.sin.Inject(sintest.FaultHTML5xx, "", 1000)
	w.pass(t) // the sends meet the outage: a contingency
	offline := skSale(w.b2, skLine(w.p[0], 2, 10050))
	offline.NIT, offline.RazonSocial, offline.CodigoTipoDocumentoIdentidad = "1020703023", "Juan Pérez", docTypeNIT
	off := sale(offline)
	if off.TipoEmision != siat.EmisionFueraLinea {
		t.Fatalf("factura durante el corte: tipo de emisión %d", off.TipoEmision)
	}
	checks = append(checks, check{"fuera de línea a un NIT", off, []string{
		"<codigoExcepcion>1</codigoExcepcion>", "<montoTotal>201.00</montoTotal>"}})

	for _, c := range checks {
		for _, want := range c.want {
			if !strings.Contains(c.inv.XML, want) {
				t.Errorf("%s: el XML no lleva %s", c.name, want)
			}
		}
		if err := sintest.Xmllint(t, []byte(c.inv.XML), "facturaComputarizadaCompraVenta.xsd"); err != nil {
			t.Errorf("%s: %v\n%s", c.name, err, c.inv.XML)
		}
	}
}
