package etcdstore_test

import (
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore/etcdtest"
	"sgc/engine/store/storetest"
)

// TestConformance runs the store suite on one embedded etcd member.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, etcdtest.Start(t).Client)
	})
}
