package httpapi

import (
	"bytes"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"sgc/engine"
)

// TestMalformedBodies: broken JSON, a body of the wrong kind and trailing
// data are a 400, an oversized body a 413, with a Spanish message, and
// nothing is stored.
func TestMalformedBodies(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	bigJSON := `{"proveedor":"` + strings.Repeat("x", maxJSONBody) + `"}`
	tests := []struct {
		name, method, path, body, message string
	}{
		{"broken JSON", "POST", "/api/proveedores", `{"proveedor":`, "no es un JSON válido"},
		{"not JSON at all", "POST", "/api/categorias", `categoria=Pinturas`, "no es un JSON válido"},
		{"empty body", "POST", "/api/unidades", ``, "vacío"},
		{"trailing data", "PUT", "/api/categorias/1", `{"categoria":"A"} {"categoria":"B"}`, "de más"},
		{"array for a form", "POST", "/api/sucursales", `["sucursal"]`, "El cuerpo de la solicitud tiene un tipo"},
		{"string for a form", "POST", "/api/usuarios", `"usuario"`, "El cuerpo de la solicitud tiene un tipo"},
		{"JSON over 1 MB", "POST", "/api/proveedores", bigJSON, "demasiado grande"},
		{"form JSON over 1 MB", "POST", "/api/sucursales", bigJSON, "demasiado grande"},
		{"login JSON over 1 MB", "POST", "/api/login", bigJSON, "demasiado grande"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			token := super
			if tt.path == "/api/login" {
				token = ""
			}
			before := h.snapshot(t)
			status, hdr, raw := h.do(t, tt.method, tt.path, token, "application/json", strings.NewReader(tt.body))
			body := decodeAnswer(t, tt.name, hdr, raw)
			msg, _ := body["message"].(string)
			want := http.StatusBadRequest
			if strings.Contains(tt.name, "over 1 MB") {
				want = http.StatusRequestEntityTooLarge
			}
			if status != want || !strings.Contains(msg, tt.message) {
				t.Errorf("%d %q, want %d saying %q", status, msg, want, tt.message)
			}
			wantSame(t, h, before)
		})
	}
}

// TestMalformedForms: broken forms are a 400, oversized ones a 413.
func TestMalformedForms(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	var big bytes.Buffer
	w := multipart.NewWriter(&big)
	w.WriteField("sucursal", "Enorme")
	for i := range 5 {
		fw, _ := w.CreateFormFile("imagen"+string(rune('0'+i)), "x.png")
		fw.Write(make([]byte, 4<<20+1))
	}
	w.Close()
	tests := []struct {
		name, ctype, message string
		body                 io.Reader
	}{
		{"over 20 MB", w.FormDataContentType(), "demasiado grande", &big},
		{"no boundary", "multipart/form-data", "no es válido", strings.NewReader("--x\r\n")},
		{"cut short", "multipart/form-data; boundary=zz", "no es válido",
			strings.NewReader("--zz\r\nContent-Disposition: form-data; name=\"sucursal\"\r\n\r\nSur")},
		{"broken urlencoded", "application/x-www-form-urlencoded", "no es válido", strings.NewReader("sucursal=%zz")},
		{"urlencoded over 1 MB", "application/x-www-form-urlencoded", "demasiado grande",
			strings.NewReader("sucursal=" + strings.Repeat("x", maxJSONBody))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := h.snapshot(t)
			status, hdr, raw := h.do(t, "POST", "/api/sucursales", super, tt.ctype, tt.body)
			body := decodeAnswer(t, tt.name, hdr, raw)
			want := http.StatusBadRequest
			if strings.Contains(tt.name, "over") {
				want = http.StatusRequestEntityTooLarge
			}
			if msg, _ := body["message"].(string); status != want || !strings.Contains(msg, tt.message) {
				t.Errorf("%d %q, want %d saying %q", status, msg, want, tt.message)
			}
			wantSame(t, h, before)
		})
	}
	// A urlencoded form is read like the others.
	status, hdr, raw := h.do(t, "POST", "/api/sucursales", super, "application/x-www-form-urlencoded",
		strings.NewReader("sucursal=Urlencoded&nombre_oficial=U&grupo=1&direccion=D&precio_estado=1"))
	if status != http.StatusCreated {
		t.Fatalf("urlencoded form: %d %v", status, decodeAnswer(t, "urlencoded", hdr, raw))
	}
}
