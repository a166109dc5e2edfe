package sintest

import (
	"crypto/rand"
	"encoding/hex"
	"io"
	"net/http"
	"path"
	"strconv"
	"sync"
	"time"
)

// Config is the taxpayer the double knows and the data it serves.
type Config struct {
	NIT           int64
	CodigoSistema string
	Token         string
	Ambiente      int
	Modalidad     int
	Direccion     string // the address a CUFD answers with

	// Now is the SIN's clock; nil is time.Now. Tests move it to cross
	// CUFD expiry, the 48 h and the day-9 deadlines.
	Now func() time.Time
	// NITs are the buyers' NITs the SIN knows: true active, false
	// inactive; any other is inexistent.
	NITs map[int64]bool
	// Catalogues are the paramétricas by operation name
	// (sincronizarParametricaMotivoAnulacion …), code → text.
	Catalogues map[string]map[int]string
	Legends    [][2]string // codigoActividad, descripcionLeyenda
	Products   []Product
	Activities [][3]string // codigoCaeb, descripcion, tipoActividad
	// PendingPolls is how many validacionRecepcionPaqueteFactura calls
	// answer 901 before the verdict.
	PendingPolls int
	// OfflineCUFDExtension is how long past its 24 hours a CUFD still covers
	// invoices emitted fuera de línea. The SIN's pages speak of up to 72
	// hours from an undocumented start: unverified, so zero (none) unless a
	// test sets it.
	OfflineCUFDExtension time.Duration
}

// Product is one entry of sincronizarListaProductosServicios.
type Product struct {
	CodigoActividad     string
	CodigoProducto      int64
	DescripcionProducto string
}

// SIN is the double: an http.Handler to mount under httptest.NewServer, at
// any prefix ending in the services' names (…/v2/FacturacionCodigos).
type SIN struct {
	cfg Config

	mu       sync.Mutex
	points   map[[2]int]*pointState // by (sucursal, punto de venta)
	invoices map[string]*invoiceRecord
	events   map[int64]*eventRecord
	packages map[string]*packageRecord
	faults   []faultPlan
	calls    map[string]int
	log      []Call
	nextCode int64
}

// New returns a double for one taxpayer.
func New(cfg Config) *SIN {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &SIN{cfg: cfg, points: map[[2]int]*pointState{}, invoices: map[string]*invoiceRecord{},
		events: map[int64]*eventRecord{}, packages: map[string]*packageRecord{}, calls: map[string]int{},
		nextCode: 1000}
}

// Calls says how many calls of an operation reached the double.
func (s *SIN) Calls(op string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[op]
}

// Call is one request that reached the double: its operation and fields.
type Call struct {
	Op     string
	Fields map[string]string
}

// Log lists the calls that reached the double in order (those answered
// with an injected failure too), so a test can check the SIN's order of
// operations and what each call said.
func (s *SIN) Log() []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Call(nil), s.log...)
}

// InvoiceState is the SIN's state of a CUF (908, 905 …) and how many times
// it was received; ok is false for an unknown CUF.
func (s *SIN) InvoiceState(cuf string) (estado, received int, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.invoices[cuf]
	if !ok {
		return 0, 0, false
	}
	return r.estado, r.received, true
}

// ServeHTTP answers one SOAP call, or the failure injected for it.
func (s *SIN) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "método no permitido", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, 200<<20))
	if err != nil {
		return
	}
	service := path.Base(r.URL.Path)
	req, err := parseRequest(service, body)
	if err != nil {
		writeXML(w, http.StatusInternalServerError, faultEnvelope("soap:Client", err.Error()))
		return
	}
	s.mu.Lock()
	s.calls[req.op]++
	s.log = append(s.log, Call{Op: req.op, Fields: req.fields})
	s.mu.Unlock()

	if f := s.takeFault(req.op); f != 0 {
		s.serveFault(w, r, req, f)
		return
	}
	writeXML(w, http.StatusOK, envelope(req.op, s.answer(r, req)))
}

func writeXML(w http.ResponseWriter, status int, b []byte) {
	w.Header().Set("Content-Type", "text/xml; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b)
}

// answer does the operation and returns its answer wrapper.
func (s *SIN) answer(r *http.Request, req request) el {
	if r.Header.Get("apikey") != "TokenApi "+s.cfg.Token {
		return refusal(req.op, msg(codeBadToken, "TOKEN INVALIDO"))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if req.op == "verificarComunicacion" {
		name := "return"
		if path.Base(r.URL.Path) == "FacturacionCodigos" {
			name = "RespuestaComunicacion"
		}
		return el{name: name, kids: []el{msg(codeComunicacionOK, "COMUNICACION EXITOSA"), leaf("transaccion", true)}}
	}
	f := fields(req.fields)
	if m, ok := s.checkTaxpayer(f); !ok {
		return refusal(req.op, m)
	}
	switch req.op {
	case "cuis":
		return s.cuis(f)
	case "cufd":
		return s.cufd(f)
	case "verificarNit":
		return s.verificarNit(f)
	case "registroPuntoVenta":
		return s.registroPuntoVenta(f)
	case "registroEventoSignificativo":
		return s.registroEvento(f)
	case "recepcionFactura":
		return s.recepcionFactura(f)
	case "anulacionFactura":
		return s.anulacion(f)
	case "reversionAnulacionFactura":
		return s.reversion(f)
	case "verificacionEstadoFactura":
		return s.verificacionEstado(f)
	case "recepcionPaqueteFactura":
		return s.recepcionPaquete(f)
	case "validacionRecepcionPaqueteFactura":
		return s.validacionPaquete(f)
	}
	return s.sincronizar(req.op, f)
}

// fields reads a request's values; a number that does not parse reads as
// -1, which no check accepts.
type fields map[string]string

func (f fields) int(name string) int64 {
	v, err := strconv.ParseInt(f[name], 10, 64)
	if err != nil {
		return -1
	}
	return v
}

// checkTaxpayer checks the identity every request carries.
func (s *SIN) checkTaxpayer(f fields) (el, bool) {
	if f.int("nit") != s.cfg.NIT || f["codigoSistema"] != s.cfg.CodigoSistema ||
		f.int("codigoAmbiente") != int64(s.cfg.Ambiente) {
		return msg(codeSistemaInvalido, "NIT, CODIGO DE SISTEMA O AMBIENTE NO CORRESPONDEN"), false
	}
	if _, ok := f["codigoModalidad"]; ok && f.int("codigoModalidad") != int64(s.cfg.Modalidad) {
		return msg(codeSistemaInvalido, "MODALIDAD NO CORRESPONDE AL SISTEMA"), false
	}
	return el{}, true
}

// newCode makes a random hex code of n bytes.
func newCode(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func msg(code int, text string) el {
	return el{name: "mensajesList", kids: []el{leaf("codigo", code), leaf("descripcion", text)}}
}

// refusal answers an operation with transaccion false and messages, in the
// operation's own wrapper.
func refusal(op string, messages ...el) el {
	kids := append([]el{}, messages...)
	if operations[op].answer == "RespuestaServicioFacturacion" {
		kids = append([]el{leaf("codigoDescripcion", "RECHAZADA"), leaf("codigoEstado", estadoRechazada)}, kids...)
	}
	name := operations[op].answer
	if name == "" {
		name = "return"
	}
	return el{name: name, kids: append(kids, leaf("transaccion", false))}
}
