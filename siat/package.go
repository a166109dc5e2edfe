package siat

import (
	"archive/tar"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/xml"
	"fmt"
)

// MaxPackageInvoices is the most invoices one package may carry.
const MaxPackageInvoices = 500

// PackageFile is one invoice inside a package. How the SIN wants the
// entries named is not documented: the caller names them (its number is a
// safe choice) and keeps the order, which numeroArchivo in the answer's
// messages refers to.
type PackageFile struct {
	Name string
	XML  []byte
}

// SplitPackages cuts the invoices of one event and sector into packages of
// at most MaxPackageInvoices, in order: 501 invoices make 500 and 1.
func SplitPackages(files []PackageFile) [][]PackageFile {
	var out [][]PackageFile
	for len(files) > 0 {
		n := min(len(files), MaxPackageInvoices)
		out = append(out, files[:n:n])
		files = files[n:]
	}
	return out
}

// TarGz writes the package's archive: a tar of the invoices' XML, gzipped.
func TarGz(files []PackageFile) ([]byte, error) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, f := range files {
		if err := tw.WriteHeader(&tar.Header{Name: f.Name, Mode: 0o644, Size: int64(len(f.XML)), Typeflag: tar.TypeReg}); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.XML); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	return gzipBytes(buf.Bytes())
}

type solicitudRecepcionPaquete struct {
	XMLName xml.Name `xml:"SolicitudServicioRecepcionPaquete"`
	solicitudFacturacion
	Archivo          string `xml:"archivo"`
	FechaEnvio       string `xml:"fechaEnvio"`
	HashArchivo      string `xml:"hashArchivo"`
	Cafc             string `xml:"cafc,omitempty"`
	CantidadFacturas int    `xml:"cantidadFacturas"`
	CodigoEvento     int64  `xml:"codigoEvento"`
}

// SendPackage sends one package of offline invoices of a registered event
// (codigoEvento is RegisterEvent's answer; cafc only for manual invoices,
// and left out otherwise: whether the SIN wants it absent or empty is
// unverified).
// The answer is 901 pendiente with a codigoRecepcion to validate.
func (c *Client) SendPackage(ctx context.Context, pos PointOfSale, doc Document, codigoEvento int64, cafc string, files []PackageFile) (Result, error) {
	if n := len(files); n == 0 || n > MaxPackageInvoices {
		return Result{}, fmt.Errorf("siat recepcionPaqueteFactura: un paquete lleva de 1 a %d facturas, no %d", MaxPackageInvoices, n)
	}
	gz, err := TarGz(files)
	if err != nil {
		return Result{}, err
	}
	return c.facturacion(ctx, doc, "recepcionPaqueteFactura", solicitudRecepcionPaquete{
		solicitudFacturacion: c.common(pos, doc),
		Archivo:              base64.StdEncoding.EncodeToString(gz),
		FechaEnvio:           SINTime(c.cfg.Now()),
		HashArchivo:          HashArchivo(gz),
		Cafc:                 cafc,
		CantidadFacturas:     len(files),
		CodigoEvento:         codigoEvento,
	})
}

type solicitudValidacionPaquete struct {
	XMLName xml.Name `xml:"SolicitudServicioValidacionRecepcionPaquete"`
	solicitudFacturacion
	CodigoRecepcion string `xml:"codigoRecepcion"`
}

// PackageStatus asks for a package's verdict: 901 while the SIN is still
// validating it, then 908, or 904 with a message per failed invoice
// (numeroArchivo: whether it counts from 0 or 1 is unverified).
func (c *Client) PackageStatus(ctx context.Context, pos PointOfSale, doc Document, codigoRecepcion string) (Result, error) {
	return c.facturacion(ctx, doc, "validacionRecepcionPaqueteFactura", solicitudValidacionPaquete{
		solicitudFacturacion: c.common(pos, doc), CodigoRecepcion: codigoRecepcion})
}
