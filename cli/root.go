// Package cli holds the cobra commands of the sgc binary.
package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"sgc/cluster"
	"sgc/engine"
	_ "time/tzdata" // a mini-PC may have no time zone database: La Paz must always load
)

// Version is the program version, set at build time with -ldflags.
var Version = "2.0"

// env is what commands read from the outside world; tests replace it.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
}

// Main runs the command line and returns the exit code.
func Main(args []string) int {
	root := newRootCmd(env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv})
	root.SetArgs(args)
	if err := root.Execute(); err != nil {
		var ex exitCode
		if errors.As(err, &ex) {
			return int(ex)
		}
		fmt.Fprintln(os.Stderr, "Error:", spanishError(err))
		return 1
	}
	return 0
}

// exitCode ends a command with a code and no further message.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("código de salida %d", int(e)) }

func newRootCmd(e env) *cobra.Command {
	root := &cobra.Command{
		Use:           "sgc",
		Short:         "Sistema de Gestión Comercial",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.AddCommand(newServeCmd(e), newUserCmd(e), newKardexCmd(e), newAuditCmd(e),
		newBackupCmd(e), newRestoreCmd(e), newDemoCmd(e), newVersionCmd(e))
	root.AddCommand(newReportCmd(e), newVerifyCmd(e))
	root.AddCommand(newClusterCmd(e))
	root.AddCommand(newImportCmd(e), newExportCmd(e))
	inSpanish(root)
	return root
}

// dataFlag adds --data to cmd: the data folder, ./data unless SGC_DATA says otherwise.
func dataFlag(cmd *cobra.Command, e env, dir *string) {
	def := e.getenv("SGC_DATA")
	if def == "" {
		def = "./data"
	}
	cmd.Flags().StringVar(dir, "data", def, "carpeta de datos (o SGC_DATA)")
}

// openEngine opens the store of dir for a command; when a server holds it, it
// says so in one line instead of waiting.
func openEngine(dir string) (*engine.Engine, error) {
	if cluster.IsMember(dir) {
		return nil, fmt.Errorf("%s es la carpeta de un miembro de un grupo: sus datos están en el grupo, no en un archivo; inicie sgc serve en ella y repita la orden", dir)
	}
	eng, err := engine.Open(dir, engine.Options{})
	if errors.Is(err, engine.ErrLocked) {
		return nil, fmt.Errorf("la base de datos de %s está en uso por el servidor sgc; deténgalo o use la interfaz web", dir)
	}
	return eng, err
}

func newVersionCmd(e env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Muestra la versión",
		Args:  cobra.NoArgs,
		Run: func(cmd *cobra.Command, _ []string) {
			fmt.Fprintf(e.stdout, "sgc versión %s\n", Version)
		},
	}
}
