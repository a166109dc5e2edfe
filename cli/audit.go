package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"sgc/engine"
)

func newAuditCmd(e env) *cobra.Command {
	cmd := &cobra.Command{Use: "audit", Short: "Herramientas de la bitácora"}
	cmd.AddCommand(newAuditVerifyCmd(e))
	return cmd
}

// newAuditVerifyCmd walks the hash chain of the audit log and names the first
// entry that was altered, removed or reordered; it exits 1 when there is one.
func newAuditVerifyCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Verifica que la bitácora no fue alterada",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var brk *engine.AuditBreak
			var n int
			if l := dialLocal(dir); l != nil {
				var res struct {
					Data      *engine.AuditBreak `json:"data"`
					Registros int                `json:"registros"`
				}
				if err := l.call("GET", "/api/bitacora/verificar", nil, &res); err != nil {
					return err
				}
				brk, n = res.Data, res.Registros
			} else {
				eng, err := openEngine(dir)
				if err != nil {
					return err
				}
				brk, n, err = eng.VerifyAudit(nil)
				eng.Close()
				if err != nil {
					return err
				}
			}
			if brk != nil {
				fmt.Fprintf(e.stdout, "Bitácora alterada: registro %d: %s.\n", brk.Seq, brk.Motivo)
				return exitCode(1)
			}
			fmt.Fprintf(e.stdout, "Bitácora íntegra: %d registro(s) verificados.\n", n)
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}
