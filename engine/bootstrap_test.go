package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// openEmpty opens a store in a fresh folder without the first-start records.
func openEmpty(t *testing.T) *Engine {
	t.Helper()
	e, err := Open(t.TempDir(), Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestBootstrapCreatesFirstRecordsOnce(t *testing.T) {
	e := openEmpty(t)
	created, pw, err := e.Bootstrap("")
	if err != nil || !created || len(pw) != 16 {
		t.Fatalf("first start: %v %q %v", created, pw, err)
	}
	path := filepath.Join(e.Dir(), AdminPasswordFile)
	raw, err := os.ReadFile(path)
	if err != nil || string(raw) != pw+"\n" {
		t.Fatalf("%s holds %q (%v), want the password", AdminPasswordFile, raw, err)
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Fatalf("%s mode %v, want 0600", AdminPasswordFile, st.Mode().Perm())
	}
	if _, u, err := e.Login("admin", pw, "127.0.0.1"); err != nil || u.Rol[0] != RoleSuper || u.SucursalID != MainBranch {
		t.Fatalf("admin sign-in: %+v %v", u, err)
	}
	b, _ := e.Branch(MainBranch)
	sn, _ := e.Customer(AnonymousCustomer)
	c, _ := e.Company()
	if b.Sucursal != "Casa Matriz" || !b.Estado || sn.NombresApellidos != "SN" || sn.NumeroDocumento != "0" || c.ID != CompanyID {
		t.Fatalf("first records: %+v %+v %+v", b, sn, c)
	}

	// Later starts find the records and change nothing, whatever password is set,
	// and the sequences go on after the first records.
	before := mdSnapshot(t, e)
	for _, again := range []string{"", "otra-clave-1", "corta"} {
		created, pw2, err := e.Bootstrap(again)
		if err != nil || created || pw2 != "" {
			t.Fatalf("second start with %q: %v %q %v", again, created, pw2, err)
		}
	}
	mdUnchanged(t, e, before)
	if raw2, _ := os.ReadFile(path); string(raw2) != string(raw) {
		t.Fatal("the password file was rewritten")
	}
	if id := mdAddBranch(t, e, "Sucursal Norte"); id != 2 {
		t.Fatalf("next branch id %d, want 2", id)
	}
}

func TestBootstrapPassword(t *testing.T) {
	t.Run("given password", func(t *testing.T) {
		e := openEmpty(t)
		if _, pw, err := e.Bootstrap("clave-del-admin"); err != nil || pw != "clave-del-admin" {
			t.Fatalf("%q %v", pw, err)
		}
	})
	t.Run("short password refused, nothing stored", func(t *testing.T) {
		e := openEmpty(t)
		before := mdSnapshot(t, e)
		_, _, err := e.Bootstrap("1234")
		wantField(t, err, "password")
		mdUnchanged(t, e, before)
		if _, err := os.Stat(filepath.Join(e.Dir(), AdminPasswordFile)); !os.IsNotExist(err) {
			t.Fatalf("password file written: %v", err)
		}
	})
	t.Run("reopened store is not bootstrapped again", func(t *testing.T) {
		dir := t.TempDir()
		for i, want := range []bool{true, false} {
			e, err := Open(dir, Options{NoSync: true})
			if err != nil {
				t.Fatal(err)
			}
			created, _, err := e.Bootstrap("")
			users, _ := e.Users()
			e.Close()
			if err != nil || created != want || len(users) != 1 {
				t.Fatalf("start %d: created %v, %d users, %v", i+1, created, len(users), err)
			}
		}
	})
	t.Run("stale readable password file is replaced", func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, AdminPasswordFile)
		if err := os.WriteFile(path, []byte("vieja\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		e, err := Open(dir, Options{NoSync: true})
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		_, pw, err := e.Bootstrap("")
		raw, _ := os.ReadFile(path)
		st, _ := os.Stat(path)
		if err != nil || strings.TrimSpace(string(raw)) != pw || st.Mode().Perm() != 0o600 {
			t.Fatalf("file %q mode %v (%v)", raw, st.Mode().Perm(), err)
		}
	})
}
