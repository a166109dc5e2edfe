package siat

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Problem is one rule of the XSD an invoice breaks, named by the XSD's
// element (detalle[2].cantidad for the second line).
type Problem struct {
	Field   string
	Message string // Spanish, for the owner
}

// InvalidError lists every problem found, so one correction fixes them all.
type InvalidError struct{ Problems []Problem }

func (e *InvalidError) Error() string {
	parts := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		parts[i] = p.Field + ": " + p.Message
	}
	return "siat: factura inválida: " + strings.Join(parts, "; ")
}

// Check applies the rules of facturaComputarizadaCompraVenta.xsd in Go, so
// that a static binary refuses before sending what the SIN would reject with
// 939. It checks the schema only: how the amounts add up is the caller's rule.
func (inv *Invoice) Check() error {
	c := &checker{}
	h := &inv.Header
	c.intRange("nitEmisor", h.NITEmisor, 1, 9_999_999_999_999)
	c.text("razonSocialEmisor", h.RazonSocialEmisor, 1, 200)
	c.text("municipio", h.Municipio, 1, 25)
	c.optText("telefono", h.Telefono, 25)
	c.intRange("numeroFactura", h.NumeroFactura, 1, 9_999_999_999)
	c.text("cuf", h.CUF, 1, 100)
	c.text("cufd", h.CUFD, 1, 100)
	c.intRange("codigoSucursal", int64(h.CodigoSucursal), 0, 9999)
	c.text("direccion", h.Direccion, 1, 500)
	c.intRange("codigoPuntoVenta", int64(h.CodigoPuntoVenta), 0, 9999)
	if h.FechaEmision.IsZero() {
		c.add("fechaEmision", "falta la fecha de emisión")
	}
	c.optText("nombreRazonSocial", h.NombreRazonSocial, 500)
	c.intRange("codigoTipoDocumentoIdentidad", int64(h.CodigoTipoDocumentoIdentidad), 1, 5)
	c.text("numeroDocumento", h.NumeroDocumento, 1, 20)
	c.text("complemento", h.Complemento, 0, 5)
	c.text("codigoCliente", h.CodigoCliente, 1, 100)
	c.intRange("codigoMetodoPago", int64(h.CodigoMetodoPago), 1, 308)
	if h.NumeroTarjeta != "" && (len(h.NumeroTarjeta) > 16 || strings.Trim(h.NumeroTarjeta, "0123456789") != "") {
		c.add("numeroTarjeta", "debe tener solo dígitos, hasta 16")
	}
	c.amount("montoTotal", h.MontoTotal, true)
	c.amount("montoTotalSujetoIva", h.MontoTotalSujetoIva, false)
	c.intRange("codigoMoneda", int64(h.CodigoMoneda), 1, 154)
	c.amount("tipoCambio", h.TipoCambio, true)
	c.amount("montoTotalMoneda", h.MontoTotalMoneda, true)
	c.amount("montoGiftCard", h.MontoGiftCard, false)
	c.amount("descuentoAdicional", h.DescuentoAdicional, false)
	c.intRange("codigoExcepcion", int64(h.CodigoExcepcion), 0, 1)
	c.optText("cafc", h.CAFC, 50)
	c.text("leyenda", h.Leyenda, 1, 200)
	c.text("usuario", h.Usuario, 1, 100)
	if n := len(inv.Lines); n < 1 || n > MaxLines {
		c.add("detalle", fmt.Sprintf("la factura lleva de 1 a %d líneas, no %d", MaxLines, n))
	}
	for i := range inv.Lines {
		l := &inv.Lines[i]
		f := func(name string) string { return fmt.Sprintf("detalle[%d].%s", i+1, name) }
		c.text(f("actividadEconomica"), l.ActividadEconomica, 1, 10)
		c.intRange(f("codigoProductoSin"), l.CodigoProductoSin, 1, 99_999_999)
		c.text(f("codigoProducto"), l.CodigoProducto, 1, 50)
		c.text(f("descripcion"), l.Descripcion, 1, 500)
		c.amount(f("cantidad"), l.Cantidad, true)
		c.intRange(f("unidadMedida"), int64(l.UnidadMedida), 1, 200)
		c.amount(f("precioUnitario"), l.PrecioUnitario, true)
		c.amount(f("montoDescuento"), l.MontoDescuento, false)
		c.amount(f("subTotal"), l.SubTotal, true)
		c.text(f("numeroSerie"), l.NumeroSerie, 0, 1500)
		c.text(f("numeroImei"), l.NumeroImei, 0, 1500)
	}
	if len(c.problems) > 0 {
		return &InvalidError{Problems: c.problems}
	}
	return nil
}

// MaxLines is the XSD's maxOccurs of detalle.
const MaxLines = 500

type checker struct{ problems []Problem }

func (c *checker) add(field, msg string) { c.problems = append(c.problems, Problem{field, msg}) }

func (c *checker) intRange(field string, v, lo, hi int64) {
	if v < lo || v > hi {
		c.add(field, fmt.Sprintf("debe estar entre %d y %d", lo, hi))
	}
}

// text checks a string's length in characters, as the XSD counts them, and
// that XML 1.0 can carry it at all.
func (c *checker) text(field, v string, lo, hi int) {
	n := utf8.RuneCountInString(v)
	switch {
	case !utf8.ValidString(v) || strings.IndexFunc(v, notXMLChar) >= 0:
		c.add(field, "tiene caracteres no permitidos")
	case n < lo && lo == 1:
		c.add(field, "es obligatorio")
	case n < lo || n > hi:
		c.add(field, fmt.Sprintf("debe tener de %d a %d caracteres", lo, hi))
	}
}

// optText is a nillable string: empty is nil, anything else has 1..hi characters.
func (c *checker) optText(field, v string, hi int) {
	if v != "" {
		c.text(field, v, 1, hi)
	}
}

// amount is the XSD's decimal(17,2): positive where the XSD says minExclusive 0.
func (c *checker) amount(field string, v int64, positive bool) {
	switch {
	case positive && v <= 0:
		c.add(field, "debe ser mayor que cero")
	case v < 0:
		c.add(field, "no puede ser negativo")
	case totalDigits(v) > 17:
		c.add(field, "tiene más de 17 dígitos")
	}
}

// totalDigits counts digits as the XSD's totalDigits does, on the value:
// leading zeros and trailing zeros of the fraction do not count, so
// 1000000000000000.00 has 16 and 1000000000000000.01 has 18.
func totalDigits(v int64) int {
	i, f, _ := strings.Cut(Decimal2(v), ".")
	return len(strings.TrimLeft(i, "-0")) + len(strings.TrimRight(f, "0"))
}

// notXMLChar reports a character XML 1.0 cannot carry (control characters
// other than tab, newline and carriage return).
func notXMLChar(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF
}
