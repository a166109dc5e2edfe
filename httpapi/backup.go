package httpapi

import (
	"net/http"
	"os"

	"sgc/backup"
	"sgc/engine"
)

func (s *Server) backupRoutes() {
	s.handle("GET /api/backup-database", s.downloadBackup)
	s.handle("GET /api/respaldos", s.listBackups)
	s.handle("GET /api/respaldos/{key}", s.downloadStoredBackup)
	s.handle("GET /api/kardex/verificar", s.verifyKardex)
	s.handle("GET /api/cifras/verificar", s.verifyAggregates)
}

// UseBackups shows the automatic backups of k on the Datos page.
func (s *Server) UseBackups(k *backup.Keeper) { s.backups = k }

// downloadBackup streams a consistent snapshot of the live store. Sales go on
// meanwhile: the snapshot is one read transaction, which blocks no writer.
func (s *Server) downloadBackup(q *request) error {
	name := engine.BackupName(s.eng.Now())
	q.extendWrite(exportWriteTime)
	h := q.w.Header()
	h.Set("Content-Type", "application/octet-stream")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	q.w.WriteHeader(http.StatusOK)
	if _, err := s.eng.WriteBackup(q.w); err != nil {
		// The status is sent: cutting the stream is how the client learns.
		s.log.Error("respaldo descargado incompleto", "error", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}

// backupList is the Datos page's list of automatic backups, with the last
// failure (null when the last backup worked) and the folder they go to.
type backupList struct {
	Data    []backup.File   `json:"data"`
	Carpeta string          `json:"carpeta"`
	Error   *backup.Failure `json:"error"`
}

func (s *Server) listBackups(q *request) error {
	if s.backups == nil {
		return q.json(http.StatusOK, backupList{Data: []backup.File{}})
	}
	files, err := s.backups.List()
	if err != nil {
		return q.json(http.StatusOK, backupList{Data: []backup.File{}, Carpeta: s.backups.Dir(),
			Error: &backup.Failure{Fecha: s.eng.Now().UTC(), Mensaje: err.Error()}})
	}
	return q.json(http.StatusOK, backupList{Data: files, Carpeta: s.backups.Dir(), Error: s.backups.Failure()})
}

// downloadStoredBackup sends one automatic backup of the folder.
func (s *Server) downloadStoredBackup(q *request) error {
	if s.backups == nil {
		return engine.NotFound("Respaldo no encontrado.")
	}
	name := q.r.PathValue("key")
	path, ok := s.backups.Path(name)
	if !ok {
		return engine.NotFound("Respaldo no encontrado.")
	}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return engine.NotFound("Respaldo no encontrado.")
	}
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	q.extendWrite(exportWriteTime)
	h := q.w.Header()
	h.Set("Content-Type", "application/octet-stream")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-store")
	http.ServeContent(q.w, q.r, name, info.ModTime(), f)
	return nil
}

// verifyKardex answers the stock rows that disagree with their kardex (the
// CLI's kardex verify while the server runs).
func (s *Server) verifyKardex(q *request) error {
	diffs, err := s.eng.VerifyKardex(nil)
	if err != nil {
		return err
	}
	return q.data(diffs)
}

// verifyAggregates answers the per-day figures that disagree with the
// documents (the CLI's verify while the server runs).
func (s *Server) verifyAggregates(q *request) error {
	diffs, err := s.eng.VerifyAggregates(nil)
	if err != nil {
		return err
	}
	return q.data(diffs)
}
