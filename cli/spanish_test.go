package cli

import (
	"context"
	"strings"
	"testing"
)

// cobra's own messages (unknown command, missing or unknown flag, usage and
// help) reach the user in Spanish.
func TestCobraSpeaksSpanish(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"nada"}, `comando desconocido "nada" para "sgc"`},
		{[]string{"user", "create", "--data", dir}, `faltan las opciones obligatorias "password", "rol", "usuario"`},
		{[]string{"serve", "--nada"}, "opción desconocida: --nada"},
		{[]string{"version", "extra"}, `comando desconocido "extra" para "sgc version"`},
		{[]string{"user", "create", "--usuario"}, "la opción necesita un valor: --usuario"},
	} {
		r := run(context.Background(), "", nil, tt.args...)
		if r.err == nil {
			t.Errorf("%v: no error", tt.args)
			continue
		}
		if got := spanishError(r.err).Error(); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.args, got, tt.want)
		}
	}
	for _, args := range [][]string{{"--help"}, {"user", "--help"}, {"help", "user"}, {"user", "create", "--help"}} {
		out := runOK(t, "", nil, args...)
		if !strings.Contains(out, "Uso:") || !strings.Contains(out, "muestra la ayuda") {
			t.Errorf("%v: help not in Spanish:\n%s", args, out)
		}
		for _, english := range []string{"Usage:", "Flags:", "Available Commands", "for more information", "help for", "completion"} {
			if strings.Contains(out, english) {
				t.Errorf("%v: help says %q:\n%s", args, english, out)
			}
		}
	}
}
