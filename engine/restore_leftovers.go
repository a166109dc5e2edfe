package engine

import (
	"fmt"
	"os"
	"path/filepath"
)

// restoreWorkPrefix names the folder where a restore checks its candidate.
const restoreWorkPrefix = ".restaurar-"

// removeRestoreLeftovers deletes the work folders of restores that were
// killed before their own cleanup ran (each holds a whole copy of a store).
// Open and Restore call it while they hold the store's lock, so no other
// restore of the folder is running.
func removeRestoreLeftovers(dir string) error {
	old, err := filepath.Glob(filepath.Join(dir, restoreWorkPrefix+"*"))
	if err != nil {
		return err
	}
	for _, p := range old {
		if err := os.RemoveAll(p); err != nil {
			return fmt.Errorf("no se pudo borrar %s, que dejó una restauración interrumpida: %w", p, err)
		}
	}
	return nil
}
