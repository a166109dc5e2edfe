package engine

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
)

// testAdminPassword is the first admin's password in every test store.
const testAdminPassword = "clave-segura-1"

// mustOpen opens a bootstrapped store in t.TempDir with fsync off and a fixed
// clock (10:00 in La Paz on 2025-03-04), and closes it when the test ends, after
// checking that every stock total still equals its kardex.
func mustOpen(t testing.TB) *Engine {
	t.Helper()
	return mustOpenOn(t, openTestStore)
}

// mustOpenBolt is mustOpen on bbolt whatever SGC_TEST_STORE names, for the
// tests of restore: a restore is a single-machine operation, and their cases
// are cut at the pages of the backup a bbolt store writes.
func mustOpenBolt(t testing.TB) *Engine {
	t.Helper()
	return mustOpenOn(t, testStores[""])
}

// mustOpenOn is mustOpen on the store open opens.
func mustOpenOn(t testing.TB, open func(t testing.TB, dir string) store.Store) *Engine {
	t.Helper()
	dir := t.TempDir()
	e, err := OpenStore(open(t, dir), dir)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2025, 3, 4, 14, 0, 0, 0, time.UTC)
	e.Now = func() time.Time { return now }
	if _, _, err := e.Bootstrap(testAdminPassword); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, check := range afterTestChecks {
			check(t, e)
		}
		if err := e.Close(); err != nil {
			t.Error(err)
		}
	})
	return e
}

// testStores open the store the engine tests run on, chosen by name with the
// environment variable SGC_TEST_STORE ("" is boltstore with fsync off). The
// test file of another implementation adds its opener here from an init
// function, and `SGC_TEST_STORE=<name> go test ./engine/` runs the whole
// engine suite on it.
var testStores = map[string]func(t testing.TB, dir string) store.Store{
	"": func(t testing.TB, dir string) store.Store {
		st, err := boltstore.Open(filepath.Join(dir, DBFile), boltstore.Options{NoSync: true})
		if err != nil {
			t.Fatal(err)
		}
		return st
	},
}

// openTestStore opens the store SGC_TEST_STORE names in dir.
func openTestStore(t testing.TB, dir string) store.Store {
	t.Helper()
	name := os.Getenv("SGC_TEST_STORE")
	open, ok := testStores[name]
	if !ok {
		t.Fatalf("SGC_TEST_STORE=%q: no such test store", name)
	}
	return open(t, dir)
}

// afterTestChecks run on every test store before it closes; the stock area adds
// the stock = Σ kardex check here.
var afterTestChecks []func(testing.TB, *Engine)

// superActor is the bootstrap admin acting in the main branch.
func superActor() Actor {
	return Actor{UserID: 1, Usuario: "admin", Roles: []string{RoleSuper}, Home: MainBranch, Branch: MainBranch}
}

// wantField fails unless err is a validation error with a message on field.
func wantField(t testing.TB, err error, field string) {
	t.Helper()
	e, ok := err.(*Error)
	if !ok || e.Code != CodeInvalid || len(e.Fields[field]) == 0 {
		t.Fatalf("want a validation error on %q, got %v", field, err)
	}
}
