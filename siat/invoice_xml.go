package siat

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strconv"
)

// invoiceRoots names the sector-1 root element per modalidad. Modalidad 1
// (Electrónica) is the same tree under facturaElectronicaCompraVenta with an
// enveloped ds:Signature after the last detalle; it joins this table together
// with a signer, never before (an unsigned electrónica is rejected).
var invoiceRoots = map[int]string{
	ModalidadComputarizada: "facturaComputarizadaCompraVenta",
}

// XML writes the invoice in the XSD's exact element order, after checking it
// against the XSD's rules (Check). Nillable fields left empty are written
// with xsi:nil="true"; money with two decimals; fechaEmision in La Paz wall
// time to the millisecond, the CUF's instant.
func (inv *Invoice) XML(modalidad int) ([]byte, error) {
	root, ok := invoiceRoots[modalidad]
	if !ok {
		return nil, fmt.Errorf("siat: la modalidad %d no está disponible para el sector %d", modalidad, SectorCompraVenta)
	}
	if err := inv.Check(); err != nil {
		return nil, err
	}
	return inv.write(root), nil
}

// write writes the tree without checking it.
func (inv *Invoice) write(root string) []byte {
	h := &inv.Header
	w := &xmlWriter{}
	w.buf.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`)
	fmt.Fprintf(&w.buf, `<%s xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="%s.xsd">`, root, root)
	w.open("cabecera")
	w.el("nitEmisor", strconv.FormatInt(h.NITEmisor, 10))
	w.el("razonSocialEmisor", h.RazonSocialEmisor)
	w.el("municipio", h.Municipio)
	w.opt("telefono", h.Telefono)
	w.el("numeroFactura", strconv.FormatInt(h.NumeroFactura, 10))
	w.el("cuf", h.CUF)
	w.el("cufd", h.CUFD)
	w.el("codigoSucursal", strconv.Itoa(h.CodigoSucursal))
	w.el("direccion", h.Direccion)
	w.el("codigoPuntoVenta", strconv.Itoa(h.CodigoPuntoVenta))
	w.el("fechaEmision", SINTime(h.FechaEmision))
	w.opt("nombreRazonSocial", h.NombreRazonSocial)
	w.el("codigoTipoDocumentoIdentidad", strconv.Itoa(h.CodigoTipoDocumentoIdentidad))
	w.el("numeroDocumento", h.NumeroDocumento)
	w.opt("complemento", h.Complemento)
	w.el("codigoCliente", h.CodigoCliente)
	w.el("codigoMetodoPago", strconv.Itoa(h.CodigoMetodoPago))
	w.opt("numeroTarjeta", h.NumeroTarjeta)
	w.el("montoTotal", Decimal2(h.MontoTotal))
	w.el("montoTotalSujetoIva", Decimal2(h.MontoTotalSujetoIva))
	w.el("codigoMoneda", strconv.Itoa(h.CodigoMoneda))
	w.el("tipoCambio", Decimal2(h.TipoCambio))
	w.el("montoTotalMoneda", Decimal2(h.MontoTotalMoneda))
	w.money("montoGiftCard", h.MontoGiftCard)
	w.money("descuentoAdicional", h.DescuentoAdicional)
	w.el("codigoExcepcion", strconv.Itoa(h.CodigoExcepcion))
	w.opt("cafc", h.CAFC)
	w.el("leyenda", h.Leyenda)
	w.el("usuario", h.Usuario)
	w.el("codigoDocumentoSector", strconv.Itoa(SectorCompraVenta))
	w.close("cabecera")
	for i := range inv.Lines {
		l := &inv.Lines[i]
		w.open("detalle")
		w.el("actividadEconomica", l.ActividadEconomica)
		w.el("codigoProductoSin", strconv.FormatInt(l.CodigoProductoSin, 10))
		w.el("codigoProducto", l.CodigoProducto)
		w.el("descripcion", l.Descripcion)
		w.el("cantidad", Decimal2(l.Cantidad))
		w.el("unidadMedida", strconv.Itoa(l.UnidadMedida))
		w.el("precioUnitario", Decimal2(l.PrecioUnitario))
		w.money("montoDescuento", l.MontoDescuento)
		w.el("subTotal", Decimal2(l.SubTotal))
		w.opt("numeroSerie", l.NumeroSerie)
		w.opt("numeroImei", l.NumeroImei)
		w.close("detalle")
	}
	w.close(root)
	return w.buf.Bytes()
}

// Decimal2 writes hundredths (centavos) as the XSD's decimal with two
// fraction digits: 123456 → "1234.56", 5 → "0.05".
func Decimal2(v int64) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return fmt.Sprintf("%s%d.%02d", sign, v/100, v%100)
}

// xmlWriter writes a flat sequence of elements; the XSD's order is the order
// of the calls, which a struct with encoding/xml tags could not show as
// plainly (nor write xsi:nil without a wrapper type per field).
type xmlWriter struct{ buf bytes.Buffer }

func (w *xmlWriter) open(name string)  { w.buf.WriteString("<" + name + ">") }
func (w *xmlWriter) close(name string) { w.buf.WriteString("</" + name + ">") }

func (w *xmlWriter) el(name, value string) {
	w.open(name)
	xml.EscapeText(&w.buf, []byte(value)) // writes to a bytes.Buffer cannot fail
	w.close(name)
}

func (w *xmlWriter) nil(name string) { w.buf.WriteString("<" + name + ` xsi:nil="true"/>`) }

// opt writes a nillable text field, nil when empty.
func (w *xmlWriter) opt(name, value string) {
	if value == "" {
		w.nil(name)
		return
	}
	w.el(name, value)
}

// money writes a nillable amount, nil when zero.
func (w *xmlWriter) money(name string, v int64) {
	if v == 0 {
		w.nil(name)
		return
	}
	w.el(name, Decimal2(v))
}
