package engine

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// Two engines on one etcd member stand for two members of a cluster: what a
// commit on one changes reaches the other's subscribers once, and the
// committing engine's subscribers once too.
func TestFeedReachesOtherMember(t *testing.T) {
	m := etcdtest.Start(t)
	open := func() *Engine {
		st, err := etcdstore.New(m.Client, etcdstore.Options{})
		if err != nil {
			t.Fatal(err)
		}
		e, err := OpenStore(st, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { e.Close() })
		return e
	}
	a, b := open(), open()
	if _, _, err := a.Bootstrap(testAdminPassword); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var seenA, seenB []Change
	a.Subscribe(func(c Change) { mu.Lock(); seenA = append(seenA, c); mu.Unlock() })
	b.Subscribe(func(c Change) { mu.Lock(); seenB = append(seenB, c); mu.Unlock() })

	unit, err := a.SaveUnit(0, UnitInput{Unidad: "Unidad", Sigla: "UND"})
	skOK(t, err)
	cat, err := b.SaveCategory(0, CategoryInput{Categoria: "Herramientas"})
	skOK(t, err)
	id, err := a.SaveProduct(superActor(), 0, ProductInput{Codigo: "P-1", Producto: "Llave", Unidad: fmt.Sprint(unit),
		Categoria: fmt.Sprint(cat), Costo: "50", Precios: [6]string{"100"}})
	skOK(t, err)

	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(seenB)
		mu.Unlock()
		if n > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // a duplicate would arrive by now
	mu.Lock()
	defer mu.Unlock()
	if len(seenB) != 1 || !slices.Equal(seenB[0].Products, []uint64{id}) || seenB[0].Seq == 0 {
		t.Fatalf("the other member saw %+v, want one change of product %d", seenB, id)
	}
	if len(seenA) != 1 || seenA[0].Seq != seenB[0].Seq {
		t.Fatalf("the committing member saw %+v", seenA)
	}
	// The other member reads the product at once (its caches are stamped
	// with the shared product sequence).
	got, err := b.ProductsByIDs([]uint64{id})
	if err != nil || len(got) != 1 || got[0].Producto != "Llave" {
		t.Fatalf("the other member reads %+v, %v", got, err)
	}
}
