package etcdstore

import (
	"encoding/binary"
	"errors"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// The journal of a large commit (bigcommit.go): its operations cut into
// parts that each fit one Txn, each part encoded as one value.

// splitOps cuts ops, in order, into parts of at most importBatchOps
// operations and about importBatchBytes.
func splitOps(ops []clientv3.Op) [][]clientv3.Op {
	var parts [][]clientv3.Op
	start, size := 0, 0
	for i, op := range ops {
		size += len(op.KeyBytes()) + len(op.ValueBytes()) + len(op.RangeBytes()) + 16
		if i+1-start >= importBatchOps || size >= importBatchBytes || i == len(ops)-1 {
			parts = append(parts, ops[start:i+1])
			start, size = i+1, 0
		}
	}
	return parts
}

// Journal encoding of one operation: 'p' key value, or 'd' key end (the end
// of a range, empty for one key); each byte string after its length.
func encodeOps(ops []clientv3.Op) []byte {
	var b []byte
	for _, op := range ops {
		kind, v := byte('p'), op.ValueBytes()
		if op.IsDelete() {
			kind, v = 'd', op.RangeBytes()
		}
		b = append(b, kind)
		b = binary.AppendUvarint(b, uint64(len(op.KeyBytes())))
		b = append(b, op.KeyBytes()...)
		b = binary.AppendUvarint(b, uint64(len(v)))
		b = append(b, v...)
	}
	return b
}

var errJournal = errors.New("etcdstore: a part of a large commit does not decode")

func decodeOps(b []byte) ([]clientv3.Op, error) {
	var ops []clientv3.Op
	next := func() (string, bool) {
		n, w := binary.Uvarint(b)
		if w <= 0 || uint64(len(b)-w) < n {
			return "", false
		}
		s := string(b[w : w+int(n)])
		b = b[w+int(n):]
		return s, true
	}
	for len(b) > 0 {
		kind := b[0]
		b = b[1:]
		k, ok1 := next()
		v, ok2 := next()
		switch {
		case !ok1 || !ok2:
			return nil, errJournal
		case kind == 'p':
			ops = append(ops, clientv3.OpPut(k, v))
		case kind == 'd' && v == "":
			ops = append(ops, clientv3.OpDelete(k))
		case kind == 'd':
			ops = append(ops, clientv3.OpDelete(k, clientv3.WithRange(v)))
		default:
			return nil, errJournal
		}
	}
	return ops, nil
}
