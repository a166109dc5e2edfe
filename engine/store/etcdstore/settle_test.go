package etcdstore_test

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// lossyKV loses the answer of the next Txn: after applying it (applied),
// or before sending it (dropped), as a leader dying under a commit would.
type lossyKV struct {
	clientv3.KV
	next atomic.Value // "applied", "dropped" or ""
}

type lossyTxn struct {
	kv   *lossyKV
	ctx  context.Context
	cmps []clientv3.Cmp
	then []clientv3.Op
	els  []clientv3.Op
}

func (k *lossyKV) Txn(ctx context.Context) clientv3.Txn { return &lossyTxn{kv: k, ctx: ctx} }

func (t *lossyTxn) If(c ...clientv3.Cmp) clientv3.Txn  { t.cmps = c; return t }
func (t *lossyTxn) Then(o ...clientv3.Op) clientv3.Txn { t.then = o; return t }
func (t *lossyTxn) Else(o ...clientv3.Op) clientv3.Txn { t.els = o; return t }

var errLost = errors.New("the leader changed: answer lost")

func (t *lossyTxn) Commit() (*clientv3.TxnResponse, error) {
	how, _ := t.kv.next.Swap("").(string)
	if how == "dropped" {
		return nil, errLost
	}
	resp, err := t.kv.KV.Txn(t.ctx).If(t.cmps...).Then(t.then...).Else(t.els...).Commit()
	if how == "applied" && err == nil {
		return nil, errLost
	}
	return resp, err
}

// TestLostAnswerSettled: a commit whose answer is lost is settled while
// the member reaches the majority: applied, the writer is told it
// succeeded (a retry would sell twice); never applied, it runs once more
// and succeeds, written once.
func TestLostAnswerSettled(t *testing.T) {
	m := etcdtest.Start(t)
	kv := &lossyKV{KV: m.Client.KV}
	cli := clientv3.NewCtxClient(context.Background())
	cli.KV, cli.Lease, cli.Watcher, cli.Cluster, cli.Maintenance = kv, m.Client.Lease, m.Client.Watcher, m.Client.Cluster, m.Client.Maintenance
	s := open(t, cli)
	for _, c := range []struct {
		how  string
		runs int
	}{{"applied", 1}, {"dropped", 2}} {
		runs := 0
		err := s.Update(func(tx store.Tx) error {
			b, err := tx.CreateBucketIfNotExists([]byte("ventas"))
			if err != nil {
				return err
			}
			if runs++; runs == 1 {
				kv.next.Store(c.how) // the next Txn is the commit
			}
			n, err := b.NextSequence()
			if err != nil {
				return err
			}
			return b.Put([]byte(c.how), []byte(fmt.Sprint(n)))
		})
		if err != nil || runs != c.runs {
			t.Errorf("%s, answer lost: %v after %d runs; want success after %d", c.how, err, runs, c.runs)
		}
		s.View(func(tx store.Tx) error {
			if tx.Bucket([]byte("ventas")).Get([]byte(c.how)) == nil {
				t.Errorf("%s: the write is missing", c.how)
			}
			return nil
		})
	}
	// The lock is free again: another store writes at once.
	other, err := etcdstore.New(m.Client, etcdstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if err := other.Update(func(tx store.Tx) error { return tx.Bucket([]byte("ventas")).Put([]byte("after"), []byte("1")) }); err != nil {
		t.Fatal(err)
	}
}
