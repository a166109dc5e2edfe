package cli

import (
	"fmt"
	"io"
	"mime"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"sgc/engine"
)

// newBackupCmd writes a consistent snapshot of the database: through the
// running server when there is one (sales go on), else from the file.
func newBackupCmd(e env) *cobra.Command {
	var dir, out string
	cmd := &cobra.Command{
		Use:   "backup",
		Short: "Escribe un respaldo de la base de datos (también con el servidor en marcha)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var n int64
			var err error
			if l := dialLocal(dir); l != nil {
				n, out, err = backupThrough(l, out)
			} else {
				if out == "" {
					out = engine.BackupName(time.Now())
				}
				var eng *engine.Engine
				if eng, err = openEngine(dir); err != nil {
					return err
				}
				n, err = eng.WriteBackupFile(out)
				eng.Close()
			}
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "Respaldo escrito en %s (%s).\n", out, sizeText(n))
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	cmd.Flags().StringVar(&out, "salida", "", "archivo de salida (por omisión respaldo-AAAAMMDD-HHMMSS.db en la carpeta actual)")
	return cmd
}

// backupThrough downloads the server's snapshot into out (named as the
// server names it when out is empty), atomically.
func backupThrough(l *local, out string) (int64, string, error) {
	res, err := l.do("GET", "/api/backup-database", nil)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	if out == "" {
		_, params, _ := mime.ParseMediaType(res.Header.Get("Content-Disposition"))
		out = filepath.Base(params["filename"])
		if out == "." || out == "" {
			out = engine.BackupName(time.Now())
		}
	}
	n, err := engine.WriteFileAtomic(out, func(w io.Writer) (int64, error) { return io.Copy(w, res.Body) })
	if err != nil {
		return 0, out, err
	}
	// A stream cut or changed on the way shows in the seal.
	if sealed, err := engine.CheckBackupSeal(out); err != nil || !sealed {
		return 0, out, fmt.Errorf("el respaldo descargado en %s no está completo o está dañado; repita el respaldo: %v", out, err)
	}
	return n, out, nil
}

// newRestoreCmd replaces the database with a backup after checking it; the
// server must be stopped.
func newRestoreCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "restore ARCHIVO",
		Short: "Restaura un respaldo (con el servidor detenido); lo verifica antes de reemplazar nada",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			// A cluster member's folder is refused before the running server
			// is: stopping the member would not make the restore possible.
			if err := engine.CheckRestoreFolder(dir); err != nil {
				return err
			}
			if dialLocal(dir) != nil {
				return engine.ErrServerRunning
			}
			sealed, err := engine.CheckBackupSeal(args[0])
			if err != nil {
				return fmt.Errorf("el archivo %s no se restauró: %w", filepath.Base(args[0]), err)
			}
			kept, err := engine.Restore(dir, args[0], console, time.Now())
			if err != nil {
				return err
			}
			if !sealed {
				fmt.Fprintln(e.stdout, "Aviso: el respaldo no tiene suma de verificación (lo escribió una versión anterior de sgc); se aceptó porque todos sus registros se leyeron bien y sus cifras coinciden con sus documentos.")
			}
			fmt.Fprintf(e.stdout, "Respaldo %s restaurado y verificado (registros legibles, stock igual al kardex, bitácora íntegra, cifras por día correctas).\n", args[0])
			if kept != "" {
				fmt.Fprintf(e.stdout, "La base de datos anterior quedó en %s.\n", kept)
			}
			fmt.Fprintln(e.stdout, "El índice de productos se reconstruye al iniciar el servidor.")
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}

// sizeText prints a byte count for people: 1,5 MB.
func sizeText(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
