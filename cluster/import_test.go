package cluster

import (
	"bytes"
	"encoding/binary"
	"path/filepath"
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
)

func TestImportCopiesEveryKeyspaceAndSequence(t *testing.T) {
	dir := t.TempDir()
	src, err := boltstore.Open(filepath.Join(dir, "a.db"), boltstore.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	big := bytes.Repeat([]byte("x"), 300<<10) // several batches by size
	err = src.Update(func(tx store.Tx) error {
		ventas, _ := tx.CreateBucketIfNotExists([]byte("ventas"))
		for i := range 1500 { // several batches by count
			k := binary.BigEndian.AppendUint64(nil, uint64(i+1))
			if err := ventas.Put(k, []byte{byte(i)}); err != nil {
				return err
			}
		}
		if err := ventas.SetSequence(1500); err != nil {
			return err
		}
		img, _ := tx.CreateBucketIfNotExists([]byte("imagenes"))
		for i := range 5 {
			if err := img.Put([]byte{byte(i)}, big); err != nil {
				return err
			}
		}
		empty, _ := tx.CreateBucketIfNotExists([]byte("vacio"))
		return empty.SetSequence(7)
	})
	if err != nil {
		t.Fatal(err)
	}
	dst, err := boltstore.Open(filepath.Join(dir, "b.db"), boltstore.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer dst.Close()
	n, err := Import(dst, src)
	if err != nil || n != 1505 {
		t.Fatalf("Import = %d, %v; want 1505 keys", n, err)
	}
	err = dst.View(func(tx store.Tx) error {
		v := tx.Bucket([]byte("ventas"))
		if v == nil || v.KeyN() != 1500 || v.Sequence() != 1500 || v.Get(binary.BigEndian.AppendUint64(nil, 1500))[0] != byte(1499%256) {
			t.Fatalf("ventas not copied whole")
		}
		if img := tx.Bucket([]byte("imagenes")); img == nil || !bytes.Equal(img.Get([]byte{4}), big) {
			t.Fatal("imagenes not copied")
		}
		if e := tx.Bucket([]byte("vacio")); e == nil || e.Sequence() != 7 {
			t.Fatal("an empty keyspace lost its sequence")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
