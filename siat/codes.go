package siat

import (
	"context"
	"encoding/xml"
	"fmt"
	"strings"
	"time"
)

// Codes is a CUIS or a CUFD as the SIN issued it.
type Codes struct {
	Codigo        string
	CodigoControl string    // CUFD only: goes into every CUF
	Direccion     string    // CUFD only: the address the SIN has registered
	FechaVigencia time.Time // until when it may be used
	Messages      []Message // e.g. 980, a CUIS already in force (its code comes back)
}

type solicitudCuis struct {
	XMLName          xml.Name `xml:"SolicitudCuis"`
	CodigoAmbiente   int      `xml:"codigoAmbiente"`
	CodigoModalidad  int      `xml:"codigoModalidad"`
	CodigoPuntoVenta int      `xml:"codigoPuntoVenta"`
	CodigoSistema    string   `xml:"codigoSistema"`
	CodigoSucursal   int      `xml:"codigoSucursal"`
	Nit              int64    `xml:"nit"`
}

type solicitudCufd struct {
	XMLName          xml.Name `xml:"SolicitudCufd"`
	CodigoAmbiente   int      `xml:"codigoAmbiente"`
	CodigoModalidad  int      `xml:"codigoModalidad"`
	CodigoPuntoVenta int      `xml:"codigoPuntoVenta"`
	CodigoSistema    string   `xml:"codigoSistema"`
	CodigoSucursal   int      `xml:"codigoSucursal"`
	Cuis             string   `xml:"cuis"`
	Nit              int64    `xml:"nit"`
}

type respuestaCodigo struct {
	answer
	Codigo        string `xml:"codigo"`
	CodigoControl string `xml:"codigoControl"`
	Direccion     string `xml:"direccion"`
	FechaVigencia string `xml:"fechaVigencia"`
}

func (r *respuestaCodigo) codes(operation string) (Codes, error) {
	if r.Codigo == "" {
		return Codes{}, refused(operation, &r.answer)
	}
	until, err := parseSINTime(r.FechaVigencia)
	if err != nil {
		return Codes{}, &Error{Kind: NotSOAP, Operation: operation, Detail: "fechaVigencia ilegible", Err: err}
	}
	return Codes{Codigo: r.Codigo, CodigoControl: r.CodigoControl, Direccion: r.Direccion,
		FechaVigencia: until, Messages: r.Messages}, nil
}

// CUIS asks for the point of sale's CUIS. A CUIS already in force comes back
// with message 980 rather than as an error.
func (c *Client) CUIS(ctx context.Context, pos PointOfSale) (Codes, error) {
	var r respuestaCodigo
	err := c.call(ctx, ServiceCodigos, "cuis", solicitudCuis{
		CodigoAmbiente: c.cfg.Ambiente, CodigoModalidad: c.cfg.Modalidad, CodigoPuntoVenta: pos.PuntoVenta,
		CodigoSistema: c.cfg.CodigoSistema, CodigoSucursal: pos.Sucursal, Nit: c.cfg.NIT,
	}, &r)
	if err != nil {
		return Codes{}, err
	}
	return r.codes("cuis")
}

// CUFD asks for the day's CUFD of a point of sale with its CUIS.
func (c *Client) CUFD(ctx context.Context, pos PointOfSale) (Codes, error) {
	var r respuestaCodigo
	err := c.call(ctx, ServiceCodigos, "cufd", solicitudCufd{
		CodigoAmbiente: c.cfg.Ambiente, CodigoModalidad: c.cfg.Modalidad, CodigoPuntoVenta: pos.PuntoVenta,
		CodigoSistema: c.cfg.CodigoSistema, CodigoSucursal: pos.Sucursal, Cuis: pos.CUIS, Nit: c.cfg.NIT,
	}, &r)
	if err != nil {
		return Codes{}, err
	}
	codes, err := r.codes("cufd")
	if err == nil && codes.CodigoControl == "" {
		return Codes{}, &Error{Kind: NotSOAP, Operation: "cufd", Detail: "CUFD sin codigoControl"}
	}
	return codes, err
}

// NITStatus is the SIN's verdict on a buyer's NIT: 986 activo, 987
// inactivo, 994 inexistente (Messages carries the code and its text).
type NITStatus struct {
	Active   bool
	Messages []Message
}

type solicitudVerificarNit struct {
	XMLName             xml.Name `xml:"SolicitudVerificarNit"`
	CodigoAmbiente      int      `xml:"codigoAmbiente"`
	CodigoModalidad     int      `xml:"codigoModalidad"`
	CodigoSistema       string   `xml:"codigoSistema"`
	CodigoSucursal      int      `xml:"codigoSucursal"`
	Cuis                string   `xml:"cuis"`
	Nit                 int64    `xml:"nit"`
	NitParaVerificacion int64    `xml:"nitParaVerificacion"`
}

// CheckNIT asks whether a buyer's NIT is active. The answer's transaccion
// is the verdict; a NIT that cannot be checked (an error here) is invoiced
// with codigoExcepcion 1.
func (c *Client) CheckNIT(ctx context.Context, pos PointOfSale, nit int64) (NITStatus, error) {
	var r struct{ answer }
	err := c.call(ctx, ServiceCodigos, "verificarNit", solicitudVerificarNit{
		CodigoAmbiente: c.cfg.Ambiente, CodigoModalidad: c.cfg.Modalidad, CodigoSistema: c.cfg.CodigoSistema,
		CodigoSucursal: pos.Sucursal, Cuis: pos.CUIS, Nit: c.cfg.NIT, NitParaVerificacion: nit,
	}, &r)
	if err != nil {
		return NITStatus{}, err
	}
	return NITStatus{Active: r.Transaccion, Messages: r.Messages}, nil
}

// CheckCommunication calls verificarComunicacion on one service; nil means
// the service answers. It is the probe that ends a contingency.
func (c *Client) CheckCommunication(ctx context.Context, service string) error {
	var r struct{ answer }
	if err := c.call(ctx, service, "verificarComunicacion", nil, &r); err != nil {
		return err
	}
	if !r.Transaccion {
		return refused("verificarComunicacion", &r.answer)
	}
	return nil
}

// parseSINTime reads the SIN's dates: with an offset (fechaVigencia
// 2026-01-27T12:15:22.082-04:00) or without one, then La Paz wall time.
func parseSINTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, nil
	}
	for _, layout := range []string{"2006-01-02T15:04:05.999999999", "2006-01-02T15:04:05"} {
		if t, err := time.ParseInLocation(layout, s, laPaz); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("fecha %q no reconocida", s)
}
