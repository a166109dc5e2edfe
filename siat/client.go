package siat

import (
	"net/http"
	"time"
)

// The SIN's services, each the last segment of its address.
const (
	ServiceCodigos        = "FacturacionCodigos"
	ServiceSincronizacion = "FacturacionSincronizacion"
	ServiceOperaciones    = "FacturacionOperaciones"
	ServiceCompraVenta    = "ServicioFacturacionCompraVenta"
)

// DefaultBaseURLs are the services' addresses per ambiente, as published.
// Config.BaseURL (SGC_SIAT_URL) replaces them for tests and proxies.
var DefaultBaseURLs = map[int]string{
	AmbienteProduccion: "https://siatrest.impuestos.gob.bo/v2",
	AmbientePruebas:    "https://pilotosiatservicios.impuestos.gob.bo/v2",
}

// sectorServices routes each documento sector to the service that receives
// it; sector 1 goes to CompraVenta in both modalities. Sector 24 (notas de
// crédito-débito) joins with ServicioFacturacionDocumentoAjuste.
var sectorServices = map[int]string{
	SectorCompraVenta: ServiceCompraVenta,
}

// Config is what the owner obtains from the SIN and types once. Token is the
// token delegado: it is sent in the apikey header and nowhere else, never in
// an error or a log line.
type Config struct {
	Ambiente      int
	Modalidad     int
	CodigoSistema string
	NIT           int64
	Token         Secret

	// BaseURL replaces the ambiente's address (e.g. http://127.0.0.1:9000/v2).
	BaseURL string
	// ContentType of the requests. SOAP 1.1 says text/xml; whether the SIN
	// also takes application/xml is unverified, so it is configurable.
	ContentType string
	// Timeout bounds one call when the caller's context allows longer.
	Timeout time.Duration
	// HTTPClient carries the calls; nil uses a client of its own.
	HTTPClient *http.Client
	// Now is the clock for fechaEnvio; nil is time.Now.
	Now func() time.Time
}

// Secret holds the token delegado. It prints hidden with every fmt verb, so
// a configuration logged by mistake does not carry it.
type Secret string

func (Secret) String() string   { return "[oculto]" }
func (Secret) GoString() string { return `"[oculto]"` }

// PointOfSale names a sucursal's point of sale and the codes it works with.
type PointOfSale struct {
	Sucursal   int // 0 = casa matriz
	PuntoVenta int
	CUIS       string
	CUFD       string // the CUFD in force, for invoices, events and packages
}

// Client calls the SIN's SOAP services for one taxpayer's system.
type Client struct {
	cfg  Config
	base string
	http *http.Client
}

// DefaultTimeout bounds a call when Config.Timeout is zero: long enough for a
// package upload on a slow line, short enough that the counter's sender
// notices an outage within a minute.
const DefaultTimeout = 30 * time.Second

// NewClient prepares a client; it makes no call.
func NewClient(cfg Config) *Client {
	if cfg.ContentType == "" {
		cfg.ContentType = "text/xml; charset=utf-8"
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{}
	}
	base := cfg.BaseURL
	if base == "" {
		base = DefaultBaseURLs[cfg.Ambiente]
	}
	return &Client{cfg: cfg, base: base, http: hc}
}
