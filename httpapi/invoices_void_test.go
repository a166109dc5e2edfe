package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"sgc/engine"
	"sgc/siat"
	"sgc/siat/sintest"
)

// TestSaleVoidAnnulsItsInvoice: PUT /api/ventas/estado/{id} takes the
// factura's codigo_motivo, refuses one out of the synced catalogue with the
// same message as POST /api/facturas/{id}/anular (the sale stays valid), and
// without one annuls with the configured motivo, as older screens expect.
func TestSaleVoidAnnulsItsInvoice(t *testing.T) {
	w := newOpsWorld(t)
	siatLists := sintest.DefaultCatalogues()
	siatLists[siat.CatalogueTipoDocumentoIdentidad] = map[int]string{1: "CI - CEDULA DE IDENTIDAD"}
	siatLists[siat.CatalogueTipoMetodoPago] = map[int]string{1: "EFECTIVO"}
	siatLists[siat.CatalogueUnidadMedida] = map[int]string{57: "UNIDAD (BIENES)"}
	sin := sintest.New(sintest.Config{NIT: 1003579028, CodigoSistema: "SGC-TEST", Token: "token-de-prueba", Ambiente: 2,
		Modalidad: 2, Direccion: "AV. BUSCH 100", Now: w.clock.now, Catalogues: siatLists,
		Legends:  [][2]string{{"461021", "Ley N° 453: Tienes derecho a un trato equitativo sin discriminación en la oferta de servicios."}},
		Products: []sintest.Product{{CodigoActividad: "461021", CodigoProducto: 83141, DescripcionProducto: "HERRAMIENTAS"}}})
	sinSrv := httptest.NewServer(sin)
	defer sinSrv.Close()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(w.eng.SaveSiatConfiguration(opsRoot, engine.SiatConfigInput{Token: "token-de-prueba", SiatConfig: engine.SiatConfig{Activo: true,
		NIT: 1003579028, RazonSocial: "COMERCIAL NORTE S.R.L.", Municipio: "La Paz", CodigoSistema: "SGC-TEST", ActividadEconomica: "461021",
		Sucursales: []engine.SiatBranch{{SucursalID: 1}}}}))
	p, err := w.eng.Product(opsRoot, w.products[0], 1)
	must(err)
	_, err = w.eng.SaveProduct(opsRoot, w.products[0], engine.ProductInput{Codigo: p.Codigo, Producto: p.Producto, Unidad: fmt.Sprint(p.UnidadID),
		Categoria: fmt.Sprint(p.CategoriaID), Costo: "50", Precios: [6]string{"100", "90", "80", "70", "60", "0"},
		CodigoProductoSin: "83141", ActividadEconomica: "461021", UnidadMedidaSin: "57"})
	must(err)
	worker := w.eng.NewSiatWorker(engine.SiatOptions{BaseURL: sinSrv.URL + "/v2", Timeout: 3 * time.Second})
	must(worker.Pass(context.Background()))
	w.load(t, 1, w.products[0], 2)

	admin := w.token(engine.RoleAdmin)
	invoiced := func() (sale, factura uint64) {
		draft := opsSale(1, opsLine(w.products[0], 1, 100))
		draft["factura"] = true
		status, body := w.call(t, "POST", "/api/ventas", w.token(engine.RoleVendedor), draft)
		// The counter's answer names the factura: its number and CUF.
		if status != http.StatusCreated || body["factura_id"] == 0.0 || body["numero_factura"] == nil || body["cuf"] == nil || body["cuf"] == "" {
			t.Fatalf("invoiced sale: %d %v", status, body)
		}
		return uint64(body["venta_id"].(float64)), uint64(body["factura_id"].(float64))
	}
	chosen, chosenInv := invoiced()
	fallback, fallbackInv := invoiced()
	must(worker.Pass(context.Background()))

	status, annulBody := w.call(t, "POST", fmt.Sprintf("/api/facturas/%d/anular", chosenInv), admin, map[string]any{"codigo_motivo": 99})
	wantFields(t, status, annulBody, "codigo_motivo")
	status, body := w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", chosen), admin, map[string]any{"motivo": "Datos mal escritos", "codigo_motivo": 99})
	wantFields(t, status, body, "codigo_motivo")
	if got, want := fmt.Sprint(body["errors"]), fmt.Sprint(annulBody["errors"]); got != want {
		t.Fatalf("void's message %s, the annulment's %s", got, want)
	}
	if _, body := w.getJSON(t, fmt.Sprintf("/api/ventas/%d", chosen), admin); body["venta"].(map[string]any)["estado"] != 1.0 {
		t.Fatalf("the refused void changed the sale: %v", body["venta"])
	}

	status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", chosen), admin, map[string]any{"motivo": "Datos mal escritos", "codigo_motivo": 3})
	if status != http.StatusCreated {
		t.Fatalf("void with codigo_motivo: %d %v", status, body)
	}
	status, body = w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", fallback), admin, map[string]any{"motivo": "Cliente desistió"})
	if status != http.StatusCreated {
		t.Fatalf("void without codigo_motivo: %d %v", status, body)
	}
	must(worker.Pass(context.Background()))
	for inv, motivo := range map[uint64]float64{chosenInv: 3, fallbackInv: 1} {
		_, body := w.getJSON(t, fmt.Sprintf("/api/facturas/%d", inv), admin)
		if body["estado"] != engine.InvoiceAnnulled || body["codigo_motivo"] != motivo {
			t.Errorf("factura %d: %v %v, want ANULADA with motivo %v", inv, body["estado"], body["codigo_motivo"], motivo)
		}
	}
}
