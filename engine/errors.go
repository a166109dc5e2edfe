package engine

import (
	"errors"
	"fmt"
	"sort"
)

// Code classifies an engine error so that the API can map it to a status.
type Code string

// The error codes of the engine. Anything else is reported as internal.
const (
	CodeInvalid      Code = "invalid"
	CodeNotFound     Code = "not_found"
	CodeForbidden    Code = "forbidden"
	CodeConflict     Code = "conflict"
	CodeUnauthorized Code = "unauthorized"
	CodeTooMany      Code = "too_many"
	// CodeUnavailable: what was asked needs the majority of a group of
	// servers, which this member does not reach (503 with the message).
	CodeUnavailable Code = "unavailable"
	CodeInternal    Code = "internal"
)

// Error is the one domain error type: a code, a Spanish message for the user and,
// for validation failures, the messages of each field.
type Error struct {
	Code    Code
	Message string
	Fields  map[string][]string
}

func (e *Error) Error() string {
	if len(e.Fields) == 0 {
		return string(e.Code) + ": " + e.Message
	}
	keys := make([]string, 0, len(e.Fields))
	for k := range e.Fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return fmt.Sprintf("%s: %s %v", e.Code, e.Message, keys)
}

// ErrorCode returns the code of err, CodeInternal for foreign errors.
func ErrorCode(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// NotFound reports a missing record, e.g. NotFound("Sucursal no encontrada.").
func NotFound(msg string) error { return &Error{Code: CodeNotFound, Message: msg} }

// Forbidden reports an action the actor may not take.
func Forbidden(msg string) error { return &Error{Code: CodeForbidden, Message: msg} }

// Conflict reports an action that the current state does not allow.
func Conflict(msg string) error { return &Error{Code: CodeConflict, Message: msg} }

// Invalid reports one field's validation failure.
func Invalid(field, msg string) error {
	return &Error{Code: CodeInvalid, Message: msg, Fields: map[string][]string{field: {msg}}}
}

// Validation collects field messages; Err turns them into one invalid error.
type Validation struct {
	fields map[string][]string
	first  string
}

// Add records msg for field.
func (v *Validation) Add(field, msg string) {
	if v.fields == nil {
		v.fields = map[string][]string{}
	}
	if len(v.fields) == 0 {
		v.first = msg
	}
	v.fields[field] = append(v.fields[field], msg)
}

// Has reports whether field already has a message.
func (v *Validation) Has(field string) bool { return len(v.fields[field]) > 0 }

// Merge adds the field messages of err when it is an invalid error and
// returns err otherwise (nil stays nil).
func (v *Validation) Merge(err error) error {
	var e *Error
	if errors.As(err, &e) && e.Code == CodeInvalid {
		for f, msgs := range e.Fields {
			for _, m := range msgs {
				v.Add(f, m)
			}
		}
		return nil
	}
	return err
}

// Err returns nil when nothing was added; otherwise an invalid error whose
// message is the first field message, as a form shows it.
func (v *Validation) Err() error {
	if len(v.fields) == 0 {
		return nil
	}
	return &Error{Code: CodeInvalid, Message: v.first, Fields: v.fields}
}
