package siat

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"sgc/siat/sintest"
)

// Each way the SIN can fail reaches the caller as a kind it can act on:
// contingency for an outage, the owner's attention for credentials.
func TestErrorsClassified(t *testing.T) {
	f := newFixture(t, sintest.Config{})
	pos, _ := f.open(t, 0, 0)
	for _, c := range []struct {
		fault   sintest.Fault
		kind    ErrorKind
		offline bool
	}{
		{sintest.FaultHTML5xx, ServerError, true},
		{sintest.FaultHTML200, NotSOAP, true},
		{sintest.FaultTimeout, Timeout, true},
		{sintest.FaultUnauthorized, Unauthorized, false},
		{sintest.FaultSOAP, Fault, false},
		{sintest.FaultBadToken, BadToken, false},
	} {
		f.sin.Inject(c.fault, "sincronizarFechaHora", 1)
		_, err := f.newClient(testToken, time.Second).SyncDateTime(f.ctx, pos)
		var e *Error
		if !errors.As(err, &e) || e.Kind != c.kind || Offline(err) != c.offline {
			t.Errorf("fault %d: %v, want kind %d offline %v", c.fault, err, c.kind, c.offline)
		}
	}
	// The faults were used up: the next call answers.
	if _, err := f.client.SyncDateTime(f.ctx, pos); err != nil {
		t.Errorf("after the faults: %v", err)
	}

	// A wrong token: 989, and the token is in no error text.
	_, err := f.newClient("otro-token", time.Second).SyncDateTime(f.ctx, pos)
	if KindOf(err) != BadToken || !hasCode(err.(*Error).Messages, 989) || strings.Contains(err.Error(), "otro-token") {
		t.Errorf("wrong token: %v", err)
	}

	// Nobody listening: unreachable, an outage.
	dead := httptest.NewServer(http.NotFoundHandler())
	dead.Close()
	c := NewClient(Config{Ambiente: AmbientePruebas, Modalidad: ModalidadComputarizada, NIT: testNIT,
		Token: testToken, BaseURL: dead.URL + "/v2", Timeout: time.Second})
	err = c.CheckCommunication(f.ctx, ServiceCodigos)
	if KindOf(err) != Unreachable || !Offline(err) {
		t.Errorf("closed server: %v", err)
	}
	// A wrong address answering 404 is a configuration fault, not an outage.
	nf := httptest.NewServer(http.NotFoundHandler())
	defer nf.Close()
	c = NewClient(Config{Ambiente: AmbientePruebas, BaseURL: nf.URL, Timeout: time.Second})
	if err := c.CheckCommunication(f.ctx, ServiceCodigos); KindOf(err) != HTTPStatus || Offline(err) {
		t.Errorf("404: %v", err)
	}
}

func TestBaseURLFollowsAmbiente(t *testing.T) {
	for amb, want := range map[int]string{
		AmbientePruebas:    "https://pilotosiatservicios.impuestos.gob.bo/v2",
		AmbienteProduccion: "https://siatrest.impuestos.gob.bo/v2",
	} {
		if got := NewClient(Config{Ambiente: amb}).base; got != want {
			t.Errorf("ambiente %d: %s", amb, got)
		}
	}
	if got := NewClient(Config{Ambiente: AmbienteProduccion, BaseURL: "http://127.0.0.1:9000/v2"}).base; got != "http://127.0.0.1:9000/v2" {
		t.Errorf("override: %s", got)
	}
}

func TestTokenNeverPrinted(t *testing.T) {
	cfg := Config{NIT: testNIT, Token: testToken}
	for _, s := range []string{fmt.Sprint(cfg), fmt.Sprintf("%+v", cfg), fmt.Sprintf("%#v", cfg), fmt.Sprintf("%s", cfg.Token)} {
		if strings.Contains(s, testToken) {
			t.Errorf("the token shows in %s", s)
		}
	}
}
