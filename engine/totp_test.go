package engine

import (
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
)

// codeAt is what an authenticator app shows for secret at t.
func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totpOpts)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// enrol gives user id a confirmed second factor and returns its secret and
// recovery codes.
func enrol(t *testing.T, e *Engine, id uint64) (string, []string) {
	t.Helper()
	en, err := e.StartTOTP(id)
	if err != nil {
		t.Fatal(err)
	}
	wantField(t, func() error { _, err := e.ConfirmTOTP(superActor(), id, "000000"); return err }(), "codigo")
	codes, err := e.ConfirmTOTP(superActor(), id, codeAt(t, en.Secreto, e.Now()))
	if err != nil || len(codes) != 10 {
		t.Fatalf("confirm: %v %v", codes, err)
	}
	return en.Secreto, codes
}

// The sign-in of a user with a second factor stays half-open until the code:
// the token is no session before it; a wrong code, a replayed code and a
// spent recovery code are refused; each recovery code works once.
func TestSecondStep(t *testing.T) {
	e := mustOpen(t)
	now := e.Now()
	e.Now = func() time.Time { return now }
	id := mdAddUser(t, e, "gerente", RoleAdmin, MainBranch)
	if _, err := e.StartTOTP(mdAddUser(t, e, "vende", RoleVendedor, MainBranch)); ErrorCode(err) != CodeForbidden {
		t.Fatalf("a Vendedor enrols: %v", err)
	}
	secret, codes := enrol(t, e, id)
	u, _ := e.User(id)
	if u.TOTP.Secret != secret || u.TOTP.Pending != "" || len(u.TOTP.Recovery) != 10 || u.TOTP.Recovery[0] == codes[0] {
		t.Fatalf("stored %+v", u.TOTP)
	}

	signIn := func() string {
		tok, _, err := e.Login("gerente", mdPassword, "10.0.0.1")
		if err != nil {
			t.Fatal(err)
		}
		if _, stage, err := e.SignInStage(tok); err != nil || stage != StageTOTP {
			t.Fatalf("stage %q %v", stage, err)
		}
		if _, _, err := e.Authenticate(tok); err == nil {
			t.Fatal("a half-open session authenticates")
		}
		return tok
	}
	tok := signIn()
	if _, _, err := e.SecondStep(tok, "123456", "10.0.0.1"); ErrorCode(err) != CodeUnauthorized {
		t.Fatalf("wrong code: %v", err)
	}
	// The code used to confirm enrolment is of this very step: replayed.
	if _, _, err := e.SecondStep(tok, codeAt(t, secret, now), "10.0.0.1"); ErrorCode(err) != CodeUnauthorized {
		t.Fatalf("replayed code: %v", err)
	}
	now = now.Add(30 * time.Second)
	code := codeAt(t, secret, now)
	if _, _, err := e.SecondStep(tok, code, "10.0.0.1"); err != nil {
		t.Fatalf("right code: %v", err)
	}
	if _, _, err := e.Authenticate(tok); err != nil {
		t.Fatalf("completed session: %v", err)
	}
	if _, _, err := e.SecondStep(signIn(), code, "10.0.0.1"); ErrorCode(err) != CodeUnauthorized {
		t.Fatalf("the same code twice: %v", err)
	}
	tok = signIn()
	if _, _, err := e.SecondStep(tok, codes[3], "10.0.0.1"); err != nil {
		t.Fatalf("recovery code: %v", err)
	}
	if _, _, err := e.SecondStep(signIn(), codes[3], "10.0.0.1"); ErrorCode(err) != CodeUnauthorized {
		t.Fatalf("recovery code twice: %v", err)
	}
	tok = signIn()
	now = now.Add(stageTTL + time.Second)
	if _, _, err := e.SecondStep(tok, codeAt(t, secret, now), "10.0.0.1"); ErrorCode(err) != CodeUnauthorized {
		t.Fatalf("after the stage expired: %v", err)
	}
	log, _, err := e.AuditLog(AuditFilter{})
	if err != nil || log[0].Tipo != AuditTOTPRecovery {
		t.Fatalf("audit %v %v", log[0], err)
	}
}

// With the company setting on, Super and Administrador without a second
// factor enrol right after the password; other roles sign in as before.
// A reset removes the factor and ends the sessions.
func TestTOTPRequiredAndReset(t *testing.T) {
	e := mustOpen(t)
	id := mdAddUser(t, e, "gerente", RoleAdmin, MainBranch)
	mdAddUser(t, e, "vende", RoleVendedor, MainBranch)
	if err := e.SetTOTPRequired(superActor(), true); err != nil {
		t.Fatal(err)
	}
	if tok, _, err := e.Login("vende", mdPassword, "10.0.0.1"); err != nil {
		t.Fatal(err)
	} else if _, _, err := e.Authenticate(tok); err != nil {
		t.Fatalf("a Vendedor needs a second factor: %v", err)
	}
	tok, _, err := e.Login("gerente", mdPassword, "10.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	if _, stage, _ := e.SignInStage(tok); stage != StageEnrol {
		t.Fatalf("stage %q", stage)
	}
	en, err := e.StartEnrolment(tok)
	if err != nil {
		t.Fatal(err)
	}
	_, codes, err := e.SecondStep(tok, codeAt(t, en.Secreto, e.Now()), "10.0.0.1")
	if err != nil || len(codes) != 10 {
		t.Fatalf("enrolment at sign-in: %v %v", codes, err)
	}
	if _, _, err := e.Authenticate(tok); err != nil {
		t.Fatal(err)
	}
	if err := e.ResetTOTP(superActor(), id); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Authenticate(tok); err == nil {
		t.Fatal("a reset left the session open")
	}
	if u, _ := e.User(id); u.TOTP.Active() {
		t.Fatal("still active after the reset")
	}
}
