package engine

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"io"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"sgc/siat"
	"sgc/siat/sintest"
)

// siatClock is the fake clock the engine, the worker and the SIN double share.
type siatClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *siatClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *siatClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// siatWorld is skWorld invoicing against the SIN double: branch 1 is the
// casa matriz (0/0), branch 2 sucursal 1, point of sale 0; products 0 and 1
// are homologated, 2 is not.
type siatWorld struct {
	*skWorld
	sin    *sintest.SIN
	url    string
	clock  *siatClock
	worker *SiatWorker
}

const siatTestNIT = 1003579028

// siatTestTimeout bounds one call to the double: long enough for a package
// of 500 invoices under the race detector, short for the hung calls.
const siatTestTimeout = 3 * time.Second

func siatTestCatalogues() map[string]map[int]string {
	c := sintest.DefaultCatalogues()
	c[siat.CatalogueTipoDocumentoIdentidad] = map[int]string{1: "CI - CEDULA DE IDENTIDAD", 2: "CEX - CEDULA DE IDENTIDAD DE EXTRANJERO",
		5: "NIT - NÚMERO DE IDENTIFICACIÓN TRIBUTARIA"}
	c[siat.CatalogueTipoMetodoPago] = map[int]string{1: "EFECTIVO", 2: "TARJETA", 3: "CHEQUE", 7: "TRANSFERENCIA BANCARIA"}
	c[siat.CatalogueUnidadMedida] = map[int]string{57: "UNIDAD (BIENES)", 58: "UNIDAD (SERVICIOS)"}
	return c
}

func siatSetup(t testing.TB) *siatWorld {
	t.Helper()
	w := &siatWorld{skWorld: skSetup(t), clock: &siatClock{t: time.Date(2025, 3, 4, 14, 0, 0, 0, time.UTC)}}
	w.e.Now = w.clock.now
	w.sin = sintest.New(sintest.Config{NIT: siatTestNIT, CodigoSistema: "SGC-TEST", Token: "token-de-prueba", Ambiente: 2,
		Modalidad: 2, Direccion: "AV. 6 DE AGOSTO 100", Now: w.clock.now, Catalogues: siatTestCatalogues(),
		Legends: [][2]string{{"461021", "Ley N° 453: Tienes derecho a recibir información sobre las características y contenidos de los servicios que utilices."},
			{"461021", "Ley N° 453: El proveedor debe exhibir certificaciones de habilitación."}},
		Products:   []sintest.Product{{CodigoActividad: "461021", CodigoProducto: 83141, DescripcionProducto: "HERRAMIENTAS"}},
		Activities: [][3]string{{"461021", "VENTA AL POR MAYOR DE HERRAMIENTAS", "P"}}, PendingPolls: 1,
		NITs: map[int64]bool{1020703023: true}})
	srv := httptest.NewServer(w.sin)
	t.Cleanup(srv.Close)
	w.url = srv.URL + "/v2"
	skOK(t, w.e.SaveSiatConfiguration(w.super, SiatConfigInput{Token: "token-de-prueba", SiatConfig: SiatConfig{Activo: true,
		NIT: siatTestNIT, RazonSocial: "FERRETERIA EL CONSTRUCTOR S.R.L.", Municipio: "La Paz", Telefono: "2234567",
		CodigoSistema: "SGC-TEST", ActividadEconomica: "461021",
		Sucursales: []SiatBranch{{SucursalID: MainBranch}, {SucursalID: w.b2, CodigoSucursal: 1, FacturaPorDefecto: true}}}}))
	for i := 0; i < 2; i++ {
		in := w.productInput(i)
		in.CodigoProductoSin, in.ActividadEconomica, in.UnidadMedidaSin = "83141", "461021", "57"
		_, err := w.e.SaveProduct(w.super, w.p[i], in)
		skOK(t, err)
	}
	w.worker = w.e.NewSiatWorker(SiatOptions{BaseURL: w.url, Timeout: siatTestTimeout})
	w.pass(t)
	return w
}

// pass runs one pass of the worker, failing the test on an error.
func (w *siatWorld) pass(t testing.TB) {
	t.Helper()
	if err := w.worker.Pass(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// sell sells qty units of product 0 in branch 2 with a factura to a NIT.
func (w *siatWorld) sell(t testing.TB, qty int64) *Invoice {
	t.Helper()
	w.load(t, w.b2, w.p[0], qty)
	in := skSale(w.b2, skLine(w.p[0], qty, 10000))
	in.Factura, in.NIT, in.RazonSocial, in.CodigoTipoDocumentoIdentidad = true, "1020703023", "Juan Pérez", 5
	id, err := w.e.CreateSale(w.seller, in)
	skOK(t, err)
	inv, err := w.e.InvoiceOfSale(w.super, id)
	skOK(t, err)
	return inv
}

// invoice reads an invoice again.
func (w *siatWorld) invoice(t testing.TB, id uint64) *Invoice {
	t.Helper()
	inv, err := w.e.Invoice(w.super, id)
	skOK(t, err)
	return inv
}

// wantSIN checks the double holds the invoice in state estado, received once.
func (w *siatWorld) wantSIN(t testing.TB, inv *Invoice, estado int) {
	t.Helper()
	got, received, ok := w.sin.InvoiceState(inv.CUF)
	if !ok || got != estado || received != 1 {
		t.Fatalf("factura %d en el SIN: estado %d, recibida %d veces, existe %v; quería %d una vez", inv.Numero, got, received, ok, estado)
	}
}

func (w *siatWorld) wantState(t testing.TB, id uint64, estado string) *Invoice {
	t.Helper()
	inv := w.invoice(t, id)
	if inv.Estado != estado {
		t.Fatalf("factura %d: estado %s (%s %v), quería %s", inv.Numero, inv.Estado, inv.Error, inv.Mensajes, estado)
	}
	return inv
}

// restart replaces the worker with one of a new engine on the same store:
// nothing of the first process's memory survives, only what was committed.
func (w *siatWorld) restart(t *testing.T) {
	t.Helper()
	e, err := OpenStore(w.e.db, w.e.Dir())
	skOK(t, err)
	e.Now = w.clock.now
	w.worker = e.NewSiatWorker(SiatOptions{BaseURL: w.url, Timeout: siatTestTimeout})
}

// at sets the clock to a La Paz wall time of the setup's month.
func (w *siatWorld) at(day, hour, min, sec int) {
	w.clock.mu.Lock()
	w.clock.t = time.Date(2025, 3, day, hour, min, sec, 0, LaPaz)
	w.clock.mu.Unlock()
}

// point reads branch 2's codes.
func (w *siatWorld) point(t *testing.T) siatPoint {
	t.Helper()
	var p siatPoint
	skOK(t, w.e.view(func(tx ReadTx) (err error) { p, err = getSiatPoint(tx, w.b2); return err }))
	return p
}

// calls lists the double's calls of op in order.
func (w *siatWorld) calls(op string) []sintest.Call {
	var out []sintest.Call
	for _, c := range w.sin.Log() {
		if c.Op == op {
			out = append(out, c)
		}
	}
	return out
}

// wantRecovery checks the calls that brought an outage's invoices to the
// SIN, in the SIN's order: a new CUFD after the probe that found the SIN
// back; registroEventoSignificativo with the configured motivo, start and
// end around every invoice, cufdEvento the CUFD they were emitted with and
// the new CUFD; then packages of at most 500 whose cantidadFacturas is the
// count of files they carry, all the invoices between them; then
// validacionRecepcionPaqueteFactura until the verdict (the double answers
// 901 once).
func (w *siatWorld) wantRecovery(t *testing.T, cufdEvento string, invs ...*Invoice) {
	t.Helper()
	log := w.sin.Log()
	probe, cufd, event := -1, -1, -1
	for i, c := range log {
		switch {
		case c.Op == "registroEventoSignificativo" && c.Fields["cufdEvento"] == cufdEvento:
			event = i
		case event < 0 && c.Op == "verificarComunicacion":
			probe = i
		case event < 0 && c.Op == "cufd" && c.Fields["codigoSucursal"] == "1":
			cufd = i
		}
	}
	if event < 0 || cufd < probe {
		t.Fatalf("sin CUFD nuevo antes del evento: sondeo %d, cufd %d, evento %d", probe, cufd, event)
	}
	ev := log[event].Fields
	first, last := invs[0].FechaEmision, invs[0].FechaEmision
	for _, inv := range invs {
		first, last = minTime(first, inv.FechaEmision), maxTime(last, inv.FechaEmision)
	}
	if ev["codigoMotivoEvento"] != "2" || ev["cufd"] != w.point(t).CUFD || ev["cufd"] == cufdEvento ||
		ev["fechaHoraInicioEvento"] > siat.SINTime(first) || ev["fechaHoraFinEvento"] < siat.SINTime(last) {
		t.Fatalf("evento %v; facturas de %s a %s", ev, siat.SINTime(first), siat.SINTime(last))
	}
	files, packages, validations := 0, 0, 0
	for _, c := range log[event:] {
		switch c.Op {
		case "recepcionPaqueteFactura":
			n := packageFiles(t, c.Fields["archivo"])
			if c.Fields["cantidadFacturas"] != itoa(int64(n)) || n > 500 {
				t.Fatalf("paquete %d: cantidadFacturas %s con %d archivos", packages, c.Fields["cantidadFacturas"], n)
			}
			files, packages = files+n, packages+1
		case "validacionRecepcionPaqueteFactura":
			if packages == 0 {
				t.Fatal("validación antes del paquete")
			}
			validations++
		}
	}
	if files != len(invs) || validations <= packages {
		t.Fatalf("%d facturas en los paquetes, %d validaciones; quería %d", files, validations, len(invs))
	}
	for _, inv := range invs {
		w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
	}
}

// packageFiles counts the invoices of a package as the SIN receives it:
// base64 of a gzip of a tar.
func packageFiles(t *testing.T, archivo string) int {
	t.Helper()
	gz, err := base64.StdEncoding.DecodeString(archivo)
	skOK(t, err)
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	skOK(t, err)
	tr, n := tar.NewReader(zr), 0
	for {
		if _, err := tr.Next(); err == io.EOF {
			return n
		} else if err != nil {
			t.Fatal(err)
		}
		n++
	}
}
