package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/server/v3/embed"
	"go.etcd.io/etcd/server/v3/etcdserver/api/v3client"

	"sgc/engine"
	"sgc/engine/store/etcdstore"
)

// Folder is the cluster's part of a data folder: DATA/cluster. The engine
// names it, as it refuses to restore a backup into a member's folder.
const Folder = engine.ClusterFolder

// Files inside DATA/cluster besides the certificates and the token.
const (
	stateFile  = "miembro.json" // what a restart needs: this folder is a member
	etcdFolder = "etcd"         // etcd's own data (WAL, snapshots, its bbolt file)
	clientSock = "etcd.sock"    // etcd's client listener: a 0700 folder's socket, never the network
	logFile    = "etcd.log"
)

// Settings of the embedded member.
const (
	// readyWait bounds how long a start waits for the cluster's majority
	// before serving anyway: reads work without it and writes answer 503.
	readyWait = 30 * time.Second
)

// state is what DATA/cluster/miembro.json remembers.
type state struct {
	Nombre      string `json:"nombre"`
	ClusterAddr string `json:"cluster_addr"`
}

// Node is this machine's member of the cluster: the embedded etcd server,
// an in-process client to it, and what it needs to admit new members.
type Node struct {
	dir      string // DATA/cluster
	st       state
	etcd     *embed.Etcd
	client   *clientv3.Client
	tokMu    sync.Mutex // guards token, which followToken updates
	token    Token
	ca       *authority
	log      *slog.Logger
	mu       sync.Mutex // one admission at a time
	ann      announcer
	lease    clientv3.LeaseID // of this member's record; announce's alone
	stop     context.CancelFunc
	done     sync.WaitGroup
	promoted chan struct{} // closed once this member votes
}

// IsMember reports whether the data folder dataDir belongs to a cluster.
func IsMember(dataDir string) bool {
	_, err := os.Stat(filepath.Join(dataDir, Folder, stateFile))
	return err == nil
}

// Open restarts the member kept in dataDir. clusterAddr may be empty (the one
// remembered); a different one is refused, since the other members know this
// one by its address.
func Open(ctx context.Context, dataDir, clusterAddr string, log *slog.Logger) (*Node, error) {
	dir := filepath.Join(dataDir, Folder)
	raw, err := os.ReadFile(filepath.Join(dir, stateFile))
	if err != nil {
		return nil, fmt.Errorf("la carpeta %s no pertenece a un grupo: %w", dataDir, err)
	}
	var st state
	if err := json.Unmarshal(raw, &st); err != nil {
		return nil, fmt.Errorf("%s dañado: %w", stateFile, err)
	}
	if clusterAddr != "" && clusterAddr != st.ClusterAddr {
		return nil, fmt.Errorf("este miembro se unió al grupo con --cluster-addr %s; los demás lo buscan allí. Use esa dirección, o quítelo del grupo (sgc cluster quitar %s) y únalo de nuevo con una carpeta vacía",
			st.ClusterAddr, st.Nombre)
	}
	n, err := load(dir, st, log)
	if err != nil {
		return nil, err
	}
	if err := n.start(ctx, "", embed.ClusterStateFlagExisting); err != nil {
		return nil, err
	}
	return n, nil
}

// load reads the CA and token a member keeps.
func load(dir string, st state, log *slog.Logger) (*Node, error) {
	ca, err := loadAuthority(dir)
	if err != nil {
		return nil, fmt.Errorf("no se pudo leer la autoridad del grupo: %w", err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, TokenFile))
	if err != nil {
		return nil, fmt.Errorf("no se pudo leer el token del grupo: %w", err)
	}
	tok, err := ParseToken(string(raw))
	if err != nil {
		return nil, err
	}
	return &Node{dir: dir, st: st, ca: ca, token: tok, log: orDefault(log), promoted: make(chan struct{})}, nil
}

// start runs the embedded member. initial is etcd's initial cluster (empty on
// a restart: the member's WAL knows its cluster); clusterState is "new" or "existing".
func (n *Node) start(ctx context.Context, initial, clusterState string) error {
	cfg, err := n.config(initial, clusterState)
	if err != nil {
		return err
	}
	if err := ensureCRL(n.dir, n.ca); err != nil {
		return err
	}
	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return fmt.Errorf("no se pudo iniciar el miembro del grupo en %s: %w", n.st.ClusterAddr, err)
	}
	n.etcd = e
	select {
	case <-e.Server.ReadyNotify():
	case <-time.After(readyWait):
		n.log.Warn("el grupo no tiene mayoría todavía; se sirven lecturas y los cambios esperan", "miembro", n.st.Nombre)
	case err := <-e.Err():
		e.Close()
		return fmt.Errorf("el miembro del grupo se detuvo al iniciar: %w", err)
	case <-ctx.Done():
		e.Close()
		return ctx.Err()
	}
	n.client = v3client.New(e.Server)
	n.announceOnce(ctx)
	bg, stop := context.WithCancel(context.Background())
	n.stop = stop
	n.done.Add(6)
	go func() { defer n.done.Done(); n.followToken(bg) }()
	go func() { defer n.done.Done(); n.recordSerial(bg) }()
	go func() { defer n.done.Done(); n.followRevocations(bg) }()
	go func() { defer n.done.Done(); n.promote(bg) }()
	go func() { defer n.done.Done(); n.announce(bg) }()
	go func() { defer n.done.Done(); n.defragment(bg) }()
	return nil
}

// config is the embedded member's configuration: peers over TLS under the
// cluster's CA on --cluster-addr, clients only through a socket in DATA/cluster.
func (n *Node) config(initial, clusterState string) (*embed.Config, error) {
	host, port, err := net.SplitHostPort(n.st.ClusterAddr)
	if err != nil {
		return nil, fmt.Errorf("--cluster-addr %q no es HOST:PUERTO: %w", n.st.ClusterAddr, err)
	}
	cfg := embed.NewConfig()
	cfg.Name = n.st.Nombre
	cfg.Dir = filepath.Join(n.dir, etcdFolder)
	peer := url.URL{Scheme: "https", Host: n.st.ClusterAddr}
	listen := peer
	if net.ParseIP(host) == nil && host != "localhost" {
		listen.Host = net.JoinHostPort("0.0.0.0", port) // etcd binds IPs only; a name is advertised
	}
	cfg.ListenPeerUrls = []url.URL{listen}
	cfg.AdvertisePeerUrls = []url.URL{peer}
	sock := url.URL{Scheme: "unix", Path: filepath.Join(n.dir, clientSock)}
	cfg.ListenClientUrls = []url.URL{sock}
	cfg.AdvertiseClientUrls = []url.URL{sock}
	cfg.PeerTLSInfo.CertFile = filepath.Join(n.dir, peerCertFile)
	cfg.PeerTLSInfo.KeyFile = filepath.Join(n.dir, peerKeyFile)
	cfg.PeerTLSInfo.TrustedCAFile = filepath.Join(n.dir, caCertFile)
	cfg.PeerTLSInfo.ClientCertAuth = true
	cfg.PeerTLSInfo.CRLFile = filepath.Join(n.dir, crlFile) // revoke.go
	if initial == "" {
		initial = n.st.Nombre + "=" + peer.String()
	}
	cfg.InitialCluster = initial
	cfg.ClusterState = clusterState
	cfg.InitialClusterToken = "sgc-" + n.Token().CAHash[:16]
	etcdstore.Configure(cfg) // the limits, quota and compaction the store relies on
	cfg.PreVote = true
	cfg.LogLevel = "warn"
	cfg.LogOutputs = []string{filepath.Join(n.dir, logFile)}
	return cfg, nil
}

// promote asks, once this member has caught up, that it become a voting
// member; a learner that is behind is refused by the leader, so it retries.
func (n *Node) promote(ctx context.Context) {
	for {
		if !n.etcd.Server.IsLearner() {
			close(n.promoted)
			return
		}
		c, cancel := context.WithTimeout(ctx, 5*time.Second)
		_, err := n.etcd.Server.PromoteMember(c, uint64(n.etcd.Server.MemberID()))
		cancel()
		if err == nil {
			n.log.Info("miembro promovido a votante", "miembro", n.st.Nombre)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second):
		}
	}
}

// defragment returns to the disk, every etcdstore.DefragInterval, the pages
// that compaction freed in this member's file (when they are worth it); each
// member does its own, at its own time, so the cluster never pauses whole.
func (n *Node) defragment(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(etcdstore.DefragInterval):
		}
		if _, err := etcdstore.Defragment(n.etcd); err != nil {
			n.log.Warn("no se pudo desfragmentar la base del grupo", "err", err)
		}
	}
}

// Promoted is closed once this member votes in the cluster.
func (n *Node) Promoted() <-chan struct{} { return n.promoted }

// ClusterAddr is where the other members reach this one (--cluster-addr).
func (n *Node) ClusterAddr() string { return n.st.ClusterAddr }

// Name is this member's name in the cluster.
func (n *Node) Name() string { return n.st.Nombre }

// Client is an in-process client of this member (no network between them).
func (n *Node) Client() *clientv3.Client { return n.client }

// Etcd is the embedded member, for the store that runs on it.
func (n *Node) Etcd() *embed.Etcd { return n.etcd }

// Leader answers the member's leader as it knows it, 0 for none: a member
// cut off from the majority loses it after raft's election timeout
// (etcdstore.Options).
func (n *Node) Leader() uint64 { return uint64(n.etcd.Server.Leader()) }

// ID answers the member's ID, as Leader names members.
func (n *Node) ID() uint64 { return uint64(n.etcd.Server.MemberID()) }

// Token is the cluster's join token.
func (n *Node) Token() Token {
	n.tokMu.Lock()
	defer n.tokMu.Unlock()
	return n.token
}

// CACert is the cluster CA's certificate (PEM): public, a joiner checks it
// against its token's hash.
func (n *Node) CACert() []byte { return n.ca.certPEM }

// Err reports a fatal error of the embedded member.
func (n *Node) Err() <-chan error { return n.etcd.Err() }

// Close stops the member.
func (n *Node) Close() error {
	if n.stop != nil {
		n.stop()
		n.done.Wait()
	}
	if n.client != nil {
		n.client.Close()
	}
	if n.etcd != nil {
		n.etcd.Close()
	}
	return nil
}

// memberName names a member after its machine and peer port, so that three
// folders on one machine (the guide's try-out) still get distinct names.
func memberName(clusterAddr string) string {
	h, err := os.Hostname()
	if err != nil || h == "" {
		h = "sgc"
	}
	h, _, _ = strings.Cut(h, ".")
	_, port, _ := net.SplitHostPort(clusterAddr)
	return h + "-" + port
}

// saveState marks dir as a member's folder; it is written last, so a failed
// init or join leaves a folder that is not taken for a member.
func saveState(dir string, st state) error {
	raw, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	return writePrivate(filepath.Join(dir, stateFile), raw)
}

// checkFreeFolder refuses to form or join from a folder that is already a member.
func checkFreeFolder(dataDir string) error {
	if IsMember(dataDir) {
		return errors.New("esta carpeta ya es miembro de un grupo: inicie sgc serve solo con --data, --addr y --cluster-addr")
	}
	return nil
}

func orDefault(log *slog.Logger) *slog.Logger {
	if log == nil {
		return slog.Default()
	}
	return log
}
