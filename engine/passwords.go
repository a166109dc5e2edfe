package engine

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"runtime"
	"strings"

	"golang.org/x/crypto/argon2"
)

// MinPasswordLen is the shortest password accepted.
const MinPasswordLen = 8

// argon2id parameters: OWASP's baseline (19 MiB, 2 passes), fast enough on a
// mini-PC for a sign-in and costly for an attacker with a stolen file.
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
)

// hashing holds one token per argon2 computation under way. Each takes
// argonMemory (19 MiB) and a core for tens of milliseconds: a flood of
// sign-ins queues here instead of taking the memory and the cores of the
// whole server. Half the cores are left to everything else.
var hashing = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2))

// argonKey derives an argon2id key, waiting for a free hashing slot.
func argonKey(pw, salt []byte, t, m uint32, p uint8, n uint32) []byte {
	hashing <- struct{}{}
	defer func() { <-hashing }()
	return argon2.IDKey(pw, salt, t, m, p, n)
}

// HashPassword returns an encoded argon2id hash of pw with a fresh salt.
func HashPassword(pw string) (string, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	sum := argonKey([]byte(pw), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=19$m=%d,t=%d,p=%d$%s$%s", argonMemory, argonTime, argonThreads,
		enc.EncodeToString(salt), enc.EncodeToString(sum)), nil
}

// CheckPassword reports whether pw matches the encoded hash.
func CheckPassword(encoded, pw string) bool {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false
	}
	var m, t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false
	}
	enc := base64.RawStdEncoding
	salt, err1 := enc.DecodeString(parts[4])
	want, err2 := enc.DecodeString(parts[5])
	if err1 != nil || err2 != nil {
		return false
	}
	got := argonKey([]byte(pw), salt, t, m, p, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1
}

// validPassword adds the password rules to v.
func validPassword(v *Validation, field, pw string) {
	if len([]rune(pw)) < MinPasswordLen {
		v.Add(field, "La contraseña debe tener al menos 8 caracteres.")
	}
	if len(pw) > 128 {
		v.Add(field, "La contraseña no debe tener más de 128 caracteres.")
	}
}

// RandomPassword makes a readable 16-character password for the first admin.
func RandomPassword() string {
	const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, 16)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
