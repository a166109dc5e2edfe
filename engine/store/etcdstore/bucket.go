package etcdstore

import (
	"sort"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
)

// bucket is one keyspace in a transaction: what etcd held at the
// transaction's revision, under the writes the transaction buffered.
type bucket struct {
	tx   *tx
	name string
	data string // etcd prefix of the values
	// exists: the marker was there at the revision; live: the bucket exists
	// now; hidden: deleted in this transaction, so etcd's keys no longer show.
	exists, live, hidden bool
	seq                  uint64
	flags                byte
	dirty                bool // the marker must be written
	// writes are the buffered values (nil: deleted) and keys their sorted keys.
	writes map[string][]byte
	keys   []string
	// base remembers the values read from etcd in this transaction.
	base map[string][]byte
}

var _ store.Bucket = (*bucket)(nil)

// baseGet reads key as etcd held it at the transaction's revision.
func (b *bucket) baseGet(k string) []byte {
	if b.hidden || !b.exists {
		return nil
	}
	if v, ok := b.base[k]; ok {
		return v
	}
	var v []byte
	if r := b.tx.get(b.data + k); r != nil && len(r.Kvs) == 1 {
		v = b.tx.decode(b.name, r.Kvs[0].Value)
	}
	b.base[k] = v
	return v
}

func (b *bucket) Get(key []byte) []byte {
	k := string(key)
	if v, ok := b.writes[k]; ok {
		return v
	}
	return b.baseGet(k)
}

// write buffers v (nil: a deletion) under k.
func (b *bucket) write(k string, v []byte) {
	if _, ok := b.writes[k]; !ok {
		i := sort.SearchStrings(b.keys, k)
		b.keys = append(b.keys, "")
		copy(b.keys[i+1:], b.keys[i:])
		b.keys[i] = k
	}
	b.writes[k] = v
}

func (b *bucket) Put(key, value []byte) error {
	if !b.tx.writable {
		return ErrTxNotWritable
	}
	if len(key) == 0 {
		return ErrKeyRequired
	}
	b.write(string(key), append([]byte{}, value...))
	return nil
}

func (b *bucket) Delete(key []byte) error {
	if !b.tx.writable {
		return ErrTxNotWritable
	}
	k := string(key)
	if _, ok := b.writes[k]; !ok && b.baseGet(k) == nil {
		return b.tx.err
	}
	b.write(k, nil)
	return nil
}

func (b *bucket) Cursor() store.Cursor { return &cursor{b: b} }

func (b *bucket) ForEach(fn func(k, v []byte) error) error {
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return b.tx.err
}

func (b *bucket) NextSequence() (uint64, error) {
	if !b.tx.writable {
		return 0, ErrTxNotWritable
	}
	b.seq++
	b.dirty = true
	return b.seq, nil
}

func (b *bucket) Sequence() uint64 { return b.seq }

func (b *bucket) SetSequence(v uint64) error {
	if !b.tx.writable {
		return ErrTxNotWritable
	}
	b.seq, b.dirty = v, true
	return nil
}

func (b *bucket) KeyN() int {
	n := 0
	if b.exists && !b.hidden {
		r := b.tx.get(b.data, clientv3.WithPrefix(), clientv3.WithCountOnly())
		if r == nil {
			return 0
		}
		n = int(r.Count)
	}
	for _, k := range b.keys {
		inBase := b.baseGet(k) != nil
		switch put := b.writes[k] != nil; {
		case put && !inBase:
			n++
		case !put && inBase:
			n--
		}
	}
	return n
}
