package siat

import (
	"context"
	"encoding/xml"
	"time"
)

// The paramétricas the counter needs, by the SIN's operation names. Their
// contents (what code 1 means) are the SIN's data and are synced daily,
// never listed in code.
const (
	CatalogueTipoDocumentoIdentidad = "sincronizarParametricaTipoDocumentoIdentidad"
	CatalogueTipoMetodoPago         = "sincronizarParametricaTipoMetodoPago"
	CatalogueUnidadMedida           = "sincronizarParametricaUnidadMedida"
	CatalogueMotivoAnulacion        = "sincronizarParametricaMotivoAnulacion"
	CatalogueEventosSignificativos  = "sincronizarParametricaEventosSignificativos"
	CatalogueTipoMoneda             = "sincronizarParametricaTipoMoneda"
	CatalogueTipoPuntoVenta         = "sincronizarParametricaTipoPuntoVenta"
	// The SIN's message texts (908 VALIDADA, 989, …) come in the same shape.
	CatalogueMensajesServicios = "sincronizarListaMensajesServicios"
)

type solicitudSincronizacion struct {
	XMLName          xml.Name `xml:"SolicitudSincronizacion"`
	CodigoAmbiente   int      `xml:"codigoAmbiente"`
	CodigoPuntoVenta int      `xml:"codigoPuntoVenta"`
	CodigoSistema    string   `xml:"codigoSistema"`
	CodigoSucursal   int      `xml:"codigoSucursal"`
	Cuis             string   `xml:"cuis"`
	Nit              int64    `xml:"nit"`
}

func (c *Client) syncRequest(pos PointOfSale) solicitudSincronizacion {
	return solicitudSincronizacion{CodigoAmbiente: c.cfg.Ambiente, CodigoPuntoVenta: pos.PuntoVenta,
		CodigoSistema: c.cfg.CodigoSistema, CodigoSucursal: pos.Sucursal, Cuis: pos.CUIS, Nit: c.cfg.NIT}
}

// syncCall runs one sincronizar* operation; a transaccion false is a refusal.
func (c *Client) syncCall(ctx context.Context, operation string, pos PointOfSale, out answerer) error {
	if err := c.call(ctx, ServiceSincronizacion, operation, c.syncRequest(pos), out); err != nil {
		return err
	}
	if a := out.common(); !a.Transaccion {
		return refused(operation, a)
	}
	return nil
}

// SyncDateTime returns the SIN's clock, to check deadlines and the local
// clock before asking for a CUFD.
func (c *Client) SyncDateTime(ctx context.Context, pos PointOfSale) (time.Time, error) {
	var r struct {
		answer
		FechaHora string `xml:"fechaHora"`
	}
	if err := c.syncCall(ctx, "sincronizarFechaHora", pos, &r); err != nil {
		return time.Time{}, err
	}
	t, err := parseSINTime(r.FechaHora)
	if err != nil {
		return time.Time{}, &Error{Kind: NotSOAP, Operation: "sincronizarFechaHora", Detail: "fechaHora ilegible", Err: err}
	}
	return t, nil
}

// Parametric is one entry of a paramétrica.
type Parametric struct {
	CodigoClasificador int    `xml:"codigoClasificador"`
	Descripcion        string `xml:"descripcion"`
}

// SyncCatalogue fetches one paramétrica (a Catalogue* operation).
func (c *Client) SyncCatalogue(ctx context.Context, pos PointOfSale, operation string) ([]Parametric, error) {
	var r struct {
		answer
		List []Parametric `xml:"listaCodigos"`
	}
	if err := c.syncCall(ctx, operation, pos, &r); err != nil {
		return nil, err
	}
	return r.List, nil
}

// Legend is one Ley 453 text, printed and written into the XML per activity.
type Legend struct {
	CodigoActividad    string `xml:"codigoActividad"`
	DescripcionLeyenda string `xml:"descripcionLeyenda"`
}

// SyncLegends fetches the leyendas of the taxpayer's activities.
func (c *Client) SyncLegends(ctx context.Context, pos PointOfSale) ([]Legend, error) {
	var r struct {
		answer
		List []Legend `xml:"listaLeyendas"`
	}
	if err := c.syncCall(ctx, "sincronizarListaLeyendasFactura", pos, &r); err != nil {
		return nil, err
	}
	return r.List, nil
}

// ProductCode is one of the SIN's products and services a product of the
// shop is homologated to.
type ProductCode struct {
	CodigoActividad     string   `xml:"codigoActividad"`
	CodigoProducto      int64    `xml:"codigoProducto"`
	DescripcionProducto string   `xml:"descripcionProducto"`
	Nandina             []string `xml:"nandina"`
}

// SyncProducts fetches the SIN's product codes for the taxpayer's activities.
func (c *Client) SyncProducts(ctx context.Context, pos PointOfSale) ([]ProductCode, error) {
	var r struct {
		answer
		List []ProductCode `xml:"listaCodigos"`
	}
	if err := c.syncCall(ctx, "sincronizarListaProductosServicios", pos, &r); err != nil {
		return nil, err
	}
	return r.List, nil
}

// Activity is one of the taxpayer's registered economic activities.
type Activity struct {
	CodigoCaeb    string `xml:"codigoCaeb"`
	Descripcion   string `xml:"descripcion"`
	TipoActividad string `xml:"tipoActividad"`
}

// SyncActivities fetches the taxpayer's activities.
func (c *Client) SyncActivities(ctx context.Context, pos PointOfSale) ([]Activity, error) {
	var r struct {
		answer
		List []Activity `xml:"listaActividades"`
	}
	if err := c.syncCall(ctx, "sincronizarActividades", pos, &r); err != nil {
		return nil, err
	}
	return r.List, nil
}
