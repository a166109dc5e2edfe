package engine

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// Secrets are the few values sgc must use but never show: the SIN's token
// delegado and the mail server's password. On a single machine each is a
// 0600 file in the data folder, outside the store, so no backup, export or
// API view of the store carries it. A cluster's members share the store but
// not a folder, and the elected member that talks to the SIN may change at
// any time: there each is sealed (AES-256-GCM, the secret's name as
// additional data) with the key every member derives from the cluster's CA,
// which the store never holds. A backup then carries only the sealed blob.
const (
	secretSiatToken    = SiatTokenFile
	secretMailPassword = MailPasswordFile
)

// sealedSecret is a secret as the siat bucket keeps it: nonce then ciphertext.
type sealedSecret struct {
	Sellado []byte `json:"sellado"`
}

func keySecret(name string) []byte { return []byte("secreto|" + name) }

// secret reads a secret, "" when there is none or it cannot be opened (a
// store sealed by another cluster's key): the screen then asks for it again.
func (e *Engine) secret(name string) string {
	if e.sealKey != nil {
		var s sealedSecret
		var ok bool
		_ = e.view(func(tx ReadTx) (err error) { ok, err = getJSON(tx.Bucket(bktSiat), keySecret(name), &s); return err })
		if ok {
			plain, err := e.openSecret(name, s.Sellado)
			if err != nil {
				return ""
			}
			return string(plain)
		}
		// A member that kept the file from before the secrets were sealed,
		// until adoptSecretFiles moves it.
	}
	raw, err := os.ReadFile(filepath.Join(e.dir, name))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(raw))
}

// keepSecrets makes the given secrets (name → value, empty ones skipped)
// durable: on a single machine it writes their files now and answers none;
// in a cluster it answers them sealed, for the transaction that records them
// to put into the store (putSecrets), so a secret and the configuration that
// needs it commit together.
func (e *Engine) keepSecrets(values map[string]string) (map[string]sealedSecret, error) {
	sealed := map[string]sealedSecret{}
	for name, v := range values {
		if v == "" {
			continue
		}
		if e.sealKey == nil {
			if err := e.writeSecretFile(name, v); err != nil {
				return nil, err
			}
			continue
		}
		blob, err := e.sealSecret(name, []byte(v))
		if err != nil {
			return nil, err
		}
		sealed[name] = sealedSecret{Sellado: blob}
	}
	return sealed, nil
}

// putSecrets stores what keepSecrets sealed.
func putSecrets(tx *Tx, sealed map[string]sealedSecret) error {
	for name, s := range sealed {
		if err := putJSON(tx.Bucket(bktSiat), keySecret(name), s); err != nil {
			return err
		}
	}
	return nil
}

// writeSecretFile replaces a secret's file atomically, readable by the
// server's own user only.
func (e *Engine) writeSecretFile(name, value string) error {
	if e.dir == "" {
		return errors.New("sin carpeta de datos para " + name)
	}
	tmp := filepath.Join(e.dir, name+".tmp")
	if err := os.WriteFile(tmp, []byte(value), 0o600); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(e.dir, name))
}

// adoptSecretFiles moves into the store, sealed, the secret files a member
// kept from before (a single machine's folder that formed the cluster), and
// removes them once the store holds the secret. A member that starts without
// the majority cannot write: it keeps its file and tries at its next start.
func (e *Engine) adoptSecretFiles() {
	if e.sealKey == nil {
		return
	}
	for _, name := range []string{secretSiatToken, secretMailPassword} {
		path := filepath.Join(e.dir, name)
		raw, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		var held bool
		_ = e.view(func(tx ReadTx) error { held = tx.Bucket(bktSiat).Get(keySecret(name)) != nil; return nil })
		if !held {
			sealed, err := e.keepSecrets(map[string]string{name: strings.TrimSpace(string(raw))})
			if err == nil {
				err = e.update(func(tx *Tx) error { return putSecrets(tx, sealed) })
			}
			if err != nil {
				e.Log.Warn("no se pudo guardar sellado en el almacén un secreto de la carpeta de datos", "archivo", name, "err", err)
				continue
			}
		}
		if err := os.Remove(path); err != nil {
			e.Log.Warn("no se pudo quitar el archivo de un secreto ya sellado en el almacén", "archivo", name, "err", err)
		}
	}
}

func (e *Engine) sealSecret(name string, plain []byte) ([]byte, error) {
	g, err := e.secretAEAD()
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, g.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return g.Seal(nonce, nonce, plain, []byte(name)), nil
}

func (e *Engine) openSecret(name string, blob []byte) ([]byte, error) {
	g, err := e.secretAEAD()
	if err != nil {
		return nil, err
	}
	if len(blob) < g.NonceSize() {
		return nil, errors.New("secreto sellado demasiado corto")
	}
	return g.Open(nil, blob[:g.NonceSize()], blob[g.NonceSize():], []byte(name))
}

func (e *Engine) secretAEAD() (cipher.AEAD, error) {
	block, err := aes.NewCipher(e.sealKey)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
