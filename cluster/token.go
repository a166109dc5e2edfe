package cluster

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
)

// The join token follows k3s's idea: "K10" + the SHA-256 of the cluster's CA
// certificate + "::" + a secret. The hash lets a joining machine trust the CA
// it downloads from any member before it sends anything; the secret proves to
// the member that the joiner was given the token. The secret itself never
// crosses the network: the join request carries an HMAC made with it, and
// the answer (certificate, CA key) is sealed with a key derived from it.

const tokenPrefix = "K10"

// TokenFile keeps the token inside DATA/cluster (mode 0600): every member
// keeps it, so that any of them can admit a new one.
const TokenFile = "token"

// Token is a parsed join token.
type Token struct {
	CAHash string // hex SHA-256 of the CA certificate (DER)
	Secret string
}

// errBadToken is what a malformed token is answered with.
var errBadToken = errors.New("el token no es válido: debe tener la forma K10<huella>::<secreto>, tal como lo imprimió el primer servidor")

// ParseToken reads a token as printed by --cluster-init.
func ParseToken(s string) (Token, error) {
	s = strings.TrimSpace(s)
	rest, ok := strings.CutPrefix(s, tokenPrefix)
	if !ok {
		return Token{}, errBadToken
	}
	hash, secret, ok := strings.Cut(rest, "::")
	if !ok || len(hash) != sha256.Size*2 || secret == "" {
		return Token{}, errBadToken
	}
	if _, err := hex.DecodeString(hash); err != nil {
		return Token{}, errBadToken
	}
	return Token{CAHash: strings.ToLower(hash), Secret: secret}, nil
}

// String is the token as printed and stored.
func (t Token) String() string { return tokenPrefix + t.CAHash + "::" + t.Secret }

// newToken makes the token of a new cluster whose CA is a.
func newToken(a *authority) Token {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("cluster: no random source: %v", err))
	}
	return Token{CAHash: a.hash(), Secret: hex.EncodeToString(b)}
}

// mac authenticates the fields of a join request.
func (t Token) mac(fields ...string) string {
	m := hmac.New(sha256.New, t.derive("sgc cluster join request"))
	for _, f := range fields {
		m.Write([]byte(f))
		m.Write([]byte{0})
	}
	return hex.EncodeToString(m.Sum(nil))
}

// checkMAC reports whether got authenticates fields, in constant time.
func (t Token) checkMAC(got string, fields ...string) bool {
	want := t.mac(fields...)
	return hmac.Equal([]byte(got), []byte(want))
}

func (t Token) derive(purpose string) []byte {
	sum := sha256.Sum256([]byte(purpose + "\x00" + t.Secret))
	return sum[:]
}

// seal encrypts an answer for the holder of the token.
func (t Token) seal(plain []byte) ([]byte, error) {
	g, err := t.aead()
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, g.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	return g.Seal(nonce, nonce, plain, nil), nil
}

// open decrypts what seal made; it fails when the sender did not know the secret.
func (t Token) open(sealed []byte) ([]byte, error) {
	g, err := t.aead()
	if err != nil {
		return nil, err
	}
	if len(sealed) < g.NonceSize() {
		return nil, errors.New("respuesta sellada demasiado corta")
	}
	return g.Open(nil, sealed[:g.NonceSize()], sealed[g.NonceSize():], nil)
}

func (t Token) aead() (cipher.AEAD, error) {
	block, err := aes.NewCipher(t.derive("sgc cluster join answer"))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
