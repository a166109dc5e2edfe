package siat

import (
	"errors"
	"strings"
	"testing"
	"time"

	"sgc/siat/sintest"
)

// saleInvoice is a 3-line sale with a line discount and an additional one,
// emitted at 23:30:00.042 in La Paz (03:30 UTC the next day).
func saleInvoice(t *testing.T) *Invoice {
	t.Helper()
	fecha := time.Date(2026, 3, 5, 3, 30, 0, 42_000_000, time.UTC)
	inv := &Invoice{
		Header: Header{
			NITEmisor: 1003579028, RazonSocialEmisor: "Ferretería El Constructor S.R.L.", Municipio: "La Paz",
			NumeroFactura: 17, CUFD: "BQUE+QytqQUDBKVUFOSVRPQkxVRDA=", CodigoSucursal: 0,
			Direccion: "Av. Buenos Aires N° 1234 <zona> & Max Paredes", CodigoPuntoVenta: 1,
			FechaEmision: fecha, NombreRazonSocial: "Pérez", CodigoTipoDocumentoIdentidad: 1,
			NumeroDocumento: "4789123", Complemento: "1A", CodigoCliente: "C-42", CodigoMetodoPago: 1,
			MontoTotal: 26_250, MontoTotalSujetoIva: 26_250, CodigoMoneda: 1, TipoCambio: 100,
			MontoTotalMoneda: 26_250, DescuentoAdicional: 500,
			Leyenda: "Ley N° 453: Tienes derecho a recibir información sobre las características y contenidos de los servicios que utilices.",
			Usuario: "jchoque",
		},
		Lines: []Line{
			{ActividadEconomica: "477300", CodigoProductoSin: 99100, CodigoProducto: "MART-01", Descripcion: "Martillo de carpintero 16 oz",
				Cantidad: 200, UnidadMedida: 58, PrecioUnitario: 8_500, MontoDescuento: 1_000, SubTotal: 16_000},
			{ActividadEconomica: "477300", CodigoProductoSin: 99100, CodigoProducto: "CLAV-2", Descripcion: "Clavos 2\" (kg)",
				Cantidad: 150, UnidadMedida: 22, PrecioUnitario: 1_500, SubTotal: 2_250},
			{ActividadEconomica: "477300", CodigoProductoSin: 99100, CodigoProducto: "CINTA-5", Descripcion: "Cinta métrica 5 m",
				Cantidad: 100, UnidadMedida: 58, PrecioUnitario: 8_500, SubTotal: 8_500},
		},
	}
	cuf, err := CUF(CUFInput{NIT: inv.Header.NITEmisor, FechaEmision: fecha, Sucursal: 0, Modalidad: ModalidadComputarizada,
		TipoEmision: EmisionEnLinea, TipoFactura: TipoFacturaConCredito, DocumentoSector: SectorCompraVenta,
		NumeroFactura: 17, PuntoVenta: 1, CodigoControl: "67A75AC82F24C74"})
	if err != nil {
		t.Fatal(err)
	}
	inv.Header.CUF = cuf
	return inv
}

func TestInvoiceXMLValidatesAgainstXSD(t *testing.T) {
	out, err := saleInvoice(t).XML(ModalidadComputarizada)
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{
		"<fechaEmision>2026-03-04T23:30:00.042</fechaEmision>",
		`<telefono xsi:nil="true"/>`,
		`<montoGiftCard xsi:nil="true"/>`,
		"<descuentoAdicional>5.00</descuentoAdicional>",
		"<cantidad>1.50</cantidad>",
		"<montoDescuento>10.00</montoDescuento>",
		"<tipoCambio>1.00</tipoCambio>",
		"<codigoDocumentoSector>1</codigoDocumentoSector>",
		"&lt;zona&gt; &amp; Max",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("XML lacks %s", want)
		}
	}
	if n := strings.Count(s, "<detalle>"); n != 3 {
		t.Errorf("%d detalle, want 3", n)
	}
	xmllint(t, out, "facturaComputarizadaCompraVenta.xsd")
}

// xmllint validates doc against one of the SIN's XSDs kept in sintest/xsd
// and fails the test on a complaint.
func xmllint(t *testing.T, doc []byte, xsd string) {
	t.Helper()
	if err := sintest.Xmllint(t, doc, xsd); err != nil {
		t.Fatalf("%v\n%s", err, doc)
	}
}

// Check refuses what the XSD refuses: each case breaks one facet, and
// xmllint refuses the same invoice written without the check.
func TestInvoiceCheckMirrorsXSD(t *testing.T) {
	for name, c := range map[string]struct {
		mut  func(*Invoice)
		lint bool // false where the Go check is stricter than the XSD
	}{
		"complemento largo":  {func(inv *Invoice) { inv.Header.Complemento = "123456" }, true},
		"sin líneas":         {func(inv *Invoice) { inv.Lines = nil }, true},
		"501 líneas":         {func(inv *Invoice) { inv.Lines = append(inv.Lines, make([]Line, 498)...); fill(inv) }, true},
		"cantidad cero":      {func(inv *Invoice) { inv.Lines[1].Cantidad = 0 }, true},
		"método de pago 309": {func(inv *Invoice) { inv.Header.CodigoMetodoPago = 309 }, true},
		"documento 6":        {func(inv *Invoice) { inv.Header.CodigoTipoDocumentoIdentidad = 6 }, true},
		"leyenda vacía":      {func(inv *Invoice) { inv.Header.Leyenda = "" }, true},
		"municipio 26":       {func(inv *Invoice) { inv.Header.Municipio = strings.Repeat("ñ", 26) }, true},
		"tarjeta con letras": {func(inv *Invoice) { inv.Header.NumeroTarjeta = "4797XXXX7896" }, true},
		"descuento negativo": {func(inv *Invoice) { inv.Lines[0].MontoDescuento = -1 }, true},
		"producto SIN cero":  {func(inv *Invoice) { inv.Lines[2].CodigoProductoSin = 0 }, true},
		"actividad 11":       {func(inv *Invoice) { inv.Lines[2].ActividadEconomica = "12345678901" }, true},
		"número 0":           {func(inv *Invoice) { inv.Header.NumeroFactura = 0 }, true},
		"excepción 2":        {func(inv *Invoice) { inv.Header.CodigoExcepcion = 2 }, true},
		"18 dígitos":         {func(inv *Invoice) { inv.Header.MontoTotal = 100_000_000_000_000_001 }, true},
		// encoding/xml would write U+FFFD for it, which the XSD accepts: refused in Go instead.
		"control en nombre": {func(inv *Invoice) { inv.Header.NombreRazonSocial = "a\x01b" }, false},
	} {
		inv := saleInvoice(t)
		c.mut(inv)
		var invalid *InvalidError
		if _, err := inv.XML(ModalidadComputarizada); !errors.As(err, &invalid) {
			t.Errorf("%s: XML accepted, err %v", name, err)
		}
		if c.lint {
			if err := sintest.Xmllint(t, inv.write("facturaComputarizadaCompraVenta"), "facturaComputarizadaCompraVenta.xsd"); err == nil {
				t.Errorf("%s: xmllint accepted what Check refused", name)
			}
		}
	}
	// The limits the XSD allows are accepted: 25 accented characters are 25, not 50 bytes.
	inv := saleInvoice(t)
	inv.Header.Municipio = strings.Repeat("ñ", 25)
	inv.Header.NumeroTarjeta = "4797000000007896"
	inv.Header.Complemento = ""
	inv.Header.MontoTotalMoneda = 100_000_000_000_000_000 // 16 digits once the zero cents drop
	inv.Lines = append(inv.Lines, make([]Line, MaxLines-len(inv.Lines))...)
	fill(inv)
	out, err := inv.XML(ModalidadComputarizada)
	if err != nil {
		t.Fatal(err)
	}
	xmllint(t, out, "facturaComputarizadaCompraVenta.xsd")
}

// fill copies the first line into empty ones.
func fill(inv *Invoice) {
	for i := range inv.Lines {
		if inv.Lines[i].Descripcion == "" {
			inv.Lines[i] = inv.Lines[0]
		}
	}
}

func TestInvoiceXMLRefusesUnbuiltModality(t *testing.T) {
	if _, err := saleInvoice(t).XML(ModalidadElectronica); err == nil {
		t.Fatal("an unsigned electrónica invoice was written")
	}
}
