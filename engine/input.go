package engine

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// The browser sends numbers sometimes as JSON numbers and sometimes as text
// (a select's value, an empty input). These input types accept both, so that
// a bad value becomes a Spanish field message (422) instead of a decoding
// failure (400).

// ID is a record id in a form: a number or numeric text; blank, null or
// anything else reads as 0, which validation reports as missing.
type ID uint64

// UnmarshalJSON accepts 3, "3", "", null.
func (id *ID) UnmarshalJSON(b []byte) error {
	n, err := strconv.ParseUint(jsonScalar(b), 10, 64)
	if err != nil {
		n = 0
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

// UnmarshalJSON accepts a string, a number, a boolean or null.
func (t *Text) UnmarshalJSON(b []byte) error {
	*t = Text(jsonScalar(b))
	return nil
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
