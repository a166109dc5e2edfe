package siat

import (
	"context"
	"encoding/xml"
	"time"
)

type solicitudRegistroPuntoVenta struct {
	XMLName              xml.Name `xml:"SolicitudRegistroPuntoVenta"`
	CodigoAmbiente       int      `xml:"codigoAmbiente"`
	CodigoModalidad      int      `xml:"codigoModalidad"`
	CodigoSistema        string   `xml:"codigoSistema"`
	CodigoSucursal       int      `xml:"codigoSucursal"`
	CodigoTipoPuntoVenta int      `xml:"codigoTipoPuntoVenta"`
	Cuis                 string   `xml:"cuis"`
	Descripcion          string   `xml:"descripcion"`
	Nit                  int64    `xml:"nit"`
	NombrePuntoVenta     string   `xml:"nombrePuntoVenta"`
}

// NewPointOfSale describes a point of sale to register in a sucursal;
// TipoPuntoVenta comes from the synced CatalogueTipoPuntoVenta.
type NewPointOfSale struct {
	Sucursal       int
	CUIS           string // a CUIS of the sucursal (its point of sale 0)
	TipoPuntoVenta int
	Nombre         string
	Descripcion    string
}

// RegisterPointOfSale registers a point of sale and returns its number.
func (c *Client) RegisterPointOfSale(ctx context.Context, p NewPointOfSale) (int, error) {
	var r struct {
		answer
		CodigoPuntoVenta *int `xml:"codigoPuntoVenta"`
	}
	err := c.call(ctx, ServiceOperaciones, "registroPuntoVenta", solicitudRegistroPuntoVenta{
		CodigoAmbiente: c.cfg.Ambiente, CodigoModalidad: c.cfg.Modalidad, CodigoSistema: c.cfg.CodigoSistema,
		CodigoSucursal: p.Sucursal, CodigoTipoPuntoVenta: p.TipoPuntoVenta, Cuis: p.CUIS,
		Descripcion: p.Descripcion, Nit: c.cfg.NIT, NombrePuntoVenta: p.Nombre,
	}, &r)
	if err != nil {
		return 0, err
	}
	if !r.Transaccion || r.CodigoPuntoVenta == nil {
		return 0, refused("registroPuntoVenta", &r.answer)
	}
	return *r.CodigoPuntoVenta, nil
}

type solicitudEventoSignificativo struct {
	XMLName               xml.Name `xml:"SolicitudEventoSignificativo"`
	CodigoAmbiente        int      `xml:"codigoAmbiente"`
	CodigoMotivoEvento    int      `xml:"codigoMotivoEvento"`
	CodigoPuntoVenta      int      `xml:"codigoPuntoVenta"`
	CodigoSistema         string   `xml:"codigoSistema"`
	CodigoSucursal        int      `xml:"codigoSucursal"`
	Cufd                  string   `xml:"cufd"`
	CufdEvento            string   `xml:"cufdEvento"`
	Cuis                  string   `xml:"cuis"`
	Descripcion           string   `xml:"descripcion"`
	FechaHoraFinEvento    string   `xml:"fechaHoraFinEvento"`
	FechaHoraInicioEvento string   `xml:"fechaHoraInicioEvento"`
	Nit                   int64    `xml:"nit"`
}

// Event is a significant event (a contingency) to register after it ends.
type Event struct {
	Motivo      int    // from CatalogueEventosSignificativos
	Descripcion string // the catalogue's text or the owner's words
	CUFDEvento  string // the CUFD in force when the event began: the offline invoices carry it
	Inicio, Fin time.Time
}

// RegisterEvent registers a significant event with the point of sale's
// current (new) CUFD and returns the event's reception code, which the
// packages of its offline invoices name as codigoEvento.
func (c *Client) RegisterEvent(ctx context.Context, pos PointOfSale, e Event) (int64, error) {
	var r struct {
		answer
		Codigo *int64 `xml:"codigoRecepcionEventoSignificativo"`
	}
	err := c.call(ctx, ServiceOperaciones, "registroEventoSignificativo", solicitudEventoSignificativo{
		CodigoAmbiente: c.cfg.Ambiente, CodigoMotivoEvento: e.Motivo, CodigoPuntoVenta: pos.PuntoVenta,
		CodigoSistema: c.cfg.CodigoSistema, CodigoSucursal: pos.Sucursal, Cufd: pos.CUFD, CufdEvento: e.CUFDEvento,
		Cuis: pos.CUIS, Descripcion: e.Descripcion, FechaHoraFinEvento: SINTime(e.Fin),
		FechaHoraInicioEvento: SINTime(e.Inicio), Nit: c.cfg.NIT,
	}, &r)
	if err != nil {
		return 0, err
	}
	if !r.Transaccion || r.Codigo == nil {
		return 0, refused("registroEventoSignificativo", &r.answer)
	}
	return *r.Codigo, nil
}
