package cluster

import (
	"bytes"
	"context"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
)

// The join flow, over the sgc HTTP API of any member (--unirse URL):
//
//  1. GET  URL/api/cluster/ca: the CA certificate; the joiner checks its
//     SHA-256 against the token and stops, having changed nothing, when it differs.
//  2. POST URL/api/cluster/unirse: name, --cluster-addr and a certificate
//     request, authenticated by an HMAC made with the token's secret. The member
//     adds the joiner as a learner and answers, sealed with the secret, the
//     signed peer certificate, the CA key (so that the new member can admit
//     others in turn) and etcd's initial cluster.
//  3. The joiner writes DATA/cluster, starts its member, and asks for its
//     promotion to voter until the leader finds it caught up.

// Paths of the join endpoints on a member's sgc address.
const (
	CAPath   = "/api/cluster/ca"
	JoinPath = "/api/cluster/unirse"
)

// JoinRequest is what a joiner sends to a member.
type JoinRequest struct {
	Nombre      string `json:"nombre"`
	ClusterAddr string `json:"cluster_addr"`
	CSR         string `json:"csr"`
	Momento     int64  `json:"momento"` // unix seconds: an old request is not replayed
	MAC         string `json:"mac"`
}

// JoinReply is the member's answer: Sellado decrypts to an admission.
type JoinReply struct {
	Sellado []byte `json:"sellado"`
}

// admission is what a new member receives, sealed with the token's secret.
type admission struct {
	Certificado    string `json:"certificado"`
	CAClave        string `json:"ca_clave"`
	ClusterInicial string `json:"cluster_inicial"`
}

// requestMaxAge bounds the clock difference and delay a join request may have.
const requestMaxAge = 10 * time.Minute

func (r JoinRequest) fields() []string {
	return []string{r.Nombre, r.ClusterAddr, r.CSR, strconv.FormatInt(r.Momento, 10)}
}

// Join makes dataDir a new member of the cluster that the member at
// memberURL belongs to. On any failure before the member starts, nothing is
// left in dataDir and the cluster is unchanged.
func Join(ctx context.Context, dataDir, memberURL, token, clusterAddr string, log *slog.Logger) (*Node, error) {
	if err := checkFreeFolder(dataDir); err != nil {
		return nil, err
	}
	tok, err := ParseToken(token)
	if err != nil {
		return nil, err
	}
	if _, _, err := net.SplitHostPort(clusterAddr); err != nil {
		return nil, fmt.Errorf("--cluster-addr %q no es HOST:PUERTO", clusterAddr)
	}
	memberURL = strings.TrimRight(memberURL, "/")
	hc := &http.Client{Timeout: 30 * time.Second}
	caPEM, err := fetchCA(ctx, hc, memberURL, tok)
	if err != nil {
		return nil, err
	}
	name := memberName(clusterAddr)
	keyPEM, csrPEM, err := newPeerKey(name)
	if err != nil {
		return nil, err
	}
	req := JoinRequest{Nombre: name, ClusterAddr: clusterAddr, CSR: string(csrPEM), Momento: time.Now().Unix()}
	req.MAC = tok.mac(req.fields()...)
	adm, err := askAdmission(ctx, hc, memberURL, tok, req)
	if err != nil {
		return nil, err
	}
	ca, err := parseAuthority(caPEM, []byte(adm.CAClave))
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(dataDir, Folder)
	n := &Node{dir: dir, st: state{Nombre: name, ClusterAddr: clusterAddr}, ca: ca, token: tok,
		log: orDefault(log), promoted: make(chan struct{})}
	if err := n.writeFiles(keyPEM, []byte(adm.Certificado)); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := n.start(ctx, adm.ClusterInicial, embed.ClusterStateFlagExisting); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := saveState(dir, n.st); err != nil {
		n.Close()
		return nil, err
	}
	return n, nil
}

// fetchCA downloads the cluster's CA certificate and checks it against the token.
func fetchCA(ctx context.Context, hc *http.Client, memberURL string, tok Token) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, memberURL+CAPath, nil)
	if err != nil {
		return nil, fmt.Errorf("--unirse %q no es una dirección válida: %w", memberURL, err)
	}
	res, err := hc.Do(req)
	if err != nil {
		return nil, fmt.Errorf("no se pudo contactar al miembro %s: %w", memberURL, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	if err != nil || res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s no respondió como un miembro de un grupo sgc (%s)", memberURL, res.Status)
	}
	block, _ := pem.Decode(body)
	if block == nil {
		return nil, fmt.Errorf("%s no envió un certificado válido", memberURL)
	}
	if caHash(block.Bytes) != tok.CAHash {
		return nil, errors.New("la huella del certificado del grupo no coincide con la del token: no se confía en ese servidor y no se cambió nada")
	}
	if _, err := x509.ParseCertificate(block.Bytes); err != nil {
		return nil, err
	}
	return body, nil
}

// askAdmission sends the join request and opens the sealed answer.
func askAdmission(ctx context.Context, hc *http.Client, memberURL string, tok Token, jr JoinRequest) (admission, error) {
	raw, _ := json.Marshal(jr)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, memberURL+JoinPath, bytes.NewReader(raw))
	if err != nil {
		return admission{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := hc.Do(req)
	if err != nil {
		return admission{}, fmt.Errorf("no se pudo contactar al miembro %s: %w", memberURL, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusCreated {
		var e struct {
			Message string `json:"message"`
		}
		_ = json.NewDecoder(io.LimitReader(res.Body, 64<<10)).Decode(&e)
		if e.Message == "" {
			e.Message = res.Status
		}
		return admission{}, fmt.Errorf("el miembro %s rechazó la unión: %s", memberURL, e.Message)
	}
	var reply JoinReply
	if err := json.NewDecoder(io.LimitReader(res.Body, 1<<20)).Decode(&reply); err != nil {
		return admission{}, fmt.Errorf("respuesta de unión no válida: %w", err)
	}
	plain, err := tok.open(reply.Sellado)
	if err != nil {
		return admission{}, errors.New("la respuesta de unión no está sellada con el token: no se confía en ese servidor")
	}
	var adm admission
	if err := json.Unmarshal(plain, &adm); err != nil {
		return admission{}, err
	}
	return adm, nil
}

// writeFiles writes a member's folder: CA, token, its own key and certificate.
func (n *Node) writeFiles(keyPEM, certPEM []byte) error {
	if err := os.MkdirAll(n.dir, 0o700); err != nil {
		return err
	}
	if err := n.ca.save(n.dir); err != nil {
		return err
	}
	if err := writePrivate(filepath.Join(n.dir, TokenFile), []byte(n.token.String()+"\n")); err != nil {
		return err
	}
	if err := writePrivate(filepath.Join(n.dir, peerKeyFile), keyPEM); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(n.dir, peerCertFile), certPEM, 0o644)
}
