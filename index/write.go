package index

import (
	"os"

	"github.com/blevesearch/bleve/v2"
)

// rebuildBatch is how many documents Rebuild hands to Bleve at a time.
const rebuildBatch = 1000

// Rebuild replaces the whole index with the documents each yields, and records seq
// as the applied sequence. each is called once and must call yield for every product
// as of seq (a read transaction of the store is the natural source); an error from
// each or from yield aborts the rebuild.
//
// The new index is built beside the current one, which keeps answering searches until
// the swap. The stamp is removed first and written last, so a crash at any point
// leaves an index that the next Open reports as stale. Apply waits while a rebuild runs.
func (ix *Index) Rebuild(seq uint64, each func(yield func(Doc) error) error) error {
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if ix.closed() {
		return ErrClosed
	}
	if err := os.Remove(ix.path("stamp")); err != nil && !os.IsNotExist(err) {
		return errorf("%w", err)
	}
	next := ix.path("bleve.new")
	if err := build(next, seq, each); err != nil {
		_ = os.RemoveAll(next)
		return err
	}

	ix.mu.Lock()
	defer ix.mu.Unlock()
	_ = ix.bl.Close() // the old index is thrown away: an error closing it changes nothing
	ix.bl = nil
	cur := ix.path("bleve")
	if err := os.RemoveAll(cur); err != nil {
		return errorf("%w", err)
	}
	if err := os.Rename(next, cur); err != nil {
		return errorf("%w", err)
	}
	bl, err := bleve.OpenUsing(cur, runtimeConfig())
	if err != nil {
		return errorf("%w", err)
	}
	if err := ix.attach(bl); err != nil {
		_ = bl.Close()
		return err
	}
	return ix.writeStamp()
}

// build fills a new index at path and closes it once it is on disk.
func build(path string, seq uint64, each func(yield func(Doc) error) error) error {
	bl, err := create(path)
	if err != nil {
		return err
	}
	b := bl.NewBatch()
	err = each(func(d Doc) error {
		if err := b.Index(docID(d.ID), source(d)); err != nil {
			return errorf("producto %d: %w", d.ID, err)
		}
		if b.Size() < rebuildBatch {
			return nil
		}
		if err := bl.Batch(b); err != nil {
			return errorf("%w", err)
		}
		b.Reset()
		return nil
	})
	if err == nil && b.Size() > 0 {
		if err = bl.Batch(b); err != nil {
			err = errorf("%w", err)
		}
	}
	// No forced merge into one segment afterwards: with Bleve 2.6.0 it grows far
	// faster than the index (40k products 2.6 s, 70k over 6 minutes), while the
	// segments the batches leave (about a dozen at 100k) answer within 2.5 ms p99.
	if err == nil {
		err = flush(bl, seq) // the sequence goes in with the last batch
	}
	if cerr := bl.Close(); err == nil && cerr != nil {
		err = errorf("%w", cerr)
	}
	return err
}

// Apply writes one batch of changes, upserts first and deletes after (an id in both is
// deleted), together with the applied sequence, in one atomic Bleve batch. The
// documents are always written; the recorded sequence only moves forward, to
// max(Seq, seq), so a commit announced late cannot make a restart replay from too far
// back, and a caller can re-apply at Seq without moving it. Documents are written as
// given: a caller that captured them at commit time rather than reading their latest
// state must apply in commit order. Apply returns once the batch is searchable; Close
// waits for the disk.
func (ix *Index) Apply(seq uint64, upserts []Doc, deletes []uint64) error {
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	if err := ix.batch(seq, upserts, deletes); err != nil {
		return err
	}
	// The codes follow the batch once it is searchable. Searches run beside the
	// batch, so they wait only for this.
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.codes.apply(ix.an, upserts, deletes)
	return nil
}

// batch is Apply's Bleve half; the caller holds wmu.
func (ix *Index) batch(seq uint64, upserts []Doc, deletes []uint64) error {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.bl == nil {
		return ErrClosed
	}
	seq = max(seq, ix.seq.Load())
	b := ix.bl.NewBatch()
	for _, d := range upserts {
		if err := b.Index(docID(d.ID), source(d)); err != nil {
			return errorf("producto %d: %w", d.ID, err)
		}
	}
	for _, id := range deletes {
		b.Delete(docID(id))
	}
	b.SetInternal([]byte(seqKey), encodeSeq(seq))
	if err := ix.bl.Batch(b); err != nil {
		return errorf("%w", err)
	}
	ix.seq.Store(seq)
	return nil
}

func (ix *Index) closed() bool {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return ix.bl == nil
}
