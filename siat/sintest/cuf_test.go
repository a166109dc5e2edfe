package sintest

import (
	"testing"
	"time"
)

// The double's own CUF must give the SIN's two sample CUFs, or it would
// judge the client by a wrong rule.
func TestExpectedCUFMatchesSINSamples(t *testing.T) {
	for _, c := range []struct {
		modalidad int
		fecha     string
		want      string
	}{
		{2, "2021-10-06T16:03:48.675", "44AAEC00DBD34C53C3E2CCE1A3FA7AF1E2A08606A667A75AC82F24C74"},
		{1, "2021-10-07T09:01:24.178", "44AAEC00DBD34C819B4D7AFD5F91900D3A059E06A467A75AC82F24C74"},
	} {
		fecha, err := time.Parse("2006-01-02T15:04:05.000", c.fecha)
		if err != nil {
			t.Fatal(err)
		}
		got, err := expectedCUF(cufFields{nit: "1003579028", fecha: fecha, modalidad: c.modalidad, emision: 1,
			tipo: 1, sector: 1, numero: "1", control: "67A75AC82F24C74"})
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("modalidad %d: %s, want %s", c.modalidad, got, c.want)
		}
	}
}
