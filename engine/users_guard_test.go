package engine

import "testing"

// TestSuperCannotDemoteThemselves keeps the business from losing its last Super
// through a slip in the user form.
func TestSuperCannotDemoteThemselves(t *testing.T) {
	e := mustOpen(t)
	in := UserInput{Nombres: "Administrador", Apellidos: "del Sistema", Usuario: "admin", Rol: []string{RoleAdmin}, SucursalID: "1"}
	_, err := e.SaveUser(superActor(), 1, in)
	wantField(t, err, "rol")
	in.Rol = []string{RoleSuper}
	if _, err := e.SaveUser(superActor(), 1, in); err != nil {
		t.Fatalf("keeping the Super role: %v", err)
	}
}
