package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"sgc/engine"
	"sgc/engine/importfile"
	workbook "sgc/engine/report"
)

// importOpts are the flags of sgc import.
type importOpts struct {
	dir, imagenes, modo, errores, separador string
	simular, asJSON                         bool
}

// newImportCmd imports a spreadsheet as the web screen does: the simulation
// first, the import only when no row is refused. Exit 0 when applied (or a
// clean simulation), 1 when rows are refused (nothing written), 2 when the
// file cannot be read.
func newImportCmd(e env) *cobra.Command {
	var o importOpts
	cmd := &cobra.Command{
		Use:   "import productos|precios|clientes|proveedores ARCHIVO [--imagenes ZIP] [--simular] [--modo ambos|crear|actualizar] [--errores F.xlsx] [--json]",
		Short: "Importa productos, precios, clientes o proveedores desde .xlsx o .csv",
		Long: "Simula el archivo (cada fila: crear, actualizar, sin cambios o rechazar con sus motivos) y, si ninguna fila\n" +
			"se rechaza, lo importa entero en una sola transacción. Sale con 0 si se importó (o la simulación está limpia),\n" +
			"1 si hay filas rechazadas (no se guarda nada) y 2 si el archivo no se puede leer.",
		Args:      cobra.ExactArgs(2),
		ValidArgs: engine.ImportKinds,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runImport(e, o, args[0], args[1])
		},
	}
	dataFlag(cmd, e, &o.dir)
	f := cmd.Flags()
	f.StringVar(&o.imagenes, "imagenes", "", "archivo .zip con las imágenes que nombran las columnas imagen, imagen2 e imagen3")
	f.BoolVar(&o.simular, "simular", false, "solo simula: no guarda nada")
	f.StringVar(&o.modo, "modo", engine.ModeBoth, "ambos, crear o actualizar")
	f.StringVar(&o.errores, "errores", "", "guarda el archivo con una columna Errores y las celdas rechazadas en rojo")
	f.StringVar(&o.separador, "separador", "", "separador del CSV (por defecto se detecta: ; , tabulador o |)")
	f.BoolVar(&o.asJSON, "json", false, "imprime la simulación en JSON")
	return cmd
}

// importer is where the import runs: the server holding the data folder
// (through its socket) or the data folder itself.
type importer interface {
	simulate() (*engine.ImportPlan, error)
	errorsFile(pl *engine.ImportPlan) ([]byte, error)
	apply(pl *engine.ImportPlan, progress func(done, total int)) (*engine.ImportRecord, error)
	close()
}

// fileError marks an error that means the file cannot be read (exit 2).
type fileError struct{ error }

func runImport(e env, o importOpts, kind, path string) error {
	if !slices.Contains(engine.ImportKinds, kind) {
		fmt.Fprintln(e.stderr, "Error: el tipo debe ser productos, precios, clientes o proveedores")
		return exitCode(2)
	}
	in := importInput{kind: kind, mode: o.modo, name: filepath.Base(path), sep: o.separador}
	var err error
	if in.data, err = os.ReadFile(path); err != nil {
		fmt.Fprintln(e.stderr, "Error: no se pudo leer", path+":", err)
		return exitCode(2)
	}
	if o.imagenes != "" {
		if in.zip, err = os.ReadFile(o.imagenes); err != nil {
			fmt.Fprintln(e.stderr, "Error: no se pudo leer", o.imagenes+":", err)
			return exitCode(2)
		}
	}
	var im importer
	if l := dialLocal(o.dir); l != nil {
		im = &serverImporter{l: l, in: in}
	} else {
		eng, err := openEngine(o.dir)
		if err != nil {
			return err
		}
		im = &folderImporter{eng: eng, in: in}
	}
	defer im.close()
	pl, err := im.simulate()
	var fe fileError
	if errors.As(err, &fe) {
		fmt.Fprintln(e.stderr, "Error:", spanishError(fe.error))
		return exitCode(2)
	}
	if err != nil {
		return err
	}
	if o.asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(pl); err != nil {
			return err
		}
	} else {
		printPlan(e.stdout, pl)
	}
	if pl.Resumen.Rechazar > 0 {
		if o.errores != "" {
			data, err := im.errorsFile(pl)
			if err != nil {
				return err
			}
			if err := os.WriteFile(o.errores, data, 0o644); err != nil {
				return err
			}
			fmt.Fprintln(e.stderr, "Errores guardados en", o.errores)
		}
		return exitCode(1)
	}
	if o.simular {
		return nil
	}
	progress, finish := terminalProgress(e, "Importando")
	rec, err := im.apply(pl, progress)
	finish()
	if err != nil {
		fmt.Fprintln(e.stderr, "Error:", spanishError(err))
		return exitCode(1)
	}
	fmt.Fprintf(e.stderr, "Importación %d terminada: %d creados, %d actualizados, %d sin cambios.\n",
		rec.ID, rec.Resumen.Crear, rec.Resumen.Actualizar, rec.Resumen.SinCambios)
	return nil
}

// printPlan writes the simulation for a person: the counts, then every refused row.
func printPlan(w io.Writer, pl *engine.ImportPlan) {
	if pl.YaImportado != nil {
		fmt.Fprintln(w, pl.YaImportado.Mensaje)
	}
	s := pl.Resumen
	fmt.Fprintf(w, "Simulación (%s): %d crear, %d actualizar, %d sin cambios, %d rechazar.\n", pl.Formato, s.Crear, s.Actualizar, s.SinCambios, s.Rechazar)
	if len(pl.SeCrearan.Unidades) > 0 {
		fmt.Fprintln(w, "Unidades que se crearán:", strings.Join(pl.SeCrearan.Unidades, ", "))
	}
	if len(pl.SeCrearan.Categorias) > 0 {
		fmt.Fprintln(w, "Categorías que se crearán:", strings.Join(pl.SeCrearan.Categorias, ", "))
	}
	if len(pl.Ignoradas) > 0 {
		fmt.Fprintln(w, "Columnas ignoradas:", strings.Join(pl.Ignoradas, ", "))
	}
	for _, r := range pl.Filas {
		for _, er := range r.Errores {
			fmt.Fprintf(w, "%s fila %d, %s «%s»: %s\n", r.Hoja, r.Fila, er.Columna, er.Valor, er.Mensaje)
		}
	}
}

// importInput is the file and the choices of one import.
type importInput struct {
	kind, mode, name, sep string
	data, zip             []byte
}

// folderImporter imports on the data folder when no server runs.
type folderImporter struct {
	eng  *engine.Engine
	in   importInput
	file *importfile.File
	req  *engine.ImportRequest
}

func (f *folderImporter) simulate() (*engine.ImportPlan, error) {
	file, err := importfile.Read(f.in.name, f.in.data, importfile.Options{Separator: f.in.sep})
	if err != nil {
		return nil, fileError{err}
	}
	f.file = file
	f.req = &engine.ImportRequest{Kind: f.in.kind, Mode: f.in.mode, File: f.in.name, Hash: file.Hash, Sheets: file.Sheets, Format: file.Format}
	if f.in.zip != nil {
		if f.req.Images, err = importfile.Images(f.in.zip); err != nil {
			return nil, fileError{err}
		}
	}
	pl, err := f.eng.SimulateImport(console, f.req)
	if err != nil {
		return nil, fileError{err}
	}
	return pl, nil
}

func (f *folderImporter) errorsFile(pl *engine.ImportPlan) ([]byte, error) {
	var buf bytes.Buffer
	err := workbook.ImportErrorsExcel(&buf, f.in.data, f.file.Sheets, pl)
	return buf.Bytes(), err
}

func (f *folderImporter) apply(pl *engine.ImportPlan, progress func(done, total int)) (*engine.ImportRecord, error) {
	wait, err := f.eng.StartImport(console, pl.Token, func() (*engine.ImportRequest, error) { return f.req, nil })
	if err != nil {
		return nil, err
	}
	for {
		select {
		case <-wait:
			st, _ := f.eng.ImportStatus(console)
			if st.Fase != engine.PhaseDone {
				return nil, errors.New(st.Mensaje)
			}
			return st.Resultado, nil
		case <-time.After(200 * time.Millisecond):
			if st, _ := f.eng.ImportStatus(console); st.Total > 0 {
				progress(st.Hechas, st.Total)
			}
		}
	}
}

func (f *folderImporter) close() { f.eng.Close() }

// serverImporter imports through the running server's local channel.
type serverImporter struct {
	l  *local
	in importInput
}

// post sends the upload as the web screen does, with extra fields.
func (s *serverImporter) post(path string, extra map[string]string) (*http.Response, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fields := map[string]string{"tipo": s.in.kind, "modo": s.in.mode, "separador": s.in.sep}
	for k, v := range extra {
		fields[k] = v
	}
	for k, v := range fields {
		if err := mw.WriteField(k, v); err != nil {
			return nil, err
		}
	}
	for field, f := range map[string]struct {
		name string
		data []byte
	}{"archivo": {s.in.name, s.in.data}, "imagenes": {"imagenes.zip", s.in.zip}} {
		if f.data == nil {
			continue
		}
		w, err := mw.CreateFormFile(field, f.name)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	req, err := http.NewRequest("POST", "http://sgc"+path, &body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	res, err := s.l.c.Do(req)
	if err != nil {
		return nil, fmt.Errorf("el servidor sgc no respondió: %w", err)
	}
	if res.StatusCode/100 != 2 {
		defer res.Body.Close()
		err := serverError(res)
		if res.StatusCode == http.StatusRequestEntityTooLarge || res.StatusCode == http.StatusUnprocessableEntity {
			return nil, fileError{err}
		}
		return nil, err
	}
	return res, nil
}

func (s *serverImporter) simulate() (*engine.ImportPlan, error) {
	res, err := s.post("/api/importaciones/simular", nil)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var pl engine.ImportPlan
	if err := json.NewDecoder(res.Body).Decode(&pl); err != nil {
		return nil, fmt.Errorf("respuesta del servidor no válida: %w", err)
	}
	return &pl, nil
}

func (s *serverImporter) errorsFile(*engine.ImportPlan) ([]byte, error) {
	res, err := s.post("/api/importaciones/errores", nil)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}

func (s *serverImporter) apply(pl *engine.ImportPlan, progress func(done, total int)) (*engine.ImportRecord, error) {
	res, err := s.post("/api/importaciones", map[string]string{"token": pl.Token})
	if err != nil {
		return nil, err
	}
	res.Body.Close()
	for {
		var st engine.ImportProgress
		if err := s.l.call("GET", "/api/importaciones/progreso", nil, &st); err != nil {
			return nil, err
		}
		switch st.Fase {
		case engine.PhaseDone:
			return st.Resultado, nil
		case engine.PhaseFailed:
			return nil, errors.New(st.Mensaje)
		}
		if st.Total > 0 {
			progress(st.Hechas, st.Total)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func (s *serverImporter) close() {}
