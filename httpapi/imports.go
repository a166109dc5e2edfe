package httpapi

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"sgc/engine"
	"sgc/engine/importfile"
	"sgc/reporting"
)

// Data import and export (docs/api-import.md): simulate a file, start its
// import (it runs in the server, not in the request), follow its progress,
// list past imports, and download the template, an export or a file's errors.
func (s *Server) importRoutes() {
	s.handle("POST /api/importaciones/simular", s.simulateImport)
	s.handle("POST /api/importaciones", s.startImport)
	s.handle("GET /api/importaciones/progreso", s.importProgress)
	s.handle("GET /api/importaciones", s.listImports)
	s.handle("GET /api/importaciones/{id}/plan", s.importPlan)
	s.handle("POST /api/importaciones/errores", s.importErrors)
	s.handle("GET /api/importaciones/plantilla", s.importTemplate)
	s.handle("GET /api/importaciones/exportar", s.importExport)
}

// maxImportBody is the file (20 MiB) and its images' zip (20 MiB) together.
const maxImportBody = 2*importfile.MaxFileBytes + 1<<20

// importUpload is a parsed upload: the file, read into rows, and its zip.
type importUpload struct {
	req  *engine.ImportRequest
	file *importfile.File
	data []byte
}

// readImport reads the multipart call: archivo (the sheet), imagenes (an
// optional zip), tipo, modo and separador.
func (q *request) readImport() (*importUpload, error) {
	q.r.Body = http.MaxBytesReader(q.w, q.r.Body, maxImportBody)
	if err := q.r.ParseMultipartForm(8 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, errTooLarge(importfile.MsgTooLarge)
		}
		return nil, errBadRequest("El formulario enviado no es válido.")
	}
	if err := checkFormTexts(q.r.MultipartForm.Value); err != nil {
		return nil, err
	}
	name, data, err := formFile(q.r, "archivo")
	if err != nil {
		return nil, err
	}
	if data == nil {
		return nil, engine.Invalid("archivo", "Elija el archivo a importar.")
	}
	f, err := importfile.Read(name, data, importfile.Options{Separator: q.r.FormValue("separador")})
	switch {
	case errors.Is(err, importfile.ErrTooLarge):
		return nil, errTooLarge(importfile.MsgTooLarge)
	case errors.Is(err, importfile.ErrTooMany):
		return nil, engine.Invalid("archivo", importfile.MsgTooMany)
	case err != nil:
		return nil, err
	}
	req := &engine.ImportRequest{Kind: q.r.FormValue("tipo"), Mode: q.r.FormValue("modo"), File: name, Hash: f.Hash,
		Sheets: f.Sheets, Format: f.Format}
	if _, zip, err := formFile(q.r, "imagenes"); err != nil {
		return nil, err
	} else if zip != nil {
		if req.Images, err = importfile.Images(zip); err != nil {
			return nil, err
		}
	}
	return &importUpload{req: req, file: f, data: data}, nil
}

// formFile reads an uploaded file of at most 20 MiB (nil when absent).
func formFile(r *http.Request, field string) (string, []byte, error) {
	fh, _, err := r.FormFile(field)
	if errors.Is(err, http.ErrMissingFile) {
		return "", nil, nil
	}
	if err != nil {
		return "", nil, errBadRequest("El formulario enviado no es válido.")
	}
	defer fh.Close()
	var name string
	if h := r.MultipartForm.File[field]; len(h) > 0 {
		name = h[0].Filename
	}
	data, err := io.ReadAll(io.LimitReader(fh, importfile.MaxFileBytes+1))
	if err != nil {
		return "", nil, errBadRequest("El formulario enviado no es válido.")
	}
	if len(data) > importfile.MaxFileBytes {
		return "", nil, errTooLarge(importfile.MsgTooLarge)
	}
	return name, data, nil
}

// simulationAnswer is the plan plus how the file was read (the CSV guess is
// shown and may be changed).
type simulationAnswer struct {
	*engine.ImportPlan
	Separador    string `json:"separador"`
	Codificacion string `json:"codificacion"`
}

func (s *Server) simulateImport(q *request) error {
	up, err := q.readImport()
	if err != nil {
		return err
	}
	pl, err := s.eng.SimulateImport(q.actor, up.req)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, simulationAnswer{ImportPlan: pl, Separador: up.file.Separator, Codificacion: up.file.Encoding})
}

// startImport starts the import of the simulated plan named by token and
// answers 202 at once; GET /api/importaciones/progreso follows it.
func (s *Server) startImport(q *request) error {
	up, err := q.readImport()
	if err != nil {
		return err
	}
	token := q.r.FormValue("token")
	if token == "" {
		return engine.Invalid("token", "Simule el archivo antes de importarlo.")
	}
	if _, err := s.eng.StartImport(q.actor, token, func() (*engine.ImportRequest, error) { return up.req, nil }); err != nil {
		return err
	}
	return q.json(http.StatusAccepted, msg{Message: "Importación iniciada."})
}

func (s *Server) importProgress(q *request) error {
	st, err := s.eng.ImportStatus(q.actor)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, st)
}

func (s *Server) listImports(q *request) error {
	list, err := s.eng.Imports(q.actor)
	if err != nil {
		return err
	}
	return q.data(list)
}

// importPlan downloads an applied import's plan as JSON.
func (s *Server) importPlan(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	pl, err := s.eng.ImportPlanOf(q.actor, id)
	if err != nil {
		return err
	}
	q.w.Header().Set("Content-Disposition", `attachment; filename="importacion-`+strconv.FormatUint(id, 10)+`-plan.json"`)
	return q.json(http.StatusOK, pl)
}

// importErrors gives the uploaded file back with a column Errores and the
// refused cells in red (reporting.ImportErrors).
func (s *Server) importErrors(q *request) error {
	up, err := q.readImport()
	if err != nil {
		return err
	}
	return q.document("xlsx", func(w io.Writer) (string, error) {
		return reporting.ImportErrors(s.eng, q.actor, up.req, up.data, w)
	})
}

func (s *Server) importTemplate(q *request) error { return s.importBook(q, "plantilla") }

func (s *Server) importExport(q *request) error { return s.importBook(q, q.r.URL.Query().Get("tipo")) }

// importBook answers the template or an export as an xlsx named after it and
// today (reporting.ImportBook).
func (s *Server) importBook(q *request, kind string) error {
	return q.document("xlsx", func(w io.Writer) (string, error) { return reporting.ImportBook(s.eng, q.actor, kind, w) })
}
