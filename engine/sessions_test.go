package engine

import (
	"sync"
	"testing"
	"time"

	"sgc/engine/store"
)

// sessionCount is the number of open sessions in the store.
func sessionCount(t *testing.T, e *Engine) int {
	t.Helper()
	n := 0
	if err := e.db.View(func(tx ReadTx) error { n = tx.Bucket(bktSessions).KeyN(); return nil }); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestLogin(t *testing.T) {
	e := mustOpen(t)
	seller := mdAddUser(t, e, "vendedor1", RoleVendedor, MainBranch)
	inactive := mdAddUser(t, e, "inactivo", RoleVendedor, MainBranch)
	if _, err := e.ToggleUser(superActor(), inactive); err != nil {
		t.Fatal(err)
	}
	closed := mdAddBranch(t, e, "Sucursal Cerrada")
	mdAddUser(t, e, "cerrado", RoleResponsable, closed)
	if _, err := e.ToggleBranch(closed); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		usuario, password string
		code              Code // "" for success
	}{
		{"VENDEDOR1", mdPassword, ""},
		{"vendedor1", "otra-clave-1", CodeUnauthorized},
		{"nadie", mdPassword, CodeUnauthorized},
		{"inactivo", "otra-clave-1", CodeUnauthorized}, // a wrong password tells nothing more
		{"inactivo", mdPassword, CodeForbidden},
		{"cerrado", mdPassword, CodeForbidden},
	}
	for _, tt := range tests {
		t.Run(tt.usuario+"/"+string(tt.code), func(t *testing.T) {
			before := sessionCount(t, e)
			token, u, err := e.Login(tt.usuario, tt.password, "192.168.1.20")
			if tt.code != "" {
				mdWantCode(t, err, tt.code)
				if token != "" || u.ID != 0 || sessionCount(t, e) != before {
					t.Fatalf("a refused sign-in opened a session: %q %+v", token, u)
				}
				return
			}
			if err != nil || token == "" || u.ID != seller {
				t.Fatalf("login: %q %+v %v", token, u, err)
			}
			got, branch, err := e.Authenticate(token)
			if err != nil || got.ID != seller || branch != MainBranch {
				t.Fatalf("authenticate: %+v %d %v", got, branch, err)
			}
		})
	}

	// Every attempt is logged, newest first, with time, usuario and address.
	log, err := e.SignIns(100)
	if err != nil || len(log) != len(tests) {
		t.Fatalf("sign-in log: %d lines, %v", len(log), err)
	}
	last, first := log[0], log[len(log)-1]
	if last.Usuario != "cerrado" || last.Exito || last.IP != "192.168.1.20" || !last.Fecha.Equal(e.Now()) {
		t.Errorf("newest line %+v", last)
	}
	if first.Usuario != "VENDEDOR1" || !first.Exito || first.Motivo != "" {
		t.Errorf("oldest line %+v", first)
	}
}

func TestSessionIdleExpiry(t *testing.T) {
	e := mustOpen(t)
	now := e.Now()
	e.Now = func() time.Time { return now }
	token, _, err := e.Login("admin", testAdminPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	// Activity keeps the session alive past 180 minutes from sign-in...
	for range 3 {
		now = now.Add(SessionIdle - time.Minute)
		if _, _, err := e.Authenticate(token); err != nil {
			t.Fatalf("active session died: %v", err)
		}
		e.waitTouches(false) // the activity is written in the background
	}
	// ...and more than 180 minutes without any kills it.
	now = now.Add(SessionIdle + time.Second)
	_, _, err = e.Authenticate(token)
	mdWantCode(t, err, CodeUnauthorized)
	_, _, err = e.Authenticate("no-es-un-token")
	mdWantCode(t, err, CodeUnauthorized)
}

// TestRevokedSessionStaysDead runs a logout that commits while a request is
// being authenticated: the request read the session before the logout, and its
// write of the last-activity time must not bring the token back.
func TestRevokedSessionStaysDead(t *testing.T) {
	e := mustOpen(t)
	now := e.Now()
	e.Now = func() time.Time { return now }
	token, _, err := e.Login("admin", testAdminPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	now = now.Add(2 * touchEvery) // this request will write its activity back
	// The logout's write transaction stays open until released.
	deleted, release, logout := make(chan struct{}), make(chan struct{}), make(chan error, 1)
	var once sync.Once
	go func() {
		logout <- e.db.Update(func(tx store.Tx) error {
			err := tx.Bucket(bktSessions).Delete(tokenKey(token))
			once.Do(func() { close(deleted) })
			<-release
			return err
		})
	}()
	<-deleted
	if _, _, err := e.Authenticate(token); err != nil {
		t.Fatalf("the request read the session before the logout committed: %v", err)
	}
	time.Sleep(50 * time.Millisecond) // let its activity write wait for the writer
	close(release)
	if err := <-logout; err != nil {
		t.Fatal(err)
	}
	e.waitTouches(false)
	_, _, err = e.Authenticate(token)
	mdWantCode(t, err, CodeUnauthorized)
}

func TestSessionsEnd(t *testing.T) {
	e := mustOpen(t)
	id := mdAddUser(t, e, "vendedor1", RoleVendedor, MainBranch)
	login := func() string {
		t.Helper()
		token, _, err := e.Login("vendedor1", mdPassword, "127.0.0.1")
		if err != nil {
			t.Fatal(err)
		}
		return token
	}
	dead := func(what, token string) {
		t.Helper()
		if _, _, err := e.Authenticate(token); ErrorCode(err) != CodeUnauthorized {
			t.Fatalf("after %s the session still works (%v)", what, err)
		}
	}
	token := login()
	if err := e.Logout(token); err != nil {
		t.Fatal(err)
	}
	dead("logout", token)

	token = login()
	edit := mdUserInput("vendedor1", RoleVendedor, MainBranch)
	edit.Password, edit.Nombres = "", "Otro nombre"
	if _, err := e.SaveUser(superActor(), id, edit); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Authenticate(token); err != nil {
		t.Fatalf("an edit without password ended the session: %v", err)
	}
	edit.Password = "nueva-clave-1"
	if _, err := e.SaveUser(superActor(), id, edit); err != nil {
		t.Fatal(err)
	}
	dead("a password change in the form", token)

	if err := e.SetPassword(superActor(), id, mdPassword); err != nil {
		t.Fatal(err)
	}
	token = login()
	before := mdSnapshot(t, e)
	wantField(t, e.SetPassword(superActor(), id, "corta"), "password")
	mdUnchanged(t, e, before)
	if err := e.SetPassword(superActor(), id, "otra-clave-2"); err != nil {
		t.Fatal(err)
	}
	dead("user passwd", token)

	if err := e.SetPassword(superActor(), id, mdPassword); err != nil {
		t.Fatal(err)
	}
	token = login()
	if _, err := e.ToggleUser(superActor(), id); err != nil {
		t.Fatal(err)
	}
	dead("deactivation", token)
	if _, err := e.ToggleUser(superActor(), id); err != nil {
		t.Fatal(err)
	}
	dead("reactivation", token) // ended sessions stay ended
}

func TestSelectBranch(t *testing.T) {
	e := mustOpen(t)
	north := mdAddBranch(t, e, "Sucursal Norte")
	closed := mdAddBranch(t, e, "Sucursal Cerrada")
	if _, err := e.ToggleBranch(closed); err != nil {
		t.Fatal(err)
	}
	mdAddUser(t, e, "vendedor1", RoleVendedor, MainBranch)
	super, _, _ := e.Login("admin", testAdminPassword, "127.0.0.1")
	seller, _, _ := e.Login("vendedor1", mdPassword, "127.0.0.1")
	tests := []struct {
		token          string
		choose, branch uint64
	}{
		{super, north, north},
		{super, closed, MainBranch}, // an inactive branch cannot be chosen
		{super, 0, MainBranch},
		{seller, north, MainBranch}, // only Super and Administrador choose
	}
	for _, tt := range tests {
		b, err := e.SelectBranch(tt.token, tt.choose)
		if err != nil || b.ID != tt.branch {
			t.Fatalf("select %d: got %d, %v; want %d", tt.choose, b.ID, err, tt.branch)
		}
		if _, got, _ := e.Authenticate(tt.token); got != tt.branch {
			t.Fatalf("session branch %d, want %d", got, tt.branch)
		}
	}
	_, err := e.SelectBranch("muerto", north)
	mdWantCode(t, err, CodeUnauthorized)
}
