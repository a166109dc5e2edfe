package cli

import (
	"fmt"
	"io"
	"net/url"

	"sgc/engine"
	"sgc/reporting"
)

// salesBookReport is `sgc report libro-ventas --mes AAAA-MM`: the month's
// Libro de Ventas, the workbook of the Facturas screen.
const salesBookReport = "libro-ventas"

// writeSalesBook saves the Libro de Ventas of mes through the running
// server, or with none writes the same workbook (package reporting) on the
// data folder.
func writeSalesBook(e env, dir, mes, salida string) error {
	if mes == "" {
		return fmt.Errorf("indique el mes con --mes AAAA-MM")
	}
	if l := dialLocal(dir); l != nil {
		return saveDocument(e, l, "/api/facturas/libro-ventas?"+url.Values{"mes": {mes}}.Encode(), "xlsx", salida)
	}
	return saveOnFolder(e, dir, salida, func(eng *engine.Engine, w io.Writer) (string, error) {
		return reporting.SalesBook(eng, console, mes, w)
	})
}
