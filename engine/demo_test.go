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
	if n, err := e.Stock(MainBranch, 1); err != nil || n != 39 {
		t.Errorf("stock of product 1 in the main branch = %d, want 40 bought − 1 sold", n)
	}
}
