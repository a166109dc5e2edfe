package cli

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"sgc/cluster"
	"sgc/engine"
)

// newClusterCmd groups the owner's commands of cluster mode. They reach the
// member running in the data folder through its local socket; any member
// answers for the whole cluster.
func newClusterCmd(e env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cluster",
		Short: "Estado y miembros del grupo de servidores (modo grupo)",
	}
	cmd.AddCommand(newClusterStatusCmd(e), newClusterRemoveCmd(e), newClusterRotateCmd(e))
	return cmd
}

// memberOf is the member running in dir, reached through its local socket.
func memberOf(dir string) (*local, error) {
	if !cluster.IsMember(dir) {
		return nil, fmt.Errorf("%s no es la carpeta de un miembro de un grupo (se forma con sgc serve --cluster-init)", dir)
	}
	l := dialLocal(dir)
	if l == nil {
		return nil, errors.New("el servidor sgc de esta carpeta no está en marcha: inícielo (sgc serve --data ...) o use otro miembro del grupo")
	}
	return l, nil
}

// memberCall asks the member running in dir, through its local socket, for a
// change to the cluster and returns the member's message about it.
func memberCall(dir, method, path string) (string, error) {
	l, err := memberOf(dir)
	if err != nil {
		return "", err
	}
	var out struct {
		Message string `json:"message"`
	}
	err = l.call(method, path, nil, &out)
	return out.Message, err
}

func newClusterStatusCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "estado",
		Short: "Muestra los miembros del grupo, el líder, su salud, el tamaño de los datos y el último respaldo",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			l, err := memberOf(dir)
			if err != nil {
				return err
			}
			var st cluster.Status
			if err := l.call("GET", "/api/cluster/estado", nil, &st); err != nil {
				return err
			}
			printStatus(e, st)
			if !st.Mayoria {
				return exitCode(1)
			}
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}

// printStatus writes the cluster's status as a table.
func printStatus(e env, st cluster.Status) {
	lider := st.Lider
	if lider == "" {
		lider = "ninguno"
	}
	mayoria := "sí"
	if !st.Mayoria {
		mayoria = "NO: este miembro no alcanza a la mayoría; el sistema está en modo de solo lectura"
	}
	fmt.Fprintf(e.stdout, "Grupo de %d miembros; líder: %s; mayoría: %s (respondió %s)\n\n", len(st.Miembros), lider, mayoria, st.Miembro)
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "MIEMBRO\tID\tDIRECCIÓN DEL GRUPO\tSGC\tESTADO\tDATOS")
	for _, m := range st.Miembros {
		name := m.Nombre
		if name == "" {
			name = "(uniéndose)"
		}
		if m.Local {
			name += " *"
		}
		estado := "activo"
		switch {
		case !m.Activo:
			estado = "sin respuesta"
		case m.Lider:
			estado = "líder"
		case m.Aprendiz:
			estado = "aprendiz (sincronizando)"
		}
		datos := "-"
		if m.Tamano > 0 {
			datos = sizeText(m.Tamano)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\n", name, m.ID, m.ClusterAddr, orDash(m.SGC), estado, datos)
	}
	w.Flush()
	fmt.Fprintln(e.stdout, "(* el miembro que respondió)")
	if b := st.UltimoRespaldo; b != nil {
		fmt.Fprintf(e.stdout, "Último respaldo automático: %s, por %s: %s (%s)\n",
			b.Fecha.In(engine.LaPaz).Format("02/01/2006 15:04"), b.Miembro, b.Archivo, sizeText(b.Tamano))
	} else {
		fmt.Fprintln(e.stdout, "Último respaldo automático: ninguno todavía")
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func newClusterRemoveCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "quitar MIEMBRO",
		Short: "Quita del grupo un miembro muerto (por nombre, ID o dirección del grupo)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			message, err := memberCall(dir, "DELETE", "/api/cluster/miembros/"+url.PathEscape(args[0]))
			if err != nil {
				return err
			}
			fmt.Fprintln(e.stdout, message)
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}

func newClusterRotateCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "rotar-token",
		Short: "Cambia el token para unir máquinas al grupo: el anterior deja de servir",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			message, err := memberCall(dir, "POST", "/api/cluster/token")
			if err != nil {
				return err
			}
			// The member wrote the new token in this folder before answering.
			path := filepath.Join(dir, cluster.Folder, cluster.TokenFile)
			raw, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			fmt.Fprintf(e.stdout, "%s\nToken nuevo (guardado en %s de cada miembro):\n  %s\n", message, path, strings.TrimSpace(string(raw)))
			return nil
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}
