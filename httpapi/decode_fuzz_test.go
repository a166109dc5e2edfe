package httpapi

import (
	"bytes"
	"maps"
	"mime/multipart"
	"net/http"
	"testing"

	"sgc/engine"
)

// The fuzz targets post arbitrary bodies, in each encoding a form may come in,
// to the two multipart forms as Super. They run their seeds under plain go test;
// go test -fuzz=FuzzUserForm ./httpapi explores further.

const fuzzBoundary = "sgc-fuzz-boundary"

var fuzzTypes = []string{"application/json", "multipart/form-data; boundary=" + fuzzBoundary,
	"application/x-www-form-urlencoded", "", "text/plain"}

// multipartSeed encodes name/value pairs and an optional imagen as a multipart body.
func multipartSeed(pairs []string, imagen []byte) []byte {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.SetBoundary(fuzzBoundary)
	for i := 0; i+1 < len(pairs); i += 2 {
		w.WriteField(pairs[i], pairs[i+1])
	}
	if imagen != nil {
		fw, _ := w.CreateFormFile("imagen", "foto.png")
		fw.Write(imagen)
	}
	w.Close()
	return buf.Bytes()
}

// fuzzPost posts body and checks the answer: never a 5xx, always JSON, and a
// store left exactly as it was unless the answer is a 201 with an id.
func fuzzPost(t *testing.T, h *harness, path string, kind uint8, body []byte) {
	before := h.snapshot(t)
	status, hdr, raw := h.do(t, "POST", path, h.tokens[engine.RoleSuper], fuzzTypes[int(kind)%len(fuzzTypes)], bytes.NewReader(body))
	answer := decodeAnswer(t, path, hdr, raw)
	switch {
	case status >= 500:
		t.Fatalf("%d %v for %q", status, answer, body)
	case status == http.StatusCreated:
		if id, _ := answer["id"].(float64); id == 0 {
			t.Fatalf("201 without id: %v", answer)
		}
	default:
		if !maps.Equal(before, h.snapshot(t)) {
			t.Fatalf("%d %v changed the store for %q", status, answer, body)
		}
	}
}

func FuzzUserForm(f *testing.F) {
	h := newHarness(f)
	valid := []string{"nombres", "Ana", "apellidos", "Quispe", "usuario", "ana.fuzz", "password", "secreto-123",
		"rol", "Vendedor", "rol", "Inventario", "sucursal_id", "1", "email", "ana@correo.bo"}
	f.Add(uint8(0), []byte(`{"nombres":"Ana","apellidos":"Q","usuario":"ana.json","password":"secreto-123","rol":["Vendedor"],"sucursal_id":1}`))
	f.Add(uint8(0), []byte(`{"rol":{"a":[1,{"b":null}]},"sucursal_id":1e400,"nacimiento":true}`))
	f.Add(uint8(0), []byte(`{"usuario":"\ud800","rol":"[\"Super\"","password":"`+"\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8"+`"}`))
	f.Add(uint8(0), []byte(`{"nombres":"A","apellidos":"B","usuario":"ADMIN","password":"secreto-123","rol[]":["Super"],"sucursal_id":"01"}`))
	f.Add(uint8(1), multipartSeed(valid, pngImage(f, 3, 3)))
	f.Add(uint8(1), multipartSeed(valid, []byte("GIF89a no es una imagen")))
	f.Add(uint8(1), multipartSeed([]string{"rol", "", "sucursal_id", "18446744073709551616"}, nil))
	f.Add(uint8(1), []byte("--"+fuzzBoundary+"\r\nContent-Disposition: form-data; name=\"imagen\"; filename=\"a\"\r\n\r\n\x89PNG"))
	f.Add(uint8(2), []byte("usuario=a&rol=Super&rol=&sucursal_id=%00&password=12345678"))
	f.Add(uint8(3), []byte("null"))
	f.Add(uint8(4), []byte("{}"))
	f.Fuzz(func(t *testing.T, kind uint8, body []byte) { fuzzPost(t, h, "/api/usuarios", kind, body) })
}

func FuzzBranchForm(f *testing.F) {
	h := newHarness(f)
	f.Add(uint8(0), []byte(`{"sucursal":"Sur","nombre_oficial":"S","grupo":2,"direccion":"D","precio_estado":true}`))
	f.Add(uint8(0), []byte(`{"sucursal":["A","B"],"grupo":"1.0","precio_estado":[1],"precio6_estado":null}`))
	f.Add(uint8(0), []byte(`{"sucursal":"Casa Matriz","nombre_oficial":"X","grupo":"1","direccion":"D","precio_estado":"1"}`))
	f.Add(uint8(0), []byte(`[{"sucursal":"x"}]`))
	f.Add(uint8(1), multipartSeed(branchForm("Norte Fuzz"), pngImage(f, 4, 2)))
	f.Add(uint8(1), multipartSeed(branchForm("Norte Texto"), []byte("<svg/>")))
	f.Add(uint8(1), multipartSeed([]string{"grupo", "-1", "telefono", "٣٣"}, nil))
	f.Add(uint8(2), []byte("sucursal=Urlenc&nombre_oficial=U&grupo=3&direccion=D&precio2_estado=1"))
	f.Add(uint8(2), []byte("%"))
	f.Add(uint8(3), []byte(""))
	f.Fuzz(func(t *testing.T, kind uint8, body []byte) { fuzzPost(t, h, "/api/sucursales", kind, body) })
}
