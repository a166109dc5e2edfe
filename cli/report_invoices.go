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

// salesBookReport is `sgc report libro-ventas --mes AAAA-MM`: the month's
// Libro de Ventas, the workbook of the Facturas screen.
const salesBookReport = "libro-ventas"

// writeSalesBook saves the Libro de Ventas of mes through the running
// server, or with none through the same handler on the data folder.
func writeSalesBook(e env, dir, mes, salida string) error {
	if mes == "" {
		return fmt.Errorf("indique el mes con --mes AAAA-MM")
	}
	path := "/api/facturas/libro-ventas?" + url.Values{"mes": {mes}}.Encode()
	if l := dialLocal(dir); l != nil {
		return saveDocument(e, l, path, "xlsx", salida)
	}
	eng, err := openEngine(dir)
	if err != nil {
		return err
	}
	defer eng.Close()
	h := httpapi.New(eng, nil, slog.New(slog.NewTextHandler(io.Discard, nil))).LocalHandler()
	return saveDocument(e, &local{c: &http.Client{Transport: inProcess{h}}}, path, "xlsx", salida)
}

// inProcess answers a request with a handler of this process, as the local
// socket would: the CLI then has one way of getting the Libro de Ventas.
type inProcess struct{ h http.Handler }

func (p inProcess) RoundTrip(req *http.Request) (*http.Response, error) {
	rec := httptest.NewRecorder()
	p.h.ServeHTTP(rec, req)
	return rec.Result(), nil
}
