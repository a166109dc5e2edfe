package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"sgc/engine"
)

// Body limits: JSON calls are small; multipart forms carry up to three 5 MB
// images. A body above its limit is answered 413.
const (
	maxJSONBody      = 1 << 20
	maxMultipartBody = 20 << 20
)

// decodeJSON reads the request body into v. Malformed JSON is a 400 and an
// oversized body a 413, with a Spanish message; a field of the wrong type (a
// list where text goes, an id that is no positive whole number, an amount out
// of range) or a text with a control or bidi character (text_check.go) is a
// 422 on that field. Unknown fields are ignored because forms send more
// than each call reads.
func decodeJSON(r *http.Request, w http.ResponseWriter, v any) error {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxJSONBody))
	if err != nil {
		return jsonError(err, nil)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) && typeErr.Field != "" {
			return fieldTypeErrors(raw, typeErr, reflect.TypeOf(v).Elem())
		}
		return jsonError(err, raw)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errBadRequest("El cuerpo de la solicitud tiene datos de más después del JSON.")
	}
	return checkJSONTexts(raw)
}

func jsonError(err error, raw []byte) error {
	var tooBig *http.MaxBytesError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &tooBig):
		return errTooLarge("La solicitud es demasiado grande (máximo 1 MB).")
	case errors.As(err, &typeErr) && typeErr.Field == "":
		// The body itself is of the wrong kind (a list or a text where an object goes).
		return errBadRequest("El cuerpo de la solicitud tiene un tipo de dato incorrecto.")
	case errors.As(err, &typeErr):
		field := fieldPath(raw, typeErr)
		return engine.Invalid(field, typeMessage(field, typeErr.Type, typeErr.Value))
	case errors.Is(err, io.EOF):
		return errBadRequest("El cuerpo de la solicitud está vacío.")
	default:
		return errBadRequest("El cuerpo de la solicitud no es un JSON válido.")
	}
}

// fieldTypeErrors reports every field of raw whose value does not fit t, not
// only the first one encoding/json stops at: a cart line with precio 1e300 is
// reported on productos.N.precio even when the total computed from it, sent
// before the lines, is out of range too. Each field found is taken out of the
// body and the rest decoded again.
func fieldTypeErrors(raw []byte, first *json.UnmarshalTypeError, t reflect.Type) error {
	var v engine.Validation
	var doc any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&doc) != nil {
		return jsonError(first, raw)
	}
	for e, n := first, 0; e != nil && e.Field != "" && n < maxTypeErrors; n++ {
		path := fieldPath(raw, e)
		v.Add(path, typeMessage(path, e.Type, e.Value))
		if !dropPath(doc, strings.Split(path, ".")) {
			break
		}
		raw, _ = json.Marshal(doc)
		e = nil
		errors.As(json.Unmarshal(raw, reflect.New(t).Interface()), &e)
	}
	return v.Err()
}

// maxTypeErrors bounds the decoding passes of one body.
const maxTypeErrors = 20

// dropPath removes the value at path from a decoded JSON document (a list
// element becomes null, so the other lines keep their numbers).
func dropPath(doc any, path []string) bool {
	for i, name := range path {
		last := i == len(path)-1
		switch node := doc.(type) {
		case map[string]any:
			if _, ok := node[name]; !ok {
				return false
			}
			if last {
				delete(node, name)
				return true
			}
			doc = node[name]
		case []any:
			k, err := strconv.Atoi(name)
			if err != nil || k < 0 || k >= len(node) {
				return false
			}
			if last {
				node[k] = nil
				return true
			}
			doc = node[k]
		default:
			return false
		}
	}
	return false
}

// form gives the fields of a create or edit call whatever its encoding: multipart
// (with images), urlencoded, or a JSON object (whose scalars read as text).
type form struct {
	r      *http.Request
	values map[string][]string
	// composite holds the JSON fields that came as a list or an object; read
	// as text (Get) they are recorded in misread, which Err reports.
	composite map[string]bool
	misread   []string
}

func readForm(r *http.Request, w http.ResponseWriter) (*form, error) {
	f := &form{r: r, values: map[string][]string{}}
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch ct {
	case "multipart/form-data":
		r.Body = http.MaxBytesReader(w, r.Body, maxMultipartBody)
		if err := r.ParseMultipartForm(8 << 20); err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				return nil, errTooLarge("La solicitud es demasiado grande (máximo 20 MB).")
			}
			return nil, errBadRequest("El formulario enviado no es válido.")
		}
		f.values = r.MultipartForm.Value
		if err := checkFormTexts(f.values); err != nil {
			return nil, err
		}
	case "application/x-www-form-urlencoded":
		r.Body = http.MaxBytesReader(w, r.Body, maxJSONBody)
		if err := r.ParseForm(); err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				return nil, errTooLarge("La solicitud es demasiado grande (máximo 1 MB).")
			}
			return nil, errBadRequest("El formulario enviado no es válido.")
		}
		f.values = r.PostForm
		if err := checkFormTexts(f.values); err != nil {
			return nil, err
		}
	default:
		var obj map[string]any
		if err := decodeJSON(r, w, &obj); err != nil {
			return nil, err
		}
		f.composite = map[string]bool{}
		for k, v := range obj {
			f.values[k] = scalarTexts(v)
			switch v.(type) {
			case []any, map[string]any:
				f.composite[k] = true
			}
		}
	}
	return f, nil
}

func scalarTexts(v any) []string {
	switch t := v.(type) {
	case nil:
		return []string{""}
	case string:
		return []string{t}
	case bool:
		return []string{strconv.FormatBool(t)}
	case float64:
		return []string{strconv.FormatFloat(t, 'f', -1, 64)}
	case []any:
		var out []string
		for _, x := range t {
			out = append(out, scalarTexts(x)...)
		}
		return out
	default:
		b, _ := json.Marshal(t)
		return []string{string(b)}
	}
}

// Get returns the first value of a field ("" when absent). A list or an
// object is no text: Get gives "" for it and Err reports the field.
func (f *form) Get(name string) string {
	if f.composite[name] {
		if !slices.Contains(f.misread, name) {
			f.misread = append(f.misread, name)
		}
		return ""
	}
	if v := f.values[name]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// Err is a 422 on every field that Get was asked for as text but came as a
// list or an object; call it once the input is read, before saving.
func (f *form) Err() error {
	var v engine.Validation
	for _, name := range f.misread {
		v.Add(name, "El campo "+name+" debe ser un texto.")
	}
	return v.Err()
}

// All returns every value of a repeated field; "rol[]" counts as "rol".
func (f *form) All(name string) []string {
	out := append([]string{}, f.values[name]...)
	out = append(out, f.values[name+"[]"]...)
	if len(out) == 1 && strings.HasPrefix(out[0], "[") {
		var list []string
		if json.Unmarshal([]byte(out[0]), &list) == nil {
			return list
		}
	}
	return out
}

// Image reads an uploaded picture and downscales it; nil when none was sent.
func (f *form) Image(field string) (*engine.Image, error) {
	if f.r.MultipartForm == nil || len(f.r.MultipartForm.File[field]) == 0 {
		return nil, nil
	}
	fh := f.r.MultipartForm.File[field][0]
	if fh.Size > engine.MaxImageBytes {
		return nil, engine.Invalid(field, "La imagen no debe pesar más de 5 MB.")
	}
	file, err := fh.Open()
	if err != nil {
		return nil, engine.Invalid(field, "No se pudo leer la imagen.")
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, engine.MaxImageBytes+1))
	if err != nil {
		return nil, engine.Invalid(field, "No se pudo leer la imagen.")
	}
	return engine.PrepareImage(field, data)
}
