package engine

import (
	"strings"

	"sgc/engine/store"
)

// record is a simple master-data row (supplier, category, unit): an id and an estado.
type record interface {
	getID() uint64
	setID(uint64)
	active() *bool
}

// getRecord reads record id of bucket, or answers notFound when there is none.
// Every entity's get function (getSale, getBranch…) reads through it.
func getRecord[T any](tx ReadTx, bucket []byte, id uint64, notFound string) (*T, error) {
	r := new(T)
	ok, err := getJSON(tx.Bucket(bucket), itob(id), r)
	if err == nil && !ok {
		err = NotFound(notFound)
	}
	return r, err
}

// listRecords returns every record of bucket, or only the active ones.
func listRecords[T any, P interface {
	*T
	record
}](e *Engine, bucket []byte, onlyActive bool) (out []T, err error) {
	err = e.view(func(tx ReadTx) error {
		out = []T{}
		return each(tx.Bucket(bucket), func(_ []byte, v *T) error {
			if !onlyActive || *P(v).active() {
				out = append(out, *v)
			}
			return nil
		})
	})
	return out, err
}

// saveRecord creates (id 0) or updates a record: apply copies the form onto it;
// unique, when set, names a field whose text must not repeat (case-insensitive).
func saveRecord[T any, P interface {
	*T
	record
}](e *Engine, bucket []byte, id uint64, notFound string, unique func(*T) (field, text, msg string), apply func(*T)) (uint64, error) {
	// The store may run fn more than once (a spoiled group, an optimistic
	// retry): each run starts from the id asked for, and only the committed
	// run's new id is answered.
	asked := id
	err := e.update(func(tx *Tx) error {
		id = asked
		bk := tx.Bucket(bucket)
		r := P(new(T))
		*r.active() = true
		if id != 0 {
			got, err := getRecord[T](tx.Tx, bucket, id, notFound)
			if err != nil {
				return err
			}
			r = P(got)
		}
		apply((*T)(r))
		if unique != nil {
			if err := checkUnique[T, P](bk, id, (*T)(r), unique); err != nil {
				return err
			}
		}
		if id == 0 {
			seq, err := bk.NextSequence()
			if err != nil {
				return err
			}
			r.setID(seq)
			id = seq
		}
		return putJSON(bk, itob(id), r)
	})
	return id, err
}

func checkUnique[T any, P interface {
	*T
	record
}](bk store.Bucket, id uint64, r *T, unique func(*T) (field, text, msg string)) error {
	field, text, msg := unique(r)
	return each(bk, func(_ []byte, o *T) error {
		_, other, _ := unique(o)
		if P(o).getID() != id && strings.EqualFold(strings.TrimSpace(other), strings.TrimSpace(text)) {
			return Invalid(field, msg)
		}
		return nil
	})
}

// toggleRecord flips a record's estado and returns the new one.
func toggleRecord[T any, P interface {
	*T
	record
}](e *Engine, bucket []byte, id uint64, notFound string) (estado bool, err error) {
	err = e.update(func(tx *Tx) error {
		got, err := getRecord[T](tx.Tx, bucket, id, notFound)
		if err != nil {
			return err
		}
		r := P(got)
		*r.active() = !*r.active()
		estado = *r.active()
		return putJSON(tx.Bucket(bucket), itob(id), r)
	})
	return estado, err
}
