package etcdstore

import (
	"sort"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
)

// Cursor pages: the first read of a walk is small (most walks read a few
// keys after a Seek), later ones double up to pageMax.
const (
	pageMin = 16
	pageMax = 1024
)

// cursor walks the merge of etcd's keys at the transaction's revision and
// the transaction's buffered writes. It is positioned by key, so writes made
// between its moves are seen by the next move.
type cursor struct {
	b   *bucket
	cur string
	on  bool // positioned on cur
	// past: a Seek found nothing; as in bbolt, Prev then answers the last key.
	past bool
	// deleted: walk etcd's keys of a bucket this transaction deleted (the
	// commit deletes them one by one).
	deleted bool
	pg      page
	n       int // size of the next page
}

// page is a window of etcd's keys: every key in [lo, hi) (hi unbounded when
// toEnd), in ascending order, with the raw stored values.
type page struct {
	valid bool
	lo    string
	hi    string
	toEnd bool
	keys  []string
	raws  [][]byte
}

var _ store.Cursor = (*cursor)(nil)

func (p *page) covers(k string) bool {
	return p.valid && p.lo <= k && (p.toEnd || k < p.hi)
}

func (c *cursor) size() int {
	if c.n == 0 {
		c.n = pageMin
	}
	n := c.n
	c.n = min(2*c.n, pageMax)
	return n
}

func (c *cursor) baseEmpty() bool { return !c.b.exists || c.b.hidden && !c.deleted }

// baseRaw answers etcd's first key at or after k with its raw value.
func (c *cursor) baseRaw(k string) (string, []byte, bool) {
	if c.baseEmpty() {
		return "", nil, false
	}
	for {
		if c.pg.covers(k) {
			i := sort.SearchStrings(c.pg.keys, k)
			if i < len(c.pg.keys) {
				return c.pg.keys[i], c.pg.raws[i], true
			}
			if c.pg.toEnd {
				return "", nil, false
			}
			k = c.pg.hi
		}
		t := c.b.tx
		n := c.size()
		r := t.get(c.b.data+k, clientv3.WithRange(clientv3.GetPrefixRangeEnd(c.b.data)), clientv3.WithLimit(int64(n)))
		if r == nil {
			return "", nil, false
		}
		c.pg = page{valid: true, lo: k, toEnd: !r.More}
		c.fill(r)
		if !c.pg.toEnd {
			c.pg.hi = c.pg.keys[len(c.pg.keys)-1] + "\x00"
		}
	}
}

// baseBefore answers etcd's last key before k (before the end when end).
func (c *cursor) baseBefore(k string, end bool) (string, []byte, bool) {
	if c.baseEmpty() {
		return "", nil, false
	}
	for {
		if c.pg.valid && (end && c.pg.toEnd || !end && c.pg.lo < k && (c.pg.toEnd || k <= c.pg.hi)) {
			i := len(c.pg.keys)
			if !end {
				i = sort.SearchStrings(c.pg.keys, k)
			}
			if i > 0 {
				return c.pg.keys[i-1], c.pg.raws[i-1], true
			}
			if c.pg.lo == "" {
				return "", nil, false
			}
			k, end = c.pg.lo, false
		}
		t := c.b.tx
		rangeEnd := clientv3.GetPrefixRangeEnd(c.b.data)
		if !end {
			rangeEnd = c.b.data + k
		}
		n := c.size()
		r := t.get(c.b.data, clientv3.WithRange(rangeEnd), clientv3.WithLimit(int64(n)),
			clientv3.WithSort(clientv3.SortByKey, clientv3.SortDescend))
		if r == nil {
			return "", nil, false
		}
		// Reverse into ascending order.
		for i, j := 0, len(r.Kvs)-1; i < j; i, j = i+1, j-1 {
			r.Kvs[i], r.Kvs[j] = r.Kvs[j], r.Kvs[i]
		}
		c.pg = page{valid: true, toEnd: end, hi: k}
		c.fill(r)
		if r.More {
			c.pg.lo = c.pg.keys[0]
		}
	}
}

func (c *cursor) fill(r *clientv3.GetResponse) {
	for _, kv := range r.Kvs {
		c.pg.keys = append(c.pg.keys, string(kv.Key[len(c.b.data):]))
		c.pg.raws = append(c.pg.raws, kv.Value)
	}
}

// ge answers the first visible key at or after k.
func (c *cursor) ge(k string) (string, []byte, bool) {
	bk, braw, bok := c.baseRaw(k)
	for bok {
		if _, shadowed := c.b.writes[bk]; !shadowed {
			break
		}
		bk, braw, bok = c.baseRaw(bk + "\x00")
	}
	keys := c.b.keys
	i := sort.SearchStrings(keys, k)
	for i < len(keys) && c.b.writes[keys[i]] == nil {
		i++
	}
	if i < len(keys) && (!bok || keys[i] <= bk) {
		return keys[i], c.b.writes[keys[i]], true
	}
	if !bok {
		return "", nil, false
	}
	return bk, c.b.tx.decode(c.b.name, braw), true
}

// lt answers the last visible key before k (before the end when end).
func (c *cursor) lt(k string, end bool) (string, []byte, bool) {
	bk, braw, bok := c.baseBefore(k, end)
	for bok {
		if _, shadowed := c.b.writes[bk]; !shadowed {
			break
		}
		bk, braw, bok = c.baseBefore(bk, false)
	}
	keys := c.b.keys
	i := len(keys)
	if !end {
		i = sort.SearchStrings(keys, k)
	}
	i--
	for i >= 0 && c.b.writes[keys[i]] == nil {
		i--
	}
	if i >= 0 && (!bok || keys[i] >= bk) {
		return keys[i], c.b.writes[keys[i]], true
	}
	if !bok {
		return "", nil, false
	}
	return bk, c.b.tx.decode(c.b.name, braw), true
}

// move positions the cursor on what a move answered.
func (c *cursor) move(k string, v []byte, ok bool) ([]byte, []byte) {
	c.cur, c.on, c.past = k, ok, false
	if !ok || c.b.tx.err != nil {
		c.on = false
		return nil, nil
	}
	return []byte(k), v
}

func (c *cursor) First() ([]byte, []byte) { return c.move(c.ge("")) }

func (c *cursor) Last() ([]byte, []byte) { return c.move(c.lt("", true)) }

func (c *cursor) Seek(key []byte) ([]byte, []byte) {
	k, v := c.move(c.ge(string(key)))
	c.past = k == nil && c.b.tx.err == nil
	return k, v
}

// Next and Prev past an end answer nil and, as bbolt does, stay on the
// last key they were on.
func (c *cursor) Next() ([]byte, []byte) {
	if !c.on {
		return nil, nil
	}
	return c.step(c.ge(c.cur + "\x00"))
}

func (c *cursor) Prev() ([]byte, []byte) {
	if c.past {
		return c.Last()
	}
	if !c.on {
		return nil, nil
	}
	return c.step(c.lt(c.cur, false))
}

func (c *cursor) step(k string, v []byte, ok bool) ([]byte, []byte) {
	if !ok {
		return nil, nil
	}
	return c.move(k, v, ok)
}

func (c *cursor) Delete() error {
	if !c.on {
		return nil
	}
	return c.b.Delete([]byte(c.cur))
}
