package siat

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/xml"
	"fmt"
)

// The SIN's states of a received document (codigoEstado).
const (
	EstadoPendiente           = 901
	EstadoRechazada           = 902
	EstadoObservada           = 904 // for a single invoice its meaning is unverified: show the messages
	EstadoAnulacionConfirmada = 905
	EstadoAnulacionRechazada  = 906
	EstadoReversionConfirmada = 907
	EstadoValidada            = 908
)

// Result is the SIN's answer about a document or a package.
type Result struct {
	CodigoEstado      int
	CodigoDescripcion string
	CodigoRecepcion   string
	Transaccion       bool
	Messages          []Message
}

type respuestaServicioFacturacion struct {
	answer
	CodigoDescripcion string `xml:"codigoDescripcion"`
	CodigoEstado      int    `xml:"codigoEstado"`
	CodigoRecepcion   string `xml:"codigoRecepcion"`
}

func (r *respuestaServicioFacturacion) result() Result {
	return Result{CodigoEstado: r.CodigoEstado, CodigoDescripcion: r.CodigoDescripcion,
		CodigoRecepcion: r.CodigoRecepcion, Transaccion: r.Transaccion, Messages: r.Messages}
}

// Document says what kind of document a call is about: its sector, its
// tipoFacturaDocumento and how it was emitted (en línea, fuera de línea).
type Document struct {
	Sector      int
	TipoFactura int
	Emision     int
}

// solicitudFacturacion is "the common 11" every facturación request starts with.
type solicitudFacturacion struct {
	CodigoAmbiente        int    `xml:"codigoAmbiente"`
	CodigoDocumentoSector int    `xml:"codigoDocumentoSector"`
	CodigoEmision         int    `xml:"codigoEmision"`
	CodigoModalidad       int    `xml:"codigoModalidad"`
	CodigoPuntoVenta      int    `xml:"codigoPuntoVenta"`
	CodigoSistema         string `xml:"codigoSistema"`
	CodigoSucursal        int    `xml:"codigoSucursal"`
	Cufd                  string `xml:"cufd"`
	Cuis                  string `xml:"cuis"`
	Nit                   int64  `xml:"nit"`
	TipoFacturaDocumento  int    `xml:"tipoFacturaDocumento"`
}

func (c *Client) common(pos PointOfSale, doc Document) solicitudFacturacion {
	return solicitudFacturacion{CodigoAmbiente: c.cfg.Ambiente, CodigoDocumentoSector: doc.Sector,
		CodigoEmision: doc.Emision, CodigoModalidad: c.cfg.Modalidad, CodigoPuntoVenta: pos.PuntoVenta,
		CodigoSistema: c.cfg.CodigoSistema, CodigoSucursal: pos.Sucursal, Cufd: pos.CUFD, Cuis: pos.CUIS,
		Nit: c.cfg.NIT, TipoFacturaDocumento: doc.TipoFactura}
}

// facturacion calls an operation of the sector's service.
func (c *Client) facturacion(ctx context.Context, doc Document, operation string, request any) (Result, error) {
	service, ok := sectorServices[doc.Sector]
	if !ok {
		return Result{}, fmt.Errorf("siat %s: el sector %d no tiene servicio configurado", operation, doc.Sector)
	}
	var r respuestaServicioFacturacion
	if err := c.call(ctx, service, operation, request, &r); err != nil {
		return Result{}, err
	}
	return r.result(), nil
}

type solicitudRecepcionFactura struct {
	XMLName xml.Name `xml:"SolicitudServicioRecepcionFactura"`
	solicitudFacturacion
	Archivo     string `xml:"archivo"`
	FechaEnvio  string `xml:"fechaEnvio"`
	HashArchivo string `xml:"hashArchivo"`
}

// SendInvoice sends one invoice's XML (as Invoice.XML wrote it and the
// caller stored it) through recepcionFactura: gzipped, base64 in archivo, the
// SHA-256 of the gzip bytes as hashArchivo. A 902 or 904 is an answer, not an
// error; an error of kind Timeout means the invoice may have arrived.
func (c *Client) SendInvoice(ctx context.Context, pos PointOfSale, doc Document, invoiceXML []byte) (Result, error) {
	gz, err := gzipBytes(invoiceXML)
	if err != nil {
		return Result{}, err
	}
	return c.facturacion(ctx, doc, "recepcionFactura", solicitudRecepcionFactura{
		solicitudFacturacion: c.common(pos, doc),
		Archivo:              base64.StdEncoding.EncodeToString(gz),
		FechaEnvio:           SINTime(c.cfg.Now()),
		HashArchivo:          HashArchivo(gz),
	})
}

type solicitudAnulacion struct {
	XMLName xml.Name `xml:"SolicitudServicioAnulacionFactura"`
	solicitudFacturacion
	CodigoMotivo int    `xml:"codigoMotivo"`
	Cuf          string `xml:"cuf"`
}

// VoidInvoice asks the SIN to annul an invoice for a motivo of the synced
// CatalogueMotivoAnulacion; 905 confirms it. The deadline (day 9 of the
// next month) is the caller's to check first.
func (c *Client) VoidInvoice(ctx context.Context, pos PointOfSale, doc Document, cuf string, motivo int) (Result, error) {
	return c.facturacion(ctx, doc, "anulacionFactura", solicitudAnulacion{
		solicitudFacturacion: c.common(pos, doc), CodigoMotivo: motivo, Cuf: cuf})
}

type solicitudReversion struct {
	XMLName xml.Name `xml:"SolicitudServicioReversionAnulacionFactura"`
	solicitudFacturacion
	Cuf string `xml:"cuf"`
}

// ReverseVoid asks the SIN to undo an annulment; 907 confirms it. The SIN
// allows it once per invoice, within the annulment's deadline, and an
// invoice whose annulment was reverted cannot be annulled again.
func (c *Client) ReverseVoid(ctx context.Context, pos PointOfSale, doc Document, cuf string) (Result, error) {
	return c.facturacion(ctx, doc, "reversionAnulacionFactura", solicitudReversion{
		solicitudFacturacion: c.common(pos, doc), Cuf: cuf})
}

type solicitudVerificacionEstado struct {
	XMLName xml.Name `xml:"SolicitudServicioVerificacionEstadoFactura"`
	solicitudFacturacion
	Cuf string `xml:"cuf"`
}

// InvoiceStatus asks what the SIN holds for a CUF: the check before
// sending again an invoice whose send timed out.
func (c *Client) InvoiceStatus(ctx context.Context, pos PointOfSale, doc Document, cuf string) (Result, error) {
	return c.facturacion(ctx, doc, "verificacionEstadoFactura", solicitudVerificacionEstado{
		solicitudFacturacion: c.common(pos, doc), Cuf: cuf})
}

// HashArchivo is the SIN's hashArchivo: lower-case hex SHA-256 of the
// gzip bytes (not of the base64).
func HashArchivo(gz []byte) string {
	sum := sha256.Sum256(gz)
	return hex.EncodeToString(sum[:])
}

func gzipBytes(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
