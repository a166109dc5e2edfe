package engine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"time"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"
)

// ErrServerRunning refuses a restore while a server holds the data folder.
var ErrServerRunning = errors.New("el servidor sgc está en marcha con esta carpeta de datos; deténgalo antes de restaurar")

// ClusterFolder is the part of a data folder that makes it a cluster member's
// (package cluster keeps the member's files there).
const ClusterFolder = "cluster"

// CheckRestoreFolder refuses the data folder of a cluster member. Its data
// live in the cluster's store, not in an sgc.db a restore could replace, and
// a member's folder holds a part of the cluster the other members still
// count on: restoring a cluster is forming a new one from the backup.
func CheckRestoreFolder(dir string) error {
	if _, err := os.Stat(filepath.Join(dir, ClusterFolder)); err != nil {
		return nil
	}
	return fmt.Errorf("%s es la carpeta de datos de un miembro de un grupo de servidores (tiene la carpeta %s): un respaldo no se restaura en ella y no se cambió nada. "+
		"Restaurar un grupo es formar un grupo nuevo a partir del respaldo: restáurelo en una carpeta nueva y forme el grupo sobre ella con sgc serve --cluster-init, "+
		"como explica «%s» en docs/cluster.md", dir, ClusterFolder, clusterRestoreSection)
}

// clusterRestoreSection is the title of the section of docs/cluster.md that
// tells how to restore a cluster.
const clusterRestoreSection = "9. Restaurar un grupo desde un respaldo"

// Restore replaces the store of the data folder dir with the backup file. It
// checks a copy of the file first (its SHA-256 seal matches, it opens, passes
// bbolt's full consistency check, has a schema this program knows, older ones
// migrated, every record decodes, its stock equals its kardex, its audit chain
// is whole and its per-day figures match its documents) and a file failing
// any check changes nothing. Then the current store is kept beside it as
// sgc.db.antes-de-restaurar-<fecha>, the checked copy takes its place with an
// audit entry of the restore, and the search index is removed so that the next
// start rebuilds it. It answers the path where the old store was kept ("" when
// the folder had none). The folder of a cluster member is refused untouched
// (CheckRestoreFolder).
func Restore(dir, file string, actor Actor, now time.Time) (kept string, err error) {
	if err := CheckRestoreFolder(dir); err != nil {
		return "", err
	}
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
	if err := removeRestoreLeftovers(dir); err != nil {
		return "", err
	}
	work, err := os.MkdirTemp(dir, restoreWorkPrefix)
	if err != nil {
		return "", fmt.Errorf("no se pudo preparar la restauración en %s: %w", dir, err)
	}
	defer os.RemoveAll(work)
	candidate := filepath.Join(work, DBFile)
	if err := copyBackup(file, candidate); err != nil {
		return "", fmt.Errorf("el archivo %s no se restauró: %w", filepath.Base(file), err)
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
	size, err := st.DataSize()
	if err != nil {
		return err
	}
	if err := checkTail(path, size); err != nil {
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
// schema), decodes every record, checks stock against kardex, the audit chain
// and the per-day figures, and appends the restore's own audit entry.
func checkAndStamp(work, file string, actor Actor, now time.Time) error {
	eng, err := Open(work, Options{})
	if err != nil {
		return err
	}
	defer eng.Close()
	eng.Now = func() time.Time { return now }
	if err := eng.CheckRecords(); err != nil {
		return err
	}
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
	if err := checkFigures(eng); err != nil {
		return err
	}
	return eng.update(func(tx *Tx) error {
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditRestore, Documento: "respaldo",
			Detalle: "Restauración del respaldo " + filepath.Base(file)})
	})
}
