package engine

import (
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// SGC_TEST_STORE=etcd runs the engine suite on one embedded etcd member.
func init() {
	testStores["etcd"] = func(t testing.TB, dir string) store.Store {
		m := etcdtest.Start(t)
		st, err := etcdstore.New(m.Client, etcdstore.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
}
