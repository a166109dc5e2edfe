// Package etcdtest starts one embedded etcd member on loopback for tests,
// configured as a cluster member of sgc is (etcdstore.Configure).
package etcdtest

import (
	"errors"
	"net/url"
	"testing"
	"time"

	"go.uber.org/zap"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/server/v3/embed"
	"go.etcd.io/etcd/server/v3/etcdserver/api/v3client"

	"sgc/engine/store/etcdstore"
	"sgc/internal/loopback"
)

// Member is a running single-member cluster.
type Member struct {
	Etcd   *embed.Etcd
	Client *clientv3.Client
	Dir    string
}

// Start starts a member in a temporary folder of t and stops it when the
// test ends. NoFsync makes it fast; tests of durability do not use it.
func Start(t testing.TB) *Member {
	t.Helper()
	m, err := StartIn(t.TempDir(), true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Stop)
	return m
}

// StartIn starts a member whose data lives in dir (a benchmark or a
// measurement may keep fsync on with noFsync false).
func StartIn(dir string, noFsync bool) (*Member, error) {
	cfg := embed.NewConfig()
	cfg.Name = "sgc-test"
	cfg.Dir = dir
	// A quiet member: Close logs harmless errors ("http: Server closed").
	cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(zap.NewNop())
	cfg.UnsafeNoFsync = noFsync
	etcdstore.Configure(cfg)
	peer, err := freeURL()
	if err != nil {
		return nil, err
	}
	client, err := freeURL()
	if err != nil {
		return nil, err
	}
	cfg.ListenPeerUrls = []url.URL{*peer}
	cfg.AdvertisePeerUrls = []url.URL{*peer}
	cfg.ListenClientUrls = []url.URL{*client}
	cfg.AdvertiseClientUrls = []url.URL{*client}
	cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)
	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return nil, err
	}
	select {
	case <-e.Server.ReadyNotify():
	case <-time.After(30 * time.Second):
		e.Close()
		return nil, errors.New("etcdtest: the member did not start within 30 s")
	}
	return &Member{Etcd: e, Client: v3client.New(e.Server), Dir: dir}, nil
}

// Stop stops the member; a second call does nothing.
func (m *Member) Stop() {
	if m.Etcd == nil {
		return
	}
	m.Client.Close()
	m.Etcd.Close()
	m.Etcd = nil
}

// freeURL answers an http URL on a loopback port that was free a moment ago
// and that no other member or server of this process was given.
func freeURL() (*url.URL, error) {
	addr, err := loopback.Next()
	if err != nil {
		return nil, err
	}
	return url.Parse("http://" + addr)
}
