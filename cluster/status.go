package cluster

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"sgc/engine"
)

// Keys of the cluster's own records in etcd, beside the store's keyspace
// ("sgc/", see engine/doc.go):
//
//	grupo/miembros/<nombre>   a member's announcement (MemberRecord), on a
//	                          lease it renews: it vanishes when the member dies
//	grupo/respaldo            the last automatic backup (BackupRecord)
//	grupo/respaldos/eleccion  the election of the member that writes them
//	grupo/token               the join secret now (rotate.go)
//	grupo/certificados/<n>    the serial of member n's peer certificate (revoke.go)
//	grupo/revocados/<serial>  a removed member's revoked certificate (revoke.go)
const (
	recordPrefix  = "grupo/miembros/"
	backupKey     = "grupo/respaldo"
	electionKey   = "grupo/respaldos/eleccion"
	announceEvery = 3 * time.Second
	announceTTL   = 10 // seconds: a member silent this long is shown without answer
)

// MemberRecord is what a member announces about itself.
type MemberRecord struct {
	Nombre string `json:"nombre"`
	SGC    string `json:"sgc"` // its sgc address (--addr)
	Tamano int64  `json:"tamano"`
}

// BackupRecord is the last automatic backup a member wrote.
type BackupRecord struct {
	Miembro string    `json:"miembro"`
	Archivo string    `json:"archivo"`
	Fecha   time.Time `json:"fecha"`
	Tamano  int64     `json:"tamano"`
}

// MemberStatus is one member as sgc cluster estado shows it.
type MemberStatus struct {
	Nombre      string `json:"nombre"`
	ID          string `json:"id"`
	ClusterAddr string `json:"cluster_addr"`
	SGC         string `json:"sgc"`
	Lider       bool   `json:"lider"`
	Aprendiz    bool   `json:"aprendiz"`
	Activo      bool   `json:"activo"`
	Tamano      int64  `json:"tamano"`
	Local       bool   `json:"local"`
}

// Status is the cluster as seen from one member.
type Status struct {
	Miembro        string         `json:"miembro"`
	Lider          string         `json:"lider"`
	Mayoria        bool           `json:"mayoria"`
	Miembros       []MemberStatus `json:"miembros"`
	UltimoRespaldo *BackupRecord  `json:"ultimo_respaldo"`
}

// announcer holds the address this member announces.
type announcer struct {
	mu  sync.Mutex
	sgc string
}

// SetAddress is the sgc address (--addr) this member announces to the others.
func (n *Node) SetAddress(addr string) {
	n.ann.mu.Lock()
	n.ann.sgc = addr
	n.ann.mu.Unlock()
}

// announce keeps this member's record alive on a lease until ctx ends.
func (n *Node) announce(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-time.After(announceEvery):
		}
		n.announceOnce(ctx)
	}
}

// announceOnce writes this member's record on its lease, granting a new
// lease when the last one expired (while cut off). start calls it once
// before the member serves, so that a member just started is never taken
// for a dead one.
func (n *Node) announceOnce(ctx context.Context) {
	n.ann.mu.Lock()
	rec := MemberRecord{Nombre: n.st.Nombre, SGC: n.ann.sgc, Tamano: n.etcd.Server.Backend().Size()}
	n.ann.mu.Unlock()
	c, cancel := context.WithTimeout(ctx, announceEvery)
	defer cancel()
	if n.lease == 0 {
		g, err := n.client.Grant(c, announceTTL)
		if err != nil {
			return
		}
		n.lease = g.ID
	}
	raw, _ := json.Marshal(rec)
	_, err := n.client.Put(c, recordPrefix+rec.Nombre, string(raw), clientv3.WithLease(n.lease))
	if err == nil {
		_, err = n.client.KeepAliveOnce(c, n.lease)
	}
	if err != nil {
		n.lease = 0 // expired while cut off: a new one next time
	}
}

// HasMajority reports whether this member can commit now: it knows a leader
// and a linearizable read through the cluster answers within timeout.
func (n *Node) HasMajority(ctx context.Context, timeout time.Duration) bool {
	if n.etcd.Server.Leader() == 0 {
		return false
	}
	c, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	_, err := n.client.Get(c, backupKey, clientv3.WithCountOnly())
	return err == nil
}

// Others answers the sgc addresses the other members announce, as this
// member last applied them (no majority needed): a browser remembers them to
// point its user elsewhere when this member stops answering.
func (n *Node) Others(ctx context.Context) []string {
	c, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	res, err := n.client.Get(c, recordPrefix, clientv3.WithPrefix(), clientv3.WithSerializable())
	if err != nil {
		return nil
	}
	var out []string
	for _, kv := range res.Kvs {
		var r MemberRecord
		if json.Unmarshal(kv.Value, &r) == nil && r.Nombre != n.st.Nombre && r.SGC != "" {
			out = append(out, r.SGC)
		}
	}
	sort.Strings(out)
	return out
}

// Status describes the cluster from this member's view. It answers without a
// majority too (from what this member last applied), saying so.
func (n *Node) Status(ctx context.Context) (Status, error) {
	st := Status{Miembro: n.st.Nombre, Mayoria: n.HasMajority(ctx, 2*time.Second)}
	c, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	records := map[string]MemberRecord{}
	if res, err := n.client.Get(c, recordPrefix, clientv3.WithPrefix(), clientv3.WithSerializable()); err == nil {
		for _, kv := range res.Kvs {
			var r MemberRecord
			if json.Unmarshal(kv.Value, &r) == nil {
				records[r.Nombre] = r
			}
		}
	}
	if res, err := n.client.Get(c, backupKey, clientv3.WithSerializable()); err == nil && len(res.Kvs) == 1 {
		var b BackupRecord
		if json.Unmarshal(res.Kvs[0].Value, &b) == nil {
			st.UltimoRespaldo = &b
		}
	}
	leader := n.etcd.Server.Leader()
	self := n.etcd.Server.MemberID()
	for _, m := range n.etcd.Server.Cluster().Members() {
		ms := MemberStatus{Nombre: m.Name, ID: m.ID.String(), Lider: m.ID == leader, Aprendiz: m.IsLearner, Local: m.ID == self}
		if len(m.PeerURLs) > 0 {
			if u, err := url.Parse(m.PeerURLs[0]); err == nil {
				ms.ClusterAddr = u.Host
			}
		}
		if r, ok := records[m.Name]; ok {
			ms.Activo, ms.SGC, ms.Tamano = true, r.SGC, r.Tamano
		}
		if ms.Local {
			ms.Activo, ms.Tamano = true, n.etcd.Server.Backend().Size()
		}
		if ms.Lider {
			st.Lider = m.Name
		}
		st.Miembros = append(st.Miembros, ms)
	}
	sort.Slice(st.Miembros, func(i, j int) bool { return st.Miembros[i].Nombre < st.Miembros[j].Nombre })
	return st, nil
}

// Remove takes a dead member out of the cluster; who is its name, its id or
// its --cluster-addr. A member that still answers, or this member itself, is
// refused: stop it first (or remove it from another member).
func (n *Node) Remove(ctx context.Context, who string) error {
	st, err := n.Status(ctx)
	if err != nil {
		return err
	}
	for _, m := range st.Miembros {
		if m.Nombre != who && m.ID != strings.ToLower(who) && m.ClusterAddr != who {
			continue
		}
		if m.Local {
			return engine.Conflict(fmt.Sprintf("%s es este mismo miembro: quítelo desde otro miembro del grupo.", m.Nombre))
		}
		if m.Activo {
			return engine.Conflict(fmt.Sprintf("El miembro %s sigue respondiendo: deténgalo antes de quitarlo del grupo.", m.Nombre))
		}
		id, _ := strconv.ParseUint(m.ID, 16, 64)
		c, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		if _, err := n.client.MemberRemove(c, id); err != nil {
			return unavailable(err)
		}
		_, _ = n.client.Delete(c, recordPrefix+m.Nombre)
		n.log.Info("miembro quitado del grupo", "miembro", m.Nombre, "id", m.ID)
		if err := n.revokeMember(ctx, m.Nombre); err != nil {
			return err
		}
		// The removed machine keeps a copy of the token: it must join
		// nothing more (a stolen machine).
		_, err := n.RotateToken(ctx)
		return err
	}
	return engine.NotFound(fmt.Sprintf("No hay un miembro %q en el grupo.", who))
}

// RecordBackup notes the last automatic backup for sgc cluster estado.
func (n *Node) RecordBackup(ctx context.Context, b BackupRecord) error {
	raw, _ := json.Marshal(b)
	c, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	_, err := n.client.Put(c, backupKey, string(raw))
	return err
}
