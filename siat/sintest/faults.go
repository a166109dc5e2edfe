package sintest

import (
	"io"
	"net/http"
)

// Fault is a failure the double can inject instead of answering.
type Fault int

const (
	// FaultHTML5xx answers 502 with a gateway's HTML page.
	FaultHTML5xx Fault = iota + 1
	// FaultUnauthorized answers 401 with an empty body.
	FaultUnauthorized
	// FaultSOAP answers 500 with a SOAP fault.
	FaultSOAP
	// FaultTimeout never answers: the request hangs until the client gives up.
	FaultTimeout
	// FaultAnswerLost does the work (an invoice is registered) and then
	// hangs, as when the answer is lost on the way back.
	FaultAnswerLost
	// FaultBadToken answers the operation with message 989.
	FaultBadToken
	// FaultHTML200 answers 200 with a captive portal's page.
	FaultHTML200
)

type faultPlan struct {
	fault Fault
	op    string // "" for any operation
	times int
}

// Inject makes the next times calls of op ("" for any) fail with f.
func (s *SIN) Inject(f Fault, op string, times int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = append(s.faults, faultPlan{fault: f, op: op, times: times})
}

// Heal drops every injected failure still pending: the SIN answers again.
func (s *SIN) Heal() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = nil
}

func (s *SIN) takeFault(op string) Fault {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range s.faults {
		p := &s.faults[i]
		if p.times > 0 && (p.op == "" || p.op == op) {
			p.times--
			return p.fault
		}
	}
	return 0
}

// serveFault answers a call with an injected failure instead of its answer.
func (s *SIN) serveFault(w http.ResponseWriter, r *http.Request, req request, f Fault) {
	switch f {
	case FaultHTML5xx:
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusBadGateway)
		io.WriteString(w, "<html><body><h1>502 Bad Gateway</h1></body></html>")
	case FaultHTML200:
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<!DOCTYPE html><html><body>Inicie sesión para navegar</body></html>")
	case FaultUnauthorized:
		w.WriteHeader(http.StatusUnauthorized)
	case FaultSOAP:
		writeXML(w, http.StatusInternalServerError, faultEnvelope("soap:Server", "Error interno del servicio"))
	case FaultTimeout:
		<-r.Context().Done()
	case FaultBadToken:
		writeXML(w, http.StatusOK, envelope(req.op, refusal(req.op, msg(codeBadToken, "TOKEN INVALIDO"))))
	case FaultAnswerLost:
		s.answer(r, req)
		<-r.Context().Done()
	}
}
