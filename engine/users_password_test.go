package engine

import "testing"

// Changing one's own password needs the current one (422 on password_actual
// when it is missing or wrong); Super setting another user's does not.
func TestOwnPasswordChangeNeedsCurrent(t *testing.T) {
	e := mustOpen(t)
	seller := mdAddUser(t, e, "vendedor1", RoleVendedor, MainBranch)
	me, _ := e.User(seller)
	own := UserInput{Nombres: "Luis", Apellidos: "Mendoza", Password: "nueva-clave-1"}
	for _, tt := range []struct{ name, current string }{{"missing", ""}, {"wrong", "no-es-esta-1"}} {
		in := own
		in.PasswordActual = tt.current
		before := mdSnapshot(t, e)
		_, err := e.SaveUser(me.Actor(0), seller, in)
		wantField(t, err, "password_actual")
		mdUnchanged(t, e, before)
	}
	in := own
	in.PasswordActual = mdPassword
	if _, err := e.SaveUser(me.Actor(0), seller, in); err != nil {
		t.Fatal(err)
	}
	if u, _ := e.User(seller); !CheckPassword(u.PasswordHash, "nueva-clave-1") {
		t.Fatal("the own change did not store the new password")
	}
	// A profile edit without a new password needs no current one.
	if _, err := e.SaveUser(me.Actor(0), seller, UserInput{Nombres: "Luis", Apellidos: "M"}); err != nil {
		t.Fatal(err)
	}

	// Super resets another user's password without theirs, but not their own.
	reset := mdUserInput("vendedor1", RoleVendedor, MainBranch)
	reset.Password = "reinicio-clave-1"
	if _, err := e.SaveUser(superActor(), seller, reset); err != nil {
		t.Fatal(err)
	}
	if u, _ := e.User(seller); !CheckPassword(u.PasswordHash, "reinicio-clave-1") {
		t.Fatal("Super's reset did not store the password")
	}
	root, _ := e.User(superActor().UserID)
	self := mdUserInput(root.Usuario, RoleSuper, MainBranch)
	self.Password = "otra-clave-super-1"
	_, err := e.SaveUser(superActor(), root.ID, self)
	wantField(t, err, "password_actual")
}
