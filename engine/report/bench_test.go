package report

import (
	"io"
	"testing"
	"time"
)

func BenchmarkListPDF10k(b *testing.B) {
	t := testTable(10000)
	h := testHeader()
	for b.Loop() {
		if err := ListPDF(io.Discard, h, t, Options{Generated: fixedNow}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkListExcel100k(b *testing.B) {
	x := Sheet{Title: "Ventas", Columns: []XColumn{
		{Title: "N°", Kind: KindInt}, {Title: "Fecha", Kind: KindDateTime},
		{Title: "Cliente", Kind: KindText}, {Title: "Total", Kind: KindMoney},
	}}
	at := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	for i := range 100000 {
		x.Rows = append(x.Rows, []any{int64(i), at, "Cliente de prueba", int64(i * 37)})
	}
	for b.Loop() {
		if err := ListExcel(io.Discard, x); err != nil {
			b.Fatal(err)
		}
	}
}
