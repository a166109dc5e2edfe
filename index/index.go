package index

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
)

// ErrClosed is returned by every method called after Close.
var ErrClosed = errors.New("índice de productos cerrado")

func errorf(format string, args ...any) error {
	return fmt.Errorf("índice de productos: "+format, args...)
}

// Index is the product search index. It is safe for concurrent use: searches run in
// parallel with each other and with Apply; writers (Apply, Rebuild, Close) take turns.
type Index struct {
	dir   string
	stamp string // full stamp: schema version and the caller's stamp

	wmu   sync.Mutex   // one writer at a time; held by Rebuild for its whole run
	mu    sync.RWMutex // guards bl against being swapped or closed under a reader
	bl    bleve.Index
	an    analyzers
	codes *codeTable    // the code tier of Search, guarded like bl
	seq   atomic.Uint64 // applied sequence; written only by writers holding wmu
}

// Open opens the index kept in dir, creating the folder if needed. fresh is false when
// the index was missing or its stamp (this package's SchemaVersion plus the caller's
// data stamp) differs: the index is then empty and the caller must Rebuild it before
// trusting a search. With fresh true, Seq tells how far the index got.
func Open(dir string, stamp string) (ix *Index, fresh bool, err error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, false, errorf("%w", err)
	}
	ix = &Index{dir: dir, stamp: SchemaVersion + "\n" + stamp}
	_ = os.RemoveAll(ix.path("bleve.new")) // left by a rebuild that did not finish
	old, err := os.ReadFile(ix.path("stamp"))
	if err == nil && string(old) == ix.stamp {
		if bl, err := bleve.OpenUsing(ix.path("bleve"), runtimeConfig()); err == nil {
			if err := ix.attach(bl); err != nil {
				_ = bl.Close()
				return nil, false, err
			}
			return ix, true, nil
		}
		// An unreadable index is derived data: start over below.
	}
	if err := os.Remove(ix.path("stamp")); err != nil && !os.IsNotExist(err) {
		return nil, false, errorf("%w", err)
	}
	bl, err := create(ix.path("bleve"))
	if err != nil {
		return nil, false, err
	}
	if err := ix.attach(bl); err != nil {
		_ = bl.Close()
		return nil, false, err
	}
	return ix, false, nil
}

func (ix *Index) path(name string) string { return filepath.Join(ix.dir, name) }

// runtimeConfig lets a batch return once it is searchable instead of after its fsync.
// That is safe for derived data: the applied sequence travels in the same batch as
// its documents, so whatever a crash loses, Seq after a restart says so, and Close
// waits for everything to reach the disk (flush).
func runtimeConfig() map[string]interface{} {
	return map[string]interface{}{"unsafe_batch": true}
}

// create makes a new, empty index at path, replacing whatever was there.
func create(path string) (bleve.Index, error) {
	if err := os.RemoveAll(path); err != nil {
		return nil, errorf("%w", err)
	}
	m, err := newMapping()
	if err != nil {
		return nil, errorf("mapeo: %w", err)
	}
	bl, err := bleve.NewUsing(path, m, scorch.Name, scorch.Name, runtimeConfig())
	if err != nil {
		return nil, errorf("%w", err)
	}
	return bl, nil
}

// attach makes bl the index searched and written, reading its applied sequence
// and its codes.
func (ix *Index) attach(bl bleve.Index) error {
	an, err := newAnalyzers(bl.Mapping())
	if err != nil {
		return err
	}
	raw, err := bl.GetInternal([]byte(seqKey))
	if err != nil {
		return errorf("%w", err)
	}
	var seq uint64
	if len(raw) == 8 {
		seq = binary.BigEndian.Uint64(raw)
	}
	codes, err := loadCodes(bl)
	if err != nil {
		return errorf("códigos: %w", err)
	}
	ix.bl, ix.an, ix.codes = bl, an, codes
	ix.seq.Store(seq)
	return nil
}

// Seq is the sequence of the last batch applied (or of the last Rebuild).
func (ix *Index) Seq() uint64 { return ix.seq.Load() }

// Close waits until every applied batch is on disk, then closes the index.
func (ix *Index) Close() error {
	ix.wmu.Lock()
	defer ix.wmu.Unlock()
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.bl == nil {
		return ErrClosed
	}
	err := flush(ix.bl, ix.seq.Load())
	if cerr := ix.bl.Close(); err == nil && cerr != nil {
		err = errorf("%w", cerr)
	}
	ix.bl = nil
	return err
}

func encodeSeq(seq uint64) []byte {
	return binary.BigEndian.AppendUint64(nil, seq)
}

// flushTimeout bounds how long Close and Rebuild wait for the disk.
const flushTimeout = 2 * time.Minute

// flush writes one more batch, carrying only the sequence, and waits until the
// persister reports it on disk: snapshots persist in order, so every earlier batch is
// on disk too.
func flush(bl bleve.Index, seq uint64) error {
	done := make(chan error, 1)
	b := bl.NewBatch()
	b.SetInternal([]byte(seqKey), encodeSeq(seq))
	b.SetPersistedCallback(func(err error) {
		select {
		case done <- err:
		default:
		}
	})
	if err := bl.Batch(b); err != nil {
		return errorf("%w", err)
	}
	select {
	case err := <-done:
		if err != nil {
			return errorf("%w", err)
		}
		return nil
	case <-time.After(flushTimeout):
		return errorf("el índice no terminó de escribirse en disco")
	}
}

// writeStamp records the stamp beside the index, atomically.
func (ix *Index) writeStamp() error {
	tmp := ix.path("stamp.tmp")
	f, err := os.Create(tmp)
	if err != nil {
		return errorf("%w", err)
	}
	_, err = f.WriteString(ix.stamp)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, ix.path("stamp"))
	}
	if err != nil {
		_ = os.Remove(tmp)
		return errorf("%w", err)
	}
	return nil
}
