package etcdstore

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"sort"
	"strings"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine/store"
)

// Errors of misuse, worded as bbolt words them.
var (
	ErrTxNotWritable   = errors.New("tx not writable")
	ErrBucketNotFound  = errors.New("bucket not found")
	ErrBucketNameValid = errors.New("bucket name required")
	ErrKeyRequired     = errors.New("key required")
)

// Value tags: the first byte of every stored value.
const (
	tagInline  = 0
	tagChunked = 1
	// flagChunks marks a bucket that holds (or held) chunked values, so
	// commits in other buckets need not look at the values they replace.
	flagChunks = 1
)

// tx is a transaction: reads at rev, plus the writes buffered in buckets.
type tx struct {
	s        *Store
	rev      int64
	writable bool
	buckets  map[string]*bucket
	// staged are the chunk generations written before the commit.
	staged []string
	// records are the feed's records of this commit (Announce), one per
	// member of the group commit that announced one.
	records [][]byte
	// err is the first failed read; the transaction then answers it.
	err error
}

func (s *Store) newTx(rev int64, writable bool) *tx {
	return &tx{s: s, rev: rev, writable: writable, buckets: map[string]*bucket{}}
}

// fail records the first error of a read that cannot return one.
func (t *tx) fail(err error) {
	if t.err == nil {
		t.err = unavailable(err)
	}
}

// get reads one etcd key at the transaction's revision.
func (t *tx) get(key string, opts ...clientv3.OpOption) *clientv3.GetResponse {
	if t.err != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), t.s.opt.Timeout)
	defer cancel()
	opts = append(opts, clientv3.WithRev(t.rev), clientv3.WithSerializable())
	r, err := t.s.cli.Get(ctx, key, opts...)
	if err != nil {
		t.fail(err)
		return nil
	}
	return r
}

func (t *tx) markerKey(name string) string { return t.s.opt.Prefix + "b/" + name }
func (t *tx) dataPrefix(name string) string {
	return t.s.opt.Prefix + "d/" + nameEnd(name)
}
func (t *tx) chunkPrefix(name string) string {
	return t.s.opt.Prefix + "c/" + nameEnd(name)
}

// nameEnd writes a bucket name before its keys: each zero byte as 0x00 0xff
// and the end as 0x00 0x01, so no bucket's prefix is the start of another's.
func nameEnd(name string) string {
	return strings.ReplaceAll(name, "\x00", "\x00\xff") + "\x00\x01"
}

// bucket answers the state of the named bucket, reading its marker once.
func (t *tx) bucket(name string) *bucket {
	if b, ok := t.buckets[name]; ok {
		return b
	}
	b := &bucket{tx: t, name: name, data: t.dataPrefix(name), writes: map[string][]byte{}, base: map[string][]byte{}}
	if r := t.get(t.markerKey(name)); r != nil && len(r.Kvs) == 1 {
		b.exists, b.live = true, true
		b.seq, b.flags = decodeMarker(r.Kvs[0].Value)
	}
	t.buckets[name] = b
	return b
}

func decodeMarker(v []byte) (seq uint64, flags byte) {
	if len(v) >= 8 {
		seq = binary.BigEndian.Uint64(v)
	}
	if len(v) >= 9 {
		flags = v[8]
	}
	return seq, flags
}

func validName(name []byte) bool { return len(name) > 0 }

func (t *tx) Bucket(name []byte) store.Bucket {
	if !validName(name) {
		return nil
	}
	b := t.bucket(string(name))
	if !b.live {
		return nil
	}
	return b
}

func (t *tx) CreateBucketIfNotExists(name []byte) (store.Bucket, error) {
	if !t.writable {
		return nil, ErrTxNotWritable
	}
	if !validName(name) {
		return nil, ErrBucketNameValid
	}
	b := t.bucket(string(name))
	if t.err != nil {
		return nil, t.err
	}
	if !b.live {
		b.live, b.dirty = true, true
	}
	return b, nil
}

func (t *tx) DeleteBucket(name []byte) error {
	if !t.writable {
		return ErrTxNotWritable
	}
	if !validName(name) {
		return ErrBucketNameValid
	}
	b := t.bucket(string(name))
	if t.err != nil {
		return t.err
	}
	if !b.live {
		return ErrBucketNotFound
	}
	b.live, b.hidden, b.dirty = false, true, true
	b.seq = 0
	b.writes, b.keys = map[string][]byte{}, nil
	return nil
}

func (t *tx) ForEach(fn func(name []byte, b store.Bucket) error) error {
	names := map[string]bool{}
	p := t.s.opt.Prefix + "b/"
	if r := t.get(p, clientv3.WithPrefix(), clientv3.WithKeysOnly()); r != nil {
		for _, kv := range r.Kvs {
			names[string(kv.Key[len(p):])] = true
		}
	}
	if t.err != nil {
		return t.err
	}
	for name := range t.buckets {
		names[name] = true
	}
	sorted := make([]string, 0, len(names))
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	for _, n := range sorted {
		b := t.bucket(n)
		if !b.live {
			continue
		}
		if err := fn([]byte(n), b); err != nil {
			return err
		}
	}
	return t.err
}

func (t *tx) Writable() bool { return t.writable }

// decode answers the value stored under an etcd key: inline, or joined from
// its chunks.
func (t *tx) decode(name string, raw []byte) []byte {
	if len(raw) == 0 {
		return []byte{}
	}
	if raw[0] == tagInline {
		return raw[1:]
	}
	gen, size, n := decodeChunked(raw)
	out := make([]byte, 0, size)
	r := t.get(t.chunkPrefix(name)+gen, clientv3.WithPrefix())
	if r == nil {
		return nil
	}
	if len(r.Kvs) != n {
		t.fail(errors.New("faltan partes de un valor grande"))
		return nil
	}
	for _, kv := range r.Kvs {
		out = append(out, kv.Value...)
	}
	return out
}

// A chunked value's header: tag, generation (8 bytes), size (8), chunks (4).
func encodeChunked(gen string, size, n int) []byte {
	h := make([]byte, 21)
	h[0] = tagChunked
	copy(h[1:9], gen)
	binary.BigEndian.PutUint64(h[9:17], uint64(size))
	binary.BigEndian.PutUint32(h[17:21], uint32(n))
	return h
}

func decodeChunked(raw []byte) (gen string, size, n int) {
	if len(raw) < 21 {
		return "", 0, -1
	}
	return string(raw[1:9]), int(binary.BigEndian.Uint64(raw[9:17])), int(binary.BigEndian.Uint32(raw[17:21]))
}

// stage writes a large value's chunks under a new generation, before the
// commit, and answers the header the commit stores.
func (t *tx) stage(name string, v []byte) ([]byte, error) {
	var g [8]byte
	if _, err := rand.Read(g[:]); err != nil {
		return nil, err
	}
	gen := string(g[:])
	t.staged = append(t.staged, t.chunkPrefix(name)+gen)
	n := (len(v) + ChunkBytes - 1) / ChunkBytes
	for i := 0; i < n; i++ {
		part := v[i*ChunkBytes : min((i+1)*ChunkBytes, len(v))]
		var idx [4]byte
		binary.BigEndian.PutUint32(idx[:], uint32(i))
		ctx, cancel := t.s.writeCtx()
		_, err := t.s.cli.Put(ctx, t.chunkPrefix(name)+gen+string(idx[:]), string(part))
		cancel()
		if err != nil {
			return nil, unavailable(err)
		}
	}
	return encodeChunked(gen, len(v), n), nil
}

// dropStaged deletes the chunks of a commit that did not happen (best
// effort: an orphan chunk costs space, never correctness).
func (t *tx) dropStaged() {
	for _, p := range t.staged {
		ctx, cancel := t.s.writeCtx()
		t.s.cli.Delete(ctx, p, clientv3.WithPrefix())
		cancel()
	}
	t.staged = nil
}

// commitOps answers the operations of the commit Txn. etcd refuses a Txn
// whose puts fall inside one of its delete ranges, so a deleted bucket's
// keys are deleted one by one.
func (t *tx) commitOps(lease clientv3.LeaseID) ([]clientv3.Op, error) {
	names := make([]string, 0, len(t.buckets))
	for n := range t.buckets {
		names = append(names, n)
	}
	sort.Strings(names)
	var ops []clientv3.Op
	for _, n := range names {
		b := t.buckets[n]
		if b.hidden && b.exists {
			// Everything the bucket held before this transaction goes,
			// except what the transaction writes anew.
			c := &cursor{b: b, deleted: true}
			for k, raw, ok := c.baseRaw(""); ok; k, raw, ok = c.baseRaw(k + "\x00") {
				if len(raw) > 0 && raw[0] == tagChunked {
					gen, _, _ := decodeChunked(raw)
					ops = append(ops, clientv3.OpDelete(t.chunkPrefix(n)+gen, clientv3.WithPrefix()))
				}
				if _, ok := b.writes[k]; !ok {
					ops = append(ops, clientv3.OpDelete(b.data+k))
				}
			}
			if t.err != nil {
				return nil, t.err
			}
		}
		flags := b.flags
		for _, k := range b.keys {
			v := b.writes[k]
			if b.flags&flagChunks != 0 && !b.hidden {
				if r := t.get(b.data + k); r != nil && len(r.Kvs) == 1 && len(r.Kvs[0].Value) > 0 && r.Kvs[0].Value[0] == tagChunked {
					gen, _, _ := decodeChunked(r.Kvs[0].Value)
					ops = append(ops, clientv3.OpDelete(t.chunkPrefix(n)+gen, clientv3.WithPrefix()))
				}
				if t.err != nil {
					return nil, t.err
				}
			}
			switch {
			case v == nil:
				ops = append(ops, clientv3.OpDelete(b.data+k))
			case len(v) > ChunkBytes:
				h, err := t.stage(n, v)
				if err != nil {
					return nil, err
				}
				flags |= flagChunks
				ops = append(ops, clientv3.OpPut(b.data+k, string(h)))
			default:
				ops = append(ops, clientv3.OpPut(b.data+k, string(append([]byte{tagInline}, v...))))
			}
		}
		switch {
		case !b.live && b.exists:
			ops = append(ops, clientv3.OpDelete(t.markerKey(n)))
		case b.live && (b.dirty || flags != b.flags):
			m := make([]byte, 9)
			binary.BigEndian.PutUint64(m, b.seq)
			m[8] = flags
			ops = append(ops, clientv3.OpPut(t.markerKey(n), string(m)))
		}
	}
	if op, ok := t.outboxOp(lease); ok {
		ops = append(ops, op)
	}
	return ops, nil
}
