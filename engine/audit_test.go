package engine

import (
	"encoding/json"
	"testing"

	"sgc/engine/store"
)

func init() {
	// Every test store closes with a whole audit chain.
	afterTestChecks = append(afterTestChecks, func(t testing.TB, e *Engine) {
		t.Helper()
		if brk, _, err := e.VerifyAudit(nil); err != nil || brk != nil {
			t.Errorf("bitácora rota al cerrar: %+v %v", brk, err)
		}
	})
}

// appendThree writes three entries through the ordinary write path.
func appendThree(t *testing.T, e *Engine) {
	t.Helper()
	for i, tipo := range []string{"Anulación de venta", "Devolución", "Baja"} {
		err := e.update(func(tx *Tx) error {
			return appendAudit(tx, superActor(), AuditEntry{Tipo: tipo, Documento: "venta", DocumentoID: uint64(i + 1),
				Sucursal: MainBranch, Motivo: "prueba", Monto: Money(1000 * (i + 1))})
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// tamper changes the raw bucket behind the engine's back, as an intruder would.
func tamper(t *testing.T, e *Engine, fn func(b store.Bucket) error) {
	t.Helper()
	if err := e.db.Update(func(tx store.Tx) error { return fn(tx.Bucket(bktAudit)) }); err != nil {
		t.Fatal(err)
	}
}

func TestAuditChainWhole(t *testing.T) {
	e := mustOpen(t)
	appendThree(t, e)
	brk, n, err := e.VerifyAudit(nil)
	if err != nil || brk != nil || n != 3 {
		t.Fatalf("got %+v, %d, %v; want a whole chain of 3", brk, n, err)
	}
}

func TestAuditChainNamesFirstBreak(t *testing.T) {
	cases := []struct {
		name string
		edit func(b store.Bucket) error
		want uint64
	}{
		{"altered amount", func(b store.Bucket) error {
			var a AuditEntry
			if err := json.Unmarshal(b.Get(itob(2)), &a); err != nil {
				return err
			}
			a.Monto = 1
			return putJSON(b, itob(2), a)
		}, 2},
		{"unreadable", func(b store.Bucket) error { return b.Put(itob(2), []byte("{")) }, 2},
		{"removed middle", func(b store.Bucket) error { return b.Delete(itob(2)) }, 3},
		{"removed last", func(b store.Bucket) error { return b.Delete(itob(3)) }, 3},
		{"swapped", func(b store.Bucket) error {
			two, three := append([]byte(nil), b.Get(itob(2))...), append([]byte(nil), b.Get(itob(3))...)
			if err := b.Put(itob(2), three); err != nil {
				return err
			}
			return b.Put(itob(3), two)
		}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := mustOpen(t)
			appendThree(t, e)
			tamper(t, e, c.edit)
			brk, _, err := e.VerifyAudit(nil)
			if err != nil || brk == nil || brk.Seq != c.want {
				t.Fatalf("got %+v, %v; want a break at %d", brk, err, c.want)
			}
			// Mend the chain so the store's closing check passes.
			tamper(t, e, func(b store.Bucket) error {
				for k, _ := b.Cursor().First(); k != nil; k, _ = b.Cursor().First() {
					if err := b.Delete(k); err != nil {
						return err
					}
				}
				return b.SetSequence(0)
			})
			// The voids index follows the log: it is rebuilt from the empty one.
			if err := e.db.Update(func(tx store.Tx) error {
				if err := tx.DeleteBucket(bktVoidsByDate); err != nil {
					return err
				}
				return fillVoidIndex(tx)
			}); err != nil {
				t.Fatal(err)
			}
		})
	}
}
