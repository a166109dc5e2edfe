package cli

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"sgc"
	"sgc/engine"
	"sgc/httpapi"
	"sgc/index"
)

func newServeCmd(e env) *cobra.Command {
	var dir, addr string
	var demo bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Inicia el servidor web",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			return serve(ctx, e, dir, addr, demo)
		},
	}
	dataFlag(cmd, e, &dir)
	cmd.Flags().StringVar(&addr, "addr", ":8080", "dirección de escucha HOST:PUERTO")
	cmd.Flags().BoolVar(&demo, "demo", false, "carga una empresa de demostración si la carpeta está vacía")
	return cmd
}

// serve runs the server until ctx ends, then finishes in-flight requests and
// closes the store.
func serve(ctx context.Context, e env, dir, addr string, demo bool) error {
	log := slog.New(slog.NewTextHandler(e.stderr, nil))
	eng, err := openEngine(dir)
	if err != nil {
		return err
	}
	defer eng.Close()
	eng.Log = log
	if err := firstStart(e, eng, demo); err != nil {
		return err
	}
	ix, err := index.Attach(eng, log)
	if err != nil {
		return fmt.Errorf("no se pudo abrir el índice de productos: %w", err)
	}
	defer ix.Close()
	go purgeSessions(ctx, eng, log)
	api := httpapi.New(eng, sgc.UI(), log)
	api.UseIndex(ix)
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("no se pudo escuchar en %s: %w", addr, err)
	}
	srv := api.HTTPServer(httpapi.DefaultTimeouts)
	abs, _ := filepath.Abs(dir)
	fmt.Fprintf(e.stdout, "sgc %s escuchando en %s (datos en %s)\n", Version, ln.Addr(), abs)
	printURLs(e, ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(e.stdout, "Deteniendo el servidor...")
	shut, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// purgeSessions deletes expired sessions at start and every
// engine.SessionPurgeEvery until ctx ends.
func purgeSessions(ctx context.Context, eng *engine.Engine, log *slog.Logger) {
	tick := time.NewTicker(engine.SessionPurgeEvery)
	defer tick.Stop()
	for {
		if n, err := eng.PurgeSessions(); err != nil {
			log.Error("no se pudieron purgar las sesiones vencidas", "err", err)
		} else if n > 0 {
			log.Info("sesiones vencidas purgadas", "cantidad", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// firstStart gives an empty folder its first records and prints the admin
// password once.
func firstStart(e env, eng *engine.Engine, demo bool) error {
	created, pw, err := eng.Bootstrap(e.getenv("SGC_ADMIN_PASSWORD"))
	if err != nil {
		return fmt.Errorf("no se pudieron crear los datos iniciales: %w", plain(err))
	}
	if !created {
		return nil
	}
	fmt.Fprintf(e.stdout, "Primer inicio: usuario admin, contraseña %s\n", pw)
	fmt.Fprintf(e.stdout, "(guardada también en %s; cámbiela después de ingresar)\n",
		filepath.Join(eng.Dir(), engine.AdminPasswordFile))
	if demo {
		if err := eng.LoadDemo(); err != nil {
			return fmt.Errorf("no se pudo cargar la demostración: %w", err)
		}
		fmt.Fprintln(e.stdout, "Datos de demostración cargados.")
	}
	return nil
}

// printURLs lists the addresses other computers of the network can open.
func printURLs(e env, a net.Addr) {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return
	}
	if !tcp.IP.IsUnspecified() {
		fmt.Fprintf(e.stdout, "  http://%s\n", tcp)
		return
	}
	addrs, _ := net.InterfaceAddrs()
	for _, ad := range addrs {
		if ipn, ok := ad.(*net.IPNet); ok && ipn.IP.To4() != nil {
			fmt.Fprintf(e.stdout, "  http://%s:%d\n", ipn.IP, tcp.Port)
		}
	}
}
