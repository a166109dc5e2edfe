package httpapi

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"net/http"
	"strings"
	"time"

	"github.com/pquerna/otp"

	"sgc/engine"
)

// The second factor: the sign-in's second step, enrolment on the user's own
// Seguridad screen, Super's company setting and reset.
func (s *Server) totpRoutes() {
	s.handle("POST /api/login/segundo-factor", s.loginSecondFactor)
	s.handle("POST /api/login/inscripcion", s.loginEnrolment)
	s.handle("GET /api/seguridad", s.securityStatus)
	s.handle("POST /api/seguridad/totp", s.startTOTP)
	s.handle("POST /api/seguridad/totp/confirmar", s.confirmTOTP)
	s.handle("PUT /api/seguridad/totp-obligatorio", s.setTOTPRequired)
	s.handle("POST /api/usuarios/{id}/totp-reset", s.resetTOTP)
}

type secondStepInput struct {
	Token  string `json:"token_temporal"`
	Codigo string `json:"codigo"`
}

// loginSecondFactor completes a half-open sign-in with a code. Wrong codes
// count against the usuario and address like wrong passwords (see throttle).
func (s *Server) loginSecondFactor(q *request) error {
	var in secondStepInput
	if err := q.decode(&in); err != nil {
		return err
	}
	var v engine.Validation
	v.Required("codigo", "código", in.Codigo)
	if err := v.Err(); err != nil {
		return err
	}
	u, _, err := s.eng.SignInStage(in.Token)
	if err != nil {
		return err
	}
	usuario, ip, now := strings.ToLower(u.Usuario), q.clientIP(), s.eng.Now()
	if err := s.throttle.begin(usuario, ip, now); err != nil {
		return err
	}
	u, codes, err := s.secondStep(usuario, in, ip, now)
	if err != nil {
		s.log.Info("segundo factor fallido", "usuario", usuario, "ip", ip, "err", err)
		return err
	}
	s.log.Info("inicio de sesión", "usuario", usuario, "ip", ip)
	view, err := s.userView(u)
	if err != nil {
		return err
	}
	answer := map[string]any{"token": in.Token, "user": view}
	if codes != nil {
		answer["codigos_recuperacion"] = codes
	}
	return q.json(http.StatusOK, answer)
}

func (s *Server) secondStep(usuario string, in secondStepInput, ip string, now time.Time) (u engine.User, codes []string, err error) {
	defer func() {
		code := engine.ErrorCode(err)
		s.throttle.end(usuario, ip, now, code == engine.CodeUnauthorized || code == engine.CodeInvalid, err == nil)
	}()
	return s.eng.SecondStep(in.Token, in.Codigo, ip)
}

// loginEnrolment offers a secret to a user who must enrol before signing in.
func (s *Server) loginEnrolment(q *request) error {
	var in secondStepInput
	if err := q.decode(&in); err != nil {
		return err
	}
	en, err := s.eng.StartEnrolment(in.Token)
	if err != nil {
		return err
	}
	return enrolmentAnswer(q, en)
}

// enrolmentAnswer sends the secret with its QR code as a PNG the server
// draws itself (no outside service sees the secret).
func enrolmentAnswer(q *request, en engine.Enrolment) error {
	key, err := otp.NewKeyFromURL(en.URL)
	if err != nil {
		return err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]string{"secreto": en.Secreto, "url": en.URL,
		"qr": "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())})
}

func (s *Server) securityStatus(q *request) error {
	required, err := s.eng.TOTPRequired()
	if err != nil {
		return err
	}
	left := 0
	if q.user.TOTP.Active() {
		left = len(q.user.TOTP.Recovery)
	}
	return q.json(http.StatusOK, map[string]any{"totp_activo": q.user.TOTP.Active(), "totp_obligatorio": required,
		"codigos_restantes": left, "puede_usar_totp": q.user.Actor(0).IsAdmin()})
}

func (s *Server) startTOTP(q *request) error {
	en, err := s.eng.StartTOTP(q.user.ID)
	if err != nil {
		return err
	}
	return enrolmentAnswer(q, en)
}

func (s *Server) confirmTOTP(q *request) error {
	var in struct {
		Codigo string `json:"codigo"`
	}
	if err := q.decode(&in); err != nil {
		return err
	}
	codes, err := s.eng.ConfirmTOTP(q.actor, q.user.ID, in.Codigo)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"message": "Segundo factor activado.", "codigos_recuperacion": codes})
}

func (s *Server) setTOTPRequired(q *request) error {
	var in struct {
		Obligatorio bool `json:"totp_obligatorio"`
	}
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.SetTOTPRequired(q.actor, in.Obligatorio); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]string{"message": "Configuración guardada."})
}

func (s *Server) resetTOTP(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	if err := s.eng.ResetTOTP(q.actor, id); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]string{"message": "Segundo factor reiniciado; sus sesiones se cerraron."})
}
