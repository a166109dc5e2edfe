package cli

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"sgc/engine"
)

var listening = regexp.MustCompile(`escuchando en (127\.0\.0\.1:\d+) `)

// startServe runs `sgc serve` on a free port until the returned stop is called,
// and returns the server's base URL.
func startServe(t *testing.T, dir string, vars map[string]string, extra ...string) (string, result, func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r := result{stdout: &syncBuffer{}, stderr: &syncBuffer{}}
	done := make(chan error, 1)
	go func() {
		done <- execute(ctx, r, "", vars, append([]string{"serve", "--data", dir, "--addr", "127.0.0.1:0"}, extra...)...)
	}()
	stop := func() error {
		cancel()
		select {
		case err := <-done:
			return err
		case <-time.After(10 * time.Second):
			t.Fatal("serve did not return after its context ended")
			return nil
		}
	}
	t.Cleanup(func() { cancel() })
	// Generous: loading the demo business under the race detector on a busy
	// machine takes a while.
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		select {
		case err := <-done:
			t.Fatalf("serve ended early: %v", err)
		default:
		}
		if m := listening.FindStringSubmatch(r.stdout.String()); m != nil {
			return "http://" + m[1], r, stop
		}
	}
	t.Fatal("serve never said where it listens")
	return "", r, nil
}

func TestServe(t *testing.T) {
	dir := t.TempDir()
	base, r, stop := startServe(t, dir, map[string]string{"SGC_ADMIN_PASSWORD": "clave-del-admin"}, "--demo")
	out := r.stdout.String()
	if !strings.Contains(out, "Primer inicio: usuario admin, contraseña clave-del-admin") ||
		!strings.Contains(out, "Datos de demostración cargados.") || !strings.Contains(out, base) {
		t.Fatalf("output %q", out)
	}

	// Sign in over HTTP and use the token.
	res, err := http.Post(base+"/api/login", "application/json",
		strings.NewReader(`{"usuario":"admin","password":"clave-del-admin"}`))
	if err != nil {
		t.Fatal(err)
	}
	var login struct {
		Token string `json:"token"`
	}
	json.NewDecoder(res.Body).Decode(&login)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || login.Token == "" {
		t.Fatalf("login: %d", res.StatusCode)
	}
	req, _ := http.NewRequest("GET", base+"/api/usuarios", nil)
	req.Header.Set("Authorization", "Bearer "+login.Token)
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var users struct{ Data []map[string]any }
	json.NewDecoder(res.Body).Decode(&users)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || len(users.Data) != 7 {
		t.Fatalf("users: %d, %d rows (admin and six demo users)", res.StatusCode, len(users.Data))
	}

	// A second server on the same folder is refused at once.
	second := run(context.Background(), "", nil, "serve", "--data", dir, "--addr", "127.0.0.1:0")
	if second.err == nil || !strings.Contains(second.err.Error(), "está en uso") {
		t.Fatalf("second serve: %v", second.err)
	}

	// Ending the context stops the server and closes the store.
	if err := stop(); err != nil {
		t.Fatalf("serve returned %v", err)
	}
	if !strings.Contains(r.stdout.String(), "Deteniendo el servidor") {
		t.Errorf("output %q", r.stdout.String())
	}
	e := openData(t, dir)
	if _, _, err := e.Authenticate(login.Token); err != nil {
		t.Fatalf("the session did not survive the restart: %v", err)
	}
	if _, err := http.Get(base + "/api/user"); err == nil {
		t.Fatal("the server still answers")
	}
}

// TestServeRestart: a second start on the same folder prints no password.
func TestServeRestart(t *testing.T) {
	dir := t.TempDir()
	e, err := engine.Open(dir, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Bootstrap("clave-del-admin"); err != nil {
		t.Fatal(err)
	}
	e.Close()
	_, r, stop := startServe(t, dir, nil)
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if out := r.stdout.String(); strings.Contains(out, "Primer inicio") || strings.Contains(out, "contraseña") {
		t.Fatalf("a restart printed %q", out)
	}
}

// SGC_SIAT_SONDEO is a duration; anything else stops serve before it opens
// the data folder, rather than probing at a surprising rhythm.
func TestSiatProbeEvery(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{{"", 0, true}, {"2s", 2 * time.Second, true}, {"500ms", 500 * time.Millisecond, true}, {"2", 0, false}, {"-1s", 0, false}, {"0s", 0, false}} {
		got, err := siatProbeEvery(c.in)
		if got != c.want || (err == nil) != c.ok {
			t.Errorf("siatProbeEvery(%q) = %v, %v", c.in, got, err)
		}
	}
}
