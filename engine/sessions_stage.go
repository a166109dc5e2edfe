package engine

import (
	"time"
)

// The stages of a half-open session: the password was right, and the session
// becomes one only after the second factor.
const (
	StageTOTP  = "totp"        // a code of the authenticator app, or a recovery code
	StageEnrol = "inscripcion" // the company requires a second factor the user has not set up
)

// stageTTL is how long a half-open session waits for its second step.
const stageTTL = 5 * time.Minute

// stageFor is the stage a new session of u starts in.
func stageFor(tx ReadTx, u User) string {
	switch {
	case u.TOTP.Active():
		return StageTOTP
	case u.Actor(0).IsAdmin() && totpRequired(tx):
		return StageEnrol
	}
	return ""
}

// SignInStage returns the user and stage of the half-open session of token;
// an error when there is none, or it waited too long.
func (e *Engine) SignInStage(token string) (u User, stage string, err error) {
	now := e.Now().UTC()
	err = e.view(func(tx ReadTx) error {
		var s session
		if ok, err := getJSON(tx.Bucket(bktSessions), tokenKey(token), &s); err != nil || !ok || s.Stage == "" ||
			now.Sub(s.Created) > stageTTL {
			return errSession
		}
		stage = s.Stage
		if u, err = getUser(tx, s.UserID); err != nil || !u.Estado {
			return errSession
		}
		return nil
	})
	return u, stage, err
}

// StartEnrolment offers a secret to the user of a half-open session that
// must enrol.
func (e *Engine) StartEnrolment(token string) (Enrolment, error) {
	u, stage, err := e.SignInStage(token)
	if err != nil {
		return Enrolment{}, err
	}
	if stage != StageEnrol {
		return Enrolment{}, Conflict("Su usuario ya tiene segundo factor: ingrese el código.")
	}
	return e.StartTOTP(u.ID)
}

// SecondStep completes the half-open session of token with code: a TOTP code
// (or recovery code) at StageTOTP, the first code of the new secret at
// StageEnrol, which returns the recovery codes. A wrong code is logged like a
// wrong password and leaves the session half-open.
func (e *Engine) SecondStep(token, code, ip string) (u User, codes []string, err error) {
	k := tokenKey(token)
	var codeErr error
	werr := e.update(func(tx *Tx) error {
		var s session
		if ok, err := getJSON(tx.Bucket(bktSessions), k, &s); err != nil || !ok || s.Stage == "" ||
			tx.now.Sub(s.Created) > stageTTL {
			return errSession
		}
		var err error
		if u, err = getUser(tx.Tx, s.UserID); err != nil || !u.Estado {
			return errSession
		}
		recovery := false
		if s.Stage == StageEnrol {
			codes, codeErr = confirmTOTP(tx, u.Actor(0), &u, code)
		} else {
			recovery, codeErr = useCode(tx, &u, code)
		}
		line := SignIn{Fecha: tx.now.UTC(), Usuario: u.Usuario, IP: ip, Exito: codeErr == nil}
		if codeErr != nil {
			line.Motivo = "código incorrecto"
			return logSignIn(tx, line)
		}
		if recovery {
			line.Motivo = "código de recuperación"
			if err := appendAudit(tx, u.Actor(0), AuditEntry{Tipo: AuditTOTPRecovery, Documento: "usuario", DocumentoID: u.ID,
				Sucursal: u.SucursalID, Detalle: u.Usuario + ": código de recuperación usado; quedan " + itoa(int64(len(u.TOTP.Recovery)))}); err != nil {
				return err
			}
		}
		if err := logSignIn(tx, line); err != nil {
			return err
		}
		s.Stage, s.LastSeen = "", tx.now.UTC()
		if err := putJSON(tx.Bucket(bktSessions), k, s); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktUsers), itob(u.ID), u)
	})
	if werr != nil {
		return User{}, nil, werr
	}
	if codeErr != nil {
		return User{}, nil, codeErr
	}
	return u, codes, nil
}
