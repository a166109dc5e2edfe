package cli

import (
	"fmt"
	"io"
	"net/url"
	"strconv"

	"sgc/engine"
	"sgc/reporting"
)

// A snapshot report is a document of one moment rather than of a date range:
// the web downloads it from a screen of its own (BAJO STOCK, CAJA POR
// EMPLEADO). The command asks the same call the web makes through the running
// server or, with none, writes the same document (package reporting) on the
// data folder, acting as Super in both cases.
type snapshotReport struct {
	name, help string
	pdf, excel string // the calls of the two formats
	// write renders the document of branch and day on an engine.
	write func(eng *engine.Engine, branch uint64, day, format string, w io.Writer) (string, error)
}

// snapshotReports are listed in `sgc report --help` after the range reports.
var snapshotReports = []snapshotReport{
	{name: "stock-bajo", help: "PRODUCTOS CON STOCK BAJO: productos activos con stock igual o menor al mínimo (sin fechas)",
		pdf: "/api/stock-bajo/reporte-pdf", excel: "/api/stock-bajo/excel",
		write: func(eng *engine.Engine, branch uint64, _, format string, w io.Writer) (string, error) {
			return reporting.LowStock(eng, console, branch, format, w)
		}},
	{name: "caja-empleados", help: "CAJA POR EMPLEADO: las cajas de los empleados el día --hasta (hoy sin ella)",
		pdf: "/api/cajas-empleados/reporte-pdf", excel: "/api/cajas-empleados/excel",
		write: func(eng *engine.Engine, branch uint64, day, format string, w io.Writer) (string, error) {
			return reporting.EmployeesCash(eng, console, branch, day, format, w)
		}},
}

func findSnapshotReport(name string) (snapshotReport, bool) {
	for _, r := range snapshotReports {
		if r.name == name {
			return r, true
		}
	}
	return snapshotReport{}, false
}

// save saves the report of the branch and day in query as formato (pdf or xlsx).
func (r snapshotReport) save(e env, dir string, query url.Values, formato, salida string) error {
	path := r.pdf
	switch formato {
	case "pdf":
	case "xlsx":
		path = r.excel
	default:
		return fmt.Errorf("el formato debe ser pdf o xlsx")
	}
	if query.Get("fecha") == "" {
		query.Del("fecha")
	}
	if l := dialLocal(dir); l != nil {
		return saveDocument(e, l, path+"?"+query.Encode(), formato, salida)
	}
	branch, err := strconv.ParseUint(query.Get("sucursal_id"), 10, 64)
	if err != nil {
		return fmt.Errorf("la sucursal debe ser un número: %s", query.Get("sucursal_id"))
	}
	return saveOnFolder(e, dir, salida, func(eng *engine.Engine, w io.Writer) (string, error) {
		return r.write(eng, branch, query.Get("fecha"), formato, w)
	})
}
