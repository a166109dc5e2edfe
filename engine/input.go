package engine

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// The browser sends numbers sometimes as JSON numbers and sometimes as text
// (a select's value, an empty input). These input types accept both, so that
// a bad value becomes a Spanish field message (422) instead of a decoding
// failure (400).

// ID is a record id in a form: a number or numeric text; blank or null reads
// as 0 (none given), which validation reports where one is required.
type ID uint64

// UnmarshalJSON accepts 3, "3", "", null. Anything else (-1, 2.5, "x", a
// list) is not an id: the decoding error names the field, which the API
// answers as a 422 on it rather than reading it as "none given".
func (id *ID) UnmarshalJSON(b []byte) error {
	s := jsonScalar(b)
	if s == "" && !isComposite(b) {
		*id = 0
		return nil
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || isComposite(b) {
		return typeError(b, ID(0))
	}
	*id = ID(n)
	return nil
}

// Int is a whole quantity in a form. Blank or null is 0; text that is not a
// whole number reads as BadInt, which every "at least 1" rule refuses.
type Int int64

// BadInt marks a quantity that was not a whole number.
const BadInt Int = -1 << 62

// UnmarshalJSON accepts 3, "3", "3.0", "", null.
func (n *Int) UnmarshalJSON(b []byte) error {
	s := jsonScalar(b)
	if s == "" {
		*n = 0
		return nil
	}
	if v, err := strconv.ParseInt(s, 10, 64); err == nil {
		*n = Int(v)
		return nil
	}
	whole, frac, ok := strings.Cut(s, ".")
	if v, err := strconv.ParseInt(whole, 10, 64); err == nil && ok && strings.Trim(frac, "0") == "" {
		*n = Int(v)
		return nil
	}
	*n = BadInt
	return nil
}

// Text is a free text field that may arrive as a JSON number (nit 0, idCarrito 17).
type Text string

// UnmarshalJSON accepts a string, a number, a boolean or null; a list or an
// object is no text and fails naming the field.
func (t *Text) UnmarshalJSON(b []byte) error {
	if isComposite(b) {
		return typeError(b, Text(""))
	}
	*t = Text(jsonScalar(b))
	return nil
}

// isComposite reports whether b is a JSON array or object.
func isComposite(b []byte) bool {
	b = bytes.TrimSpace(b)
	return len(b) > 0 && (b[0] == '[' || b[0] == '{')
}

// typeError is the decoding error of a value that does not fit v's type.
// encoding/json adds the field's path to it, so the API can answer a 422 on
// that field.
func typeError(b []byte, v any) error {
	b = bytes.TrimSpace(b)
	kind := "number " + string(b)
	switch {
	case len(b) == 0:
		kind = "empty"
	case b[0] == '[':
		kind = "array"
	case b[0] == '{':
		kind = "object"
	case b[0] == '"':
		kind = "string"
	case b[0] == 't' || b[0] == 'f':
		kind = "bool"
	}
	return &json.UnmarshalTypeError{Value: kind, Type: reflect.TypeOf(v)}
}

// jsonScalar gives the text of a JSON scalar: a string's content, a number's
// digits, "" for null.
func jsonScalar(b []byte) string {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if json.Unmarshal(b, &s) == nil {
			return strings.TrimSpace(s)
		}
		return ""
	}
	if string(b) == "null" {
		return ""
	}
	return string(b)
}
