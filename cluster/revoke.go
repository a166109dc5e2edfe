package cluster

import (
	"context"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"go.etcd.io/etcd/api/v3/mvccpb"
	clientv3 "go.etcd.io/etcd/client/v3"
)

// A removed member's peer certificate is revoked: every member refuses it on
// its peer port from then on (etcd's PeerTLSInfo.CRLFile, read on every
// connection). Each member records its certificate's serial when it starts;
// `sgc cluster quitar` moves the removed member's serial to the revoked
// list, and each member rewrites its list (a CRL signed with the cluster's
// CA) when that list changes.
//
// The removed machine also keeps the CA's key, with which it could sign
// itself another certificate: after a theft the cluster is formed anew from
// a backup, with a new CA (docs/cluster.md §7).
const (
	certPrefix    = "grupo/certificados/" // <nombre>: the serial (hex) of its peer certificate
	revokedPrefix = "grupo/revocados/"    // <serial hex>: the removed member's name
	crlFile       = "revocados.crl"
)

// writeCRL writes the list of revoked serials, signed by the CA, in DER as
// etcd reads it.
func writeCRL(dir string, ca *authority, serials []*big.Int) error {
	now := time.Now()
	list := &x509.RevocationList{Number: big.NewInt(now.UnixNano()), ThisUpdate: now, NextUpdate: now.Add(caValidity)}
	for _, s := range serials {
		list.RevokedCertificateEntries = append(list.RevokedCertificateEntries,
			x509.RevocationListEntry{SerialNumber: s, RevocationTime: now})
	}
	der, err := x509.CreateRevocationList(rand.Reader, list, ca.cert, ca.key)
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, crlFile+".nuevo")
	if err := writePrivate(tmp, der); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, crlFile))
}

// ensureCRL writes an empty list when there is none, so that etcd, which
// refuses every peer when its CRL file cannot be read, starts.
func ensureCRL(dir string, ca *authority) error {
	if _, err := os.Stat(filepath.Join(dir, crlFile)); err == nil {
		return nil
	}
	return writeCRL(dir, ca, nil)
}

// ownSerial answers the serial of this member's peer certificate.
func ownSerial(dir string) (*big.Int, error) {
	raw, err := os.ReadFile(filepath.Join(dir, peerCertFile))
	if err != nil {
		return nil, err
	}
	block, _ := pem.Decode(raw)
	if block == nil {
		return nil, errors.New("certificado del miembro ilegible")
	}
	c, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		return nil, err
	}
	return c.SerialNumber, nil
}

// recordSerial records this member's certificate serial, retrying while the
// member has no majority.
func (n *Node) recordSerial(ctx context.Context) {
	own, err := ownSerial(n.dir)
	if err != nil {
		n.log.Error("certificado del miembro", "err", err)
		return
	}
	for ctx.Err() == nil {
		c, cancel := context.WithTimeout(ctx, 5*time.Second)
		_, err := n.client.Put(c, certPrefix+n.st.Nombre, own.Text(16))
		cancel()
		if err == nil {
			return
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

// followRevocations keeps this member's CRL on the revoked list in etcd.
func (n *Node) followRevocations(ctx context.Context) {
	for ctx.Err() == nil {
		if res, err := n.client.Get(ctx, revokedPrefix, clientv3.WithPrefix(), clientv3.WithSerializable()); err == nil {
			n.rewriteCRL(res.Kvs)
			for w := range n.client.Watch(ctx, revokedPrefix, clientv3.WithPrefix(), clientv3.WithRev(res.Header.Revision+1)) {
				if len(w.Events) == 0 {
					continue
				}
				if res, err := n.client.Get(ctx, revokedPrefix, clientv3.WithPrefix(), clientv3.WithSerializable()); err == nil {
					n.rewriteCRL(res.Kvs)
				}
			}
		}
		select {
		case <-ctx.Done():
		case <-time.After(time.Second):
		}
	}
}

func (n *Node) rewriteCRL(kvs []*mvccpb.KeyValue) {
	var serials []*big.Int
	for _, kv := range kvs {
		if s, ok := new(big.Int).SetString(strings.TrimPrefix(string(kv.Key), revokedPrefix), 16); ok {
			serials = append(serials, s)
		}
	}
	if err := writeCRL(n.dir, n.ca, serials); err != nil {
		n.log.Error("lista de certificados revocados", "err", err)
	}
}

// revokeMember revokes the peer certificate the named member recorded.
func (n *Node) revokeMember(ctx context.Context, name string) error {
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	res, err := n.client.Get(c, certPrefix+name)
	if err != nil {
		return unavailable(err)
	}
	if len(res.Kvs) == 0 {
		// It never started with this version: nothing recorded to revoke.
		return nil
	}
	serial := string(res.Kvs[0].Value)
	if _, err := n.client.Txn(c).Then(clientv3.OpPut(revokedPrefix+serial, name), clientv3.OpDelete(certPrefix+name)).Commit(); err != nil {
		return unavailable(err)
	}
	return nil
}
