package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	"go.etcd.io/etcd/api/v3/etcdserverpb"
	"go.etcd.io/etcd/api/v3/v3rpc/rpctypes"

	"sgc/engine"
	"sgc/engine/store"
)

// Admit answers a join request: it checks that the joiner holds the token,
// adds it as a learner and returns its sealed admission. A request with a
// wrong token changes nothing.
func (n *Node) Admit(ctx context.Context, req JoinRequest) (JoinReply, error) {
	tok, err := n.currentToken(ctx)
	if err != nil {
		return JoinReply{}, err
	}
	if !tok.checkMAC(req.MAC, req.fields()...) {
		return JoinReply{}, &engine.Error{Code: engine.CodeUnauthorized,
			Message: "Token del grupo incorrecto: la unión fue rechazada y el grupo no cambió."}
	}
	age := time.Since(time.Unix(req.Momento, 0))
	if age > requestMaxAge || age < -requestMaxAge {
		return JoinReply{}, &engine.Error{Code: engine.CodeUnauthorized,
			Message: "La solicitud de unión es antigua o el reloj de esta máquina difiere en más de 10 minutos."}
	}
	host, _, err := net.SplitHostPort(req.ClusterAddr)
	if err != nil || host == "" || req.Nombre == "" {
		return JoinReply{}, engine.Invalid("cluster_addr", "La dirección del miembro debe tener la forma HOST:PUERTO.")
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	peer := (&url.URL{Scheme: "https", Host: req.ClusterAddr}).String()
	id, err := n.addLearner(ctx, req.Nombre, peer)
	if err != nil {
		return JoinReply{}, err
	}
	cert, err := n.ca.sign([]byte(req.CSR), req.Nombre, host)
	if err != nil {
		_, _ = n.client.MemberRemove(ctx, id) // the joiner cannot start without its certificate
		return JoinReply{}, engine.Invalid("csr", "La solicitud de certificado no es válida.")
	}
	initial, err := n.initialCluster(ctx, id, req.Nombre)
	if err != nil {
		return JoinReply{}, err
	}
	keyPEM, err := n.ca.keyPEM()
	if err != nil {
		return JoinReply{}, err
	}
	raw, _ := json.Marshal(admission{Certificado: string(cert), CAClave: string(keyPEM), ClusterInicial: initial})
	sealed, err := tok.seal(raw)
	if err != nil {
		return JoinReply{}, err
	}
	n.log.Info("miembro admitido como aprendiz", "miembro", req.Nombre, "direccion", req.ClusterAddr)
	return JoinReply{Sellado: sealed}, nil
}

// addLearner adds peer as a learner, or answers the id of the learner a
// previous attempt of the same machine left unstarted.
func (n *Node) addLearner(ctx context.Context, name, peer string) (uint64, error) {
	c, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	list, err := n.client.MemberList(c)
	if err != nil {
		return 0, unavailable(err)
	}
	for _, m := range list.Members {
		for _, u := range m.PeerURLs {
			if u != peer {
				continue
			}
			if m.Name == "" && m.IsLearner {
				return m.ID, nil
			}
			return 0, engine.Conflict(fmt.Sprintf("Ya hay un miembro con la dirección %s (%s): si esa máquina murió, quítelo primero con sgc cluster quitar %s.", peer, m.Name, m.Name))
		}
		if m.Name == name {
			return 0, engine.Conflict(fmt.Sprintf("Ya hay un miembro llamado %s: use otro puerto en --cluster-addr o quite el anterior con sgc cluster quitar %s.", name, name))
		}
	}
	res, err := n.client.MemberAddAsLearner(c, []string{peer})
	// etcd refuses a change until this member has been connected to a
	// majority for 5 s (HealthInterval), as right after a promotion.
	for err != nil && isUnhealthy(err) && c.Err() == nil {
		time.Sleep(500 * time.Millisecond)
		res, err = n.client.MemberAddAsLearner(c, []string{peer})
	}
	if err != nil {
		if errors.Is(err, rpctypes.ErrTooManyLearners) || strings.Contains(err.Error(), "too many learner") {
			return 0, engine.Conflict("Otro miembro se está uniendo al grupo: espere a que termine de sincronizarse y vuelva a intentarlo.")
		}
		return 0, unavailable(err)
	}
	return res.Member.ID, nil
}

// initialCluster is etcd's name=peerURL list that the new member starts
// with: every member, the new one under its name. A member that has not
// started yet has no name; it gets a placeholder, as etcd only matches peer URLs.
func (n *Node) initialCluster(ctx context.Context, newID uint64, newName string) (string, error) {
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	list, err := n.client.MemberList(c)
	if err != nil {
		return "", unavailable(err)
	}
	var parts []string
	for _, m := range list.Members {
		parts = append(parts, initialEntries(m, newID, newName)...)
	}
	return strings.Join(parts, ","), nil
}

func initialEntries(m *etcdserverpb.Member, newID uint64, newName string) []string {
	name := m.Name
	switch {
	case m.ID == newID:
		name = newName
	case name == "":
		name = fmt.Sprintf("pendiente-%x", m.ID)
	}
	var out []string
	for _, u := range m.PeerURLs {
		out = append(out, name+"="+u)
	}
	return out
}

// unavailable reports a request the cluster cannot answer now, such as a
// membership change without a majority: the API answers it with 503.
func unavailable(err error) error {
	return fmt.Errorf("%w (%v)", store.ErrUnavailable, err)
}

func isUnhealthy(err error) bool {
	return errors.Is(err, rpctypes.ErrUnhealthy) || strings.Contains(err.Error(), rpctypes.ErrUnhealthy.Error())
}
