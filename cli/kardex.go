package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"sgc/engine"
)

func newKardexCmd(e env) *cobra.Command {
	cmd := &cobra.Command{Use: "kardex", Short: "Herramientas del kardex"}
	cmd.AddCommand(newKardexVerifyCmd(e))
	return cmd
}

// newKardexVerifyCmd recomputes every branch and product's stock from its kardex
// and prints each difference; it exits 1 when there is one.
func newKardexVerifyCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Verifica que el stock de cada sucursal y producto sea igual a su kardex",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			diffs, err := differences(e, dir, "/api/kardex/verificar", "Verificando kardex", (*engine.Engine).VerifyKardex)
			if err != nil {
				return err
			}
			return reportDiffs(e, diffs)
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}

func reportDiffs(e env, diffs []engine.Difference) error {
	if len(diffs) == 0 {
		fmt.Fprintln(e.stdout, "Kardex correcto: el stock de cada sucursal y producto coincide con su kardex.")
		return nil
	}
	for _, d := range diffs {
		fmt.Fprintf(e.stdout, "sucursal %d, producto %d: stock %d, kardex %d (diferencia %d)\n",
			d.Branch, d.Product, d.Stock, d.Kardex, d.Stock-d.Kardex)
	}
	fmt.Fprintf(e.stdout, "%d diferencia(s) encontradas.\n", len(diffs))
	return exitCode(1)
}
