package engine

import "testing"

// TestLoadDemo loads the demo business through the ordinary commands; the
// after-test check proves its stock equals its kardex.
func TestLoadDemo(t *testing.T) {
	e := mustOpen(t)
	if err := e.LoadDemo(); err != nil {
		t.Fatal(err)
	}
	users, err := e.Users()
	if err != nil || len(users) != 7 {
		t.Fatalf("users = %d, %v; want 7", len(users), err)
	}
	if n, err := e.Stock(MainBranch, 1); err != nil || n != 35 {
		t.Errorf("stock of product 1 in the main branch = %d, want 40 bought − 1 sold − 4 sent to Centro", n)
	}
	list, err := e.ListTransfers(superActor(), "", "")
	if err != nil || len(list) != 3 {
		t.Fatalf("demo transfers = %d, %v; want 3", len(list), err)
	}
	states := map[string]int{}
	for _, tr := range list {
		states[tr.SolicitudEstado]++
	}
	if states[SolicitudAlmacen] != 1 || states[SolicitudAceptado] != 1 || states[SolicitudPendiente] != 1 {
		t.Errorf("demo transfer states = %v; want one received from the warehouse, one accepted, one pending", states)
	}
}
