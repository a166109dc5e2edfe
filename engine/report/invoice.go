package report

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/qr"
	"github.com/go-pdf/fpdf"

	"sgc/engine/esbo"
)

// The fixed texts of the SIN's representación gráfica. The offline wording
// is unverified (../shared/siat): it is the one public clients print.
const (
	invoiceLegendFixed   = "ESTA FACTURA CONTRIBUYE AL DESARROLLO DEL PAÍS, EL USO ILÍCITO SERÁ SANCIONADO PENALMENTE DE ACUERDO A LEY"
	invoiceLegendOnline  = "\"Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido en una modalidad de facturación en línea\""
	invoiceLegendOffline = "\"Este documento es la Representación Gráfica de un Documento Fiscal Digital emitido fuera de línea, verifique su envío con su proveedor o en la página web www.impuestos.gob.bo\""
	invoiceNoLegalValue  = "SIN VALOR LEGAL"
	invoiceQRSide        = 32.0 // mm: the SIN asks for at least 3 × 3 cm
)

// Invoice is a factura to print: the XML exactly as it was sent (the
// printout never says anything the SIN did not receive) and what the XML
// does not carry.
type Invoice struct {
	XML           []byte
	QR            string         // the SIN's consultation address (siat.QRURL)
	Words         string         // "Son: … NN/100 Bolivianos" of the amount to pay
	Units         map[int]string // the synced unidades de medida, by code
	FueraDeLinea  bool
	SinValorLegal bool // ambiente pruebas
	Anulada       bool
	Roll          bool // 80 mm roll instead of office paper
}

// invoiceXML is what the printout reads of the sector-1 XML.
type invoiceXML struct {
	Cab struct {
		NIT          string `xml:"nitEmisor"`
		RazonSocial  string `xml:"razonSocialEmisor"`
		Municipio    string `xml:"municipio"`
		Telefono     string `xml:"telefono"`
		Numero       string `xml:"numeroFactura"`
		CUF          string `xml:"cuf"`
		Sucursal     string `xml:"codigoSucursal"`
		Direccion    string `xml:"direccion"`
		PuntoVenta   string `xml:"codigoPuntoVenta"`
		Fecha        string `xml:"fechaEmision"`
		Cliente      string `xml:"nombreRazonSocial"`
		Documento    string `xml:"numeroDocumento"`
		Complemento  string `xml:"complemento"`
		CodCliente   string `xml:"codigoCliente"`
		Total        string `xml:"montoTotal"`
		SujetoIva    string `xml:"montoTotalSujetoIva"`
		GiftCard     string `xml:"montoGiftCard"`
		Descuento    string `xml:"descuentoAdicional"`
		Leyenda      string `xml:"leyenda"`
		CodExcepcion string `xml:"codigoExcepcion"`
	} `xml:"cabecera"`
	Lines []struct {
		Codigo      string `xml:"codigoProducto"`
		Descripcion string `xml:"descripcion"`
		Cantidad    string `xml:"cantidad"`
		Unidad      string `xml:"unidadMedida"`
		Precio      string `xml:"precioUnitario"`
		Descuento   string `xml:"montoDescuento"`
		SubTotal    string `xml:"subTotal"`
	} `xml:"detalle"`
}

// InvoicePDF writes the representación gráfica of a factura: on office
// paper (opt.Paper) or, with inv.Roll, on an 80 mm roll as tall as its content.
func InvoicePDF(w io.Writer, inv Invoice, opt Options) error {
	var x invoiceXML
	if err := xml.Unmarshal(inv.XML, &x); err != nil {
		return fmt.Errorf("XML de la factura ilegible: %w", err)
	}
	qrPNG, err := qrImage(inv.QR)
	if err != nil {
		return err
	}
	title := "Factura N° " + x.Cab.Numero
	if inv.Roll {
		draw := func(f *PDF) float64 {
			f.SetMargins(4, 4, 4)
			return drawInvoice(f, inv, x, qrPNG, 4, ticketPaper-8, true)
		}
		probe := NewPDF("P", fpdf.SizeType{Wd: ticketPaper, Ht: 3000}, opt)
		probe.SetAutoPageBreak(false, 0)
		probe.AddPage()
		end := draw(probe)
		if err := probe.Error(); err != nil {
			return err
		}
		f := NewPDF("P", fpdf.SizeType{Wd: ticketPaper, Ht: end + 4}, opt)
		f.SetAutoPageBreak(false, 0)
		f.SetTitle(title, true)
		f.AddPage()
		draw(f)
		stamps(f, inv)
		return f.Output(w)
	}
	f := NewPDF("P", opt.paper(), opt)
	f.SetTitle(title, true)
	f.AddPage()
	pw, _ := f.GetPageSize()
	drawInvoice(f, inv, x, qrPNG, 15, pw-30, false)
	stamps(f, inv)
	return f.Output(w)
}

// stamps marks a copy of pruebas and an annulled factura across the page.
func stamps(f *PDF, inv Invoice) {
	if inv.Anulada {
		drawVoidStamp(f)
	}
	if inv.SinValorLegal {
		w, h := f.GetPageSize()
		f.TransformBegin()
		f.TransformRotate(35, w/2, h/2)
		f.SetAlpha(0.25, "Normal")
		size := min(60.0, w/9)
		f.SetFont(FontFamily, "B", size)
		setText(f, colVoid)
		sw := f.GetStringWidth(invoiceNoLegalValue)
		f.Text(w/2-sw/2, h/2, invoiceNoLegalValue)
		f.SetAlpha(1, "Normal")
		f.TransformEnd()
		setText(f, colInk)
	}
}

// drawInvoice lays the invoice out in the column [x, x+w] from the top and
// returns the y below it.
func drawInvoice(f *PDF, inv Invoice, x invoiceXML, qrPNG []byte, left, w float64, roll bool) float64 {
	body, small, lh := 9.0, 7.5, 4.2
	if roll {
		body, small, lh = 7.5, 6.5, 3.4
	}
	c := x.Cab
	y := f.GetY()
	text := func(s string, size float64, style, align string) {
		f.SetFont(FontFamily, style, size)
		f.SetXY(left, y)
		f.MultiCell(w, lh, s, "", align, false)
		y = f.GetY()
	}
	pair := func(k, v string) {
		f.SetFont(FontFamily, "B", body)
		f.SetXY(left, y)
		kw := f.GetStringWidth(k + " ")
		f.CellFormat(kw, lh, k, "", 0, "L", false, 0, "")
		f.SetFont(FontFamily, "", body)
		f.SetXY(left+kw, y)
		f.MultiCell(w-kw, lh, v, "", "L", false)
		y = f.GetY()
	}
	sucursal := "CASA MATRIZ"
	if c.Sucursal != "0" {
		sucursal = "SUCURSAL N° " + c.Sucursal
	}
	pv := c.PuntoVenta
	if pv == "" {
		pv = "0"
	}
	if inv.SinValorLegal {
		setText(f, colVoid)
		text(invoiceNoLegalValue+" (ambiente de pruebas)", body, "B", "C")
		setText(f, colInk)
	}
	text("FACTURA", body+3, "B", "C")
	text("(Con Derecho a Crédito Fiscal)", body, "", "C")
	y += 1
	text(c.RazonSocial, body+1, "B", "C")
	text(sucursal+"\nNo. Punto de Venta "+pv, body, "", "C")
	text(joinNonEmpty("\n", c.Direccion, prefixed("Teléfono: %s", c.Telefono), c.Municipio), small, "", "C")
	y += 1.5
	rule(f, left, y, w)
	y += 1.5
	pair("NIT:", c.NIT)
	pair("FACTURA N°:", c.Numero)
	pair("CÓD. AUTORIZACIÓN:", c.CUF)
	y += 1
	rule(f, left, y, w)
	y += 1.5
	fecha := c.Fecha
	if t, err := time.ParseInLocation("2006-01-02T15:04:05.000", c.Fecha, esbo.LaPaz()); err == nil {
		fecha = esbo.Date(t) + " " + t.Format("15:04")
	}
	doc := c.Documento
	if c.Complemento != "" {
		doc += "-" + c.Complemento
	}
	pair("Fecha:", fecha)
	pair("Nombre/Razón Social:", c.Cliente)
	pair("NIT/CI/CEX:", doc)
	pair("Cod. Cliente:", c.CodCliente)
	y += 1
	rule(f, left, y, w)
	y += 1.5
	y = invoiceLines(f, inv, x, left, w, y, body, small, lh, roll)
	rule(f, left, y, w)
	y += 1.5
	aw, size := 28.0, body
	if roll {
		aw, size = 18.0, small
	}
	total := func(k, v string, bold bool) {
		style := ""
		if bold {
			style = "B"
		}
		f.SetFont(FontFamily, style, size)
		f.SetXY(left, y)
		f.CellFormat(w-aw, lh, k, "", 0, "R", false, 0, "")
		f.CellFormat(aw, lh, amount(v), "", 0, "R", false, 0, "")
		y += lh
	}
	sub := cents(c.Total) + cents(c.Descuento)
	total("SUBTOTAL Bs", centsText(sub), false)
	total("DESCUENTO Bs", c.Descuento, false)
	total("TOTAL Bs", c.Total, true)
	total("MONTO GIFT CARD Bs", c.GiftCard, false)
	total("MONTO A PAGAR Bs", c.Total, true)
	total("IMPORTE BASE CRÉDITO FISCAL Bs", c.SujetoIva, true)
	y += 1
	text(inv.Words, body, "", "L")
	y += 2
	text(invoiceLegendFixed, small, "B", "C")
	y += 1
	text(c.Leyenda, small, "", "C")
	y += 1
	if inv.FueraDeLinea {
		text(invoiceLegendOffline, small, "", "C")
	} else {
		text(invoiceLegendOnline, small, "", "C")
	}
	y += 2
	f.RegisterImageOptionsReader("qr", fpdf.ImageOptions{ImageType: "PNG"}, bytes.NewReader(qrPNG))
	f.ImageOptions("qr", left+(w-invoiceQRSide)/2, y, invoiceQRSide, invoiceQRSide, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	return y + invoiceQRSide + 2
}

// invoiceLines draws the detalle: a table on paper, stacked rows on a roll.
func invoiceLines(f *PDF, inv Invoice, x invoiceXML, left, w, y, body, small, lh float64, roll bool) float64 {
	unit := func(code string) string {
		n, _ := strconv.Atoi(code)
		if u := inv.Units[n]; u != "" {
			return u
		}
		return code
	}
	if roll {
		for _, l := range x.Lines {
			f.SetFont(FontFamily, "B", small)
			f.SetXY(left, y)
			f.MultiCell(w, lh, l.Codigo+" - "+l.Descripcion, "", "L", false)
			y = f.GetY()
			f.SetFont(FontFamily, "", small)
			f.SetXY(left, y)
			f.CellFormat(w-22, lh, qty(l.Cantidad)+" "+unit(l.Unidad)+" × "+amount(l.Precio)+" - "+amount(l.Descuento), "", 0, "L", false, 0, "")
			f.CellFormat(22, lh, amount(l.SubTotal), "", 0, "R", false, 0, "")
			y += lh + 0.5
		}
		return y
	}
	cols := []float64{20, 0, 17, 30, 22, 20, 22}
	cols[1] = w - (20 + 17 + 30 + 22 + 20 + 22)
	head := []string{"CÓDIGO", "DESCRIPCIÓN", "CANTIDAD", "UNIDAD", "PRECIO UNIT.", "DESCUENTO", "SUBTOTAL"}
	f.SetFont(FontFamily, "B", small)
	xx := left
	for i, h := range head {
		f.SetXY(xx, y)
		align := "R"
		if i < 2 || i == 3 {
			align = "L"
		}
		pad := 0.0
		if i == 3 {
			pad = 2
		}
		f.SetXY(xx+pad, y)
		f.CellFormat(cols[i]-pad, lh+1, h, "B", 0, align, false, 0, "")
		xx += cols[i]
	}
	y += lh + 2
	f.SetFont(FontFamily, "", small)
	for _, l := range x.Lines {
		desc := wrap(f, l.Descripcion, cols[1]-1)
		cells := []string{l.Codigo, "", qty(l.Cantidad), unit(l.Unidad), amount(l.Precio), amount(l.Descuento), amount(l.SubTotal)}
		xx = left
		for i, s := range cells {
			align := "R"
			if i < 2 || i == 3 {
				align = "L"
			}
			f.SetXY(xx, y)
			if i == 1 {
				f.MultiCell(cols[i]-1, lh, strings.Join(desc, "\n"), "", "L", false)
			} else {
				pad := 0.0
				if i == 3 {
					pad = 2
				}
				f.SetXY(xx+pad, y)
				f.CellFormat(cols[i]-pad, lh, fit(f, s, cols[i]-pad-0.5), "", 0, align, false, 0, "")
			}
			xx += cols[i]
		}
		y += lh*float64(max(1, len(desc))) + 0.8
	}
	return y
}

func rule(f *PDF, x, y, w float64) {
	setDraw(f, colMuted)
	f.SetDashPattern([]float64{0.8, 0.8}, 0)
	f.Line(x, y, x+w, y)
	f.SetDashPattern(nil, 0)
}

// cents reads the XML's two-decimal amount ("1234.56"); nil reads as 0.
func cents(s string) int64 {
	whole, frac, _ := strings.Cut(strings.TrimSpace(s), ".")
	n, _ := strconv.ParseInt(whole, 10, 64)
	frac = (frac + "00")[:2]
	d, _ := strconv.ParseInt(frac, 10, 64)
	return n*100 + d
}

func centsText(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// amount prints an XML amount as es-BO (1.234,56), 0,00 when nil.
func amount(s string) string { return esbo.Amount(cents(s)) }

// qty prints the XML's cantidad (whole units print without decimals).
func qty(s string) string {
	c := cents(s)
	if c%100 == 0 {
		return esbo.Quantity(c / 100)
	}
	return esbo.Amount(c)
}

// qrImage draws the consultation address as a PNG QR code with medium error
// correction, large enough to print crisply at invoiceQRSide.
func qrImage(url string) ([]byte, error) {
	code, err := qr.Encode(url, qr.M, qr.Auto)
	if err != nil {
		return nil, err
	}
	if code, err = barcode.Scale(code, 400, 400); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = png.Encode(&b, code)
	return b.Bytes(), err
}
