package index

import (
	"log/slog"
	"path/filepath"
	"sync"

	"sgc/engine"
)

// schema names the index layout and analyzers; change it to force a rebuild
// everywhere when they change.
const schema = "productos-v1"

// Attach opens the product index of eng's data folder (<data>/indice), rebuilds
// it when it is missing, was built by another store (a restored backup) or
// missed commits (a crash between a commit and its index update), and keeps it
// in step with every later commit that touches products.
func Attach(eng *engine.Engine, log *slog.Logger) (*Index, error) {
	ix, fresh, err := Open(filepath.Join(eng.Dir(), "indice"), schema+"/"+eng.InstanceID())
	if err != nil {
		return nil, err
	}
	seq := eng.ProductSeq()
	if !fresh || ix.Seq() != seq {
		log.Info("reconstruyendo el índice de productos", "secuencia", seq)
		if err := ix.Rebuild(seq, sourceOf(eng)); err != nil {
			ix.Close()
			return nil, err
		}
	}
	var mu sync.Mutex
	broken := false
	eng.Subscribe(func(c engine.Change) {
		if len(c.Products) == 0 {
			return
		}
		// Commits are announced after they land, possibly out of order; reading
		// the products now gives their latest state, and the recorded sequence
		// only moves forward. After a failed update the sequence stops moving,
		// so that the next start sees the gap and rebuilds.
		mu.Lock()
		defer mu.Unlock()
		seq := max(ix.Seq(), c.Seq)
		if broken {
			seq = ix.Seq()
		}
		// A large import changes tens of thousands of products at once: one
		// Bleve batch of them all held about a gigabyte of analysed text, so
		// they go in batches of applyChunk, and only the last one records
		// the commit's sequence (a crash in between leaves a gap: a rebuild).
		var err error
		for from := 0; from < len(c.Products) && err == nil; from += applyChunk {
			ids := c.Products[from:min(from+applyChunk, len(c.Products))]
			at := ix.Seq()
			if from+len(ids) == len(c.Products) {
				at = seq
			}
			var products []engine.Product
			if products, err = eng.ProductsByIDs(ids); err == nil {
				docs := make([]Doc, len(products))
				for i, p := range products {
					docs[i] = docOf(p)
				}
				err = ix.Apply(at, docs, nil)
			}
		}
		if err != nil {
			broken = true
			log.Error("no se pudo actualizar el índice de productos; se reconstruirá al reiniciar", "err", err)
		}
	})
	return ix, nil
}

// applyChunk is how many changed products go to the index in one batch.
const applyChunk = 1000

func docOf(p engine.Product) Doc {
	return Doc{ID: p.ID, Codigo: p.Codigo, Nombre: p.Producto, Activo: p.Estado}
}

// sourceOf streams every product of eng into a rebuild.
func sourceOf(eng *engine.Engine) func(yield func(Doc) error) error {
	return func(yield func(Doc) error) error {
		return eng.IndexDocs(func(p engine.Product) error { return yield(docOf(p)) })
	}
}

// VerifyAgainst diffs the index against eng's products.
func (ix *Index) VerifyAgainst(eng *engine.Engine) (missing, extra, stale []uint64, err error) {
	return ix.Verify(sourceOf(eng))
}
