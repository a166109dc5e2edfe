package siat

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
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

// xmllint validates doc against one of the SIN's XSDs kept in sintest/xsd.
// CI installs libxml2-utils, so there a missing xmllint fails the test.
func xmllint(t *testing.T, doc []byte, xsd string) {
	t.Helper()
	bin, err := exec.LookPath("xmllint")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xmllint falta: instale libxml2-utils")
		}
		t.Skip("xmllint no está instalado (libxml2-utils); la factura no se validó contra el XSD")
	}
	f := filepath.Join(t.TempDir(), "factura.xml")
	if err := os.WriteFile(f, doc, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "--noout", "--schema", filepath.Join("sintest", "xsd", xsd), f).CombinedOutput()
	if err != nil {
		t.Fatalf("xmllint: %v\n%s\n%s", err, out, doc)
	}
}

// Check refuses what the XSD refuses (each case breaks one of its facets), and
// accepts its limits, which xmllint confirms.
func TestInvoiceCheckMirrorsXSD(t *testing.T) {
	for name, mut := range map[string]func(*Invoice){
		"complemento largo":  func(inv *Invoice) { inv.Header.Complemento = "123456" },
		"sin líneas":         func(inv *Invoice) { inv.Lines = nil },
		"cantidad cero":      func(inv *Invoice) { inv.Lines[1].Cantidad = 0 },
		"método de pago 309": func(inv *Invoice) { inv.Header.CodigoMetodoPago = 309 },
		"documento 6":        func(inv *Invoice) { inv.Header.CodigoTipoDocumentoIdentidad = 6 },
		"leyenda vacía":      func(inv *Invoice) { inv.Header.Leyenda = "" },
		"municipio 26":       func(inv *Invoice) { inv.Header.Municipio = strings.Repeat("ñ", 26) },
		"tarjeta con letras": func(inv *Invoice) { inv.Header.NumeroTarjeta = "4797XXXX7896" },
		"control en nombre":  func(inv *Invoice) { inv.Header.NombreRazonSocial = "a\x01b" },
		"descuento negativo": func(inv *Invoice) { inv.Lines[0].MontoDescuento = -1 },
		"producto SIN cero":  func(inv *Invoice) { inv.Lines[2].CodigoProductoSin = 0 },
		"actividad 11":       func(inv *Invoice) { inv.Lines[2].ActividadEconomica = "12345678901" },
	} {
		inv := saleInvoice(t)
		mut(inv)
		_, err := inv.XML(ModalidadComputarizada)
		var invalid *InvalidError
		if !errors.As(err, &invalid) {
			t.Errorf("%s: XML accepted, err %v", name, err)
		}
	}
	// Limits the XSD allows are accepted: 25 accented characters are 25, not 50 bytes.
	inv := saleInvoice(t)
	inv.Header.Municipio = strings.Repeat("ñ", 25)
	inv.Header.NumeroTarjeta = "4797000000007896"
	inv.Header.Complemento = ""
	out, err := inv.XML(ModalidadComputarizada)
	if err != nil {
		t.Fatal(err)
	}
	xmllint(t, out, "facturaComputarizadaCompraVenta.xsd")
}

func TestInvoiceXMLRefusesUnbuiltModality(t *testing.T) {
	if _, err := saleInvoice(t).XML(ModalidadElectronica); err == nil {
		t.Fatal("an unsigned electrónica invoice was written")
	}
}
