package cli

import (
	"fmt"

	"github.com/spf13/cobra"
)

// newDemoCmd loads the demo business into an empty data folder.
func newDemoCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "demo",
		Short: "Carga una empresa de demostración en una carpeta de datos vacía",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			eng, err := openEngine(dir)
			if err != nil {
				return err
			}
			defer eng.Close()
			created, err := firstStart(e, eng, true)
			if err != nil {
				return err
			}
			if !created {
				return fmt.Errorf("la carpeta %s ya tiene datos; la demostración se carga solo en una carpeta vacía", dir)
			}
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}
