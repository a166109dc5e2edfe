package httpapi

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"

	"sgc/engine"
)

// typeMessage says in Spanish what a field of type t must hold; value is the
// JSON kind the type error reports ("number 1e300" for a number out of range).
func typeMessage(field string, t reflect.Type, value string) string {
	parts := strings.Split(field, ".")
	name := parts[len(parts)-1]
	for i := len(parts) - 1; i > 0; i-- { // the list's name, not a line number
		if _, err := strconv.Atoi(parts[i]); err != nil {
			break
		}
		name = parts[i-1]
	}
	switch {
	case t == reflect.TypeOf(engine.ID(0)):
		return "El campo " + name + " debe ser un número entero positivo."
	case t == reflect.TypeOf(engine.Money(0)) && strings.HasPrefix(value, "number "):
		return engine.TooLargeMessage("El campo " + name)
	case t == reflect.TypeOf(engine.Money(0)):
		return "El campo " + name + " debe ser un monto válido."
	case t.Kind() == reflect.String:
		return "El campo " + name + " debe ser un texto."
	case t.Kind() >= reflect.Int && t.Kind() <= reflect.Float64:
		return "El campo " + name + " debe ser un número dentro del rango permitido."
	}
	return "El campo " + name + " tiene un tipo de dato incorrecto."
}

// fieldPath is the name of the field a type error is about, in the API's
// form: encoding/json names a cart line's field "productos.precio", and the
// spec wants the line, "productos.2.precio". The line is the first whose value
// there is of the kind the error reports.
func fieldPath(raw []byte, e *json.UnmarshalTypeError) string {
	var doc any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&doc) != nil {
		return e.Field
	}
	if path, ok := locate(doc, strings.Split(e.Field, "."), e.Value); ok {
		return strings.Join(path, ".")
	}
	return e.Field
}

// locate walks names down v, trying each element of the lists met on the way,
// and returns the path (with list indexes) to a value of the reported kind.
func locate(v any, names []string, kind string) ([]string, bool) {
	if len(names) == 0 && isKind(v, kind) {
		return nil, true
	}
	if list, ok := v.([]any); ok {
		for i, el := range list {
			if rest, ok := locate(el, names, kind); ok {
				return append([]string{strconv.Itoa(i)}, rest...), true
			}
		}
		return nil, false
	}
	if len(names) == 0 {
		return nil, false
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, false
	}
	child, ok := obj[names[0]]
	if !ok {
		return nil, false
	}
	if rest, ok := locate(child, names[1:], kind); ok {
		return append([]string{names[0]}, rest...), true
	}
	return nil, false
}

// isKind reports whether v is what a type error reports: "array", "string",
// or "number 1e300" (that very number).
func isKind(v any, kind string) bool {
	if n, ok := v.(json.Number); ok && strings.HasPrefix(kind, "number ") {
		return "number "+string(n) == kind
	}
	return kindOf(v) == kind
}

// kindOf names a decoded JSON value as encoding/json's type errors do.
func kindOf(v any) string {
	switch v.(type) {
	case []any:
		return "array"
	case map[string]any:
		return "object"
	case string:
		return "string"
	case bool:
		return "bool"
	case json.Number:
		return "number"
	}
	return "null"
}
