package engine

import "testing"

// voidIndexKeys reads the voids index, in key order.
func voidIndexKeys(t *testing.T, e *Engine) (keys [][]byte) {
	t.Helper()
	skOK(t, e.view(func(tx ReadTx) error {
		return tx.Bucket(bktVoidsByDate).ForEach(func(k, _ []byte) error {
			keys = append(keys, append([]byte(nil), k...))
			return nil
		})
	}))
	return keys
}

// TestVoidIndexFollowsVoids checks that each kind of void the setup makes
// (a sale line, a sale, a purchase) is filed under its branch, in its own
// transaction, and nothing else is.
func TestVoidIndexFollowsVoids(t *testing.T) {
	w := rpSetup(t)
	keys := voidIndexKeys(t, w.e)
	if len(keys) != 3 {
		t.Fatalf("want the 3 voids of the setup in the index, got %d keys", len(keys))
	}
	branches := map[uint64]int{}
	for _, k := range keys {
		branches[btoi(k[:8])]++
	}
	// S4's line in b2; S5 and the purchase in the main branch.
	if branches[w.b2] != 1 || branches[MainBranch] != 2 {
		t.Fatalf("voids by branch %v", branches)
	}
}

// TestVerifyNamesDamagedVoidIndex removes a key of the voids index and adds
// one that no void explains, and expects the verifier to name both.
func TestVerifyNamesDamagedVoidIndex(t *testing.T) {
	w := rpSetup(t)
	e := w.e
	keys := voidIndexKeys(t, e)
	gone := keys[0]
	var notVoid AuditEntry // the audit log's first entry that is not a void
	skOK(t, e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktAudit), func(_ []byte, a *AuditEntry) error {
			if notVoid.Seq == 0 && !isVoid(a.Tipo) {
				notVoid = *a
			}
			return nil
		})
	}))
	if notVoid.Seq == 0 {
		t.Fatal("the setup's audit log has only voids")
	}
	skOK(t, e.db.Update(func(tx ReadTx) error {
		b := tx.Bucket(bktVoidsByDate)
		if err := b.Delete(gone); err != nil {
			return err
		}
		return b.Put(voidKey(&notVoid), []byte{})
	}))
	diffs, err := e.VerifyAggregates(nil)
	skOK(t, err)
	if len(diffs) != 2 {
		t.Fatalf("want 2 differences, got %+v", diffs)
	}
	for _, d := range diffs {
		if d.Tabla != "anulaciones_por_fecha" {
			t.Errorf("difference %+v", d)
		}
		switch d.Clave {
		case "bitácora " + itoa(int64(btoi(gone[16:]))):
			if d.Guardado != nil || d.Calculado == nil || d.Sucursal != btoi(gone[:8]) || d.Fecha != "2025-02-01" {
				t.Errorf("missing void %+v", d)
			}
		case "bitácora " + itoa(int64(notVoid.Seq)):
			if d.Guardado == nil || d.Calculado != nil || d.Sucursal != notVoid.Sucursal || d.Fecha != BusinessDate(notVoid.Fecha) {
				t.Errorf("extra key %+v", d)
			}
		default:
			t.Errorf("unexpected difference %+v", d)
		}
	}
	// The migration step rebuilds it from the audit log.
	skOK(t, e.db.Update(func(tx ReadTx) error {
		if err := tx.DeleteBucket(bktVoidsByDate); err != nil {
			return err
		}
		return fillVoidIndex(tx)
	}))
	checkAggregates(t, e)
}
