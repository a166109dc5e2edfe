package boltstore

import (
	"bytes"
	"encoding/binary"

	bolt "go.etcd.io/bbolt"

	"sgc/engine/store"
)

// A read transaction that begins while a large write is under way (its
// undo keyspace exists, undo.go) reads the state before that write: a
// key with an undo entry reads as the entry says, keyspaces the write
// created do not exist, and sequences read as they were. Readers are rare
// then (one import), so a cursor finds each step afresh in both keyspaces.

// beforeBucket is a keyspace as it was before the large write under way.
type beforeBucket struct {
	b, undo *bolt.Bucket
	name    []byte
	prefix  []byte // of the keyspace's undo entries
}

func newBeforeBucket(b, undo *bolt.Bucket, name []byte) *beforeBucket {
	return &beforeBucket{b: b, undo: undo, name: name, prefix: undoPrefix(name)}
}

func (bb *beforeBucket) Get(k []byte) []byte {
	if before := bb.undo.Get(append(bb.prefix[:len(bb.prefix):len(bb.prefix)], k...)); before != nil {
		return savedValue(before)
	}
	return bb.b.Get(k)
}

// savedValue is the value an undo entry saved, nil for an absent key.
func savedValue(before []byte) []byte {
	if before[0] == absent {
		return nil
	}
	return before[1:]
}

// The writes of a read transaction fail as bbolt's do.
func (bb *beforeBucket) Put(k, v []byte) error         { return bb.b.Put(k, v) }
func (bb *beforeBucket) Delete(k []byte) error         { return bb.b.Delete(k) }
func (bb *beforeBucket) NextSequence() (uint64, error) { return bb.b.NextSequence() }
func (bb *beforeBucket) SetSequence(v uint64) error    { return bb.b.SetSequence(v) }

func (bb *beforeBucket) Sequence() uint64 {
	if v := bb.undo.Get(sequenceKey(bb.name)); v != nil {
		return binary.BigEndian.Uint64(v)
	}
	return bb.b.Sequence()
}

func (bb *beforeBucket) Cursor() store.Cursor {
	return &beforeCursor{bb: bb, base: bb.b.Cursor(), saved: bb.undo.Cursor()}
}

func (bb *beforeBucket) ForEach(fn func(k, v []byte) error) error {
	c := bb.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return nil
}

func (bb *beforeBucket) KeyN() int { return count(bb.Cursor()) }

// beforeCursor merges the keyspace's keys with its undo entries: an entry
// stands for its key, and an entry of an absent key hides it.
type beforeCursor struct {
	bb          *beforeBucket
	base, saved *bolt.Cursor
	cur         []byte // the key stood on, nil past either end
}

func (c *beforeCursor) First() ([]byte, []byte)          { return c.settle(nil, true, 1) }
func (c *beforeCursor) Last() ([]byte, []byte)           { return c.settle(nil, true, -1) }
func (c *beforeCursor) Seek(key []byte) ([]byte, []byte) { return c.settle(key, true, 1) }

func (c *beforeCursor) Next() ([]byte, []byte) {
	if c.cur == nil {
		return nil, nil
	}
	return c.settle(c.cur, false, 1)
}

func (c *beforeCursor) Prev() ([]byte, []byte) {
	if c.cur == nil {
		return nil, nil
	}
	return c.settle(c.cur, false, -1)
}

func (c *beforeCursor) Delete() error { return bolt.ErrTxNotWritable }

// settle stands on the first key from from in direction dir (from itself
// when inclusive; nil from is the start or the end).
func (c *beforeCursor) settle(from []byte, inclusive bool, dir int) ([]byte, []byte) {
	for {
		bk, bv := near(c.base, from, inclusive, dir)
		sk, sv := c.savedNear(from, inclusive, dir)
		switch {
		case bk == nil && sk == nil:
			c.cur = nil
			return nil, nil
		case sk == nil || (bk != nil && bytes.Compare(bk, sk)*dir < 0):
			c.cur = bytes.Clone(bk)
			return bk, bv
		case sv[0] == present:
			c.cur = bytes.Clone(sk)
			return sk, sv[1:]
		}
		from, inclusive = sk, false // absent before the write: step over it
	}
}

// savedNear is near over the keyspace's undo entries, answering the key
// without the prefix.
func (c *beforeCursor) savedNear(from []byte, inclusive bool, dir int) ([]byte, []byte) {
	p := c.bb.prefix
	bound := append(p[:len(p):len(p)], from...)
	if from == nil {
		if dir > 0 {
			inclusive = true
		} else {
			bound, inclusive = after(p), false
		}
	}
	var k, v []byte
	if bound == nil { // no key follows the prefix's range
		k, v = c.saved.Last()
	} else {
		k, v = near(c.saved, bound, inclusive, dir)
	}
	if k == nil || !bytes.HasPrefix(k, p) {
		return nil, nil
	}
	return k[len(p):], v
}

// near moves c to the first key after from (dir > 0) or before it (dir <
// 0), or to from itself when inclusive and present; a nil from is the
// start or the end.
func near(c *bolt.Cursor, from []byte, inclusive bool, dir int) (k, v []byte) {
	if dir > 0 {
		if from == nil {
			return c.First()
		}
		k, v = c.Seek(from)
		if !inclusive && k != nil && bytes.Equal(k, from) {
			k, v = c.Next()
		}
		return k, v
	}
	if from == nil {
		return c.Last()
	}
	if k, v = c.Seek(from); k == nil {
		k, v = c.Last()
	}
	for k != nil {
		if cmp := bytes.Compare(k, from); cmp < 0 || (cmp == 0 && inclusive) {
			break
		}
		k, v = c.Prev()
	}
	return k, v
}

// after is the least key above every key that begins with p, nil when
// there is none.
func after(p []byte) []byte {
	q := bytes.Clone(p)
	for i := len(q) - 1; i >= 0; i-- {
		if q[i] < 0xff {
			q[i]++
			return q[:i+1]
		}
	}
	return nil
}
