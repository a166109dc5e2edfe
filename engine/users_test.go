package engine

import (
	"strconv"
	"strings"
	"testing"
)

func TestSaveUserRefusesInvalidForms(t *testing.T) {
	e := mustOpen(t)
	closed := mdAddBranch(t, e, "Sucursal Cerrada")
	if _, err := e.ToggleBranch(closed); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, field string
		change      func(*UserInput)
	}{
		{"nombres required", "nombres", func(u *UserInput) { u.Nombres = " " }},
		{"apellidos required", "apellidos", func(u *UserInput) { u.Apellidos = "" }},
		{"usuario required", "usuario", func(u *UserInput) { u.Usuario = "" }},
		{"usuario too short", "usuario", func(u *UserInput) { u.Usuario = "ab" }},
		{"usuario with spaces", "usuario", func(u *UserInput) { u.Usuario = "ana quispe" }},
		{"usuario unique ignoring case", "usuario", func(u *UserInput) { u.Usuario = "ADMIN" }},
		{"password required on create", "password", func(u *UserInput) { u.Password = "" }},
		{"password of 7", "password", func(u *UserInput) { u.Password = "1234567" }},
		{"password too long", "password", func(u *UserInput) { u.Password = strings.Repeat("x", 129) }},
		{"rol required", "rol", func(u *UserInput) { u.Rol = []string{" ", ""} }},
		{"rol unknown", "rol", func(u *UserInput) { u.Rol = []string{RoleVendedor, "Gerente"} }},
		{"sucursal required", "sucursal_id", func(u *UserInput) { u.SucursalID = "" }},
		{"sucursal not a number", "sucursal_id", func(u *UserInput) { u.SucursalID = "uno" }},
		{"sucursal missing", "sucursal_id", func(u *UserInput) { u.SucursalID = "99" }},
		{"sucursal inactive", "sucursal_id", func(u *UserInput) { u.SucursalID = "2" }},
		{"email format", "email", func(u *UserInput) { u.Email = "ana@correo" }},
		{"telefono numeric", "telefono", func(u *UserInput) { u.Telefono = "700-123" }},
		{"ci numeric", "numero_identificacion", func(u *UserInput) { u.NumeroIdentificacion = "4876512LP" }},
		{"nacimiento date", "nacimiento", func(u *UserInput) { u.Nacimiento = "31/12/1990" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := mdUserInput("ana.q", RoleVendedor, MainBranch)
			tt.change(&in)
			before := mdSnapshot(t, e)
			_, err := e.SaveUser(superActor(), 0, in)
			wantField(t, err, tt.field)
			mdUnchanged(t, e, before)
		})
	}
}

func TestSaveUserCreatesAndEdits(t *testing.T) {
	e := mustOpen(t)
	in := mdUserInput(" Ana.Q ", " "+RoleVendedor+" ", MainBranch)
	in.Rol = append(in.Rol, "", RoleInventario)
	id, err := e.SaveUser(superActor(), 0, in)
	if err != nil {
		t.Fatal(err)
	}
	u, err := e.UserByName("ANA.q")
	if err != nil || u.ID != id || u.Usuario != "Ana.Q" || !u.Estado || !u.CreatedAt.Equal(e.Now()) ||
		strings.Join(u.Rol, ",") != "Vendedor,Inventario" || !CheckPassword(u.PasswordHash, mdPassword) {
		t.Fatalf("stored %+v, %v", u, err)
	}

	// An edit without password keeps it; a new usuario frees the old one.
	branch := mdAddBranch(t, e, "Sucursal Sur")
	edit := mdUserInput("ana.quispe", RoleResponsable, branch)
	edit.Password = ""
	if _, err := e.SaveUser(superActor(), id, edit); err != nil {
		t.Fatal(err)
	}
	if _, err := e.UserByName("ana.q"); ErrorCode(err) != CodeNotFound {
		t.Fatalf("old usuario still resolves: %v", err)
	}
	v, _ := e.User(id)
	if v.PasswordHash != u.PasswordHash || v.SucursalID != branch || v.Rol[0] != RoleResponsable {
		t.Fatalf("after edit %+v", v)
	}
	mdAddUser(t, e, "ana.q", RoleVendedor, MainBranch) // the freed name is free again

	// A branch closed after the user joined it may stay their branch on edit.
	if _, err := e.ToggleBranch(branch); err != nil {
		t.Fatal(err)
	}
	edit.Nombres = "Ana María"
	if _, err := e.SaveUser(superActor(), id, edit); err != nil {
		t.Fatalf("keeping an inactive home branch: %v", err)
	}
	_, err = e.SaveUser(superActor(), 99, edit)
	mdWantCode(t, err, CodeNotFound)
}

func TestSaveUserSelfEdit(t *testing.T) {
	e := mustOpen(t)
	seller := mdAddUser(t, e, "vendedor1", RoleVendedor, MainBranch)
	other := mdAddUser(t, e, "vendedor2", RoleVendedor, MainBranch)
	admin := mdAddUser(t, e, "gerente", RoleAdmin, MainBranch)
	branch := mdAddBranch(t, e, "Sucursal Sur")
	me, _ := e.User(seller)
	actor := me.Actor(0)

	// Profile fields change; role, branch, usuario and the transfer flag do not.
	in := UserInput{Nombres: "Luis", Apellidos: "Mendoza", Usuario: "jefe", Rol: []string{RoleSuper},
		SucursalID: strconv.FormatUint(branch, 10), ActivaTraspaso: "1", Telefono: "71234567"}
	if _, err := e.SaveUser(actor, seller, in); err != nil {
		t.Fatal(err)
	}
	got, _ := e.User(seller)
	if got.Nombres != "Luis" || got.Telefono != "71234567" || got.Usuario != "vendedor1" ||
		got.Rol[0] != RoleVendedor || got.SucursalID != MainBranch || got.ActivaTraspaso {
		t.Fatalf("self edit stored %+v", got)
	}

	boss, _ := e.User(admin)
	refused := []struct {
		name  string
		actor Actor
		id    uint64
	}{
		{"vendedor edits another", actor, other},
		{"vendedor creates", actor, 0},
		{"administrador edits another", boss.Actor(0), other},
	}
	for _, tt := range refused {
		before := mdSnapshot(t, e)
		_, err := e.SaveUser(tt.actor, tt.id, mdUserInput("nuevo", RoleSuper, MainBranch))
		mdWantCode(t, err, CodeForbidden)
		mdUnchanged(t, e, before)
	}
	before := mdSnapshot(t, e)
	in.Password = "corta"
	_, err := e.SaveUser(actor, seller, in)
	wantField(t, err, "password")
	mdUnchanged(t, e, before)
}

func TestToggleUser(t *testing.T) {
	e := mustOpen(t)
	id := mdAddUser(t, e, "vendedor1", RoleVendedor, MainBranch)
	for _, want := range []bool{false, true} {
		if got, err := e.ToggleUser(superActor(), id); err != nil || got != want {
			t.Fatalf("toggle: %v, %v; want %v", got, err, want)
		}
	}
	before := mdSnapshot(t, e)
	_, err := e.ToggleUser(superActor(), superActor().UserID)
	mdWantCode(t, err, CodeConflict)
	_, err = e.ToggleUser(superActor(), 99)
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}
