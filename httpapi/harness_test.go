package httpapi

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"io"
	"log/slog"
	"maps"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"sgc/engine/store"

	"sgc/engine"
)

// testPassword is the password of every harness user, the admin included.
const testPassword = "clave-segura-1"

var quiet = slog.New(slog.DiscardHandler)

// clock is the engine's clock, moved by tests while the server reads it.
type clock struct{ ns atomic.Int64 }

func (c *clock) now() time.Time      { return time.Unix(0, c.ns.Load()).UTC() }
func (c *clock) add(d time.Duration) { c.ns.Add(int64(d)) }

// harness is an httptest server over a real engine in a temp folder, with a
// second branch and one signed-in user per role (Super is the first admin).
type harness struct {
	eng    *engine.Engine
	clock  *clock
	srv    *httptest.Server
	branch uint64            // "Sucursal Norte", active
	users  map[string]uint64 // role → user id
	tokens map[string]string // role → session token
}

// shared serves the tests that leave sign-in state alone; TestMain builds it once,
// because every user costs an argon2 hash.
var shared *harness

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "sgc-httpapi-")
	if err == nil {
		shared, err = startHarness(dir, engine.Roles[1:])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "harness:", err)
		os.Exit(1)
	}
	code := m.Run()
	shared.close()
	os.RemoveAll(dir)
	os.Exit(code)
}

// newHarness builds a harness of its own, with users of the given roles, for a
// test that changes sessions, the clock or the throttle.
func newHarness(t testing.TB, roles ...string) *harness {
	h, err := startHarness(t.TempDir(), roles)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.close)
	return h
}

// usuarioOf is the usuario of a harness user: admin for Super.
func usuarioOf(role string) string {
	if role == engine.RoleSuper {
		return "admin"
	}
	return strings.ToLower(strings.ReplaceAll(role, " ", "_"))
}

func startHarness(dir string, roles []string) (*harness, error) {
	eng, err := engine.Open(dir, engine.Options{NoSync: true})
	if err != nil {
		return nil, err
	}
	h := &harness{eng: eng, clock: &clock{}, users: map[string]uint64{engine.RoleSuper: 1}, tokens: map[string]string{}}
	h.clock.ns.Store(time.Date(2025, 3, 4, 14, 0, 0, 0, time.UTC).UnixNano()) // 10:00 in La Paz
	eng.Now, eng.Log = h.clock.now, quiet
	h.srv = httptest.NewServer(New(eng, nil, quiet).Handler())
	if _, _, err := eng.Bootstrap(testPassword); err != nil {
		return h, err
	}
	if h.branch, err = eng.SaveBranch(0, engine.BranchInput{Sucursal: "Sucursal Norte", NombreOficial: "Comercial Norte",
		Grupo: "2", Direccion: "Av. Busch 100", Precios: [6]string{"1", "1"}}); err != nil {
		return h, err
	}
	root := engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}}
	for _, r := range roles {
		in := engine.UserInput{Nombres: r, Apellidos: "Prueba", Usuario: usuarioOf(r), Password: testPassword,
			Rol: []string{r}, SucursalID: "1"}
		if h.users[r], err = eng.SaveUser(root, 0, in); err != nil {
			return h, fmt.Errorf("%s: %w", r, err)
		}
	}
	for r := range h.users {
		if h.tokens[r], _, err = eng.Login(usuarioOf(r), testPassword, "127.0.0.1"); err != nil {
			return h, err
		}
	}
	return h, nil
}

func (h *harness) close() { h.srv.Close(); h.eng.Close() }

// do sends one request and returns the status, the headers and the body.
func (h *harness) do(t testing.TB, method, path, token, ctype string, body io.Reader, hdr ...string) (int, http.Header, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, h.srv.URL+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	res, err := h.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, raw
}

// call sends v as JSON (nil sends no body; a string is sent as it is) and
// decodes a JSON object answer, failing on any other kind of answer.
func (h *harness) call(t testing.TB, method, path, token string, v any) (int, map[string]any) {
	t.Helper()
	var body io.Reader
	switch v := v.(type) {
	case nil:
	case string:
		body = strings.NewReader(v)
	default:
		raw, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		body = bytes.NewReader(raw)
	}
	status, hdr, raw := h.do(t, method, path, token, "application/json", body)
	return status, decodeAnswer(t, method+" "+path, hdr, raw)
}

func decodeAnswer(t testing.TB, what string, hdr http.Header, raw []byte) map[string]any {
	t.Helper()
	var out map[string]any
	if !strings.HasPrefix(hdr.Get("Content-Type"), "application/json") || json.Unmarshal(raw, &out) != nil {
		t.Fatalf("%s: answer is not a JSON object: %s %.200q", what, hdr.Get("Content-Type"), raw)
	}
	return out
}

// form sends a multipart form: fields are name/value pairs (names may repeat),
// files map a field to its bytes.
func (h *harness) form(t testing.TB, method, path, token string, fields []string, files map[string][]byte) (int, map[string]any) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for i := 0; i+1 < len(fields); i += 2 {
		w.WriteField(fields[i], fields[i+1])
	}
	for name, data := range files {
		fw, _ := w.CreateFormFile(name, name+".bin")
		fw.Write(data)
	}
	w.Close()
	status, hdr, raw := h.do(t, method, path, token, w.FormDataContentType(), &buf)
	return status, decodeAnswer(t, method+" "+path, hdr, raw)
}

// wantFields fails unless the answer is a 422 with a message on every field.
func wantFields(t testing.TB, status int, body map[string]any, fields ...string) {
	t.Helper()
	errs, _ := body["errors"].(map[string]any)
	if status != http.StatusUnprocessableEntity || body["message"] == "" {
		t.Fatalf("want 422 with a message, got %d %v", status, body)
	}
	for _, f := range fields {
		if msgs, _ := errs[f].([]any); len(msgs) == 0 {
			t.Errorf("no message on %q in %v", f, errs)
		}
	}
}

// snapshot is every key and value of the store, to prove a refused call wrote nothing.
func (h *harness) snapshot(t testing.TB) map[string]string {
	t.Helper()
	out := map[string]string{}
	walk := func(path string, b store.Bucket) error {
		out[path+"#seq"] = fmt.Sprint(b.Sequence())
		return b.ForEach(func(k, v []byte) error {
			out[path+"/"+hex.EncodeToString(k)] = string(v)
			return nil
		})
	}
	if err := h.eng.Store().View(func(tx store.Tx) error {
		return tx.ForEach(func(name []byte, b store.Bucket) error { return walk(string(name), b) })
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// wantSame fails when the store differs from a snapshot taken before a refused call.
func wantSame(t testing.TB, h *harness, before map[string]string) {
	t.Helper()
	if !maps.Equal(before, h.snapshot(t)) {
		t.Fatal("a refused call changed the store")
	}
}

// pngImage is a small opaque PNG.
func pngImage(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}
