package httpapi

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"sgc/engine"
)

const importCSV = "codigo;producto;unidad;categoria;precio;stock Sucursal Norte;costo Sucursal Norte\r\n" +
	"0000001893;Martillo Ñandú;Pieza;Herramientas;55,50;10;45,50\r\n" +
	"P-2;Clavos;Caja;Ferretería;1.234;;\r\n"

// waitImport polls the progress until the import ends.
func waitImport(t *testing.T, h *harness, token string) map[string]any {
	t.Helper()
	for i := 0; i < 200; i++ {
		_, st := h.call(t, "GET", "/api/importaciones/progreso", token, nil)
		if st["fase"] == engine.PhaseDone || st["fase"] == engine.PhaseFailed {
			return st
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the import did not end")
	return nil
}

func TestImportAPIFlow(t *testing.T) {
	h := newHarness(t, engine.RoleAdmin)
	super, admin := h.tokens[engine.RoleSuper], h.tokens[engine.RoleAdmin]
	file := map[string][]byte{"archivo": []byte(importCSV)}
	status, _ := h.form(t, "POST", "/api/importaciones/simular", admin, []string{"tipo", "productos"}, file)
	if status != http.StatusForbidden {
		t.Fatalf("Administrador simulated: %d", status)
	}
	before := h.snapshot(t)
	status, pl := h.form(t, "POST", "/api/importaciones/simular", super, []string{"tipo", "productos"}, file)
	if status != http.StatusOK || pl["separador"] != ";" {
		t.Fatalf("simulate: %d %v", status, pl)
	}
	if r := pl["resumen"].(map[string]any); r["crear"] != 2.0 || r["rechazar"] != 0.0 {
		t.Fatalf("summary: %v", r)
	}
	wantSame(t, h, before)
	// A token that is not the simulated plan's is refused, nothing written.
	status, _ = h.form(t, "POST", "/api/importaciones", super, []string{"tipo", "productos", "token", "otro"}, file)
	if status != http.StatusAccepted {
		t.Fatalf("start: %d", status)
	}
	if st := waitImport(t, h, super); st["mensaje"] != engine.MsgImportChanged {
		t.Fatalf("wrong token: %v", st)
	}
	wantSame(t, h, before)
	status, _ = h.form(t, "POST", "/api/importaciones", super, []string{"tipo", "productos", "token", pl["token"].(string)}, file)
	if status != http.StatusAccepted {
		t.Fatalf("start: %d", status)
	}
	if st := waitImport(t, h, super); st["fase"] != engine.PhaseDone {
		t.Fatalf("import: %v", st)
	}
	_, list := h.call(t, "GET", "/api/importaciones", super, nil)
	if d := list["data"].([]any); len(d) != 1 || d[0].(map[string]any)["usuario"] != "admin" {
		t.Fatalf("history: %v", list)
	}
	_, again := h.form(t, "POST", "/api/importaciones/simular", super, []string{"tipo", "productos"}, file)
	if again["ya_importado"] == nil || !strings.Contains(again["ya_importado"].(map[string]any)["mensaje"].(string), "por admin") {
		t.Fatalf("re-upload: %v", again["ya_importado"])
	}
	if r := again["resumen"].(map[string]any); r["sin_cambios"] != 2.0 {
		t.Fatalf("re-run: %v", r)
	}
}

func TestImportAPIRefusals(t *testing.T) {
	h := newHarness(t)
	super := h.tokens[engine.RoleSuper]
	status, body := h.form(t, "POST", "/api/importaciones/simular", super, []string{"tipo", "productos"},
		map[string][]byte{"archivo": {0xD0, 0xCF, 0x11, 0xE0, 1, 2, 3}})
	if status != http.StatusUnprocessableEntity || body["message"] != "Guarde el archivo como .xlsx (Excel) o .csv" {
		t.Fatalf(".xls: %d %v", status, body)
	}
	start := time.Now()
	status, body = h.form(t, "POST", "/api/importaciones/simular", super, []string{"tipo", "productos"},
		map[string][]byte{"archivo": bytes.Repeat([]byte("a;b\n"), 6<<20)})
	if status != http.StatusRequestEntityTooLarge || !strings.Contains(body["message"].(string), "20 MB") || time.Since(start) > 5*time.Second {
		t.Fatalf("24 MiB: %d %v", status, body)
	}
	bad := "codigo;producto;unidad;categoria;precio\r\nX-1;Uno;Pieza;Herr;12,345\r\n"
	status, body = h.form(t, "POST", "/api/importaciones/simular", super, []string{"tipo", "productos"},
		map[string][]byte{"archivo": []byte(bad)})
	filas := body["filas"].([]any)
	if status != http.StatusOK || filas[0].(map[string]any)["accion"] != "rechazar" {
		t.Fatalf("refused row: %d %v", status, body)
	}
	// The errors workbook: the user's rows, a column Errores naming the cell's problem.
	var buf bytes.Buffer
	mw := newMultipart(&buf, map[string]string{"tipo": "productos"}, "archivo", "precios.csv", []byte(bad))
	code, _, raw := h.do(t, "POST", "/api/importaciones/errores", super, mw, &buf)
	if code != http.StatusOK {
		t.Fatalf("errors workbook: %d %s", code, raw)
	}
	f, err := excelize.OpenReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := f.GetCellValue("CSV", "F2"); !strings.Contains(v, "más de dos decimales") {
		t.Fatalf("Errores column: %q", v)
	}
}

func TestImportTemplateShape(t *testing.T) {
	h := newHarness(t)
	code, hdr, raw := h.do(t, "GET", "/api/importaciones/plantilla", h.tokens[engine.RoleSuper], "", nil)
	if code != http.StatusOK || !strings.Contains(hdr.Get("Content-Disposition"), "plantilla-") {
		t.Fatalf("%d %v", code, hdr)
	}
	f, err := excelize.OpenReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	sheets := strings.Join(f.GetSheetList(), "|")
	if sheets != "Productos|Precios por sucursal|Clientes|Proveedores|Listas|Instrucciones" {
		t.Fatalf("sheets: %s", sheets)
	}
	head, _ := f.GetRows("Productos")
	got := strings.Join(head[0], ",")
	if !strings.HasSuffix(got, "imagen3,codigo_producto_sin,actividad_economica,unidad_medida_sin,stock Casa Matriz,costo Casa Matriz,stock Sucursal Norte,costo Sucursal Norte") {
		t.Fatalf("headers: %s", got)
	}
	if st, _ := f.GetCellStyle("Productos", "A2"); st == 0 {
		t.Fatal("the code column is not formatted as text")
	}
	if dv, _ := f.GetDataValidations("Productos"); len(dv) != 2 {
		t.Fatalf("drop-downs: %d", len(dv))
	}
}

// newMultipart writes a form with fields and one named file into buf and
// returns its content type.
func newMultipart(buf *bytes.Buffer, fields map[string]string, field, name string, data []byte) string {
	w := multipart.NewWriter(buf)
	for k, v := range fields {
		w.WriteField(k, v)
	}
	fw, _ := w.CreateFormFile(field, name)
	fw.Write(data)
	w.Close()
	return w.FormDataContentType()
}
