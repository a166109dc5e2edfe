package cli

import (
	"bufio"
	"errors"
	"fmt"
	"net/url"
	"os"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"sgc/engine"
)

func newUserCmd(e env) *cobra.Command {
	cmd := &cobra.Command{Use: "user", Short: "Administra los usuarios"}
	cmd.AddCommand(newUserCreateCmd(e), newUserPasswdCmd(e), newUserListCmd(e), newUserTOTPResetCmd(e))
	return cmd
}

// withEngine opens the data folder (giving an empty one its first records) and
// runs fn on it.
func withEngine(e env, dir string, fn func(*engine.Engine) error) error {
	eng, err := openEngine(dir)
	if err != nil {
		return err
	}
	defer eng.Close()
	if _, err := firstStart(e, eng, false); err != nil {
		return err
	}
	return fn(eng)
}

func newUserCreateCmd(e env) *cobra.Command {
	var dir string
	var in engine.UserInput
	var rol, sucursal string
	cmd := &cobra.Command{
		Use:   "create",
		Short: "Crea un usuario",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			in.Rol = []string{rol}
			in.SucursalID = sucursal
			if l := dialLocal(dir); l != nil {
				var res struct{ ID uint64 }
				if err := l.call("POST", "/api/usuarios", userForm(in), &res); err != nil {
					return err
				}
				fmt.Fprintf(e.stdout, "Usuario %s creado (id %d).\n", in.Usuario, res.ID)
				return nil
			}
			return withEngine(e, dir, func(eng *engine.Engine) error {
				id, err := eng.SaveUser(console, 0, in)
				if err != nil {
					return describe(err)
				}
				fmt.Fprintf(e.stdout, "Usuario %s creado (id %d).\n", in.Usuario, id)
				return nil
			})
		},
	}
	dataFlag(cmd, e, &dir)
	f := cmd.Flags()
	f.StringVar(&in.Usuario, "usuario", "", "nombre de usuario (obligatorio)")
	f.StringVar(&in.Password, "password", "", "contraseña, 8 caracteres o más (obligatoria)")
	f.StringVar(&rol, "rol", "", "rol: "+strings.Join(engine.Roles, ", "))
	f.StringVar(&in.Nombres, "nombres", "", "nombres")
	f.StringVar(&in.Apellidos, "apellidos", "", "apellidos")
	f.StringVar(&sucursal, "sucursal", "1", "id de la sucursal donde trabaja")
	cmd.MarkFlagRequired("usuario")
	cmd.MarkFlagRequired("password")
	cmd.MarkFlagRequired("rol")
	cmd.PreRun = func(*cobra.Command, []string) {
		// Names are required by the form; from the command line the usuario stands in.
		if in.Nombres == "" {
			in.Nombres = in.Usuario
		}
		if in.Apellidos == "" {
			in.Apellidos = "-"
		}
	}
	return cmd
}

func newUserPasswdCmd(e env) *cobra.Command {
	var dir, usuario, password string
	cmd := &cobra.Command{
		Use:   "passwd",
		Short: "Cambia la contraseña de un usuario (la pide si no se da --password)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !cmd.Flags().Changed("password") {
				var err error
				if password, err = askPassword(e); err != nil {
					return err
				}
			}
			return onUser(e, dir, usuario, "Contraseña de %s cambiada; sus sesiones abiertas se cerraron.\n",
				func(l *local, u engine.User) error {
					in := engine.UserInput{Nombres: u.Nombres, Apellidos: u.Apellidos, NumeroIdentificacion: u.NumeroIdentificacion,
						Genero: u.Genero, Nacimiento: u.Nacimiento, Telefono: u.Telefono, Email: u.Email, Usuario: u.Usuario,
						Password: password, SucursalID: fmt.Sprint(u.SucursalID), Rol: u.Rol}
					if u.ActivaTraspaso {
						in.ActivaTraspaso = "1"
					}
					return l.call("POST", fmt.Sprintf("/api/usuarios/%d", u.ID), userForm(in), nil)
				},
				func(eng *engine.Engine, u engine.User) error { return eng.SetPassword(console, u.ID, password) })
		},
	}
	dataFlag(cmd, e, &dir)
	cmd.Flags().StringVar(&usuario, "usuario", "", "nombre de usuario (obligatorio)")
	cmd.Flags().StringVar(&password, "password", "", "nueva contraseña")
	cmd.MarkFlagRequired("usuario")
	return cmd
}

// newUserTOTPResetCmd removes a user's second factor (a lost phone): they sign
// in with the password alone, or enrol again when the company requires it.
func newUserTOTPResetCmd(e env) *cobra.Command {
	var dir, usuario string
	cmd := &cobra.Command{
		Use:   "totp-reset",
		Short: "Quita el segundo factor de un usuario (teléfono perdido) y cierra sus sesiones",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return onUser(e, dir, usuario, "Segundo factor de %s reiniciado; sus sesiones abiertas se cerraron.\n",
				func(l *local, u engine.User) error {
					return l.call("POST", fmt.Sprintf("/api/usuarios/%d/totp-reset", u.ID), nil, nil)
				},
				func(eng *engine.Engine, u engine.User) error { return eng.ResetTOTP(console, u.ID) })
		},
	}
	dataFlag(cmd, e, &dir)
	cmd.Flags().StringVar(&usuario, "usuario", "", "nombre de usuario (obligatorio)")
	cmd.MarkFlagRequired("usuario")
	return cmd
}

// askPassword reads a new password twice, hidden on a terminal.
func askPassword(e env) (string, error) {
	read := func(prompt string) (string, error) {
		fmt.Fprint(e.stderr, prompt)
		if f, ok := e.stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
			b, err := term.ReadPassword(int(f.Fd()))
			fmt.Fprintln(e.stderr)
			return string(b), err
		}
		line, err := bufio.NewReader(e.stdin).ReadString('\n')
		if err != nil && line == "" {
			return "", fmt.Errorf("no se recibió la contraseña")
		}
		return strings.TrimRight(line, "\r\n"), nil
	}
	pw, err := read("Nueva contraseña: ")
	if err != nil {
		return "", err
	}
	if f, ok := e.stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		again, err := read("Repita la contraseña: ")
		if err != nil {
			return "", err
		}
		if again != pw {
			return "", fmt.Errorf("las contraseñas no coinciden")
		}
	}
	return pw, nil
}

func newUserListCmd(e env) *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "list",
		Short: "Lista los usuarios",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if l := dialLocal(dir); l != nil {
				var res struct{ Data []engine.User }
				if err := l.call("GET", "/api/usuarios", nil, &res); err != nil {
					return err
				}
				return printUsers(e, res.Data)
			}
			return withEngine(e, dir, func(eng *engine.Engine) error {
				users, err := eng.Users()
				if err != nil {
					return err
				}
				return printUsers(e, users)
			})
		},
	}
	dataFlag(cmd, e, &dir)
	return cmd
}

func printUsers(e env, users []engine.User) error {
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tUSUARIO\tNOMBRE\tROL\tSUCURSAL\tESTADO")
	for _, u := range users {
		estado := "Activo"
		if !u.Estado {
			estado = "Inactivo"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s %s\t%s\t%d\t%s\n", u.ID, u.Usuario, u.Nombres, u.Apellidos,
			strings.Join(u.Rol, ","), u.SucursalID, estado)
	}
	return tw.Flush()
}

// userForm is the user form the web app sends, for the local channel.
func userForm(in engine.UserInput) url.Values {
	v := url.Values{"nombres": {in.Nombres}, "apellidos": {in.Apellidos}, "numero_identificacion": {in.NumeroIdentificacion},
		"genero": {in.Genero}, "nacimiento": {in.Nacimiento}, "telefono": {in.Telefono}, "email": {in.Email},
		"usuario": {in.Usuario}, "password": {in.Password}, "sucursal_id": {in.SucursalID}, "rol": in.Rol,
		"is_activa_traspasos": {in.ActivaTraspaso}}
	return v
}

// remoteUser finds a user by name through the running server.
// onUser changes the user named usuario through the running server's local
// socket when there is one (remote), or on the folder's engine (direct), and
// prints done with the user's name.
func onUser(e env, dir, usuario, done string, remote func(*local, engine.User) error, direct func(*engine.Engine, engine.User) error) error {
	if l := dialLocal(dir); l != nil {
		u, err := remoteUser(l, usuario)
		if err != nil {
			return err
		}
		if err := remote(l, u); err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, done, u.Usuario)
		return nil
	}
	return withEngine(e, dir, func(eng *engine.Engine) error {
		u, err := eng.UserByName(usuario)
		if err != nil {
			return describe(err)
		}
		if err := direct(eng, u); err != nil {
			return describe(err)
		}
		fmt.Fprintf(e.stdout, done, u.Usuario)
		return nil
	})
}

func remoteUser(l *local, usuario string) (engine.User, error) {
	var res struct{ Data []engine.User }
	if err := l.call("GET", "/api/usuarios", nil, &res); err != nil {
		return engine.User{}, err
	}
	for _, u := range res.Data {
		if strings.EqualFold(u.Usuario, usuario) {
			return u, nil
		}
	}
	return engine.User{}, errors.New("Usuario no encontrado.")
}

// describe turns a validation error into one readable line per field.
func describe(err error) error {
	var e *engine.Error
	if ee, ok := err.(*engine.Error); ok {
		e = ee
	}
	if e == nil {
		return err
	}
	if len(e.Fields) == 0 {
		return plain(err)
	}
	var lines []string
	for field, msgs := range e.Fields {
		lines = append(lines, "--"+strings.ReplaceAll(field, "_id", "")+": "+strings.Join(msgs, " "))
	}
	sort.Strings(lines) // map order is random; the same mistake should read the same way twice
	return fmt.Errorf("%s", strings.Join(lines, "\n"))
}

// plain gives an engine error as its Spanish sentence, without the code that
// Error() puts in front for logs ("not_found: Usuario no encontrado.").
func plain(err error) error {
	var e *engine.Error
	if errors.As(err, &e) {
		return errors.New(e.Message)
	}
	return err
}
