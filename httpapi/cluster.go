package httpapi

import (
	"net/http"
	"time"

	"sgc/cluster"
	"sgc/engine"
)

// The cluster's calls (cluster mode, docs/cluster.md): the two join steps of a
// new member (public: the CA is public and the request carries an HMAC made
// with the token's secret), the owner's status and removal, and the health
// that every browser reads to show the read-only banner.

func (s *Server) clusterRoutes() {
	s.handle("GET "+cluster.CAPath, s.clusterCA)
	s.handle("POST "+cluster.JoinPath, s.clusterJoin)
	s.handle("GET /api/cluster/estado", s.clusterStatus)
	s.handle("DELETE /api/cluster/miembros/{id}", s.clusterRemove)
	s.handle("GET /api/cluster/salud", s.clusterHealth)
	s.handle("POST /api/cluster/token", s.clusterRotate)
}

// UseCluster serves the calls of cluster mode with n, this server's member.
func (s *Server) UseCluster(n *cluster.Node) { s.cluster = n }

// majorityWait bounds the health probe a browser's banner waits for.
const majorityWait = 2 * time.Second

var errNoCluster = engine.NotFound("Este servidor no forma parte de un grupo de servidores.")

func (s *Server) clusterCA(q *request) error {
	if s.cluster == nil {
		return errNoCluster
	}
	q.w.Header().Set("Content-Type", "application/x-pem-file")
	q.w.WriteHeader(http.StatusOK)
	_, _ = q.w.Write(s.cluster.CACert())
	return nil
}

func (s *Server) clusterJoin(q *request) error {
	if s.cluster == nil {
		return errNoCluster
	}
	var req cluster.JoinRequest
	if err := q.decode(&req); err != nil {
		return err
	}
	reply, err := s.cluster.Admit(q.r.Context(), req)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, reply)
}

func (s *Server) clusterStatus(q *request) error {
	if s.cluster == nil {
		return errNoCluster
	}
	st, err := s.cluster.Status(q.r.Context())
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, st)
}

func (s *Server) clusterRemove(q *request) error {
	if s.cluster == nil {
		return errNoCluster
	}
	who := q.r.PathValue("id")
	if err := s.cluster.Remove(q.r.Context(), who); err != nil {
		return err
	}
	return q.json(http.StatusOK, msg{Message: "Miembro " + who + " quitado del grupo. El token para unir máquinas cambió: " +
		"el de la máquina quitada ya no sirve; el nuevo está en cluster/token de cada miembro."})
}

// clusterRotate replaces the join token. The answer does not carry it (the
// secret never travels): sgc cluster rotar-token reads it from its folder.
func (s *Server) clusterRotate(q *request) error {
	if s.cluster == nil {
		return errNoCluster
	}
	if _, err := s.cluster.RotateToken(q.r.Context()); err != nil {
		return err
	}
	return q.json(http.StatusOK, msg{Message: "Token del grupo cambiado: el anterior ya no une máquinas."})
}

// health is what the shell reads for its banner: whether this server belongs
// to a cluster, and whether it reaches the majority that writes need.
type health struct {
	Grupo   bool `json:"grupo"`
	Mayoria bool `json:"mayoria"`
	// Otros are the other members' sgc addresses, which the browser keeps
	// to name them when this member stops answering.
	Otros []string `json:"otros,omitempty"`
}

func (s *Server) clusterHealth(q *request) error {
	if s.cluster == nil {
		return q.json(http.StatusOK, health{Mayoria: true})
	}
	return q.json(http.StatusOK, health{Grupo: true, Mayoria: s.cluster.HasMajority(q.r.Context(), majorityWait),
		Otros: s.cluster.Others(q.r.Context())})
}
