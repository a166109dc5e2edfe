package overlay

import (
	"bytes"
	"sort"

	"sgc/engine/store"
)

// Cursor answers a cursor over the keyspace as the overlay sees it.
func (b *Bucket) Cursor() store.Cursor {
	c := &cursor{b: b}
	if b.base != nil {
		c.base = b.base.Cursor()
	}
	return c
}

// cursor merges the base's cursor with the written keys; a written key
// shadows the base's, a deleted one hides it. It finds each step from the
// key it stands on, so writes made while it walks are seen.
type cursor struct {
	b    *Bucket
	base store.Cursor
	// bk, bv is where the base cursor stands; dir is the way it last moved
	// (+1 forward, -1 back, 0 not yet), so that a step in the same way goes
	// on from there and a turn repositions it with Seek.
	bk, bv []byte
	dir    int
	cur    []byte
}

func (c *cursor) First() ([]byte, []byte) {
	if c.base != nil {
		c.bk, c.bv = c.base.First()
		c.dir = 1
	}
	return c.settle(nil, true, 1)
}

func (c *cursor) Last() ([]byte, []byte) {
	if c.base != nil {
		c.bk, c.bv = c.base.Last()
		c.dir = -1
	}
	return c.settle(nil, true, -1)
}

func (c *cursor) Seek(key []byte) ([]byte, []byte) {
	if c.base != nil {
		c.bk, c.bv = c.base.Seek(key)
		c.dir = 1
	}
	return c.settle(key, true, 1)
}

func (c *cursor) Next() ([]byte, []byte) {
	if c.cur == nil {
		return nil, nil
	}
	c.baseAfter(c.cur)
	return c.settle(c.cur, false, 1)
}

func (c *cursor) Prev() ([]byte, []byte) {
	if c.cur == nil {
		return nil, nil
	}
	c.baseBefore(c.cur)
	return c.settle(c.cur, false, -1)
}

// Delete removes the key under the cursor; the cursor stays on it, so Next
// and Prev go on from there.
func (c *cursor) Delete() error {
	if c.cur == nil {
		return nil
	}
	return c.b.Delete(c.cur)
}

// baseAfter moves the base cursor to the first key after k.
func (c *cursor) baseAfter(k []byte) {
	if c.base == nil {
		return
	}
	if c.dir != 1 {
		c.bk, c.bv = c.base.Seek(k)
		c.dir = 1
	}
	for c.bk != nil && bytes.Compare(c.bk, k) <= 0 {
		c.bk, c.bv = c.base.Next()
	}
}

// baseBefore moves the base cursor to the last key before k.
func (c *cursor) baseBefore(k []byte) {
	if c.base == nil {
		return
	}
	if c.dir != -1 {
		c.bk, c.bv = c.base.Seek(k)
		if c.bk == nil {
			c.bk, c.bv = c.base.Last()
		}
		c.dir = -1
	}
	for c.bk != nil && bytes.Compare(c.bk, k) >= 0 {
		c.bk, c.bv = c.base.Prev()
	}
}

// settle picks the next key in direction dir from the base's position and the
// written keys (from: the bound; inclusive for First, Last and Seek), skipping
// deleted ones, and stands the cursor on it.
func (c *cursor) settle(from []byte, inclusive bool, dir int) ([]byte, []byte) {
	for {
		wk, we := c.written(from, inclusive, dir)
		bk := c.bk
		if c.base == nil || c.b.base == nil {
			bk = nil
		}
		var k []byte
		var v []byte
		var deleted bool
		switch {
		case wk == nil && bk == nil:
			c.cur = nil
			return nil, nil
		case bk == nil || (wk != nil && (bytes.Compare([]byte(*wk), bk)*dir < 0 || *wk == string(bk))):
			k, v, deleted = []byte(*wk), we.val, we.deleted
		default:
			k, v = bk, c.bv
		}
		c.cur = bytes.Clone(k)
		if !deleted {
			return k, v
		}
		// A deleted key: step past it in the same direction.
		from, inclusive = c.cur, false
		if dir > 0 {
			c.baseAfter(c.cur)
		} else {
			c.baseBefore(c.cur)
		}
	}
}

// written answers the first written key from the bound in direction dir.
func (c *cursor) written(from []byte, inclusive bool, dir int) (*string, *entry) {
	keys := c.b.keys()
	var i int
	if dir > 0 {
		if from == nil {
			i = 0
		} else {
			i = sort.SearchStrings(keys, string(from))
			if !inclusive && i < len(keys) && keys[i] == string(from) {
				i++
			}
		}
	} else {
		if from == nil {
			i = len(keys) - 1
		} else {
			i = sort.SearchStrings(keys, string(from))
			if i == len(keys) || keys[i] != string(from) || !inclusive {
				i--
			}
		}
	}
	if i < 0 || i >= len(keys) {
		return nil, nil
	}
	return &keys[i], c.b.writes[keys[i]]
}
