package cli

import (
	"bytes"
	"fmt"
	"net/url"
	"os"
	"slices"

	"github.com/spf13/cobra"

	"sgc/engine"
	workbook "sgc/engine/report"
)

// newExportCmd writes the import template, or an export of today's data in
// the same workbook (what `sgc import` and the Importar datos screen read).
func newExportCmd(e env) *cobra.Command {
	var dir, salida string
	cmd := &cobra.Command{
		Use:       "export productos|precios|clientes|proveedores|plantilla [--salida ARCHIVO]",
		Short:     "Exporta datos (o la plantilla vacía) en el libro .xlsx que se importa",
		Args:      cobra.ExactArgs(1),
		ValidArgs: engine.ExportKinds,
		RunE: func(cmd *cobra.Command, args []string) error {
			kind := args[0]
			if !slices.Contains(engine.ExportKinds, kind) {
				return fmt.Errorf("el tipo debe ser productos, precios, clientes, proveedores o plantilla")
			}
			if l := dialLocal(dir); l != nil {
				path := "/api/importaciones/plantilla"
				if kind != "plantilla" {
					path = "/api/importaciones/exportar?" + url.Values{"tipo": {kind}}.Encode()
				}
				return saveDocument(e, l, path, "xlsx", salida)
			}
			eng, err := openEngine(dir)
			if err != nil {
				return err
			}
			defer eng.Close()
			book, err := eng.ImportWorkbook(console, kind)
			if err != nil {
				return reportError(err)
			}
			var buf bytes.Buffer
			if err := workbook.ImportWorkbookExcel(&buf, book); err != nil {
				return err
			}
			if salida == "" {
				salida = kind + "-" + engine.BusinessDate(eng.Now()) + ".xlsx"
			}
			if err := os.WriteFile(salida, buf.Bytes(), 0o644); err != nil {
				return err
			}
			fmt.Fprintln(e.stdout, "Archivo guardado en", salida)
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	cmd.Flags().StringVar(&salida, "salida", "", "archivo a escribir (por defecto, el tipo y la fecha de hoy)")
	return cmd
}
