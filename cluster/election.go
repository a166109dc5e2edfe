package cluster

import (
	"context"
	"time"

	"go.etcd.io/etcd/client/v3/concurrency"
)

// electionTTL is the lease of an elected member: if it dies, another member
// takes over the automatic backups within this many seconds.
const electionTTL = 10

// WhileElected runs fn on this member only while it is elected for the
// automatic backups (etcd's election): one member of the cluster at a time.
// fn's context ends when this member loses the election (its lease expired,
// cut off from the majority); WhileElected then campaigns again, until ctx ends.
func (n *Node) WhileElected(ctx context.Context, fn func(ctx context.Context)) {
	for ctx.Err() == nil {
		if err := n.campaign(ctx, fn); err != nil && ctx.Err() == nil {
			n.log.Warn("elección de respaldos interrumpida; se reintenta", "err", err)
			select {
			case <-ctx.Done():
			case <-time.After(2 * time.Second):
			}
		}
	}
}

func (n *Node) campaign(ctx context.Context, fn func(ctx context.Context)) error {
	sess, err := concurrency.NewSession(n.client, concurrency.WithTTL(electionTTL), concurrency.WithContext(ctx))
	if err != nil {
		return err
	}
	defer sess.Close()
	el := concurrency.NewElection(sess, electionKey)
	if err := el.Campaign(ctx, n.st.Nombre); err != nil {
		return err
	}
	n.log.Info("este miembro escribe los respaldos automáticos del grupo", "miembro", n.st.Nombre)
	run, stop := context.WithCancel(ctx)
	go func() {
		select {
		case <-sess.Done():
		case <-run.Done():
		}
		stop()
	}()
	fn(run)
	stop()
	rc, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = el.Resign(rc)
	return nil
}
