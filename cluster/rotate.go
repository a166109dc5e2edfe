package cluster

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// The join secret is kept in etcd too (secretKey), so that every member
// admits with the current one: `sgc cluster quitar` replaces it, as does
// `sgc cluster rotar-token`, and each member rewrites its cluster/token file
// when it changes. A removed (stolen) machine's copy of the token then joins
// nothing. Until the first rotation the key is absent and the token the
// cluster was formed with holds.
const secretKey = "grupo/token"

// currentToken answers the token joins are checked against now: the secret
// in etcd, read through the majority, or the one this member keeps.
func (n *Node) currentToken(ctx context.Context) (Token, error) {
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	res, err := n.client.Get(c, secretKey)
	if err != nil {
		return Token{}, unavailable(err)
	}
	tok := n.Token()
	if len(res.Kvs) == 1 {
		tok.Secret = string(res.Kvs[0].Value)
	}
	return tok, nil
}

// RotateToken replaces the join secret for the whole cluster and answers the
// new token; the old one joins no machine from then on.
func (n *Node) RotateToken(ctx context.Context) (Token, error) {
	tok := newToken(n.ca)
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if _, err := n.client.Put(c, secretKey, tok.Secret); err != nil {
		return Token{}, unavailable(err)
	}
	if err := n.keepToken(tok); err != nil {
		return Token{}, err
	}
	n.log.Info("token del grupo cambiado")
	return tok, nil
}

// keepToken makes tok this member's token, in memory and in its file.
func (n *Node) keepToken(tok Token) error {
	n.tokMu.Lock()
	defer n.tokMu.Unlock()
	if n.token == tok {
		return nil
	}
	if err := writePrivate(filepath.Join(n.dir, TokenFile), []byte(tok.String()+"\n")); err != nil {
		return fmt.Errorf("no se pudo guardar el token nuevo del grupo: %w", err)
	}
	n.token = tok
	return nil
}

// followToken keeps this member's token file on the secret in etcd, from
// the value there at start on.
func (n *Node) followToken(ctx context.Context) {
	for ctx.Err() == nil {
		if res, err := n.client.Get(ctx, secretKey, clientv3.WithSerializable()); err == nil {
			if len(res.Kvs) == 1 {
				tok := n.Token()
				tok.Secret = string(res.Kvs[0].Value)
				if err := n.keepToken(tok); err != nil {
					n.log.Error("token del grupo", "err", err)
				}
			}
			for w := range n.client.Watch(ctx, secretKey, clientv3.WithRev(res.Header.Revision+1)) {
				for _, ev := range w.Events {
					if ev.Type == clientv3.EventTypePut {
						tok := n.Token()
						tok.Secret = string(ev.Kv.Value)
						if err := n.keepToken(tok); err != nil {
							n.log.Error("token del grupo", "err", err)
						}
					}
				}
			}
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}
