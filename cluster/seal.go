package cluster

import (
	"crypto/hkdf"
	"crypto/sha256"
	"crypto/x509"
)

// sealInfo names the purpose of the derived key, so the same CA key never
// yields it for anything else.
const sealInfo = "sgc store sealing key v1"

// SealKey is the AES-256 key the engine seals its secrets with (the SIN's
// token delegado, the mail server's password) before they go into the
// store. It is derived from the CA's private key because that key is the one
// secret every member holds (each receives it when admitted) and the store
// never does. The join secret was rejected: it is kept in etcd itself
// (grupo/token) and changes with every rotation.
func (n *Node) SealKey() ([]byte, error) {
	der, err := x509.MarshalECPrivateKey(n.ca.key)
	if err != nil {
		return nil, err
	}
	return hkdf.Key(sha256.New, der, nil, sealInfo, 32)
}
