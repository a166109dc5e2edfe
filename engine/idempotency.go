package engine

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"
)

// A call that creates a document or moves money or stock may carry an
// Idempotency-Key: its answer can be lost (a timeout, a 503 during a leader
// change, a dropped connection) after the document was committed, and the
// cashier must be able to press again without selling twice. The key, the
// hash of the request and the command's result are written in the document's
// own transaction, so they hold through kill -9 and on every member of a
// cluster; a second call with the key and the same request writes nothing and
// gets the first result back, from which the API renders the first answer.

// IdempotencyTTL is how long a key is remembered; older ones are purged.
const IdempotencyTTL = 7 * 24 * time.Hour

// IdempotencyPurgeEvery is how often a running server purges old keys.
const IdempotencyPurgeEvery = time.Hour

// ErrKeyReused refuses a key that comes back with another request; the API
// answers it with 422 and this text as a sentence.
var ErrKeyReused = errors.New("la clave de idempotencia ya se usó con otros datos")

var (
	bktIdem     = []byte("idempotencia")
	bktIdemDays = []byte("idempotencia_por_fecha")
)

var idemBuckets = [][]byte{bktIdem, bktIdemDays}

// Idempotency is the key of one call and the hash of its request (method,
// path, actor and body), carried by the call's Actor into the command.
type Idempotency struct {
	Key  string
	Hash [32]byte
	// used and replayed are set by the command, read by the caller after it
	// returns.
	used, replayed bool
}

// Used reports whether a command took the key (a call that names a key on a
// route that writes no document leaves it unused).
func (k *Idempotency) Used() bool { return k.used }

// Replayed reports whether the command answered a result recorded earlier
// instead of writing.
func (k *Idempotency) Replayed() bool { return k.replayed }

// WithIdempotency answers the actor carrying the call's key.
func (a Actor) WithIdempotency(k *Idempotency) Actor {
	a.idem = k
	return a
}

// idemRecord is what a key remembers.
type idemRecord struct {
	Hash      string          `json:"hash"`
	Resultado json.RawMessage `json:"resultado"`
	Fecha     time.Time       `json:"fecha"`
}

func idemKey(user uint64, key string) []byte { return append(itob(user), key...) }

// Recorded reports whether the actor's key is already recorded (a retry, or
// the key reused with other data): the API then skips what it would look up
// before the command, since the command answers from the record (the first
// result or ErrKeyReused) without looking either.
func (e *Engine) Recorded(actor Actor) bool {
	k := actor.idem
	if k == nil {
		return false
	}
	var found bool
	_ = e.view(func(tx ReadTx) error {
		var r idemRecord
		ok, err := getJSON(tx.Bucket(bktIdem), idemKey(actor.UserID, k.Key), &r)
		found = ok && err == nil && e.Now().Sub(r.Fecha) < IdempotencyTTL
		return nil
	})
	return found
}

// updateIdempotent is update for a command that creates a document or moves
// money or stock: with the actor's key, fn runs only when the key is new, and
// *out (the command's result, JSON) is recorded under the key in fn's own
// transaction; a key already recorded with the same request fills *out from
// the record and writes nothing, and with another request answers
// ErrKeyReused. out may be nil for a command that answers nothing.
func (e *Engine) updateIdempotent(actor Actor, out any, fn func(tx *Tx) error) error {
	k := actor.idem
	if k == nil {
		return e.update(fn)
	}
	k.used = true
	// A retry whose first call committed is answered from a read: it takes
	// no write lock, and works on a cluster member that lost the majority.
	var done bool
	if err := e.view(func(tx ReadTx) error {
		var err error
		done, err = k.replay(tx, actor.UserID, e.Now(), out)
		return err
	}); err != nil || done {
		return err
	}
	// Two calls with one key may both get here: the store's transactions are
	// serializable, so the second sees the first's record and replays it.
	return e.update(func(tx *Tx) error {
		done, err := k.replay(tx.Tx, actor.UserID, tx.now, out)
		if err != nil || done {
			return err
		}
		if err := fn(tx); err != nil {
			return err
		}
		return k.record(tx, actor.UserID, out)
	})
}

// replay looks the key up: done when it holds this request's result (then in
// *out), ErrKeyReused when it holds another request's. A key older than
// IdempotencyTTL that the purge has not yet removed counts as new.
func (k *Idempotency) replay(tx ReadTx, user uint64, now time.Time, out any) (done bool, err error) {
	k.replayed = false
	var r idemRecord
	ok, err := getJSON(tx.Bucket(bktIdem), idemKey(user, k.Key), &r)
	if err != nil || !ok || now.Sub(r.Fecha) >= IdempotencyTTL {
		return false, err
	}
	if r.Hash != hex.EncodeToString(k.Hash[:]) {
		return false, ErrKeyReused
	}
	if out != nil {
		if err := jsonUnmarshal(r.Resultado, out); err != nil {
			return false, err
		}
	}
	k.replayed = true
	return true, nil
}

// record writes the key with out, replacing an expired record of the key.
func (k *Idempotency) record(tx *Tx, user uint64, out any) error {
	res, err := json.Marshal(out)
	if err != nil {
		return err
	}
	b, days := tx.Bucket(bktIdem), tx.Bucket(bktIdemDays)
	id := idemKey(user, k.Key)
	var old idemRecord
	if ok, err := getJSON(b, id, &old); err != nil {
		return err
	} else if ok {
		if err := days.Delete(append(itob(uint64(old.Fecha.UnixNano())), id...)); err != nil {
			return err
		}
	}
	now := tx.now.UTC()
	if err := days.Put(append(itob(uint64(now.UnixNano())), id...), []byte{}); err != nil {
		return err
	}
	return putJSON(b, id, idemRecord{Hash: hex.EncodeToString(k.Hash[:]), Resultado: res, Fecha: now})
}

// idemPurgeBatch bounds the keys one purge transaction deletes, well inside
// the operations a cluster's transaction takes.
const idemPurgeBatch = 1000

// PurgeIdempotency deletes the keys older than IdempotencyTTL, oldest first
// through their date index, in transactions of at most idemPurgeBatch keys,
// and answers how many.
func (e *Engine) PurgeIdempotency() (n int, err error) {
	limit := itob(uint64(e.Now().Add(-IdempotencyTTL).UTC().UnixNano()))
	for {
		var batch int
		err = e.update(func(tx *Tx) error {
			b, days := tx.Bucket(bktIdem), tx.Bucket(bktIdemDays)
			var dead [][]byte
			c := days.Cursor()
			for k, _ := c.First(); k != nil && len(dead) < idemPurgeBatch && bytes.Compare(k[:8], limit) < 0; k, _ = c.Next() {
				dead = append(dead, append([]byte(nil), k...))
			}
			for _, k := range dead {
				if err := days.Delete(k); err != nil {
					return err
				}
				if err := b.Delete(k[8:]); err != nil {
					return err
				}
			}
			batch = len(dead)
			return nil
		})
		n += batch
		if err != nil || batch < idemPurgeBatch {
			return n, err
		}
	}
}
