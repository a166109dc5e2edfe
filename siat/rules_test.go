package siat

import (
	"testing"
	"time"
)

func TestAnnulmentDeadline(t *testing.T) {
	for _, c := range []struct {
		emitted time.Time
		want    time.Time
	}{
		{time.Date(2026, 1, 31, 23, 30, 0, 0, laPaz), time.Date(2026, 2, 10, 0, 0, 0, 0, laPaz)},
		{time.Date(2026, 12, 15, 10, 0, 0, 0, laPaz), time.Date(2027, 1, 10, 0, 0, 0, 0, laPaz)},
		// 02:00 UTC on 1 March is still 28 February in La Paz.
		{time.Date(2026, 3, 1, 2, 0, 0, 0, time.UTC), time.Date(2026, 3, 10, 0, 0, 0, 0, laPaz)},
	} {
		if got := AnnulmentDeadline(c.emitted, 9); !got.Equal(c.want) {
			t.Errorf("%v: %v, want %v", c.emitted, got, c.want)
		}
	}
}

func TestQRURL(t *testing.T) {
	got := QRURL(AmbientePruebas, 1003579028, "44AAEC00DBD34C53C3E2CCE1A3FA7AF1E2A08606A667A75AC82F24C74", 1, QRRollo)
	want := "https://pilotosiat.impuestos.gob.bo/consulta/QR?nit=1003579028&cuf=44AAEC00DBD34C53C3E2CCE1A3FA7AF1E2A08606A667A75AC82F24C74&numero=1&t=1"
	if got != want {
		t.Errorf("%s, want %s", got, want)
	}
	if got := QRURL(AmbienteProduccion, 1, "A", 2, QRPagina); got != "https://siat.impuestos.gob.bo/consulta/QR?nit=1&cuf=A&numero=2&t=2" {
		t.Errorf("producción: %s", got)
	}
}
