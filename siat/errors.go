package siat

import (
	"errors"
	"fmt"
)

// ErrorKind says why a call failed, so the caller can choose between
// contingency (the SIN is out of reach) and fixing a configuration.
type ErrorKind int

const (
	// Unreachable: no connection (DNS, refused, reset).
	Unreachable ErrorKind = iota + 1
	// Timeout: no complete answer in time. A send may still have arrived:
	// verificacionEstadoFactura before sending again.
	Timeout
	// ServerError: HTTP 5xx without a SOAP answer (a gateway's error page).
	ServerError
	// NotSOAP: an answer that is not the SIN's SOAP (a proxy's or captive
	// portal's HTML page, a truncated body, the wrong operation's answer).
	NotSOAP
	// Fault: a SOAP fault; the SIN's software refused or failed on the call.
	Fault
	// Unauthorized: HTTP 401 or 403, which the SIN gives for a missing or
	// revoked token, often with an empty body.
	Unauthorized
	// BadToken: message 989, the token delegado is not valid.
	BadToken
	// HTTPStatus: any other unexpected status (404: a wrong address).
	HTTPStatus
	// Refused: the SIN answered transaccion false without what was asked;
	// Messages says why.
	Refused
)

var kindText = map[ErrorKind]string{
	Unreachable:  "no se pudo conectar con el SIN",
	Timeout:      "el SIN no respondió a tiempo",
	ServerError:  "el SIN respondió con un error del servidor",
	NotSOAP:      "la respuesta no es del servicio del SIN",
	Fault:        "el servicio del SIN devolvió un error",
	Unauthorized: "el SIN no aceptó las credenciales",
	BadToken:     "el token delegado no es válido",
	HTTPStatus:   "el SIN respondió con un estado inesperado",
	Refused:      "el SIN rechazó la solicitud",
}

// Error is a failed call: its kind, the operation, and what the SIN said.
type Error struct {
	Kind      ErrorKind
	Operation string
	Status    int       // the HTTP status, when an answer came
	Detail    string    // the fault string or a short description
	Messages  []Message // the SIN's mensajesList, for Refused and BadToken
	Err       error     // the underlying error, if any
}

func (e *Error) Error() string {
	s := fmt.Sprintf("siat %s: %s", e.Operation, kindText[e.Kind])
	if e.Status != 0 {
		s += fmt.Sprintf(" (HTTP %d)", e.Status)
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	for _, m := range e.Messages {
		s += fmt.Sprintf("; %d %s", m.Codigo, m.Descripcion)
	}
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

// Offline reports an error that means the SIN is out of reach, the cue for
// contingency (tipoEmision fuera de línea): no connection, no answer in time,
// a 5xx or an answer that is not the SIN's. A fault, a bad token or a refusal
// come from the SIN itself and are not fixed by waiting.
func Offline(err error) bool {
	var e *Error
	if !errors.As(err, &e) {
		return false
	}
	switch e.Kind {
	case Unreachable, Timeout, ServerError, NotSOAP:
		return true
	}
	return false
}

// KindOf returns the kind of a failed call, 0 for other errors.
func KindOf(err error) ErrorKind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return 0
}
