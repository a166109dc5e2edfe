// Package backup takes the automatic daily backups of a running server into a
// folder (by default <data>/respaldos), keeps a number of daily and monthly
// ones, and remembers the last failure so that the browser can show it.
package backup

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"sync"
	"time"

	"sgc/engine"
)

// Defaults of the retention flags of sgc serve.
const (
	DefaultDaily   = 14
	DefaultMonthly = 12
)

// every is how often the keeper looks whether a day has passed since the
// newest backup; looking (not sleeping 24 h) survives a suspended mini-PC.
const every = 10 * time.Minute

// namePattern matches the names BackupName gives; other files are never touched.
var namePattern = regexp.MustCompile(`^respaldo-(\d{8}-\d{6})\.db$`)

// File is one backup in the folder.
type File struct {
	Nombre string    `json:"nombre"`
	Fecha  time.Time `json:"fecha"`
	Tamano int64     `json:"tamano"`
}

// Failure is the last backup that could not be written.
type Failure struct {
	Fecha   time.Time `json:"fecha"`
	Mensaje string    `json:"mensaje"`
}

// Keeper writes and prunes the automatic backups of one engine.
type Keeper struct {
	eng            *engine.Engine
	dir            string
	daily, monthly int
	log            *slog.Logger
	Now            func() time.Time // the clock; tests replace it
	mu             sync.Mutex       // one backup at a time; guards failure
	failure        *Failure

	// OnTaken, when set, is told of every backup written (a cluster member
	// records it where every member's status shows it).
	OnTaken func(File)
}

// New makes a keeper writing into dir (created when missing).
func New(eng *engine.Engine, dir string, daily, monthly int, log *slog.Logger) *Keeper {
	return &Keeper{eng: eng, dir: dir, daily: max(daily, 1), monthly: max(monthly, 0), log: log, Now: time.Now}
}

// Dir is the folder the backups go to.
func (k *Keeper) Dir() string { return k.dir }

// Run takes a backup at once when the newest is more than a day old (or there
// is none), then again whenever a day has passed, until ctx ends.
func (k *Keeper) Run(ctx context.Context) {
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		if k.due() {
			_, _ = k.Take()
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// due reports whether the newest backup is a day old or missing.
func (k *Keeper) due() bool {
	files, err := k.List()
	if err != nil || len(files) == 0 {
		return true
	}
	return k.Now().Sub(files[0].Fecha) >= 24*time.Hour
}

// Take writes a backup now, prunes the old ones and logs the outcome; a
// failure is kept for the browser until a later backup succeeds.
func (k *Keeper) Take() (File, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	now := k.Now()
	name := engine.BackupName(now)
	n, err := k.eng.WriteBackupFile(filepath.Join(k.dir, name))
	if err != nil {
		k.failure = &Failure{Fecha: now.UTC(), Mensaje: err.Error()}
		k.log.Error("respaldo automático fallido", "carpeta", k.dir, "error", err)
		return File{}, err
	}
	k.failure = nil
	k.log.Info("respaldo automático escrito", "archivo", filepath.Join(k.dir, name), "bytes", n)
	if err := k.prune(); err != nil {
		k.log.Error("no se pudieron borrar respaldos antiguos", "carpeta", k.dir, "error", err)
	}
	f := File{Nombre: name, Fecha: now.UTC(), Tamano: n}
	if k.OnTaken != nil {
		k.OnTaken(f)
	}
	return f, nil
}

// Failure is the last failed backup, nil when the last one worked.
func (k *Keeper) Failure() *Failure {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.failure
}

// List gives the backups in the folder, newest first.
func (k *Keeper) List() ([]File, error) {
	ents, err := os.ReadDir(k.dir)
	if os.IsNotExist(err) {
		return []File{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("no se pudo leer la carpeta de respaldos %s: %w", k.dir, err)
	}
	out := []File{}
	for _, e := range ents {
		t, ok := parseName(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue // removed meanwhile
		}
		out = append(out, File{Nombre: e.Name(), Fecha: t, Tamano: info.Size()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Fecha.After(out[j].Fecha) })
	return out, nil
}

// Path gives the path of the backup called name, refusing any other name so
// that a download can never leave the folder.
func (k *Keeper) Path(name string) (string, bool) {
	if _, ok := parseName(name); !ok {
		return "", false
	}
	return filepath.Join(k.dir, name), true
}

// parseName reads the instant a backup's name records (La Paz time).
func parseName(name string) (time.Time, bool) {
	m := namePattern.FindStringSubmatch(name)
	if m == nil {
		return time.Time{}, false
	}
	t, err := time.ParseInLocation("20060102-150405", m[1], engine.LaPaz)
	return t.UTC(), err == nil
}

// prune removes the backups Keep does not keep.
func (k *Keeper) prune() error {
	files, err := k.List()
	if err != nil {
		return err
	}
	byTime := map[time.Time]string{}
	times := make([]time.Time, len(files))
	for i, f := range files {
		times[i], byTime[f.Fecha] = f.Fecha, f.Nombre
	}
	_, drop := Keep(times, k.daily, k.monthly)
	for _, t := range drop {
		if err := os.Remove(filepath.Join(k.dir, byTime[t])); err != nil && !os.IsNotExist(err) {
			return err
		}
		k.log.Info("respaldo antiguo borrado", "archivo", byTime[t])
	}
	return nil
}
