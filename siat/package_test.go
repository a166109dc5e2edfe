package siat

import (
	"fmt"
	"testing"
	"time"

	"sgc/siat/sintest"
)

var offline = Document{Sector: SectorCompraVenta, TipoFactura: TipoFacturaConCredito, Emision: EmisionFueraLinea}

// The recovery after an outage: new CUFD, the event, 501 offline invoices
// in two packages (500 and 1), then their validation until 908.
func TestOfflineInvoicesInPackages(t *testing.T) {
	f := newFixture(t, sintest.Config{Catalogues: sintest.DefaultCatalogues(), PendingPolls: 1})
	pos, before := f.open(t, 0, 0)
	inicio := f.clock.Now().Add(time.Minute)
	var files []PackageFile
	var cufs []string
	for n := int64(1); n <= 501; n++ {
		cuf, doc := invoiceXML(t, pos, before, n, inicio.Add(time.Duration(n)*100*time.Millisecond), EmisionFueraLinea)
		files = append(files, PackageFile{Name: fmt.Sprintf("%d.xml", n), XML: doc})
		cufs = append(cufs, cuf)
	}
	fin := inicio.Add(2 * time.Hour)
	f.clock.Add(2*time.Hour + 5*time.Minute)

	// The event is registered with the new CUFD, naming the one it began under.
	after, err := f.client.CUFD(f.ctx, pos)
	if err != nil {
		t.Fatal(err)
	}
	pos.CUFD = after.Codigo
	evento, err := f.client.RegisterEvent(f.ctx, pos, Event{Motivo: 2, Descripcion: "INACCESIBILIDAD AL SERVICIO WEB",
		CUFDEvento: before.Codigo, Inicio: inicio, Fin: fin})
	if err != nil {
		t.Fatal(err)
	}

	packages := SplitPackages(files)
	if len(packages) != 2 || len(packages[0]) != 500 || len(packages[1]) != 1 {
		t.Fatalf("501 invoices split as %d packages", len(packages))
	}
	if _, err := f.client.SendPackage(f.ctx, pos, offline, evento, "", files); err == nil {
		t.Error("a package of 501 was sent")
	}
	for i, p := range packages {
		res, err := f.client.SendPackage(f.ctx, pos, offline, evento, "", p)
		if err != nil || res.CodigoEstado != EstadoPendiente || res.CodigoRecepcion == "" {
			t.Fatalf("package %d: %+v %v", i, res, err)
		}
		st, err := f.client.PackageStatus(f.ctx, pos, offline, res.CodigoRecepcion)
		if err != nil || st.CodigoEstado != EstadoPendiente {
			t.Errorf("package %d first poll: %+v %v", i, st, err)
		}
		st, err = f.client.PackageStatus(f.ctx, pos, offline, res.CodigoRecepcion)
		if err != nil || st.CodigoEstado != EstadoValidada {
			t.Errorf("package %d: %+v %v", i, st, err)
		}
	}
	for _, cuf := range cufs {
		if st, n, _ := f.sin.InvoiceState(cuf); st != EstadoValidada || n != 1 {
			t.Fatalf("%s: state %d received %d", cuf, st, n)
		}
	}
	if n := f.sin.Calls("recepcionPaqueteFactura"); n != 2 {
		t.Errorf("%d packages reached the SIN", n)
	}
}

// A package with a bad invoice is observed (904), naming the file.
func TestPackageObserved(t *testing.T) {
	f := newFixture(t, sintest.Config{Catalogues: sintest.DefaultCatalogues()})
	pos, before := f.open(t, 0, 0)
	inicio := f.clock.Now().Add(time.Minute)
	_, good := invoiceXML(t, pos, before, 1, inicio.Add(time.Second), EmisionFueraLinea)
	wrong := before
	wrong.CodigoControl = "0000000000000AB"
	_, bad := invoiceXML(t, pos, wrong, 2, inicio.Add(2*time.Second), EmisionFueraLinea)
	// An invoice emitted en línea does not belong in a package.
	_, online := invoiceXML(t, pos, before, 3, inicio.Add(3*time.Second), EmisionEnLinea)
	f.clock.Add(time.Hour)
	after, err := f.client.CUFD(f.ctx, pos)
	if err != nil {
		t.Fatal(err)
	}
	pos.CUFD = after.Codigo
	evento, err := f.client.RegisterEvent(f.ctx, pos, Event{Motivo: 1, Descripcion: "CORTE DEL SERVICIO DE INTERNET",
		CUFDEvento: before.Codigo, Inicio: inicio, Fin: inicio.Add(30 * time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	res, err := f.client.SendPackage(f.ctx, pos, offline, evento, "",
		[]PackageFile{{"1.xml", good}, {"2.xml", bad}, {"3.xml", online}})
	if err != nil || res.CodigoEstado != EstadoPendiente {
		t.Fatalf("%+v %v", res, err)
	}
	st, err := f.client.PackageStatus(f.ctx, pos, offline, res.CodigoRecepcion)
	if err != nil || st.CodigoEstado != EstadoObservada || len(st.Messages) != 2 ||
		st.Messages[0].NumeroArchivo != 1 || st.Messages[1].NumeroArchivo != 2 {
		t.Errorf("%+v %v", st, err)
	}
}

// An event is registered within 48 hours of its end, or refused.
func TestEventAfter48HoursRefused(t *testing.T) {
	f := newFixture(t, sintest.Config{Catalogues: sintest.DefaultCatalogues()})
	pos, before := f.open(t, 0, 0)
	inicio := f.clock.Now()
	f.clock.Add(49*time.Hour + time.Minute)
	after, err := f.client.CUFD(f.ctx, pos)
	if err != nil {
		t.Fatal(err)
	}
	pos.CUFD = after.Codigo
	_, err = f.client.RegisterEvent(f.ctx, pos, Event{Motivo: 1, Descripcion: "CORTE", CUFDEvento: before.Codigo,
		Inicio: inicio, Fin: inicio.Add(time.Hour)})
	if KindOf(err) != Refused {
		t.Errorf("late event: %v", err)
	}
}

// Offline invoices emitted past their CUFD's 24 hours are refused unless the
// SIN extends it; packages come within 48 hours of the event's end.
func TestOfflineDeadlines(t *testing.T) {
	for _, c := range []struct {
		extension time.Duration
		wait      time.Duration
		want      int // codigoEstado of the validation, 0 for a refused package
	}{
		{0, time.Hour, EstadoObservada},
		{72 * time.Hour, time.Hour, EstadoValidada},
		{72 * time.Hour, 49 * time.Hour, 0},
	} {
		f := newFixture(t, sintest.Config{Catalogues: sintest.DefaultCatalogues(), OfflineCUFDExtension: c.extension})
		pos, before := f.open(t, 0, 0)
		inicio := f.clock.Now().Add(time.Hour)
		fin := inicio.Add(30 * time.Hour)
		_, doc := invoiceXML(t, pos, before, 1, inicio.Add(26*time.Hour), EmisionFueraLinea) // 27 h after the CUFD
		f.clock.Add(fin.Sub(f.clock.Now()) + time.Minute)
		after, err := f.client.CUFD(f.ctx, pos)
		if err != nil {
			t.Fatal(err)
		}
		pos.CUFD = after.Codigo
		evento, err := f.client.RegisterEvent(f.ctx, pos, Event{Motivo: 1, Descripcion: "CORTE", CUFDEvento: before.Codigo, Inicio: inicio, Fin: fin})
		if err != nil {
			t.Fatal(err)
		}
		f.clock.Add(c.wait)
		if c.wait > 24*time.Hour {
			// The CUFD of the recovery has expired too: the sender asks for another.
			if after, err = f.client.CUFD(f.ctx, pos); err != nil {
				t.Fatal(err)
			}
			pos.CUFD = after.Codigo
		}
		res, err := f.client.SendPackage(f.ctx, pos, offline, evento, "", []PackageFile{{"1.xml", doc}})
		if err != nil {
			t.Fatal(err)
		}
		if c.want == 0 {
			if res.Transaccion || res.CodigoEstado != EstadoRechazada {
				t.Errorf("late package accepted: %+v", res)
			}
			continue
		}
		st, err := f.client.PackageStatus(f.ctx, pos, offline, res.CodigoRecepcion)
		if err != nil || st.CodigoEstado != c.want {
			t.Errorf("extension %v: %+v %v, want %d", c.extension, st, err, c.want)
		}
	}
}
