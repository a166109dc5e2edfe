package cluster

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"

	"go.etcd.io/etcd/server/v3/embed"
)

// Init forms a new cluster of one member in dataDir: it makes the CA, the
// member's certificate and the join token (DATA/cluster/token, 0600) and
// starts the member. On failure nothing is left in dataDir.
func Init(ctx context.Context, dataDir, clusterAddr string, log *slog.Logger) (*Node, error) {
	if err := checkFreeFolder(dataDir); err != nil {
		return nil, err
	}
	host, _, err := net.SplitHostPort(clusterAddr)
	if err != nil || host == "" {
		return nil, fmt.Errorf("--cluster-addr %q no es HOST:PUERTO (la dirección donde los demás miembros alcanzan a este)", clusterAddr)
	}
	ca, err := newAuthority()
	if err != nil {
		return nil, err
	}
	st := state{Nombre: memberName(clusterAddr), ClusterAddr: clusterAddr}
	keyPEM, csrPEM, err := newPeerKey(st.Nombre)
	if err != nil {
		return nil, err
	}
	certPEM, err := ca.sign(csrPEM, st.Nombre, host)
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(dataDir, Folder)
	n := &Node{dir: dir, st: st, ca: ca, token: newToken(ca), log: orDefault(log), promoted: make(chan struct{})}
	if err := n.writeFiles(keyPEM, certPEM); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := n.start(ctx, "", embed.ClusterStateFlagNew); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := saveState(dir, st); err != nil {
		n.Close()
		os.RemoveAll(dir)
		return nil, err
	}
	return n, nil
}
