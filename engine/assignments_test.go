package engine

import (
	"reflect"
	"testing"
)

// assignedIDs lists the ids of the branches marked asignado for a user.
func assignedIDs(t *testing.T, e *Engine, user uint64) []uint64 {
	t.Helper()
	rows, err := e.Assignments(user)
	if err != nil {
		t.Fatal(err)
	}
	out := []uint64{}
	for _, r := range rows {
		if r.Asignado {
			out = append(out, r.ID)
		}
	}
	return out
}

func visibleIDs(t *testing.T, e *Engine, a Actor) []uint64 {
	t.Helper()
	list, err := e.VisibleBranches(a)
	if err != nil {
		t.Fatal(err)
	}
	out := []uint64{}
	for _, b := range list {
		out = append(out, b.ID)
	}
	return out
}

func TestAssignments(t *testing.T) {
	e := mustOpen(t)
	b2, b3, b4 := mdAddBranch(t, e, "Norte"), mdAddBranch(t, e, "Sur"), mdAddBranch(t, e, "Este")
	ana := mdAddUser(t, e, "ana", RoleVendedor, b2)
	luis := mdAddUser(t, e, "luis", RoleVendedor, MainBranch)
	if err := e.SetAssignments(superActor(), luis, []uint64{b2, b4}); err != nil {
		t.Fatal(err)
	}

	rows, _ := e.Assignments(ana)
	if len(rows) != 4 || rows[1] != (Assignment{ID: b2, Sucursal: "Norte", Asignado: true}) {
		t.Fatalf("rows %+v: every branch, the home one assigned", rows)
	}
	steps := []struct {
		set, want []uint64
	}{
		{[]uint64{MainBranch, b3}, []uint64{MainBranch, b2, b3}},
		{[]uint64{b4}, []uint64{b2, b4}}, // a save replaces the whole list
		{nil, []uint64{b2}},
	}
	for _, s := range steps {
		if err := e.SetAssignments(superActor(), ana, s.set); err != nil {
			t.Fatal(err)
		}
		if got := assignedIDs(t, e, ana); !reflect.DeepEqual(got, s.want) {
			t.Fatalf("after %v: assigned %v, want %v", s.set, got, s.want)
		}
	}
	if got := assignedIDs(t, e, luis); !reflect.DeepEqual(got, []uint64{MainBranch, b2, b4}) {
		t.Fatalf("another user's assignments moved: %v", got)
	}

	before := mdSnapshot(t, e)
	wantField(t, e.SetAssignments(superActor(), ana, []uint64{b3, 99}), "sucursales")
	mdWantCode(t, e.SetAssignments(superActor(), 99, []uint64{b3}), CodeNotFound)
	_, err := e.Assignments(99)
	mdWantCode(t, err, CodeNotFound)
	mdUnchanged(t, e, before)
}

func TestVisibleBranches(t *testing.T) {
	e := mustOpen(t)
	b2, b3, b4 := mdAddBranch(t, e, "Norte"), mdAddBranch(t, e, "Sur"), mdAddBranch(t, e, "Este")
	seller := mdAddUser(t, e, "vendedor1", RoleVendedor, b2)
	if err := e.SetAssignments(superActor(), seller, []uint64{b3, b4}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.ToggleBranch(b4); err != nil {
		t.Fatal(err)
	}
	u, _ := e.User(seller)
	tests := []struct {
		name  string
		actor Actor
		want  []uint64
	}{
		{"vendedor: home and assigned, active only", u.Actor(0), []uint64{b2, b3}},
		{"super: every active branch", superActor(), []uint64{MainBranch, b2, b3}},
		{"administrador: every active branch", Actor{UserID: 50, Roles: []string{RoleAdmin}, Home: b3}, []uint64{MainBranch, b2, b3}},
		{"inventario without assignments", Actor{UserID: 51, Roles: []string{RoleInventario}, Home: b3}, []uint64{b3}},
	}
	for _, tt := range tests {
		if got := visibleIDs(t, e, tt.actor); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}
