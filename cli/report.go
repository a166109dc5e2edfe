package cli

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"mime"
	"net/url"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"sgc/engine"
	"sgc/reporting"
)

// newReportCmd writes the PDF or the spreadsheet of a report, the same
// document the web interface downloads, as the owner (Super) sees it.
func newReportCmd(e env) *cobra.Command {
	var dir, desde, hasta, sucursal, formato, salida, mes string
	var empleado uint64
	var long strings.Builder
	long.WriteString("Genera el PDF o la planilla Excel de un reporte, igual que la interfaz web.\n\nReportes:\n")
	for _, r := range reporting.All() {
		fmt.Fprintf(&long, "  %-18s %s\n", r.Name, r.Help)
	}
	for _, r := range snapshotReports {
		fmt.Fprintf(&long, "  %-18s %s\n", r.name, r.help)
	}
	fmt.Fprintf(&long, "  %-18s %s\n", salesBookReport, "LIBRO DE VENTAS del mes --mes AAAA-MM (Excel, las 24 columnas del RCV)")
	long.WriteString("\n--sucursal todos da un documento con una sección por sucursal (salvo stock-bajo y caja-empleados, de una sucursal).")
	cmd := &cobra.Command{
		Use:       "report NOMBRE --desde yyyy-MM-dd --hasta yyyy-MM-dd [--sucursal ID|todos] --formato pdf|xlsx [--salida ARCHIVO]",
		Short:     "Genera un reporte en PDF o Excel",
		Long:      long.String(),
		Args:      cobra.ExactArgs(1),
		ValidArgs: reportArgs(),
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] == salesBookReport {
				return writeSalesBook(e, dir, mes, salida)
			}
			if r, ok := findSnapshotReport(args[0]); ok {
				return r.save(e, dir, url.Values{"sucursal_id": {sucursal}, "fecha": {hasta}}, strings.ToLower(formato), salida)
			}
			if desde == "" || hasta == "" {
				return fmt.Errorf("fechas no válidas: indique --desde y --hasta (yyyy-MM-dd)")
			}
			if l := dialLocal(dir); l != nil { // a running server writes it
				return reportThroughServer(e, l, args[0], url.Values{"sucursal_id": {sucursal}, "fecha_inicio": {desde},
					"fecha_fin": {hasta}, "empleado": {strconv.FormatUint(empleado, 10)}}, strings.ToLower(formato), salida)
			}
			q := engine.ReportQuery{Sucursal: sucursal, Desde: desde, Hasta: hasta, Empleado: empleado}
			return saveOnFolder(e, dir, salida, func(eng *engine.Engine, w io.Writer) (string, error) {
				return reporting.Write(eng, console, args[0], q, strings.ToLower(formato), w)
			})
		},
	}
	dataFlag(cmd, e, &dir)
	f := cmd.Flags()
	f.StringVar(&desde, "desde", "", "fecha inicial yyyy-MM-dd (La Paz)")
	f.StringVar(&hasta, "hasta", "", "fecha final yyyy-MM-dd, no posterior a hoy (caja-empleados: el día; hoy sin ella)")
	f.StringVar(&sucursal, "sucursal", "1", "id de la sucursal, o todos")
	f.StringVar(&formato, "formato", "pdf", "pdf o xlsx")
	f.StringVar(&salida, "salida", "", "archivo a escribir (por defecto, el nombre del reporte y su rango)")
	f.Uint64Var(&empleado, "empleado", 0, "ventas-empleados: id del empleado (0: todos)")
	f.StringVar(&mes, "mes", "", "libro-ventas: el mes AAAA-MM (La Paz)")
	return cmd
}

// reportThroughServer asks the server holding the data folder for the
// document, through its local channel, and saves it.
func reportThroughServer(e env, l *local, name string, query url.Values, formato, salida string) error {
	r, ok := reporting.Find(name)
	slug := r.Slug
	if !ok {
		return fmt.Errorf("reporte no encontrado: %s", name)
	}
	kind := "pdf"
	if formato == "xlsx" {
		kind = "excel"
	} else if formato != "pdf" {
		return fmt.Errorf("el formato debe ser pdf o xlsx")
	}
	return saveDocument(e, l, "/api/reporte/"+slug+"/"+kind+"?"+query.Encode(), formato, salida)
}

// saveDocument gets a PDF or spreadsheet through l and writes it to salida,
// or to the file name the server gives it.
func saveDocument(e env, l *local, path, formato, salida string) error {
	res, err := l.do("GET", path, nil)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if salida == "" {
		_, params, _ := mime.ParseMediaType(res.Header.Get("Content-Disposition"))
		salida = cmp.Or(params["filename"], "reporte."+formato)
	}
	f, err := os.Create(salida)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, res.Body); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, "Reporte guardado en", salida)
	return nil
}

// saveOnFolder writes a document on the data folder, with no server running:
// write renders it on the folder's engine and names its file, which salida
// overrides.
func saveOnFolder(e env, dir, salida string, write func(eng *engine.Engine, w io.Writer) (string, error)) error {
	eng, err := openEngine(dir)
	if err != nil {
		return err
	}
	defer eng.Close()
	var buf bytes.Buffer
	name, err := write(eng, &buf)
	if err != nil {
		return reportError(err)
	}
	if err := os.WriteFile(cmp.Or(salida, name), buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintln(e.stdout, "Reporte guardado en", cmp.Or(salida, name))
	return nil
}

func reportArgs() (out []string) {
	for _, r := range reporting.All() {
		out = append(out, r.Name)
	}
	return append(out, salesBookReport)
}

// reportError words an engine error for the terminal, with its field messages.
func reportError(err error) error {
	var parts []string
	if e, ok := err.(*engine.Error); ok {
		for field, msgs := range e.Fields {
			parts = append(parts, field+": "+strings.Join(msgs, " "))
		}
	}
	if len(parts) == 0 {
		return err
	}
	return fmt.Errorf("%v (%s)", err, strings.Join(parts, "; "))
}
