package httpapi

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"net/http"
	"sync"
	"testing"

	"sgc/engine"
)

// bombPNG is the head of a PNG declaring w×h 8-bit RGBA pixels: a few bytes
// that would take w·h·4 bytes once decoded.
func bombPNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := binary.BigEndian.AppendUint32(append([]byte("IHDR"), binary.BigEndian.AppendUint32(nil, w)...), h)
	chunk = append(chunk, 8, 6, 0, 0, 0)
	b.Write(binary.BigEndian.AppendUint32(nil, 13))
	b.Write(chunk)
	b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(chunk)))
	return b.Bytes()
}

// Four users' own photos of 7000×7000 pixels at once: each is refused with a
// 422 on imagen from its declared size, before anything is decoded.
func TestPixelBombUploads(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor, engine.RoleResponsable, engine.RoleAdmin, engine.RoleAlmacen)
	var wg sync.WaitGroup
	for _, role := range []string{engine.RoleVendedor, engine.RoleResponsable, engine.RoleAdmin, engine.RoleAlmacen} {
		wg.Go(func() {
			fields := []string{"_method", "PUT", "nombres", role, "apellidos", "Prueba", "usuario", usuarioOf(role),
				"sucursal_id", "1", "rol", role}
			status, body := h.form(t, "POST", fmt.Sprintf("/api/usuarios/%d", h.users[role]), h.tokens[role], fields,
				map[string][]byte{"imagen": bombPNG(7000, 7000)})
			if status != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d %v, want 422", role, status, body)
				return
			}
			errs, _ := body["errors"].(map[string]any)
			if msgs, _ := errs["imagen"].([]any); len(msgs) != 1 || msgs[0] != "La imagen es demasiado grande (máximo 24 megapíxeles)." {
				t.Errorf("%s: errors %v", role, errs)
			}
		})
	}
	wg.Wait()
}
