package report

import (
	"bytes"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

func TestFileName(t *testing.T) {
	tests := []struct{ report, desde, hasta, branch, want string }{
		{"ventas", "2025-03-01", "2025-03-31", "Casa Matriz", "ventas_2025-03-01_2025-03-31_Casa-Matriz.xlsx"},
		{"Ventas por producto", "2025-03-01", "2025-03-01", "Sucursal Añez / El Alto", "Ventas-por-producto_2025-03-01_2025-03-01_Sucursal-Anez-El-Alto.xlsx"},
		{"compras", "", "", "TODOS", "compras_TODOS.xlsx"},
		{"  ¿Utilidades?  ", "2025-01-01", "2025-12-31", "", "Utilidades_2025-01-01_2025-12-31.xlsx"},
		{"", "", "", "", "reporte.xlsx"},
	}
	for _, tt := range tests {
		if got := FileName(tt.report, tt.desde, tt.hasta, tt.branch); got != tt.want {
			t.Errorf("FileName(%q, %q, %q, %q) = %q, want %q", tt.report, tt.desde, tt.hasta, tt.branch, got, tt.want)
		}
	}
}

func TestListExcel(t *testing.T) {
	// 02:30 UTC on 2 March is 22:30 on 1 March in La Paz.
	sold := time.Date(2025, 3, 2, 2, 30, 0, 0, time.UTC)
	x := Sheet{
		Name:     "Ventas: marzo/2025",
		Title:    "REPORTE DE VENTAS",
		Subtitle: "Del 01/03/2025 al 31/03/2025 · Casa Matriz",
		Columns: []XColumn{
			{Title: "N°", Kind: KindInt}, {Title: "Fecha", Kind: KindDate},
			{Title: "Fecha y hora", Kind: KindDateTime}, {Title: "Cliente", Kind: KindText},
			{Title: "Cantidad", Kind: KindInt}, {Title: "Total", Kind: KindMoney, Width: 18},
		},
		Rows: [][]any{
			{int64(1), sold, sold, "Señal ¿Añadir? ÁÉÍÓÚ ñ", 1500, int64(123456)},
			{int64(2), time.Time{}, nil, "SN", 2, int64(-5)},
		},
		Totals: []any{nil, nil, nil, nil, 1502, int64(123451)},
	}
	var buf bytes.Buffer
	if err := ListExcel(&buf, x); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sheet := "Ventas marzo2025"
	if got := f.GetSheetList(); len(got) != 1 || got[0] != sheet {
		t.Fatalf("sheets = %q, want [%q]", got, sheet)
	}
	raw := func(cell string) string {
		v, err := f.GetCellValue(sheet, cell, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	shown := func(cell string) string {
		v, err := f.GetCellValue(sheet, cell)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	format := func(cell string) string {
		id, err := f.GetCellStyle(sheet, cell)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.GetStyle(id)
		if err != nil {
			t.Fatal(err)
		}
		if st.CustomNumFmt != nil {
			return *st.CustomNumFmt
		}
		return ""
	}
	checks := []struct{ name, got, want string }{
		{"title", raw("A1"), x.Title},
		{"subtitle", raw("A2"), x.Subtitle},
		{"header", raw("D4"), "Cliente"},
		{"blank row", raw("A3"), ""},
		{"text", raw("D5"), "Señal ¿Añadir? ÁÉÍÓÚ ñ"},
		{"money value", raw("F5"), "1234.56"},
		{"money format", format("F5"), `"Bs "#,##0.00;-"Bs "#,##0.00`},
		{"negative money", raw("F6"), "-0.05"},
		{"int", raw("E5"), "1500"},
		// 45717 is 1 March 2025: the La Paz date, not the UTC one.
		{"date value", raw("B5"), "45717"},
		{"date shown", shown("B5"), "01/03/2025"},
		{"date format", format("B5"), "dd/mm/yyyy"},
		{"datetime value", raw("C5"), "45717.9375"},
		{"datetime shown", shown("C5"), "01/03/2025 22:30"},
		{"zero date empty", raw("B6"), ""},
		{"totals label", raw("A7"), "TOTALES"},
		{"totals money", raw("F7"), "1234.51"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
}

func TestListExcelEmptyAndBadCell(t *testing.T) {
	var buf bytes.Buffer
	cols := []XColumn{{Title: "Total", Kind: KindMoney}}
	if err := ListExcel(&buf, Sheet{Title: "Vacío", Columns: cols}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if v, _ := f.GetCellValue("Reporte", "A3"); v != "Total" {
		t.Errorf("header = %q", v)
	}
	if v, _ := f.GetCellValue("Reporte", "A4"); v != msgNoRecords {
		t.Errorf("empty sheet says %q, want %q", v, msgNoRecords)
	}
	err = ListExcel(&bytes.Buffer{}, Sheet{Columns: cols, Rows: [][]any{{12.5}}})
	if err == nil {
		t.Error("a float64 money cell was accepted; money must be int64 centavos")
	}
}
