package siat

import (
	"testing"
	"time"

	"sgc/siat/sintest"
)

func TestCodesSyncAndPointOfSale(t *testing.T) {
	f := newFixture(t, sintest.Config{
		NITs:    map[int64]bool{1020703023: true, 3333333: false},
		Legends: [][2]string{{"477300", "Ley N° 453: Tienes derecho a un trato equitativo."}},
		Products: []sintest.Product{{CodigoActividad: "477300", CodigoProducto: 99100,
			DescripcionProducto: "ARTÍCULOS DE FERRETERÍA"}},
		Activities: [][3]string{{"477300", "VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA", "P"}},
		Catalogues: sintest.DefaultCatalogues(),
	})
	pos, cufd := f.open(t, 0, 0)
	if cufd.CodigoControl == "" || cufd.Direccion != "AV. BUENOS AIRES 1234" ||
		!cufd.FechaVigencia.Equal(f.clock.Now().Add(24*time.Hour)) {
		t.Errorf("CUFD %+v", cufd)
	}
	again, err := f.client.CUIS(f.ctx, pos)
	if err != nil || again.Codigo != pos.CUIS || !hasCode(again.Messages, 980) {
		t.Errorf("a CUIS in force must come back with 980: %+v %v", again, err)
	}

	now, err := f.client.SyncDateTime(f.ctx, pos)
	if err != nil || !now.Equal(f.clock.Now()) {
		t.Errorf("fecha y hora %v %v, want %v", now, err, f.clock.Now())
	}
	motivos, err := f.client.SyncCatalogue(f.ctx, pos, CatalogueMotivoAnulacion)
	if err != nil || len(motivos) != 4 || motivos[0] != (Parametric{1, "FACTURA MAL EMITIDA"}) {
		t.Errorf("motivos %+v %v", motivos, err)
	}
	legends, err := f.client.SyncLegends(f.ctx, pos)
	if err != nil || len(legends) != 1 || legends[0].CodigoActividad != "477300" {
		t.Errorf("leyendas %+v %v", legends, err)
	}
	products, err := f.client.SyncProducts(f.ctx, pos)
	if err != nil || len(products) != 1 || products[0].CodigoProducto != 99100 {
		t.Errorf("productos %+v %v", products, err)
	}
	acts, err := f.client.SyncActivities(f.ctx, pos)
	if err != nil || len(acts) != 1 || acts[0].CodigoCaeb != "477300" {
		t.Errorf("actividades %+v %v", acts, err)
	}

	for nit, want := range map[int64]struct {
		active bool
		code   int
	}{1020703023: {true, 986}, 3333333: {false, 987}, 77: {false, 994}} {
		st, err := f.client.CheckNIT(f.ctx, pos, nit)
		if err != nil || st.Active != want.active || !hasCode(st.Messages, want.code) {
			t.Errorf("NIT %d: %+v %v, want %+v", nit, st, err, want)
		}
	}
	for _, svc := range []string{ServiceCodigos, ServiceSincronizacion, ServiceOperaciones, ServiceCompraVenta} {
		if err := f.client.CheckCommunication(f.ctx, svc); err != nil {
			t.Errorf("%s: %v", svc, err)
		}
	}

	pv, err := f.client.RegisterPointOfSale(f.ctx, NewPointOfSale{Sucursal: 0, CUIS: pos.CUIS, TipoPuntoVenta: 2,
		Nombre: "Caja 2", Descripcion: "Segunda caja"})
	if err != nil || pv != 1 {
		t.Fatalf("punto de venta %d %v", pv, err)
	}
	if _, err := f.client.CUIS(f.ctx, PointOfSale{Sucursal: 0, PuntoVenta: pv}); err != nil {
		t.Errorf("CUIS of the new point of sale: %v", err)
	}
	// A point of sale never registered gets no CUIS: a refusal, not an outage.
	_, err = f.client.CUIS(f.ctx, PointOfSale{Sucursal: 0, PuntoVenta: 7})
	if KindOf(err) != Refused || Offline(err) {
		t.Errorf("unregistered point of sale: %v", err)
	}
	// A CUFD asked with a wrong CUIS is refused with the SIN's messages.
	_, err = f.client.CUFD(f.ctx, PointOfSale{Sucursal: 0, PuntoVenta: 0, CUIS: "NOPE"})
	if KindOf(err) != Refused {
		t.Errorf("CUFD with a wrong CUIS: %v", err)
	}
}
