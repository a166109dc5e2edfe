package cli

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"sgc/backup"
	"sgc/cluster"
	"sgc/engine"
	"sgc/engine/store/etcdstore"
)

// clusterFlags are serve's options of cluster mode (docs/cluster.md).
type clusterFlags struct {
	init  bool   // --cluster-init: form a new cluster here
	addr  string // --cluster-addr: where the other members reach this one
	join  string // --unirse: the sgc address of any member
	token string // --token: the join token --cluster-init printed
}

func addClusterFlags(cmd *cobra.Command, cf *clusterFlags) {
	f := cmd.Flags()
	f.BoolVar(&cf.init, "cluster-init", false, "forma un grupo de servidores con esta máquina como primer miembro (importa el sgc.db de la carpeta)")
	f.StringVar(&cf.addr, "cluster-addr", "", "HOST:PUERTO donde los demás miembros del grupo alcanzan a este")
	f.StringVar(&cf.join, "unirse", "", "URL de sgc de un miembro del grupo al que esta máquina se une")
	f.StringVar(&cf.token, "token", "", "token del grupo (lo imprime --cluster-init; está en DATOS/cluster/token)")
}

// openServeEngine opens the engine serve runs on: the folder's sgc.db on a
// single machine, or the cluster's store when the folder is or becomes a
// member. node is nil on a single machine.
func openServeEngine(ctx context.Context, e env, dir, addr string, cf clusterFlags, log *slog.Logger) (eng *engine.Engine, node *cluster.Node, err error) {
	member := cluster.IsMember(dir)
	if cf.init && cf.join != "" {
		return nil, nil, errors.New("use --cluster-init en la primera máquina y --unirse en las demás, no ambas")
	}
	if !cf.init && cf.join == "" && !member {
		if cf.addr != "" || cf.token != "" {
			return nil, nil, errors.New("--cluster-addr y --token sirven con --cluster-init o --unirse (o en la carpeta de un miembro)")
		}
		eng, err := openEngine(dir)
		return eng, nil, err
	}
	if (cf.init || cf.join != "") && member {
		return nil, nil, fmt.Errorf("%s ya es la carpeta de un miembro del grupo: inicie sgc serve solo con --data, --addr y --cluster-addr", dir)
	}
	if cf.addr == "" && !member {
		return nil, nil, errors.New("falta --cluster-addr HOST:PUERTO: la dirección donde los demás miembros alcanzan a este")
	}
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, nil, err
	}
	if dialLocal(dir) != nil {
		return nil, nil, fmt.Errorf("un servidor sgc está en marcha en %s: deténgalo antes", dir)
	}
	switch {
	case cf.init:
		node, err = cluster.Init(ctx, dir, cf.addr, log)
	case cf.join != "":
		if cf.token == "" {
			return nil, nil, errors.New("falta --token: el token que imprimió --cluster-init en la primera máquina")
		}
		fmt.Fprintf(e.stdout, "Uniéndose al grupo a través de %s...\n", cf.join)
		node, err = cluster.Join(ctx, dir, cf.join, cf.token, cf.addr, log)
	default:
		node, err = cluster.Open(ctx, dir, cf.addr, log)
	}
	if err != nil {
		return nil, nil, err
	}
	node.SetAddress(announcedAddr(addr))
	st, err := etcdstore.New(node.Client(), etcdstore.Options{Member: node.ID(), Leader: node.Leader, StageDir: dir})
	if err == nil && cf.init {
		err = importSingle(e, dir, st)
	}
	if err == nil {
		// The secrets the engine keeps (token delegado, mail password) are
		// sealed in the shared store with a key only the members hold.
		var key []byte
		if key, err = node.SealKey(); err == nil {
			eng, err = engine.OpenStoreWith(st, dir, engine.Options{SealKey: key})
		}
	}
	if err != nil {
		node.Close()
		if cf.init {
			os.RemoveAll(filepath.Join(dir, cluster.Folder)) // the folder stays what it was
		}
		return nil, nil, err
	}
	if cf.init {
		fmt.Fprintf(e.stdout, "Grupo formado; miembro %s en %s.\nToken para unir las demás máquinas (guardado en %s):\n  %s\n",
			node.Name(), node.ClusterAddr(), filepath.Join(dir, cluster.Folder, cluster.TokenFile), node.Token())
	} else {
		fmt.Fprintf(e.stdout, "Miembro %s del grupo en %s.\n", node.Name(), node.ClusterAddr())
	}
	return eng, node, nil
}

// importSingle copies the folder's single-machine sgc.db, when there is one,
// into the new cluster, and renames it so that it is never taken for the
// live data again.
func importSingle(e env, dir string, st *etcdstore.Store) error {
	path := filepath.Join(dir, engine.DBFile)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err := st.Import(path); err != nil {
		return fmt.Errorf("no se pudo importar %s al grupo: %w", path, err)
	}
	kept := path + ".importado-al-grupo"
	if err := os.Rename(path, kept); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s importado al grupo; el archivo queda como %s.\n", path, kept)
	return nil
}

// announcedAddr is the sgc address other members show for this one.
func announcedAddr(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || (host != "" && !net.ParseIP(host).IsUnspecified()) {
		return addr
	}
	if h, err := os.Hostname(); err == nil {
		return net.JoinHostPort(h, port)
	}
	return addr
}

// backupLoop is the loop of the automatic backups and of the other jobs
// only one member may run (also: the invoicing worker, which talks to the
// SIN): on a single machine they simply run, in a cluster on one member at
// a time (the elected one), which records each backup for sgc cluster estado.
func backupLoop(keeper *backup.Keeper, node *cluster.Node, also ...func(ctx context.Context)) func(ctx context.Context) {
	run := func(ctx context.Context) {
		var wg sync.WaitGroup
		for _, job := range also {
			wg.Add(1)
			go func() { defer wg.Done(); job(ctx) }()
		}
		keeper.Run(ctx)
		wg.Wait()
	}
	if node == nil {
		return run
	}
	keeper.OnTaken = func(f backup.File) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = node.RecordBackup(ctx, cluster.BackupRecord{Miembro: node.Name(), Archivo: filepath.Join(keeper.Dir(), f.Nombre),
			Fecha: f.Fecha, Tamano: f.Tamano})
	}
	return func(ctx context.Context) { node.WhileElected(ctx, run) }
}
