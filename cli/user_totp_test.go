package cli

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
)

// postJSON sends one JSON call and decodes the answer.
func postJSON(t *testing.T, method, url, token, body string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

// user totp-reset goes through the running server's socket: the admin who
// lost the phone signs in with the password alone again, and the sessions
// opened before the reset are closed.
func TestUserTOTPResetThroughServer(t *testing.T) {
	dir := t.TempDir()
	base, _, stop := startServe(t, dir, map[string]string{"SGC_ADMIN_PASSWORD": "clave-del-admin"})
	defer stop()
	login := `{"usuario":"admin","password":"clave-del-admin"}`
	_, body := postJSON(t, "POST", base+"/api/login", "", login)
	token, _ := body["token"].(string)
	status, en := postJSON(t, "POST", base+"/api/seguridad/totp", token, "")
	if status != http.StatusOK || !strings.HasPrefix(en["qr"].(string), "data:image/png;base64,") {
		t.Fatalf("enrol: %d %v", status, en)
	}
	code, _ := totp.GenerateCode(en["secreto"].(string), time.Now())
	if status, body := postJSON(t, "POST", base+"/api/seguridad/totp/confirmar", token, `{"codigo":"`+code+`"}`); status != http.StatusOK {
		t.Fatalf("confirm: %d %v", status, body)
	}
	if _, body := postJSON(t, "POST", base+"/api/login", "", login); body["segundo_factor"] != "totp" {
		t.Fatalf("sign-in after enrolment: %v", body)
	}

	out := runOK(t, "", nil, "user", "totp-reset", "--data", dir, "--usuario", "admin")
	if !strings.Contains(out, "Segundo factor de admin reiniciado") {
		t.Fatalf("output %q", out)
	}
	if status, _ := postJSON(t, "GET", base+"/api/user", token, ""); status != http.StatusUnauthorized {
		t.Fatalf("session before the reset: %d", status)
	}
	if _, body := postJSON(t, "POST", base+"/api/login", "", login); body["token"] == nil {
		t.Fatalf("sign-in after the reset: %v", body)
	}
	r := run(context.Background(), "", nil, "user", "totp-reset", "--data", dir, "--usuario", "nadie")
	if r.err == nil || r.err.Error() != "Usuario no encontrado." {
		t.Fatalf("unknown usuario: %v", r.err)
	}
}
