package cli

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"

	"sgc/httpapi"
)

// A snapshot report is a document of one moment rather than of a date range:
// the web downloads it from a screen of its own (BAJO STOCK, CAJA POR
// EMPLEADO). The command asks the same call the web makes, through the
// running server or, with none, through the same handlers in this process
// on the data folder, acting as Super in both cases.
type snapshotReport struct {
	name, help string
	pdf, excel string // the calls of the two formats
}

// snapshotReports are listed in `sgc report --help` after the range reports.
var snapshotReports = []snapshotReport{
	{name: "stock-bajo", help: "PRODUCTOS CON STOCK BAJO: productos activos con stock igual o menor al mínimo (sin fechas)",
		pdf: "/api/stock-bajo/reporte-pdf", excel: "/api/stock-bajo/excel"},
	{name: "caja-empleados", help: "CAJA POR EMPLEADO: las cajas de los empleados el día --hasta (hoy sin ella)",
		pdf: "/api/cajas-empleados/reporte-pdf", excel: "/api/cajas-empleados/excel"},
}

func findSnapshotReport(name string) (snapshotReport, bool) {
	for _, r := range snapshotReports {
		if r.name == name {
			return r, true
		}
	}
	return snapshotReport{}, false
}

// write saves the report of the branch and day in query as formato (pdf or xlsx).
func (r snapshotReport) write(e env, dir string, query url.Values, formato, salida string) error {
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
	path += "?" + query.Encode()
	if l := dialLocal(dir); l != nil {
		return saveDocument(e, l, path, formato, salida)
	}
	eng, err := openEngine(dir)
	if err != nil {
		return err
	}
	defer eng.Close()
	h := httpapi.New(eng, nil, slog.New(slog.NewTextHandler(io.Discard, nil))).LocalHandler()
	return saveDocument(e, &local{c: &http.Client{Transport: inProcess{h}}}, path, formato, salida)
}

// inProcess answers a request with a handler of this process, as the local
// socket would: the CLI then has one way of getting a document.
type inProcess struct{ h http.Handler }

func (p inProcess) RoundTrip(req *http.Request) (*http.Response, error) {
	rec := httptest.NewRecorder()
	p.h.ServeHTTP(rec, req)
	return rec.Result(), nil
}
