package engine

import (
	"sgc/engine/store"
)

// The voids index: the anulaciones report reads the voids of a range from
// here instead of walking the audit log, which over a year holds every cash
// box opened and closed, every initial load and price change besides the few
// voids. A void (of a sale, a line, a purchase, a transfer, a catalogue, a
// quotation... every audit kind isVoid tells) is filed when its audit entry is
// appended, so in the void's own transaction; the entry stays the one record
// of the void, and VerifyAggregates diffs the index against the audit log.
var bktVoidsByDate = []byte("anulaciones_por_fecha") // branch|unix nanos|audit seq → {}

// voidIndexBuckets are created (and filled from the audit log) by their
// migration step.
var voidIndexBuckets = [][]byte{bktVoidsByDate}

// voidKey files a void's audit entry under its branch and instant; the
// audit sequence keeps two voids of one instant apart, in log order.
func voidKey(a *AuditEntry) []byte { return key(a.Sucursal, timeKey(a.Fecha), a.Seq) }

// indexVoid files a, just appended to the audit log, when it is a void.
func indexVoid(tx store.Tx, a *AuditEntry) error {
	if !isVoid(a.Tipo) {
		return nil
	}
	return tx.Bucket(bktVoidsByDate).Put(voidKey(a), []byte{})
}

// recomputeVoidIndex lists the keys the index must hold, from the audit log.
func recomputeVoidIndex(tx store.Tx) (aggDelta, error) {
	want := aggDelta{}
	err := each(tx.Bucket(bktAudit), func(_ []byte, a *AuditEntry) error {
		if isVoid(a.Tipo) {
			want.add(bktVoidsByDate, voidKey(a))
		}
		return nil
	})
	return want, err
}

// fillVoidIndex is the migration step that creates the voids index and files
// the voids already in the audit log.
func fillVoidIndex(tx store.Tx) error {
	if err := createBuckets(voidIndexBuckets)(tx); err != nil {
		return err
	}
	return each(tx.Bucket(bktAudit), func(_ []byte, a *AuditEntry) error {
		return indexVoid(tx, a)
	})
}

// verifyVoidIndex lists the keys of the voids index that the audit log does
// not explain and the voids it lacks.
func verifyVoidIndex(tx store.Tx) ([]AggregateDifference, error) {
	want, err := recomputeVoidIndex(tx)
	if err != nil {
		return nil, err
	}
	return compareAggregates(tx.Bucket(bktVoidsByDate), string(bktVoidsByDate), want), nil
}
