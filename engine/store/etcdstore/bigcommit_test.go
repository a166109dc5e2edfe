package etcdstore_test

import (
	"context"
	"encoding/binary"
	"fmt"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// TestLargeCommit writes 40,000 keys in one Update, more than one Txn takes:
// they land whole, a reader polling meanwhile sees none or all of them, and
// nothing is left under p/.
func TestLargeCommit(t *testing.T) {
	m := etcdtest.Start(t)
	s := open(t, m.Client)
	const n = 40000
	// The bucket exists before, so that its keys, not its marker, tell.
	err := s.Update(func(tx store.Tx) error {
		_, err := tx.CreateBucketIfNotExists([]byte("big"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	stop, polled := make(chan struct{}), make(chan error, 1)
	go func() {
		for reads := 0; ; reads++ {
			select {
			case <-stop:
				if reads == 0 {
					polled <- fmt.Errorf("no read ran")
				}
				polled <- nil
				return
			default:
			}
			err := s.View(func(tx store.Tx) error {
				if k := tx.Bucket([]byte("big")).KeyN(); k != 0 && k != n {
					return fmt.Errorf("a reader saw %d of %d keys", k, n)
				}
				return nil
			})
			if err != nil {
				polled <- err
				return
			}
		}
	}()
	err = s.Update(func(tx store.Tx) error {
		b := tx.Bucket([]byte("big"))
		for i := range n {
			if err := b.Put(binary.BigEndian.AppendUint64(nil, uint64(i)), []byte("valor")); err != nil {
				return err
			}
		}
		return nil
	})
	close(stop)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-polled; err != nil {
		t.Fatal(err)
	}
	err = s.View(func(tx store.Tx) error {
		if got := tx.Bucket([]byte("big")).KeyN(); got != n {
			return fmt.Errorf("%d of %d keys", got, n)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	wantNoPending(t, m.Client)
}

// TestLargeCommitFinishedAtStart leaves what a crash leaves, and opens the
// store: a journal without its marker is dropped and changes nothing; a
// decided commit (marker written, parts not applied) is applied whole.
func TestLargeCommitFinishedAtStart(t *testing.T) {
	m := etcdtest.Start(t)
	ctx := context.Background()
	bucket := make([]byte, 9) // sequence 0, no flags
	// One journal part (bigcommit.go's format: 'p', then the key and the
	// value each after its length) creating bucket x with k = v.
	var part []byte
	for _, kv := range [][2]string{{"sgc/b/x", string(bucket)}, {"sgc/d/x\x00\x01k", "\x00v"}} {
		part = append(part, 'p')
		part = binary.AppendUvarint(part, uint64(len(kv[0])))
		part = append(part, kv[0]...)
		part = binary.AppendUvarint(part, uint64(len(kv[1])))
		part = append(part, kv[1]...)
	}
	if _, err := m.Client.Put(ctx, "sgc/p/j/\x00\x00\x00\x00", string(part)); err != nil {
		t.Fatal(err)
	}
	first, err := etcdstore.New(m.Client, etcdstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantNoPending(t, m.Client)
	first.View(func(tx store.Tx) error {
		if tx.Bucket([]byte("x")) != nil {
			t.Fatal("a journal without its marker was applied")
		}
		return nil
	})
	first.Close()

	if _, err := m.Client.Txn(ctx).Then(
		clientv3.OpPut("sgc/p/j/\x00\x00\x00\x00", string(part)),
		clientv3.OpPut("sgc/p/m", string(binary.BigEndian.AppendUint32(nil, 1))),
	).Commit(); err != nil {
		t.Fatal(err)
	}
	s := open(t, m.Client)
	wantNoPending(t, m.Client)
	s.View(func(tx store.Tx) error {
		if b := tx.Bucket([]byte("x")); b == nil || string(b.Get([]byte("k"))) != "v" {
			t.Fatal("a decided commit was not finished")
		}
		return nil
	})
}

// wantNoPending fails when keys of a large commit are left under p/.
func wantNoPending(t *testing.T, cli *clientv3.Client) {
	t.Helper()
	r, err := cli.Get(context.Background(), "sgc/p/", clientv3.WithPrefix(), clientv3.WithCountOnly())
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 0 {
		t.Fatalf("%d keys left under p/", r.Count)
	}
}
