package engine

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/hex"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// The second factor of Super and Administrador (OWASP ASVS 5.0, 6.3.2): a
// TOTP code from an authenticator app after the password, or one of ten
// one-time recovery codes. Every change is in the Bitácora.

// Audit kinds of the second factor.
const (
	AuditTOTPOn       = "Segundo factor activado"
	AuditTOTPReset    = "Segundo factor reiniciado"
	AuditTOTPRecovery = "Código de recuperación usado"
	AuditTOTPRequired = "Segundo factor obligatorio"
)

const (
	totpIssuer     = "sgc"
	totpPeriod     = 30
	recoveryCodes  = 10
	totpCodeDigits = 6
)

// SecondFactor is a user's TOTP state, stored in the user record.
type SecondFactor struct {
	Secret  string `json:"secreto,omitempty"`   // base32; set once enrolment is confirmed
	Pending string `json:"pendiente,omitempty"` // offered during enrolment, not confirmed yet
	// LastStep is the time step of the last code accepted: a code is good for
	// one sign-in only, even inside its window.
	LastStep int64    `json:"ultimo_paso,omitempty"`
	Recovery []string `json:"recuperacion,omitempty"` // SHA-256 of the unused recovery codes
}

// Active reports whether the user signs in with a second factor.
func (f *SecondFactor) Active() bool { return f != nil && f.Secret != "" }

// Enrolment is what the enrolment screen shows: the secret to type in and the
// otpauth:// address its QR code carries.
type Enrolment struct {
	Secreto string `json:"secreto"`
	URL     string `json:"url"`
}

var errTOTPCode = &Error{Code: CodeUnauthorized, Message: "Código incorrecto o vencido."}

// totpOpts are the parameters every authenticator app understands.
var totpOpts = totp.ValidateOpts{Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// matchStep returns the time step (now, one before or one after, for clocks
// a little off) whose code is code, or 0.
func matchStep(secret, code string, now time.Time) int64 {
	code = strings.TrimSpace(code)
	if len(code) != totpCodeDigits {
		return 0
	}
	step := now.Unix() / totpPeriod
	for _, s := range []int64{step - 1, step, step + 1} {
		want, err := totp.GenerateCodeCustom(secret, time.Unix(s*totpPeriod, 0), totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return s
		}
	}
	return 0
}

// useCode checks code against the user's second factor inside tx: a TOTP code
// of a step later than the last one accepted, or an unused recovery code,
// which is then spent. It reports whether a recovery code was used.
func useCode(tx *Tx, u *User, code string) (recovery bool, err error) {
	f := u.TOTP
	if !f.Active() {
		return false, errTOTPCode
	}
	if step := matchStep(f.Secret, code, tx.now); step != 0 {
		if step <= f.LastStep {
			return false, errTOTPCode // replayed within its window
		}
		f.LastStep = step
		return false, nil
	}
	sum := recoveryHash(code)
	for i, h := range f.Recovery {
		if subtle.ConstantTimeCompare([]byte(h), []byte(sum)) == 1 {
			f.Recovery = append(f.Recovery[:i:i], f.Recovery[i+1:]...)
			return true, nil
		}
	}
	return false, errTOTPCode
}

// recoveryHash is how a recovery code is stored. Codes are random with 50
// bits each, so a plain SHA-256 cannot be reversed by guessing; case and
// separators are ignored when typed.
func recoveryHash(code string) string {
	code = strings.ToUpper(strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(code)))
	sum := sha256.Sum256([]byte(code))
	return hex.EncodeToString(sum[:])
}

// newRecoveryCodes makes ten codes as shown (XXXXX-XXXXX) and their hashes.
func newRecoveryCodes() (codes, hashes []string) {
	for range recoveryCodes {
		raw := make([]byte, 7)
		rand.Read(raw)
		s := base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(raw)[:10]
		codes = append(codes, s[:5]+"-"+s[5:])
		hashes = append(hashes, recoveryHash(s))
	}
	return codes, hashes
}

// StartTOTP offers user id a new secret to enrol; the current factor, if
// any, keeps working until ConfirmTOTP.
func (e *Engine) StartTOTP(id uint64) (Enrolment, error) {
	var out Enrolment
	err := e.update(func(tx *Tx) error {
		u, err := getUser(tx.Tx, id)
		if err != nil {
			return err
		}
		if !u.Actor(0).IsAdmin() {
			return Forbidden("El segundo factor es para los roles Super y Administrador.")
		}
		key, err := totp.Generate(totp.GenerateOpts{Issuer: totpIssuer, AccountName: u.Usuario,
			Period: totpPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
		if err != nil {
			return err
		}
		if u.TOTP == nil {
			u.TOTP = &SecondFactor{}
		}
		u.TOTP.Pending = key.Secret()
		out = Enrolment{Secreto: key.Secret(), URL: key.URL()}
		return putJSON(tx.Bucket(bktUsers), itob(id), u)
	})
	return out, err
}

// ConfirmTOTP turns the offered secret on when code is right, and returns the
// ten recovery codes (shown once: only their hashes are kept).
func (e *Engine) ConfirmTOTP(actor Actor, id uint64, code string) (codes []string, err error) {
	err = e.update(func(tx *Tx) error {
		u, err := getUser(tx.Tx, id)
		if err != nil {
			return err
		}
		codes, err = confirmTOTP(tx, actor, &u, code)
		return err
	})
	return codes, err
}

// confirmTOTP checks code against u's offered secret and, when right, turns
// it on, writing u; the sign-in's enrolment step shares it.
func confirmTOTP(tx *Tx, actor Actor, u *User, code string) ([]string, error) {
	if u.TOTP == nil || u.TOTP.Pending == "" {
		return nil, Conflict("Inicie primero la configuración del segundo factor.")
	}
	step := matchStep(u.TOTP.Pending, code, tx.now)
	if step == 0 {
		return nil, Invalid("codigo", "El código no coincide. Revise la hora del teléfono e intente con el código nuevo.")
	}
	codes, hashes := newRecoveryCodes()
	u.TOTP = &SecondFactor{Secret: u.TOTP.Pending, LastStep: step, Recovery: hashes}
	if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditTOTPOn, Documento: "usuario", DocumentoID: u.ID,
		Sucursal: u.SucursalID, Detalle: u.Usuario + ": segundo factor activado"}); err != nil {
		return nil, err
	}
	return codes, putJSON(tx.Bucket(bktUsers), itob(u.ID), *u)
}

// ResetTOTP removes user id's second factor (a lost phone), ending their
// sessions; with the company setting on they enrol again at the next sign-in.
func (e *Engine) ResetTOTP(actor Actor, id uint64) error {
	return e.update(func(tx *Tx) error {
		u, err := getUser(tx.Tx, id)
		if err != nil {
			return err
		}
		u.TOTP = nil
		if err := endSessions(tx, id); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditTOTPReset, Documento: "usuario", DocumentoID: id,
			Sucursal: u.SucursalID, Detalle: u.Usuario + ": segundo factor reiniciado"}); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktUsers), itob(id), u)
	})
}

var keyTOTPRequired = []byte("totp_obligatorio")

// TOTPRequired reports the company setting that makes the second factor
// mandatory for Super and Administrador.
func (e *Engine) TOTPRequired() (on bool, err error) {
	err = e.view(func(tx ReadTx) error {
		on = totpRequired(tx)
		return nil
	})
	return on, err
}

func totpRequired(tx ReadTx) bool { return string(tx.Bucket(bktMeta).Get(keyTOTPRequired)) == "1" }

// SetTOTPRequired changes that setting. Sessions already open stay open;
// the rule applies from each user's next sign-in.
func (e *Engine) SetTOTPRequired(actor Actor, on bool) error {
	return e.update(func(tx *Tx) error {
		v := map[bool]string{true: "1", false: "0"}[on]
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditTOTPRequired, Documento: "usuario",
			Detalle: "segundo factor obligatorio para Super y Administrador: " + map[bool]string{true: "sí", false: "no"}[on]}); err != nil {
			return err
		}
		return tx.Bucket(bktMeta).Put(keyTOTPRequired, []byte(v))
	})
}
