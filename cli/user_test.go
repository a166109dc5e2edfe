package cli

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"sgc/engine"
)

var firstStartLine = regexp.MustCompile(`Primer inicio: usuario admin, contraseña (\S+)\n`)

func TestUserCreateOnEmptyFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "datos") // not there yet
	out := runOK(t, "", nil, "user", "create", "--data", dir, "--usuario", "ana", "--password", "secreto-123",
		"--rol", "Vendedor", "--nombres", "Ana", "--apellidos", "Quispe")
	m := firstStartLine.FindStringSubmatch(out)
	if m == nil || !strings.HasSuffix(out, "Usuario ana creado (id 2).\n") || strings.Index(out, "Primer") > strings.Index(out, "Usuario ana") {
		t.Fatalf("output %q: the first-start records come first, then the user", out)
	}
	saved, err := os.ReadFile(filepath.Join(dir, engine.AdminPasswordFile))
	if err != nil || string(saved) != m[1]+"\n" {
		t.Fatalf("password file %q (%v), printed %q", saved, err, m[1])
	}

	// The admin password is printed once: later commands find the records.
	out = runOK(t, "", nil, "user", "create", "--data", dir, "--usuario", "luis", "--password", "secreto-456", "--rol", "Inventario")
	if strings.Contains(out, "Primer inicio") || out != "Usuario luis creado (id 3).\n" {
		t.Fatalf("second command printed %q", out)
	}
	out = runOK(t, "", nil, "user", "list", "--data", dir)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "ID") || strings.Contains(out, "Primer inicio") {
		t.Fatalf("list:\n%s", out)
	}
	for i, want := range []string{"1 admin Administrador del Sistema Super 1 Activo", "2 ana Ana Quispe Vendedor 1 Activo",
		"3 luis luis - Inventario 1 Activo"} {
		if got := strings.Join(strings.Fields(lines[i+1]), " "); got != want {
			t.Errorf("row %d: %q, want %q", i+1, got, want)
		}
	}
	e := openData(t, dir)
	if _, u, err := e.Login("ana", "secreto-123", "127.0.0.1"); err != nil || u.Rol[0] != engine.RoleVendedor {
		t.Fatalf("the new user cannot sign in: %v", err)
	}
}

func TestUserCreateAdminPasswordFromEnvironment(t *testing.T) {
	dir := t.TempDir()
	out := runOK(t, "", map[string]string{"SGC_ADMIN_PASSWORD": "clave-del-admin"}, "user", "list", "--data", dir)
	if m := firstStartLine.FindStringSubmatch(out); m == nil || m[1] != "clave-del-admin" {
		t.Fatalf("output %q", out)
	}
	r := run(context.Background(), "", map[string]string{"SGC_ADMIN_PASSWORD": "corta"}, "user", "list", "--data", t.TempDir())
	want := "no se pudieron crear los datos iniciales: La contraseña debe tener al menos 8 caracteres."
	if r.err == nil || r.err.Error() != want {
		t.Fatalf("a short SGC_ADMIN_PASSWORD: %v", r.err)
	}
}

// TestUserCreateValidation: each refused field is reported on its own line,
// named after its flag, and nothing is stored.
func TestUserCreateValidation(t *testing.T) {
	dir := t.TempDir()
	runOK(t, "", nil, "user", "list", "--data", dir)
	tests := []struct {
		name  string
		args  []string
		flags []string
	}{
		{"every flag wrong", []string{"--usuario", "a b", "--password", "corta", "--rol", "Jefe", "--sucursal", "9"},
			[]string{"--password", "--rol", "--sucursal", "--usuario"}},
		{"taken usuario", []string{"--usuario", "ADMIN", "--password", "secreto-123", "--rol", "Super"}, []string{"--usuario"}},
		{"branch not a number", []string{"--usuario", "ana", "--password", "secreto-123", "--rol", "Vendedor", "--sucursal", "uno"},
			[]string{"--sucursal"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := run(context.Background(), "", nil, append([]string{"user", "create", "--data", dir}, tt.args...)...)
			if r.err == nil {
				t.Fatal("accepted")
			}
			var flags []string
			for _, line := range strings.Split(r.err.Error(), "\n") {
				flag, msg, ok := strings.Cut(line, ": ")
				if !ok || !strings.HasPrefix(flag, "--") || msg == "" {
					t.Errorf("line %q is not --flag: message", line)
				}
				flags = append(flags, flag)
			}
			if !sort.StringsAreSorted(flags) || strings.Join(flags, " ") != strings.Join(tt.flags, " ") {
				t.Errorf("lines for %v, want %v (sorted)", flags, tt.flags)
			}
		})
	}
	if out := runOK(t, "", nil, "user", "list", "--data", dir); strings.Count(out, "\n") != 2 {
		t.Fatalf("a refused create stored something:\n%s", out)
	}
	if r := run(context.Background(), "", nil, "user", "create", "--data", dir, "--usuario", "ana"); r.err == nil {
		t.Fatal("create without --password and --rol was accepted")
	}
}

func TestUserPasswd(t *testing.T) {
	dir := t.TempDir()
	runOK(t, "", map[string]string{"SGC_ADMIN_PASSWORD": "clave-del-admin"}, "user", "list", "--data", dir)
	signIn := func(password string) (string, error) {
		e, err := engine.Open(dir, engine.Options{NoSync: true})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		token, _, err := e.Login("admin", password, "127.0.0.1")
		return token, err
	}
	token, err := signIn("clave-del-admin")
	if err != nil {
		t.Fatal(err)
	}

	out := runOK(t, "", nil, "user", "passwd", "--data", dir, "--usuario", "admin", "--password", "nueva-clave-1")
	if !strings.Contains(out, "Contraseña de admin cambiada") {
		t.Fatalf("output %q", out)
	}
	e := openData(t, dir)
	if _, _, err := e.Authenticate(token); engine.ErrorCode(err) != engine.CodeUnauthorized {
		t.Fatalf("the session opened before the change still works: %v", err)
	}
	e.Close()

	// Without --password it is read from standard input (one line, not echoed on a terminal).
	r := run(context.Background(), "otra-clave-22\r\n", nil, "user", "passwd", "--data", dir, "--usuario", "ADMIN")
	if r.err != nil || !strings.Contains(r.stderr.String(), "Nueva contraseña: ") {
		t.Fatalf("stdin: %v, stderr %q", r.err, r.stderr)
	}
	if _, err := signIn("otra-clave-22"); err != nil {
		t.Fatalf("the password read from stdin does not sign in: %v", err)
	}

	refused := []struct {
		name, stdin, want string
		args              []string
	}{
		{"short flag", "", "--password: La contraseña debe tener al menos 8 caracteres.", []string{"--usuario", "admin", "--password", "corta"}},
		{"short stdin", "corta\n", "--password: La contraseña debe tener al menos 8 caracteres.", []string{"--usuario", "admin"}},
		{"empty stdin", "", "no se recibió la contraseña", []string{"--usuario", "admin"}},
		{"unknown usuario", "", "Usuario no encontrado.", []string{"--usuario", "nadie", "--password", "nueva-clave-1"}},
	}
	for _, tt := range refused {
		r := run(context.Background(), tt.stdin, nil, append([]string{"user", "passwd", "--data", dir}, tt.args...)...)
		if r.err == nil || r.err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.name, r.err, tt.want)
		}
	}
	if _, err := signIn("otra-clave-22"); err != nil {
		t.Fatalf("a refused passwd changed the password: %v", err)
	}
}
