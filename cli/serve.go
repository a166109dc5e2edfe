package cli

import (
	"context"
	"crypto/tls"
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
	"sgc/backup"
	"sgc/engine"
	"sgc/httpapi"
	"sgc/index"
)

func newServeCmd(e env) *cobra.Command {
	var dir, addr string
	var demo bool
	var keep backupFlags
	var secure tlsFlags
	var cf clusterFlags
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Inicia el servidor web",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			return serve(ctx, e, dir, addr, demo, keep, secure, cf)
		},
	}
	dataFlag(cmd, e, &dir)
	cmd.Flags().StringVar(&addr, "addr", ":8080", "dirección de escucha HOST:PUERTO")
	cmd.Flags().BoolVar(&demo, "demo", false, "carga una empresa de demostración si la carpeta está vacía")
	f := cmd.Flags()
	f.StringVar(&keep.dir, "respaldos", "", "carpeta de los respaldos automáticos (por omisión <datos>/respaldos), p. ej. un disco USB")
	f.IntVar(&keep.daily, "respaldos-diarios", backup.DefaultDaily, "respaldos diarios que se conservan")
	f.IntVar(&keep.monthly, "respaldos-mensuales", backup.DefaultMonthly, "respaldos mensuales que se conservan")
	secure.register(f)
	addClusterFlags(cmd, &cf)
	return cmd
}

// serve runs the server until ctx ends, then finishes in-flight requests and
// closes the store.
func serve(ctx context.Context, e env, dir, addr string, demo bool, keep backupFlags, secure tlsFlags, cf clusterFlags) error {
	log := slog.New(slog.NewTextHandler(e.stderr, nil))
	probe, err := siatProbeEvery(e.getenv("SGC_SIAT_SONDEO"))
	if err != nil {
		return err
	}
	eng, node, err := openServeEngine(ctx, e, dir, addr, cf, log)
	if err != nil {
		return err
	}
	if node != nil {
		defer node.Close() // after the engine, which closes the store on it
	}
	defer eng.Close()
	eng.Log = log
	if _, err := firstStart(e, eng, demo); err != nil {
		return err
	}
	ix, err := index.Attach(eng, log)
	if err != nil {
		return fmt.Errorf("no se pudo abrir el índice de productos: %w", err)
	}
	defer ix.Close()
	go purgeSessions(ctx, eng, log)
	go purgeIdempotencyKeys(ctx, eng, log)
	api := httpapi.New(eng, sgc.UI(), log)
	api.UseIndex(ix)
	if node != nil {
		api.UseCluster(node)
	}
	if keep.dir == "" {
		keep.dir = filepath.Join(dir, "respaldos")
	}
	keeper := backup.New(eng, keep.dir, keep.daily, keep.monthly, log)
	api.UseBackups(keeper)
	var tlsConfig *tls.Config
	if secure.enabled() {
		if tlsConfig, err = secure.config(e, dir); err != nil {
			return err
		}
		rotateTicketKeys(ctx, tlsConfig)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("no se pudo escuchar en %s: %w", addr, err)
	}
	lnLocal, err := listenLocal(dir)
	if err != nil {
		ln.Close()
		return err
	}
	srv := api.HTTPServer(httpapi.DefaultTimeouts)
	srv.ErrorLog = httpErrorLog(log)
	srv.RegisterOnShutdown(api.CloseStreams)
	// The local channel has no read or write deadlines: a backup of a large
	// database through it may take longer than a browser's call.
	localSrv := &http.Server{Handler: api.LocalHandler(), ReadHeaderTimeout: 10 * time.Second, ErrorLog: srv.ErrorLog}
	keeperCtx, stopKeeper := context.WithCancel(ctx)
	keeperDone := make(chan struct{})
	// SGC_SIAT_URL replaces the SIN's address of the configured ambiente
	// (a proxy, the tests' double); SGC_SIAT_SONDEO shortens the probe
	// during a contingency for the browser tests.
	invoicing := eng.NewSiatWorker(engine.SiatOptions{BaseURL: e.getenv("SGC_SIAT_URL"), ProbeEvery: probe})
	api.UseSiat(invoicing)
	runBackups := backupLoop(keeper, node, invoicing.Run, invoiceMailer(eng).Run)
	go func() { runBackups(keeperCtx); close(keeperDone) }()
	defer func() { stopKeeper(); <-keeperDone }()
	abs, _ := filepath.Abs(dir)
	fmt.Fprintf(e.stdout, "sgc %s escuchando en %s (datos en %s)\n", Version, ln.Addr(), abs)
	printURLs(e, ln.Addr(), secure.scheme())
	done := make(chan error, 3)
	go func() {
		if tlsConfig != nil {
			done <- serveTLS(srv, ln, tlsConfig)
		} else {
			done <- srv.Serve(ln)
		}
	}()
	go func() { done <- localSrv.Serve(lnLocal) }()
	if node != nil {
		go func() {
			if err, ok := <-node.Err(); ok {
				done <- fmt.Errorf("el miembro del grupo se detuvo: %w", err)
			}
		}()
	}
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
	if err := localSrv.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
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

// backupFlags are serve's options for the automatic backups.
type backupFlags struct {
	dir            string
	daily, monthly int
}

// firstStart gives an empty folder its first records and prints the admin
// password once; demo then loads the demo business and lists its users and
// their password, so a newcomer can sign in in every role. It reports whether the
// folder was empty.
func firstStart(e env, eng *engine.Engine, demo bool) (created bool, err error) {
	created, pw, err := eng.Bootstrap(e.getenv("SGC_ADMIN_PASSWORD"))
	if err != nil {
		return false, fmt.Errorf("no se pudieron crear los datos iniciales: %w", plain(err))
	}
	if !created {
		return false, nil
	}
	fmt.Fprintf(e.stdout, "Primer inicio: usuario admin, contraseña %s\n", pw)
	fmt.Fprintf(e.stdout, "(guardada también en %s; cámbiela después de ingresar)\n",
		filepath.Join(eng.Dir(), engine.AdminPasswordFile))
	if demo {
		if err := eng.LoadDemo(); err != nil {
			return true, fmt.Errorf("no se pudo cargar la demostración: %w", err)
		}
		fmt.Fprintf(e.stdout, "Datos de demostración cargados. Usuarios de prueba (contraseña %s):\n", engine.DemoPassword)
		for _, u := range engine.DemoUsers() {
			fmt.Fprintf(e.stdout, "  %-12s %s\n", u[0], u[1])
		}
	}
	return true, nil
}

// printURLs lists the addresses other computers of the network can open.
func printURLs(e env, a net.Addr, scheme string) {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return
	}
	if !tcp.IP.IsUnspecified() {
		fmt.Fprintf(e.stdout, "  %s://%s\n", scheme, tcp)
		return
	}
	addrs, _ := net.InterfaceAddrs()
	for _, ad := range addrs {
		if ipn, ok := ad.(*net.IPNet); ok && ipn.IP.To4() != nil {
			fmt.Fprintf(e.stdout, "  %s://%s:%d\n", scheme, ipn.IP, tcp.Port)
		}
	}
}

// siatProbeEvery reads SGC_SIAT_SONDEO ("2s"): the interval of the SIN probe
// during a contingency, for tests; empty keeps the worker's own.
func siatProbeEvery(v string) (time.Duration, error) {
	if v == "" {
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("SGC_SIAT_SONDEO %q no es una duración válida (p. ej. 2s)", v)
	}
	return d, nil
}
