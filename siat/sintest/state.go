package sintest

import (
	"time"

	"sgc/engine/esbo"
)

// The SIN's codes as published (../README.md and the research's code table).
const (
	estadoPendiente           = 901
	estadoRechazada           = 902
	estadoObservada           = 904
	estadoAnulacionConfirmada = 905
	estadoAnulacionRechazada  = 906
	estadoReversionConfirmada = 907
	estadoValidada            = 908

	codeMotivoInvalido        = 925
	codeComunicacionOK        = 926
	codeServicioSector        = 932
	codeFueraDePlazo          = 934
	codeYaAnulada             = 936
	codeXSD                   = 939
	codeCUFDuplicado          = 952
	codeCUFDNoVigente         = 953
	codeHash                  = 969
	codeCUISVigente           = 980
	codeCantidadFacturas      = 985
	codeNITActivo             = 986
	codeNITInactivo           = 987
	codeBadToken              = 989
	codeNITInexistente        = 994
	codeCorrelatividad        = 2000
	codeReversionFueraDePlazo = 3012 // as a transcription of the SIN's pages gives it
)

// The double's own codes, for refusals whose SIN number is unverified: they
// sit outside every range the SIN was seen to use, so no test can mistake
// them for a real code.
const (
	codeSistemaInvalido  = 9001 // nit, codigoSistema, ambiente or modalidad not this system's
	codeCUISInvalido     = 9002 // no CUIS in force for the point of sale
	codeCUFInvalido      = 9003 // the CUF does not match the invoice (a simulator used 1002)
	codeEventoInvalido   = 9004 // unknown event, late event, wrong dates
	codePaqueteExcedido  = 9005 // more than 500 invoices (954, 972 and 3009 were all seen)
	codeNoEncontrada     = 9006 // no invoice or package with that code
	codeDatosNoCoinciden = 9007 // the XML's emitter, branch or CUFD differ from the request
	codeEmisionInvalida  = 9008 // tipo de emisión or tipo de factura wrong for the service
	codeArchivoIlegible  = 9009 // base64, gzip or tar that cannot be read
	codeYaRevertida      = 9010 // an annulment reverted once cannot be reverted or annulled again
)

// laPaz is the SIN's zone; invoices carry its wall time without an offset,
// and the double judges dates in it like the SIN.
var laPaz = esbo.LaPaz()

const wallLayout = "2006-01-02T15:04:05.000"

type pointState struct {
	cuis       string
	cuisUntil  time.Time
	cufds      map[string]*cufdRecord
	current    string // the newest CUFD
	lastNumber int64
}

type cufdRecord struct {
	control     string
	from, until time.Time
}

type invoiceRecord struct {
	point    [2]int
	numero   int64
	emitted  time.Time
	estado   int
	received int
	reverted bool
}

type eventRecord struct {
	point       [2]int
	cufdEvento  string
	inicio, fin time.Time
}

type packageRecord struct {
	point    [2]int
	polls    int
	problems []el
}

// DefaultCatalogues are the pilot's motivos de anulación and eventos
// significativos as public clients list them; tests that need other data
// pass their own Config.Catalogues.
func DefaultCatalogues() map[string]map[int]string {
	return map[string]map[int]string{
		"sincronizarParametricaMotivoAnulacion": {
			1: "FACTURA MAL EMITIDA", 2: "NOTA DE CREDITO-DEBITO MAL EMITIDA",
			3: "DATOS DE EMISION INCORRECTOS", 4: "FACTURA O NOTA DE CREDITO-DEBITO DEVUELTA",
		},
		"sincronizarParametricaEventosSignificativos": {
			1: "CORTE DEL SERVICIO DE INTERNET",
			2: "INACCESIBILIDAD AL SERVICIO WEB DE LA ADMINISTRACION TRIBUTARIA",
		},
	}
}

// point returns the state of a point of sale, creating it.
func (s *SIN) point(key [2]int) *pointState {
	p := s.points[key]
	if p == nil {
		p = &pointState{cufds: map[string]*cufdRecord{}}
		s.points[key] = p
	}
	return p
}

// cuisInForce reports whether cuis is the point of sale's CUIS in force.
func (s *SIN) cuisInForce(key [2]int, cuis string) bool {
	p := s.points[key]
	return p != nil && p.cuis != "" && p.cuis == cuis && s.cfg.Now().Before(p.cuisUntil)
}

// sinTime writes a date with its offset, as fechaVigencia comes.
func sinTime(t time.Time) string { return t.In(laPaz).Format("2006-01-02T15:04:05.000-07:00") }
