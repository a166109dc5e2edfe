package cli

import (
	"errors"
	"regexp"

	"github.com/spf13/cobra"
)

// usageTemplate is cobra's usage text in Spanish (groups and aliases, which
// sgc does not use, are left out).
const usageTemplate = `Uso:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [comando]{{end}}{{if .HasExample}}

Ejemplos:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Comandos disponibles:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Opciones:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

Opciones globales:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

Use "{{.CommandPath}} [comando] --help" para más información sobre un comando.{{end}}
`

// inSpanish gives root and every command under it Spanish usage and help:
// the template, the help command and flag, and no English completion command.
func inSpanish(root *cobra.Command) {
	root.SetUsageTemplate(usageTemplate)
	root.CompletionOptions.DisableDefaultCmd = true
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [comando]",
		Short: "Muestra la ayuda de un comando",
		Run: func(c *cobra.Command, args []string) {
			cmd, _, err := c.Root().Find(args)
			if cmd == nil || err != nil {
				c.Printf("Comando desconocido: %q\n", args)
				cmd = c.Root()
			}
			cmd.InitDefaultHelpFlag()
			_ = cmd.Help()
		},
	})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.Flags().BoolP("help", "h", false, "muestra la ayuda de "+c.Name())
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// cobraErrors are the English messages of cobra and pflag with their Spanish
// form; $1, $2 keep what they name.
var cobraErrors = []struct {
	re *regexp.Regexp
	es string
}{
	{regexp.MustCompile(`^unknown command "(.*)" for "(.*)"(?s:.*)$`), `comando desconocido "$1" para "$2"`},
	{regexp.MustCompile(`^required flag\(s\) (.*) not set$`), `faltan las opciones obligatorias $1`},
	{regexp.MustCompile(`^unknown flag: (.*)$`), `opción desconocida: $1`},
	{regexp.MustCompile(`^unknown shorthand flag: (.*)$`), `opción corta desconocida: $1`},
	{regexp.MustCompile(`^flag needs an argument: (.*)$`), `la opción necesita un valor: $1`},
	{regexp.MustCompile(`^invalid argument "(.*)" for "(.*)" flag: (.*)$`), `valor "$1" no válido para la opción "$2": $3`},
	{regexp.MustCompile(`^accepts (\d+) arg\(s\), received (\d+)$`), `acepta $1 argumento(s), recibió $2`},
	{regexp.MustCompile(`^accepts at most (\d+) arg\(s\), received (\d+)$`), `acepta como máximo $1 argumento(s), recibió $2`},
	{regexp.MustCompile(`^requires at least (\d+) arg\(s\), only received (\d+)$`), `requiere al menos $1 argumento(s), recibió $2`},
}

// spanishError translates a cobra or pflag error; any other error (the
// commands' own, already in Spanish) is returned as it is.
func spanishError(err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	for _, c := range cobraErrors {
		if c.re.MatchString(msg) {
			return errors.New(c.re.ReplaceAllString(msg, c.es))
		}
	}
	return err
}
