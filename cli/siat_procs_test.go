package cli

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"sgc/engine"
	"sgc/siat"
	"sgc/siat/sintest"
)

// TestServeInvoicesAgainstTheSIN runs a real sgc serve whose SIN address
// (SGC_SIAT_URL) is the double: the server gets its codes by itself, a sale
// with "factura": true is validated after commit, an outage turns the
// counter to fuera de línea without waiting and the recovery sends the
// package, and a kill -9 while a send is on its way leaves the invoice
// registered exactly once.
func TestServeInvoicesAgainstTheSIN(t *testing.T) {
	sin := sintest.New(sintest.Config{NIT: 1003579028, CodigoSistema: "SGC-E2E", Token: "token-e2e", Ambiente: 2, Modalidad: 2,
		Direccion: "AV. BUSCH 100", Catalogues: e2eCatalogues(), PendingPolls: 1,
		Legends:  [][2]string{{"461021", "Ley N° 453: Tienes derecho a un trato equitativo sin discriminación en la oferta de servicios."}},
		Products: []sintest.Product{{CodigoActividad: "461021", CodigoProducto: 83141, DescripcionProducto: "HERRAMIENTAS"}}})
	srv := httptest.NewServer(sin)
	t.Cleanup(srv.Close)
	t.Setenv("SGC_SIAT_URL", srv.URL+"/v2")

	p := newProc(t, "factura")
	p.single = true
	shop := makeShop(t, p.dir)
	configureInvoicing(t, p.dir, shop)
	p.start()
	token := login(t, p)

	invoiced := func() map[string]any {
		t.Helper()
		in := sale(shop.load)
		in["factura"], in["codigo_tipo_documento_identidad"] = true, 5
		var body map[string]any
		eventually(t, "una venta con factura aceptada", func() bool {
			var status int
			status, body = call("POST", p.url()+"/api/ventas", token, in)
			return status == http.StatusCreated // 422 until the server has its CUIS and CUFD
		})
		status, inv := call("GET", p.url()+fmt.Sprintf("/api/facturas/%v", body["factura_id"]), token, nil)
		if status != http.StatusOK {
			t.Fatalf("GET factura: %d %v", status, inv)
		}
		return inv
	}
	state := func(inv map[string]any) (string, map[string]any) {
		_, now := call("GET", p.url()+fmt.Sprintf("/api/facturas/%v", inv["id"]), token, nil)
		return fmt.Sprint(now["estado"]), now
	}
	validated := func(inv map[string]any) map[string]any {
		t.Helper()
		var now map[string]any
		within(t, time.Minute, fmt.Sprintf("factura %v VALIDADA", inv["numero_factura"]), func() bool {
			var s string
			s, now = state(inv)
			return s == engine.InvoiceValid
		})
		if estado, n, ok := sin.InvoiceState(fmt.Sprint(now["cuf"])); !ok || estado != siat.EstadoValidada || n != 1 {
			t.Fatalf("en el SIN: estado %d recibida %d veces", estado, n)
		}
		return now
	}

	first := invoiced()
	if first["tipo_emision"] != 1.0 || first["estado"] != engine.InvoicePending {
		t.Fatalf("primera factura: %v", first)
	}
	validated(first)

	// Outage: the counter does not wait, the invoice is emitted fuera de línea.
	sin.Inject(sintest.FaultHTML5xx, "", 1)
	trigger := invoiced()
	eventually(t, "contingencia", func() bool {
		_, st := call("GET", p.url()+"/api/siat/estado", token, nil)
		return st["contingencia"] == true
	})
	offline := invoiced()
	if offline["tipo_emision"] != 2.0 {
		t.Fatalf("durante el corte: %v", offline)
	}
	// The probe noticed the SIN again. The invoice whose send met the outage
	// can no longer go online with its CUFD: it goes in the event's package,
	// re-emitted fuera de línea, with the one emitted during the outage.
	if got := validated(trigger); got["tipo_emision"] != 2.0 || got["cuf"] == trigger["cuf"] {
		t.Fatalf("la factura del envío fallido: %v", got)
	}
	validated(offline)
	if sin.Calls("registroEventoSignificativo") != 1 || sin.Calls("recepcionPaqueteFactura") != 1 {
		t.Fatalf("evento %d, paquetes %d", sin.Calls("registroEventoSignificativo"), sin.Calls("recepcionPaqueteFactura"))
	}

	// kill -9 while the send is on its way (the SIN registers it, its
	// answer never comes back): the restarted server asks before resending.
	sin.Inject(sintest.FaultAnswerLost, "recepcionFactura", 1)
	calls := sin.Calls("recepcionFactura")
	lost := invoiced()
	eventually(t, "el envío en camino", func() bool { return sin.Calls("recepcionFactura") > calls })
	p.kill()
	p.start()
	token = login(t, p)
	validated(lost)
	if sin.Calls("recepcionFactura") != calls+1 {
		t.Fatalf("recepcionFactura: %d llamadas, quería %d", sin.Calls("recepcionFactura"), calls+1)
	}

	// The printed invoice and its XML.
	for _, papel := range []string{"rollo", "carta"} {
		res, err := http.NewRequest("GET", p.url()+fmt.Sprintf("/api/facturas/%v/pdf?papel=%s", first["id"], papel), nil)
		if err != nil {
			t.Fatal(err)
		}
		res.Header.Set("Authorization", "Bearer "+token)
		got, err := httpc.Do(res)
		if err != nil || got.StatusCode != http.StatusOK || got.Header.Get("Content-Type") != "application/pdf" {
			t.Fatalf("PDF %s: %v %v", papel, err, got)
		}
		got.Body.Close()
	}

	// The month's Libro de Ventas through the running server's socket: the
	// four invoices, the two that went in the package marked C (contingencia).
	xlsx := filepath.Join(t.TempDir(), "libro.xlsx")
	mes := engine.BusinessDate(time.Now())[:7]
	runOK(t, "", nil, "report", "libro-ventas", "--data", p.dir, "--mes", mes, "--salida", xlsx)
	book, err := excelize.OpenFile(xlsx)
	if err != nil {
		t.Fatal(err)
	}
	defer book.Close()
	rows, _ := book.GetRows("Libro de Ventas")
	// Title, period, a blank row, the 24 headings, four invoices, the totals.
	if len(rows) != 3+1+4+1 || len(rows[3]) != 24 {
		t.Fatalf("libro de ventas: %q", rows)
	}
	estados := ""
	for _, r := range rows[4:8] {
		estados += r[21]
	}
	if estados != "VCCV" {
		t.Fatalf("estados %q", estados)
	}
	if r := run(context.Background(), "", nil, "report", "libro-ventas", "--data", p.dir, "--mes", "2025-13"); r.err == nil {
		t.Fatal("un mes inválido fue aceptado")
	}
}

func e2eCatalogues() map[string]map[int]string {
	c := sintest.DefaultCatalogues()
	c[siat.CatalogueTipoDocumentoIdentidad] = map[int]string{1: "CI - CEDULA DE IDENTIDAD", 5: "NIT - NÚMERO DE IDENTIFICACIÓN TRIBUTARIA"}
	c[siat.CatalogueTipoMetodoPago] = map[int]string{1: "EFECTIVO", 2: "TARJETA"}
	c[siat.CatalogueUnidadMedida] = map[int]string{57: "UNIDAD (BIENES)"}
	return c
}

// configureInvoicing homologates the shop's products and turns invoicing on
// for branch 1 (casa matriz, point of sale 0), as Super does on the screens.
func configureInvoicing(t *testing.T, dir string, shop procShop) {
	t.Helper()
	eng, err := engine.Open(dir, engine.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	root := engine.Actor{UserID: 1, Usuario: "admin", Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	if err := eng.SaveSiatConfiguration(root, engine.SiatConfigInput{Token: "token-e2e", SiatConfig: engine.SiatConfig{Activo: true,
		NIT: 1003579028, RazonSocial: "COMERCIAL NORTE S.R.L.", Municipio: "La Paz", CodigoSistema: "SGC-E2E",
		ActividadEconomica: "461021", Sucursales: []engine.SiatBranch{{SucursalID: 1, FacturaPorDefecto: true}}}}); err != nil {
		t.Fatal(err)
	}
	for i, id := range []uint64{shop.load, shop.few} {
		in := engine.ProductInput{Codigo: fmt.Sprintf("HER-%03d", i+1), Producto: "Producto " + fmt.Sprint(i+1), Unidad: "1", Categoria: "1",
			Costo: "50", Precios: [6]string{"100", "90", "80", "70", "60", "0"}, CodigoProductoSin: "83141", ActividadEconomica: "461021", UnidadMedidaSin: "57"}
		if _, err := eng.SaveProduct(root, id, in); err != nil {
			t.Fatal(err)
		}
	}
}

// within is eventually with a longer bound: the server probes the SIN every
// 20 s during a contingency.
func within(t *testing.T, d time.Duration, what string, check func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !check() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %v", what, d)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
