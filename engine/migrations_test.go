package engine

import (
	"reflect"
	"testing"

	"sgc/engine/store"
)

// migrationTests hold one case per step of migrations, in the same order: a
// step added without its case fails TestMigrations before anything runs.
var migrationTests = []struct {
	name string
	// test takes a store back to version step, runs the pending steps as
	// Open does and checks what the step brought.
	test func(t *testing.T, step int)
}{
	{"first records", bucketsStep(allBuckets)},
	{"stock", bucketsStep(stockBuckets)},
	{"proformas and catálogos", bucketsStep(proformaBuckets)},
	{"price alerts", bucketsStep(priceAlertBuckets)},
	{"audit log", bucketsStep(auditBuckets)},
	{"transfers", bucketsStep(transferBuckets)},
	{"mobiliario", bucketsStep(furnitureBuckets)},
	{"money", bucketsStep(moneyBuckets)},
	{"aggregates filled from the documents", fillStep(aggBuckets)},
	{"idempotency keys", bucketsStep(idemBuckets)},
	{"voids index filled from the audit log", fillStep(voidIndexBuckets)},
	{"invoicing", bucketsStep(siatBuckets)},
	{"invoices by e-mail", bucketsStep(invoiceMailBuckets)},
}

// TestMigrations runs each step's case. The guard on the counts is what
// makes a new step come with its test.
func TestMigrations(t *testing.T) {
	if len(migrationTests) != len(migrations) {
		t.Fatalf("%d migration steps but %d cases in migrationTests: give each step its case", len(migrations), len(migrationTests))
	}
	for i, mt := range migrationTests {
		t.Run(mt.name, func(t *testing.T) { mt.test(t, i) })
	}
}

// bucketsStep tests a step that creates buckets on an empty store taken to the
// step's version: the buckets are missing before and present after.
func bucketsStep(names [][]byte) func(t *testing.T, step int) {
	return func(t *testing.T, step int) {
		st := openTestStore(t, t.TempDir())
		defer st.Close()
		skOK(t, st.Update(func(tx store.Tx) error {
			meta, err := tx.CreateBucketIfNotExists(bktMeta)
			if err != nil {
				return err
			}
			for _, m := range migrations[:step] {
				if err := m(tx); err != nil {
					return err
				}
			}
			return meta.Put([]byte("version"), itob(uint64(step)))
		}))
		skOK(t, st.View(func(tx store.Tx) error {
			for _, n := range names {
				if string(n) != string(bktMeta) && tx.Bucket(n) != nil {
					t.Errorf("bucket %q exists before its step", n)
				}
			}
			return nil
		}))
		skOK(t, st.Update(migrate))
		skOK(t, st.View(func(tx store.Tx) error {
			for _, n := range names {
				if tx.Bucket(n) == nil {
					t.Errorf("bucket %q missing after its step", n)
				}
			}
			if v := btoi(tx.Bucket(bktMeta).Get([]byte("version"))); v != uint64(len(migrations)) {
				t.Errorf("version %d after migrating, want %d", v, len(migrations))
			}
			return nil
		}))
	}
}

// fillStep tests a step that builds derived buckets from documents already
// stored, as a store written by an earlier sgc has them: the commands of the
// reports' setup write the buckets as they go; with the buckets dropped and
// the version taken back, the step must rebuild exactly what they wrote.
func fillStep(names [][]byte) func(t *testing.T, step int) {
	return func(t *testing.T, step int) {
		e := rpSetup(t).e
		want := bucketContents(t, e, names)
		if len(want) == 0 {
			t.Fatal("the setup wrote nothing in the step's buckets")
		}
		skOK(t, e.db.Update(func(tx ReadTx) error {
			for _, n := range names {
				if err := tx.DeleteBucket(n); err != nil {
					return err
				}
			}
			return tx.Bucket(bktMeta).Put([]byte("version"), itob(uint64(step)))
		}))
		skOK(t, e.db.Update(migrate))
		if got := bucketContents(t, e, names); !reflect.DeepEqual(got, want) {
			t.Fatalf("after the migration\n%q\nwant what the commands wrote\n%q", got, want)
		}
	}
}

// bucketContents reads the named buckets as bucket|key → value.
func bucketContents(t *testing.T, e *Engine, names [][]byte) map[string]string {
	t.Helper()
	m := map[string]string{}
	skOK(t, e.view(func(tx ReadTx) error {
		for _, n := range names {
			err := tx.Bucket(n).ForEach(func(k, v []byte) error {
				m[string(n)+"|"+string(k)] = string(v)
				return nil
			})
			if err != nil {
				return err
			}
		}
		return nil
	}))
	return m
}
