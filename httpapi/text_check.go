package httpapi

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode"

	"sgc/engine"
)

// Text fields refuse control characters (NUL and the like) and the Unicode
// bidirectional controls, which display text in another order than it is
// stored: a right-to-left override in a name reaches the PDFs and the Excel
// files, where it can disguise a name or an amount. Line breaks and tabs are
// allowed only in the fields that are multi-line text areas in the forms.

// multiLine are the fields the forms edit in a text area, and csr, the PEM
// certificate request a member joining the cluster sends.
var multiLine = map[string]bool{"descripcion": true, "observaciones": true, "motivo": true, "csr": true}

// badTextMessage is the 422 message of a field holding a refused character.
func badTextMessage(name string) string {
	return "El campo " + name + " contiene caracteres no permitidos (de control o que cambian la dirección del texto)."
}

// isBidiControl reports the marks, embeddings, overrides and isolates that
// change the display order of text (U+061C, U+200E–U+200F, U+202A–U+202E,
// U+2066–U+2069).
func isBidiControl(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069)
}

// refusedRune reports a character a text field may not hold; multi says
// whether the field is a text area (line breaks and tabs allowed).
func refusedRune(r rune, multi bool) bool {
	if multi && (r == '\n' || r == '\r' || r == '\t') {
		return false
	}
	return unicode.IsControl(r) || isBidiControl(r)
}

// textAllowed reports whether the value of field name may be stored.
func textAllowed(name, value string) bool {
	multi := multiLine[name]
	return strings.IndexFunc(value, func(r rune) bool { return refusedRune(r, multi) }) < 0
}

// checkJSONTexts is a 422 on every string of the JSON body raw that holds a
// refused character, named by its path (productos.0.producto). Most bodies
// hold no escape (\n, \u0000) and no such character, and skip the second parse.
func checkJSONTexts(raw []byte) error {
	if bytes.IndexByte(raw, '\\') < 0 && bytes.IndexFunc(raw, func(r rune) bool { return refusedRune(r, true) }) < 0 {
		return nil
	}
	var doc any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&doc) != nil {
		return nil // decodeJSON has already answered a malformed body
	}
	var v engine.Validation
	walkTexts(doc, nil, &v)
	return v.Err()
}

// walkTexts checks every string under doc, path being where doc sits.
func walkTexts(doc any, path []string, v *engine.Validation) {
	switch t := doc.(type) {
	case string:
		name := fieldName(path)
		if !textAllowed(name, t) {
			v.Add(strings.Join(path, "."), badTextMessage(name))
		}
	case []any:
		for i, el := range t {
			walkTexts(el, append(path, strconv.Itoa(i)), v)
		}
	case map[string]any:
		for k, el := range t {
			walkTexts(el, append(path, k), v)
		}
	}
}

// fieldName is the field a path ends in, without list indexes or the "[]"
// of a repeated form field (productos.0.producto → producto, rol[] → rol).
func fieldName(path []string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if _, err := strconv.Atoi(path[i]); err != nil {
			return strings.TrimSuffix(path[i], "[]")
		}
	}
	return ""
}

// checkFormTexts is checkJSONTexts for the values of a multipart or
// urlencoded form.
func checkFormTexts(values map[string][]string) error {
	var v engine.Validation
	for key, vals := range values {
		name := fieldName([]string{key})
		for _, s := range vals {
			if !textAllowed(name, s) {
				v.Add(key, badTextMessage(name))
				break
			}
		}
	}
	return v.Err()
}
