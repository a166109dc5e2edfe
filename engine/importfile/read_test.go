package importfile

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"

	"sgc/engine"
	"sgc/engine/report"
)

var super = engine.Actor{UserID: 1, Usuario: "admin", Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}

func openEngine(t *testing.T) *engine.Engine {
	t.Helper()
	e, err := engine.Open(t.TempDir(), engine.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 3, 12, 14, 0, 0, 0, time.UTC)
	e.Now = func() time.Time { return now }
	if _, _, err := e.Bootstrap("clave-de-prueba-1"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// twentyRows is the same customer list as text rows; the header first.
func twentyRows() [][]string {
	rows := [][]string{{"Código", "Producto", "Unidad", "Categoría", "Precio", "P2", "stock Casa Matriz"}}
	for i := 1; i <= 20; i++ {
		rows = append(rows, []string{"00" + strings.Repeat("1", i%3+1) + string(rune('0'+i%10)) + string(rune('A'+i)),
			"Ñandú " + string(rune('a'+i)), "Pieza", "Aves", "1.234,5" + string(rune('0'+i%10)), "9,99", "1.000"})
	}
	return rows
}

func csvBytes(rows [][]string, sep string) []byte {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, sep) + "\r\n")
	}
	return []byte(b.String())
}

func xlsxBytes(t *testing.T, rows [][]string) []byte {
	f := excelize.NewFile()
	for i, r := range rows {
		for j, v := range r {
			cell, _ := excelize.CoordinatesToCellName(j+1, i+1)
			if err := f.SetCellStr("Sheet1", cell, v); err != nil {
				t.Fatal(err)
			}
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestSameRowsSixWays saves the same 20 rows six ways and checks that every
// way gives the same plan, and that "Ñandú" survives each.
func TestSameRowsSixWays(t *testing.T) {
	e := openEngine(t)
	rows := twentyRows()
	utf16, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes(csvBytes(rows, "\t"))
	w1252, _ := charmap.Windows1252.NewEncoder().Bytes(csvBytes(rows, ";"))
	files := map[string][]byte{
		"a.xlsx":        xlsxBytes(t, rows),
		"utf8.csv":      csvBytes(rows, ";"),
		"bom.csv":       append([]byte{0xEF, 0xBB, 0xBF}, csvBytes(rows, ";")...),
		"win1252.csv":   w1252,
		"coma.csv":      csvBytes(quoteCommas(rows), ","),
		"utf16-tab.csv": utf16,
	}
	var want string
	for name, data := range files {
		f, err := Read(name, data, Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f.Sheets[0].Name = "Hoja"
		pl, err := e.SimulateImport(super, &engine.ImportRequest{Kind: engine.ImportProductos, Sheets: f.Sheets})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if pl.Resumen.Crear != 20 {
			t.Fatalf("%s (%s): %+v %+v", name, f.Format, pl.Resumen, pl.Filas[0])
		}
		if f.Sheets[0].Rows[0].Cells[1].Text != "Ñandú b" {
			t.Fatalf("%s: name read as %q", name, f.Sheets[0].Rows[0].Cells[1].Text)
		}
		pl.Token, pl.Formato = "", ""
		got, _ := json.Marshal(pl)
		if want == "" {
			want = string(got)
		} else if string(got) != want {
			t.Fatalf("%s gives another plan:\n%s\n%s", name, got, want)
		}
	}
}

// quoteCommas quotes the cells that hold a comma, as Excel does in a comma CSV.
func quoteCommas(rows [][]string) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		for _, v := range r {
			if strings.Contains(v, ",") {
				v = `"` + v + `"`
			}
			out[i] = append(out[i], v)
		}
	}
	return out
}

func TestOldFormatsRefused(t *testing.T) {
	for name, data := range map[string][]byte{
		"viejo.xls": {0xD0, 0xCF, 0x11, 0xE0, 0, 0},
		"calc.ods":  []byte("PK\x03\x04 mimetypeapplication/vnd.oasis.opendocument.spreadsheet" + strings.Repeat(" ", 100)),
	} {
		_, err := Read(name, data, Options{})
		if e, ok := err.(*engine.Error); !ok || e.Message != MsgOldFormat {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := Read("big.csv", make([]byte, MaxFileBytes+1), Options{}); err != ErrTooLarge {
		t.Errorf("20 MiB: %v", err)
	}
	if _, err := Read("filas.csv", []byte("codigo\n"+strings.Repeat("a\n", MaxRows+1)), Options{}); err != ErrTooMany {
		t.Errorf("100,001 rows: %v", err)
	}
}

// TestExportReimportUnchanged exports products, customers and suppliers and
// imports each export back: every row is "Sin cambios" and nothing but the
// import's own audit entry is written.
func TestExportReimportUnchanged(t *testing.T) {
	e := openEngine(t)
	if _, err := e.SaveBranch(0, engine.BranchInput{Sucursal: "El Alto", NombreOficial: "El Alto", Grupo: "1", Direccion: "x", Precios: [6]string{"1", "1"}}); err != nil {
		t.Fatal(err)
	}
	first, err := Read("p.csv", csvBytes([][]string{
		{"codigo", "producto", "unidad", "categoria", "costo", "precio", "precio3", "minimo", "stock El Alto", "costo El Alto"},
		{"0000001893", "=1+1 Martillo", "Pieza", "Herramientas", "10,10", "0,30", "1.234,56", "3", "7", "12,35"},
		{"P-2", "Clavos", "Caja", "Ferretería", "", "15", "", "", "", ""},
	}, ";"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Import(super, &engine.ImportRequest{Kind: engine.ImportProductos, Hash: first.Hash, Sheets: first.Sheets}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.SaveCustomer(0, engine.CustomerInput{NombresApellidos: "Ana Ñuflo", NumeroDocumento: "0123", Complemento: "1A"}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.SaveSupplier(0, engine.SupplierInput{Proveedor: "+Altiplano", NIT: "00456"}); err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{engine.ImportProductos, engine.ImportClientes, engine.ImportProveedores} {
		book, err := e.ImportWorkbook(super, kind)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := report.ImportWorkbookExcel(&buf, book); err != nil {
			t.Fatal(err)
		}
		f, err := Read(kind+".xlsx", buf.Bytes(), Options{})
		if err != nil {
			t.Fatal(err)
		}
		pl, rec, err := e.Import(super, &engine.ImportRequest{Kind: kind, Hash: f.Hash, Sheets: f.Sheets, File: kind + ".xlsx"})
		if err != nil {
			t.Fatal(err)
		}
		if pl.Resumen.SinCambios == 0 || pl.Resumen.SinCambios != len(pl.Filas) || rec == nil {
			t.Fatalf("%s: %+v %+v", kind, pl.Resumen, pl.Filas)
		}
	}
}

// TestFormulasAndZipBombs reads a formula cell as its cached value, and
// refuses a workbook whose members would unpack past the limit before
// inflating any of them.
func TestFormulasAndZipBombs(t *testing.T) {
	f := excelize.NewFile()
	for cell, v := range map[string]string{"A1": "codigo", "B1": "precio", "A2": "F-1"} {
		_ = f.SetCellStr("Sheet1", cell, v)
	}
	_ = f.SetCellFloat("Sheet1", "B2", 45.5, -1, 64)
	if err := f.SetCellFormula("Sheet1", "B2", "=40+5.5"); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := Read("formula.xlsx", buf.Bytes(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c := got.Sheets[0].Rows[0].Cells[1]; c.Text != "45.5" || !c.Numeric {
		t.Fatalf("formula read as %+v", c)
	}

	// A member whose directory entry says it inflates to 200 MiB: refused
	// from the directory alone, before any byte is inflated.
	var bomb bytes.Buffer
	zw := zip.NewWriter(&bomb)
	w, _ := zw.CreateRaw(&zip.FileHeader{Name: "xl/worksheets/sheet1.xml", Method: zip.Deflate,
		CompressedSize64: 4, UncompressedSize64: 200 << 20})
	w.Write([]byte{1, 2, 3, 4})
	zw.Close()
	if _, err := Read("bomba.xlsx", bomb.Bytes(), Options{}); err == nil || !strings.Contains(err.Error(), "100 MB") {
		t.Fatalf("zip bomb: %v", err)
	}
}
