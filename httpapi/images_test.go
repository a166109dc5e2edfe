package httpapi

import (
	"bytes"
	"image"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"sgc/engine"
)

func TestImageUploadIsServed(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	status, body := h.form(t, "POST", "/api/sucursales", super, branchForm("Sucursal Con Foto"),
		map[string][]byte{"imagen": pngImage(t, 2400, 60)})
	if status != http.StatusCreated {
		t.Fatalf("upload: %d %v", status, body)
	}
	_, body = h.call(t, "GET", "/api/sucursales/"+strconv.Itoa(int(body["id"].(float64))), super, nil)
	url, _ := body["data"].(map[string]any)["imagen"].(string)
	if !strings.HasPrefix(url, "/api/imagenes/") {
		t.Fatalf("imagen %q", url)
	}

	// <img> tags send no token: the picture is public, cached for good, and revalidates with 304.
	status, hdr, raw := h.do(t, "GET", url, "", "", nil)
	cfg, format, err := image.DecodeConfig(bytes.NewReader(raw))
	if status != http.StatusOK || hdr.Get("Content-Type") != "image/jpeg" || err != nil || format != "jpeg" ||
		cfg.Width != 1600 || cfg.Height != 40 {
		t.Fatalf("image: %d %s %s %dx%d %v", status, hdr.Get("Content-Type"), format, cfg.Width, cfg.Height, err)
	}
	etag := hdr.Get("ETag")
	if !strings.Contains(hdr.Get("Cache-Control"), "immutable") || etag == "" {
		t.Fatalf("caching headers: %v", hdr)
	}
	if status, _, raw := h.do(t, "GET", url, "", "", nil, "If-None-Match", etag); status != http.StatusNotModified || len(raw) != 0 {
		t.Fatalf("revalidation: %d, %d bytes", status, len(raw))
	}
	status, hdr, raw = h.do(t, "GET", url+"?thumb=1", "", "", nil)
	cfg, _, _ = image.DecodeConfig(bytes.NewReader(raw))
	if status != http.StatusOK || hdr.Get("ETag") == etag || cfg.Width != 240 {
		t.Fatalf("thumbnail: %d etag %s width %d", status, hdr.Get("ETag"), cfg.Width)
	}
	if status, _, raw := h.do(t, "GET", "/api/imagenes/no-existe", "", "", nil); status != http.StatusNotFound ||
		!bytes.Contains(raw, []byte("message")) {
		t.Fatalf("unknown image: %d %s", status, raw)
	}
}

func TestImageUploadRefused(t *testing.T) {
	h := shared
	super := h.tokens[engine.RoleSuper]
	huge := append(pngImage(t, 4, 4), make([]byte, engine.MaxImageBytes)...)
	tests := []struct {
		name, path string
		fields     []string
		file       []byte
	}{
		{"text as branch picture", "/api/sucursales", branchForm("Foto Texto"), []byte("no soy una imagen")},
		{"over 5 MB branch picture", "/api/sucursales", branchForm("Foto Grande"), huge},
		{"text as user picture", "/api/usuarios", []string{"nombres", "A", "apellidos", "B", "usuario", "foto.mala",
			"password", "secreto-123", "rol", "Vendedor", "sucursal_id", "1"}, []byte("GIF89a")},
		{"text as customer picture", "/api/clientes", []string{"nombres_apellidos", "Cliente Foto", "numero_documento", "777"},
			[]byte{0xff, 0xd8, 0xff, 0x00}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := h.snapshot(t)
			status, body := h.form(t, "POST", tt.path, super, tt.fields, map[string][]byte{"imagen": tt.file})
			wantFields(t, status, body, "imagen")
			wantSame(t, h, before)
		})
	}
	before := h.snapshot(t)
	status, body := h.form(t, "POST", "/api/datos/1", super, []string{"empresa", "Mi Empresa", "nit", "0"},
		map[string][]byte{"logo": []byte("texto")})
	wantFields(t, status, body, "logo")
	wantSame(t, h, before)
}
