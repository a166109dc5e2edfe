package engine

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
)

// ErrServerRunning refuses a restore while a server holds the data folder.
var ErrServerRunning = errors.New("el servidor sgc está en marcha con esta carpeta de datos; deténgalo antes de restaurar")

// Restore replaces the store of the data folder dir with the backup file. It
// checks a copy of the file first (it opens, passes bbolt's full consistency
// check, has a schema this program knows, older ones migrated, its stock
// equals its kardex and its audit chain is whole) and a file failing any check
// changes nothing. Then the current store is kept beside it as
// sgc.db.antes-de-restaurar-<fecha>, the checked copy takes its place with an
// audit entry of the restore, and the search index is removed so that the next
// start rebuilds it. It answers the path where the old store was kept ("" when
// the folder had none).
func Restore(dir, file string, actor Actor, now time.Time) (kept string, err error) {
	current := filepath.Join(dir, DBFile)
	var held *boltstore.Store
	if _, err := os.Stat(current); err == nil {
		// Holding the lock through the checks keeps a server from starting on
		// the folder meanwhile.
		held, err = boltstore.Open(current, boltstore.Options{Timeout: 300 * time.Millisecond})
		if errors.Is(err, boltstore.ErrLocked) {
			return "", ErrServerRunning
		}
		if err != nil {
			return "", fmt.Errorf("no se pudo abrir la base de datos actual: %w", err)
		}
		defer func() {
			if held != nil {
				held.Close()
			}
		}()
	}
	work, err := os.MkdirTemp(dir, ".restaurar-")
	if err != nil {
		return "", fmt.Errorf("no se pudo preparar la restauración en %s: %w", dir, err)
	}
	defer os.RemoveAll(work)
	candidate := filepath.Join(work, DBFile)
	if err := copyFile(file, candidate); err != nil {
		return "", err
	}
	if err := checkStore(candidate); err != nil {
		return "", fmt.Errorf("el archivo %s no se restauró: %w", filepath.Base(file), err)
	}
	if err := checkAndStamp(work, file, actor, now); err != nil {
		return "", fmt.Errorf("el archivo %s no se restauró: %w", filepath.Base(file), err)
	}
	if held != nil {
		held.Close()
		held = nil
		kept = current + ".antes-de-restaurar-" + now.In(LaPaz).Format("20060102-150405")
		if err := os.Rename(current, kept); err != nil {
			return "", fmt.Errorf("no se pudo apartar la base de datos actual: %w", err)
		}
	}
	if err := os.Rename(candidate, current); err != nil {
		if kept != "" {
			_ = os.Rename(kept, current) // put the old store back: nothing changed
		}
		return "", fmt.Errorf("no se pudo poner el respaldo en su lugar: %w", err)
	}
	syncDir(dir)
	if err := os.RemoveAll(filepath.Join(dir, "indice")); err != nil {
		return kept, fmt.Errorf("restaurado, pero no se pudo borrar el índice de productos (bórrelo a mano): %w", err)
	}
	return kept, nil
}

// copyFile copies src to dst, synced.
func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("no se pudo leer el archivo %s: %w", src, err)
	}
	defer in.Close()
	_, err = WriteFileAtomic(dst, func(w io.Writer) (int64, error) { return io.Copy(w, in) })
	return err
}

// checkStore opens path as a bare bbolt file and runs its full consistency
// check, then reads the schema version. A damaged file can make bbolt read
// past the end of its memory map; the fault is turned into an error here.
func checkStore(path string) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("el archivo está dañado o truncado (%v)", p)
		}
	}()
	st, err := boltstore.Open(path, boltstore.Options{Timeout: time.Second})
	if err != nil {
		return fmt.Errorf("no es una base de datos de sgc o está dañado (%v)", err)
	}
	defer st.Close()
	if err := st.Check(); err != nil {
		return err
	}
	return st.View(func(tx store.Tx) error {
		meta := tx.Bucket(bktMeta)
		if meta == nil || meta.Get([]byte("version")) == nil {
			return errors.New("no es una base de datos de sgc (no tiene versión de esquema)")
		}
		if v := btoi(meta.Get([]byte("version"))); v > uint64(len(migrations)) {
			return fmt.Errorf("es de una versión más nueva de sgc (esquema %d; este programa conoce hasta el %d): actualice el programa", v, len(migrations))
		}
		return nil
	})
}

// checkAndStamp opens the candidate in work as an engine (migrating an older
// schema), checks stock against kardex and the audit chain, and appends the
// restore's own audit entry.
func checkAndStamp(work, file string, actor Actor, now time.Time) error {
	eng, err := Open(work, Options{})
	if err != nil {
		return err
	}
	defer eng.Close()
	eng.Now = func() time.Time { return now }
	diffs, err := eng.VerifyKardex(nil)
	if err != nil {
		return fmt.Errorf("no se pudo leer su kardex (%v)", err)
	}
	if len(diffs) > 0 {
		d := diffs[0]
		return fmt.Errorf("su stock no coincide con su kardex en %d caso(s); el primero: sucursal %d, producto %d, stock %d, kardex %d",
			len(diffs), d.Branch, d.Product, d.Stock, d.Kardex)
	}
	brk, _, err := eng.VerifyAudit(nil)
	if err != nil {
		return fmt.Errorf("no se pudo leer su bitácora (%v)", err)
	}
	if brk != nil {
		return fmt.Errorf("su bitácora está alterada en el registro %d: %s", brk.Seq, brk.Motivo)
	}
	return eng.update(func(tx *Tx) error {
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditRestore, Documento: "respaldo",
			Detalle: "Restauración del respaldo " + filepath.Base(file)})
	})
}
