package siat

import (
	"context"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"sgc/siat/sintest"
)

// clock is the fake time shared by the client and the double.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

const (
	testNIT    = 1003579028
	testSystem = "7C3D9A1B2E"
	testToken  = "token-delegado-de-prueba"
)

// fixture is a client wired to a fresh double through a real HTTP server.
type fixture struct {
	sin    *sintest.SIN
	client *Client
	clock  *clock
	url    string
	ctx    context.Context
}

func newFixture(t *testing.T, cfg sintest.Config) *fixture {
	t.Helper()
	clk := &clock{now: time.Date(2026, 3, 4, 14, 0, 0, 0, laPaz)}
	cfg.NIT, cfg.CodigoSistema, cfg.Token = testNIT, testSystem, testToken
	cfg.Ambiente, cfg.Modalidad, cfg.Now = AmbientePruebas, ModalidadComputarizada, clk.Now
	if cfg.Direccion == "" {
		cfg.Direccion = "AV. BUENOS AIRES 1234"
	}
	sin := sintest.New(cfg)
	srv := httptest.NewServer(sin)
	t.Cleanup(srv.Close)
	f := &fixture{sin: sin, clock: clk, url: srv.URL + "/v2", ctx: context.Background()}
	f.client = f.newClient(testToken, 5*time.Second)
	return f
}

func (f *fixture) newClient(token Secret, timeout time.Duration) *Client {
	return NewClient(Config{Ambiente: AmbientePruebas, Modalidad: ModalidadComputarizada, CodigoSistema: testSystem,
		NIT: testNIT, Token: token, BaseURL: f.url, Timeout: timeout, Now: f.clock.Now})
}

// open gets a CUIS and a CUFD for a point of sale.
func (f *fixture) open(t *testing.T, sucursal, pv int) (PointOfSale, Codes) {
	t.Helper()
	pos := PointOfSale{Sucursal: sucursal, PuntoVenta: pv}
	cuis, err := f.client.CUIS(f.ctx, pos)
	if err != nil {
		t.Fatal(err)
	}
	pos.CUIS = cuis.Codigo
	cufd, err := f.client.CUFD(f.ctx, pos)
	if err != nil {
		t.Fatal(err)
	}
	pos.CUFD = cufd.Codigo
	return pos, cufd
}

// invoiceXML makes the XML of a valid sale of number n emitted at fecha.
func invoiceXML(t *testing.T, pos PointOfSale, cufd Codes, n int64, fecha time.Time, emision int) (cuf string, xml []byte) {
	t.Helper()
	inv := &Invoice{
		Header: Header{NITEmisor: testNIT, RazonSocialEmisor: "Ferretería El Constructor", Municipio: "La Paz",
			NumeroFactura: n, CUFD: pos.CUFD, CodigoSucursal: pos.Sucursal, Direccion: cufd.Direccion,
			CodigoPuntoVenta: pos.PuntoVenta, FechaEmision: fecha, NombreRazonSocial: "Mamani",
			CodigoTipoDocumentoIdentidad: 1, NumeroDocumento: "4789123", CodigoCliente: "4789123",
			CodigoMetodoPago: 1, MontoTotal: 8_500, MontoTotalSujetoIva: 8_500, CodigoMoneda: 1, TipoCambio: 100,
			MontoTotalMoneda: 8_500, Leyenda: "Ley N° 453: El proveedor debe exhibir certificaciones de habilitación.",
			Usuario: "agutierrez"},
		Lines: []Line{{ActividadEconomica: "477300", CodigoProductoSin: 99100, CodigoProducto: "CINTA-5",
			Descripcion: "Cinta métrica 5 m", Cantidad: 100, UnidadMedida: 58, PrecioUnitario: 8_500, SubTotal: 8_500}},
	}
	var err error
	inv.Header.CUF, err = CUF(CUFInput{NIT: testNIT, FechaEmision: fecha, Sucursal: pos.Sucursal,
		Modalidad: ModalidadComputarizada, TipoEmision: emision, TipoFactura: TipoFacturaConCredito,
		DocumentoSector: SectorCompraVenta, NumeroFactura: n, PuntoVenta: pos.PuntoVenta, CodigoControl: cufd.CodigoControl})
	if err != nil {
		t.Fatal(err)
	}
	xml, err = inv.XML(ModalidadComputarizada)
	if err != nil {
		t.Fatal(err)
	}
	return inv.Header.CUF, xml
}

var online = Document{Sector: SectorCompraVenta, TipoFactura: TipoFacturaConCredito, Emision: EmisionEnLinea}

func hasCode(ms []Message, code int) bool {
	for _, m := range ms {
		if m.Codigo == code {
			return true
		}
	}
	return false
}
