package cluster

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sgc/internal/loopback"
)

// serveJoin stands in for a member's sgc API: the two join endpoints only.
func serveJoin(t *testing.T, n *Node) string {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+CAPath, func(w http.ResponseWriter, r *http.Request) { w.Write(n.CACert()) })
	mux.HandleFunc("POST "+JoinPath, func(w http.ResponseWriter, r *http.Request) {
		var req JoinRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		rep, err := n.Admit(r.Context(), req)
		if err != nil {
			w.WriteHeader(http.StatusUnauthorized)
			json.NewEncoder(w).Encode(map[string]string{"message": err.Error()})
			return
		}
		json.NewEncoder(w).Encode(rep)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

func voters(t *testing.T, n *Node) int {
	t.Helper()
	st, err := n.Status(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	v := 0
	for _, m := range st.Miembros {
		if !m.Aprendiz {
			v++
		}
	}
	return v
}

func waitPromoted(t *testing.T, n *Node) {
	t.Helper()
	select {
	case <-n.Promoted():
	case <-time.After(30 * time.Second):
		t.Fatalf("%s was not promoted", n.Name())
	}
}

func TestFormJoinRestartRemove(t *testing.T) {
	ctx := context.Background()
	d1, d2, d3 := t.TempDir(), t.TempDir(), t.TempDir()
	n1, err := Init(ctx, d1, loopback.Addr(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { n1.Close() }()
	for _, f := range []string{TokenFile, caKeyFile, peerKeyFile} {
		fi, err := os.Stat(filepath.Join(d1, Folder, f))
		if err != nil || fi.Mode().Perm() != 0o600 {
			t.Fatalf("%s: %v %v, want mode 0600", f, fi.Mode(), err)
		}
	}
	raw, _ := os.ReadFile(filepath.Join(d1, Folder, TokenFile))
	if strings.TrimSpace(string(raw)) != n1.Token().String() || !strings.HasPrefix(string(raw), "K10") {
		t.Fatalf("token file %q", raw)
	}
	url1 := serveJoin(t, n1)

	n2, err := Join(ctx, d2, url1, n1.Token().String(), loopback.Addr(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { n2.Close() }()
	waitPromoted(t, n2)
	// The third joins through the second: any member admits.
	n3, err := Join(ctx, d3, serveJoin(t, n2), n1.Token().String(), loopback.Addr(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	waitPromoted(t, n3)
	if v := voters(t, n1); v != 3 {
		t.Fatalf("voters = %d, want 3", v)
	}
	// Every member derives the same key to seal secrets in the store: each
	// received the CA's key when it was admitted.
	k1, err1 := n1.SealKey()
	k3, err3 := n3.SealKey()
	if err1 != nil || err3 != nil || len(k1) != 32 || string(k1) != string(k3) {
		t.Fatalf("sealing keys differ: %x %v, %x %v", k1, err1, k3, err3)
	}

	// A write through one member is read on another.
	if _, err := n3.Client().Put(ctx, "prueba", "uno"); err != nil {
		t.Fatal(err)
	}
	if res, err := n1.Client().Get(ctx, "prueba"); err != nil || len(res.Kvs) != 1 {
		t.Fatalf("read on n1: %v %v", res, err)
	}

	// Restart the second with only its folder and address.
	addr2 := n2.st.ClusterAddr
	n2.Close()
	if !IsMember(d2) {
		t.Fatal("a joined folder must remember it is a member")
	}
	n2, err = Open(ctx, d2, addr2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n2.Client().Put(ctx, "prueba", "dos"); err != nil {
		t.Fatal(err)
	}

	// The third dies; it can be removed from the first, not while it answers.
	name3 := n3.Name()
	if err := n1.Remove(ctx, name3); err == nil || !strings.Contains(err.Error(), "sigue respondiendo") {
		t.Fatalf("removing a live member: %v", err)
	}
	if err := n1.Remove(ctx, n1.Name()); err == nil {
		t.Fatal("a member removed itself")
	}
	n3.Close()
	deadline := time.Now().Add(20 * time.Second)
	for {
		err := n1.Remove(ctx, name3)
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("remove dead member: %v", err)
		}
		time.Sleep(500 * time.Millisecond)
	}
	st, _ := n2.Status(ctx)
	if len(st.Miembros) != 2 || !st.Mayoria || st.Lider == "" {
		t.Fatalf("status after removal: %+v", st)
	}

	// The removed member's peer certificate is refused by the others' peer
	// port; a member's certificate is still taken.
	peerGet := func(certDir string) error {
		cert, err := tls.LoadX509KeyPair(filepath.Join(certDir, Folder, peerCertFile), filepath.Join(certDir, Folder, peerKeyFile))
		if err != nil {
			t.Fatal(err)
		}
		pool := x509.NewCertPool()
		pool.AppendCertsFromPEM(n1.CACert())
		c := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
			TLSClientConfig: &tls.Config{Certificates: []tls.Certificate{cert}, RootCAs: pool}}}
		res, err := c.Get("https://" + n1.ClusterAddr() + "/members")
		if err != nil {
			return err
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("status %d", res.StatusCode)
		}
		return nil
	}
	deadline = time.Now().Add(10 * time.Second)
	for peerGet(d3) == nil {
		if time.Now().After(deadline) {
			t.Fatal("the removed member's certificate is still accepted on a member's peer port")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := peerGet(d2); err != nil {
		t.Fatalf("a member's certificate on the peer port: %v", err)
	}

	// The removal changed the join secret on every member: the removed
	// machine's copy of the token joins nothing, the new one (in any
	// member's cluster/token) does.
	old := string(raw)
	var fresh string
	deadline = time.Now().Add(10 * time.Second)
	for {
		got, _ := os.ReadFile(filepath.Join(d2, Folder, TokenFile))
		if fresh = strings.TrimSpace(string(got)); fresh != strings.TrimSpace(old) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the other member's token file still holds the old token after a removal")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if _, err := Join(ctx, t.TempDir(), serveJoin(t, n2), old, loopback.Addr(t), nil); err == nil ||
		!strings.Contains(err.Error(), "Token del grupo incorrecto") {
		t.Fatalf("a join with the removed machine's token: %v", err)
	}
	n4, err := Join(ctx, t.TempDir(), serveJoin(t, n2), fresh, loopback.Addr(t), nil)
	if err != nil {
		t.Fatalf("a join with the new token: %v", err)
	}
	n4.Close()
}

func TestJoinRefused(t *testing.T) {
	ctx := context.Background()
	n1, err := Init(ctx, t.TempDir(), loopback.Addr(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer n1.Close()
	url1 := serveJoin(t, n1)
	good := n1.Token()
	wrongSecret := Token{CAHash: good.CAHash, Secret: "otro-secreto"}
	wrongCA := Token{CAHash: strings.Repeat("ab", 32), Secret: good.Secret}
	for name, tc := range map[string]struct {
		token, want string
	}{
		"wrong secret": {wrongSecret.String(), "Token del grupo incorrecto"},
		"wrong CA":     {wrongCA.String(), "no coincide"},
		"malformed":    {"K10abc", "no es válido"},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			_, err := Join(ctx, dir, url1, tc.token, loopback.Addr(t), nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Fatalf("the refused joiner's folder has %v", entries)
			}
			if got := len(n1.etcd.Server.Cluster().Members()); got != 1 {
				t.Fatalf("the cluster has %d members after a refused join", got)
			}
		})
	}
}
