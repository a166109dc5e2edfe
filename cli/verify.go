package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"sgc/engine"
)

// differences asks the running server for a check through the local channel
// (GET path, answered as {data}), or runs check on the folder's store when no
// server runs, its progress shown as label.
func differences[T any](e env, dir, path, label string, check func(*engine.Engine, func(done, total int)) ([]T, error)) ([]T, error) {
	if l := dialLocal(dir); l != nil {
		var res struct{ Data []T }
		err := l.call("GET", path, nil, &res)
		return res.Data, err
	}
	eng, err := openEngine(dir)
	if err != nil {
		return nil, err
	}
	defer eng.Close()
	progress, finish := terminalProgress(e, label)
	defer finish()
	return check(eng, progress)
}

// newVerifyCmd recomputes the per-day sales, purchase and cash figures that
// the dashboard and the reports read, from the documents, and the voids index
// from the audit log, and prints each difference; it exits 1 when there is one.
func newVerifyCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Verifica que las cifras diarias de ventas, compras y caja coincidan con los documentos, y el índice de anulaciones con la bitácora",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			diffs, err := differences(e, dir, "/api/cifras/verificar", "Verificando cifras diarias", (*engine.Engine).VerifyAggregates)
			if err != nil {
				return err
			}
			if len(diffs) == 0 {
				fmt.Fprintln(e.stdout, "Cifras diarias correctas: coinciden con las ventas, compras y movimientos de caja, y las anulaciones con la bitácora.")
				return nil
			}
			for _, d := range diffs {
				fmt.Fprintf(e.stdout, "%s, sucursal %d, %s %s: guardado %s, calculado %s\n", d.Tabla, d.Sucursal, d.Fecha, d.Clave,
					rowText(d.Guardado), rowText(d.Calculado))
			}
			fmt.Fprintf(e.stdout, "%d diferencia(s) encontradas.\n", len(diffs))
			return exitCode(1)
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}

// rowText shows one side of a difference: the row's counters, "presente" for
// a row of an index (which has none) and "no hay" when the row is not there.
func rowText(figures []int64) string {
	switch {
	case figures == nil:
		return "no hay"
	case len(figures) == 0:
		return "presente"
	}
	return fmt.Sprint(figures)
}
