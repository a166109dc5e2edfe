package report

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sgc/siat"
)

// testInvoiceXML is a 3-line sale with a discount, written by package siat
// as it is sent to the SIN.
func testInvoiceXML(t *testing.T) []byte {
	t.Helper()
	at := time.Date(2025, 3, 4, 10, 15, 30, 123e6, esboLaPaz(t))
	inv := siat.Invoice{Header: siat.Header{NITEmisor: 1003579028, RazonSocialEmisor: "FERRETERÍA EL CONSTRUCTOR S.R.L.",
		Municipio: "La Paz", Telefono: "2234567", NumeroFactura: 15, CUF: "44AAEC00DBD34C53C3E2CCE1A3FA7AF1E2A08606A667A75AC82F24C74",
		CUFD: "BQUE+QytqQUDBKVUFOSVRPQkxVRFZCTVVJRkVC", CodigoSucursal: 1, Direccion: "AV. 6 DE AGOSTO 100",
		FechaEmision: at, NombreRazonSocial: "Juan Pérez", CodigoTipoDocumentoIdentidad: 1, NumeroDocumento: "4567890",
		Complemento: "1A", CodigoCliente: "7", CodigoMetodoPago: 1, MontoTotal: 31050, MontoTotalSujetoIva: 31050,
		CodigoMoneda: 1, TipoCambio: 100, MontoTotalMoneda: 31050, DescuentoAdicional: 1000, Leyenda: "Ley N° 453: El proveedor debe exhibir certificaciones de habilitación.",
		Usuario: "agutierrez"},
		Lines: []siat.Line{
			{ActividadEconomica: "461021", CodigoProductoSin: 83141, CodigoProducto: "P-001", Descripcion: "Martillo de carpintero con mango de fibra de vidrio 16 oz",
				Cantidad: 200, UnidadMedida: 57, PrecioUnitario: 8500, SubTotal: 17000},
			{ActividadEconomica: "461021", CodigoProductoSin: 83141, CodigoProducto: "P-002", Descripcion: "Clavos de 2 pulgadas (caja)",
				Cantidad: 300, UnidadMedida: 57, PrecioUnitario: 2350, SubTotal: 7050},
			{ActividadEconomica: "461021", CodigoProductoSin: 83141, CodigoProducto: "P-003", Descripcion: "Destornillador",
				Cantidad: 100, UnidadMedida: 57, PrecioUnitario: 8000, SubTotal: 8000},
		}}
	raw, err := inv.XML(siat.ModalidadComputarizada)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func esboLaPaz(t *testing.T) *time.Location {
	loc, err := time.LoadLocation("America/La_Paz")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestInvoicePDFShowsTheSINLayout(t *testing.T) {
	base := Invoice{XML: testInvoiceXML(t), QR: siat.QRURL(2, 1003579028, "44AAEC", 15, siat.QRPagina),
		Words: siat.AmountInWords(31050), Units: map[int]string{57: "UNIDAD (BIENES)"}, SinValorLegal: true}
	for _, c := range []struct {
		name string
		inv  func() Invoice
		opt  Options
		want []string
	}{
		{"carta", func() Invoice { return base }, Options{Generated: fixedNow, Paper: Letter},
			[]string{"FACTURA", "(Con Derecho a Crédito Fiscal)", "SUCURSAL N° 1", "No. Punto de Venta 0", "FACTURA N°:", "15",
				"CÓD. AUTORIZACIÓN:", "Juan Pérez", "4567890-1A", "UNIDAD (BIENES)", "SUBTOTAL Bs", "320,50", "DESCUENTO Bs", "10,00",
				"MONTO A PAGAR Bs", "310,50", "IMPORTE BASE CRÉDITO FISCAL Bs", "TRESCIENTOS DIEZ 50/100 Bolivianos",
				"ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS", "Ley N° 453", "en una modalidad de facturación en línea",
				"SIN VALOR LEGAL", "04/03/2025 10:15"}},
		{"rollo fuera de línea", func() Invoice { i := base; i.Roll, i.FueraDeLinea = true, true; return i },
			Options{Generated: fixedNow}, []string{"FACTURA", "MONTO A PAGAR Bs", "emitido fuera de línea", "SIN VALOR LEGAL"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := InvoicePDF(&b, c.inv(), c.opt); err != nil {
				t.Fatal(err)
			}
			text := strings.Join(strings.Fields(pdfText(t, b.Bytes())), " ")
			for _, w := range c.want {
				if !strings.Contains(text, strings.Join(strings.Fields(w), " ")) {
					t.Errorf("falta %q en:\n%s", w, text)
				}
			}
			if side := qrSideMM(t, b.Bytes()); side < 30 {
				t.Errorf("el QR mide %.1f mm; el SIN pide al menos 30", side)
			}
			if dir := os.Getenv("SGC_INVOICE_PDF_DIR"); dir != "" {
				_ = os.WriteFile(filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".pdf"), b.Bytes(), 0o644)
			}
		})
	}
}

// qrSideMM measures the printed side of the PDF's one image (the QR) with
// poppler's pdfimages: pixels over pixels per inch.
func qrSideMM(t *testing.T, pdf []byte) float64 {
	t.Helper()
	bin, err := exec.LookPath("pdfimages")
	if err != nil {
		t.Skip("pdfimages not installed (Debian package poppler-utils)")
	}
	in := filepath.Join(t.TempDir(), "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-list", in).Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 3 {
		t.Fatalf("pdfimages -list:\n%s", out)
	}
	f := regexp.MustCompile(`\s+`).Split(strings.TrimSpace(lines[2]), -1)
	px, _ := strconv.ParseFloat(f[3], 64)
	ppi, _ := strconv.ParseFloat(f[12], 64)
	return px / ppi * 25.4
}
