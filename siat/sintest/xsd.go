package sintest

import (
	"embed"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// The SIN's sector-1 XSDs (ver. 23/08/2021), the double's reference for what
// an invoice may hold; the package siat's xmllint test reads the same files.
//
//go:embed xsd/*.xsd
var xsdFiles embed.FS

const xsNamespace = "http://www.w3.org/2001/XMLSchema"

// schemaElement is the subset of XSD the SIN's invoice schemas use: a
// sequence of elements, each either a sequence itself or a simple type
// restricted by facets, plus a ref (ds:Signature) accepted as it comes.
type schemaElement struct {
	name      string
	ref       bool
	nillable  bool
	fixed     *string
	minOccurs int
	maxOccurs int // -1 unbounded
	children  []*schemaElement
	simple    *simpleType
}

type simpleType struct {
	base                        string // integer, decimal, string, dateTime
	minIncl, maxIncl, minExcl   *big.Rat
	minLen, maxLen              *int
	totalDigits, fractionDigits *int
}

// schemas keeps each XSD once read; a schema is never changed after loading.
var schemas sync.Map

func cachedSchema(file string) (*schemaElement, error) {
	if s, ok := schemas.Load(file); ok {
		return s.(*schemaElement), nil
	}
	s, err := loadSchema(file)
	if err != nil {
		return nil, err
	}
	schemas.Store(file, s)
	return s, nil
}

// loadSchema reads one embedded XSD's root element declaration.
func loadSchema(file string) (*schemaElement, error) {
	b, err := xsdFiles.ReadFile("xsd/" + file)
	if err != nil {
		return nil, err
	}
	root, err := parseTree(b)
	if err != nil {
		return nil, err
	}
	for _, c := range root.Children {
		if c.Name.Space == xsNamespace && c.Name.Local == "element" {
			return schemaFromNode(c)
		}
	}
	return nil, fmt.Errorf("%s: sin elemento raíz", file)
}

func schemaFromNode(n *node) (*schemaElement, error) {
	e := &schemaElement{minOccurs: 1, maxOccurs: 1}
	for _, a := range n.Attrs {
		v := a.Value
		switch a.Name.Local {
		case "name":
			e.name = v
		case "ref":
			e.name, e.ref = v[strings.IndexByte(v, ':')+1:], true
		case "nillable":
			e.nillable = v == "true"
		case "fixed":
			e.fixed = &v
		case "minOccurs":
			e.minOccurs, _ = strconv.Atoi(v)
		case "maxOccurs":
			if v == "unbounded" {
				e.maxOccurs = -1
			} else {
				e.maxOccurs, _ = strconv.Atoi(v)
			}
		case "type":
			e.simple = &simpleType{base: strings.TrimPrefix(v, "xs:")}
		}
	}
	for _, c := range n.Children {
		switch c.Name.Local {
		case "complexType":
			seq := c.child("sequence")
			if seq == nil {
				return nil, fmt.Errorf("%s: complexType sin sequence", e.name)
			}
			for _, s := range seq.Children {
				if s.Name.Local != "element" {
					return nil, fmt.Errorf("%s: %s no soportado", e.name, s.Name.Local)
				}
				child, err := schemaFromNode(s)
				if err != nil {
					return nil, err
				}
				e.children = append(e.children, child)
			}
		case "simpleType":
			r := c.child("restriction")
			if r == nil {
				return nil, fmt.Errorf("%s: simpleType sin restriction", e.name)
			}
			base, _ := r.attr("", "base")
			st := &simpleType{base: strings.TrimPrefix(base, "xs:")}
			for _, f := range r.Children {
				v, _ := f.attr("", "value")
				switch f.Name.Local {
				case "minInclusive", "maxInclusive", "minExclusive":
					q, ok := new(big.Rat).SetString(v)
					if !ok {
						return nil, fmt.Errorf("%s: faceta %s=%q", e.name, f.Name.Local, v)
					}
					*map[string]**big.Rat{"minInclusive": &st.minIncl, "maxInclusive": &st.maxIncl, "minExclusive": &st.minExcl}[f.Name.Local] = q
				default:
					i, err := strconv.Atoi(v)
					if err != nil {
						return nil, fmt.Errorf("%s: faceta %s=%q", e.name, f.Name.Local, v)
					}
					p, ok := map[string]**int{"minLength": &st.minLen, "maxLength": &st.maxLen,
						"totalDigits": &st.totalDigits, "fractionDigits": &st.fractionDigits}[f.Name.Local]
					if !ok {
						return nil, fmt.Errorf("%s: faceta %s no soportada", e.name, f.Name.Local)
					}
					*p = &i
				}
			}
			e.simple = st
		}
	}
	return e, nil
}

// validate checks a document's root against the schema; the first problem
// is reported, as the SIN's 939 names one.
func (s *schemaElement) validate(root *node) error {
	if root.Name.Local != s.name || root.Name.Space != "" {
		return fmt.Errorf("raíz %s, se esperaba %s", root.Name.Local, s.name)
	}
	return s.check(root, s.name)
}

func (s *schemaElement) check(n *node, path string) error {
	if n.isNil() {
		if !s.nillable {
			return fmt.Errorf("%s no admite xsi:nil", path)
		}
		if len(n.Children) > 0 || strings.TrimSpace(n.Text) != "" {
			return fmt.Errorf("%s es nil y tiene contenido", path)
		}
		return nil
	}
	if s.ref {
		return nil // a signature: its own schema, not the invoice's
	}
	if s.simple == nil {
		return s.checkSequence(n, path)
	}
	if len(n.Children) > 0 {
		return fmt.Errorf("%s: se esperaba un valor simple", path)
	}
	if err := s.simple.check(n.Text); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if s.fixed != nil && !sameValue(s.simple.base, *s.fixed, n.Text) {
		return fmt.Errorf("%s debe ser %s", path, *s.fixed)
	}
	return nil
}

func (s *schemaElement) checkSequence(n *node, path string) error {
	if strings.TrimSpace(n.Text) != "" {
		return fmt.Errorf("%s: texto no permitido", path)
	}
	kids := n.Children
	for _, want := range s.children {
		count := 0
		for len(kids) > 0 && kids[0].Name.Local == want.name && (want.maxOccurs < 0 || count < want.maxOccurs) {
			if kids[0].Name.Space != "" && !want.ref {
				return fmt.Errorf("%s/%s no debe tener espacio de nombres", path, want.name)
			}
			if err := want.check(kids[0], path+"/"+want.name); err != nil {
				return err
			}
			kids, count = kids[1:], count+1
		}
		if count < want.minOccurs {
			return fmt.Errorf("%s: falta %s (o está fuera de orden)", path, want.name)
		}
	}
	if len(kids) > 0 {
		return fmt.Errorf("%s: elemento %s no esperado", path, kids[0].Name.Local)
	}
	return nil
}

var (
	integerLex = regexp.MustCompile(`^[+-]?[0-9]+$`)
	decimalLex = regexp.MustCompile(`^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$`)
)

func (t *simpleType) check(raw string) error {
	switch t.base {
	case "integer", "decimal":
		v := strings.TrimSpace(raw)
		lex := decimalLex
		if t.base == "integer" {
			lex = integerLex
		}
		if !lex.MatchString(v) {
			return fmt.Errorf("%q no es %s", v, t.base)
		}
		q, _ := new(big.Rat).SetString(v)
		if t.minIncl != nil && q.Cmp(t.minIncl) < 0 || t.maxIncl != nil && q.Cmp(t.maxIncl) > 0 ||
			t.minExcl != nil && q.Cmp(t.minExcl) <= 0 {
			return fmt.Errorf("%s fuera de rango", v)
		}
		intDigits, fracDigits := digitCounts(v)
		if t.fractionDigits != nil && fracDigits > *t.fractionDigits {
			return fmt.Errorf("%s tiene más de %d decimales", v, *t.fractionDigits)
		}
		if t.totalDigits != nil && intDigits+fracDigits > *t.totalDigits {
			return fmt.Errorf("%s tiene más de %d dígitos", v, *t.totalDigits)
		}
	case "string":
		n := utf8.RuneCountInString(raw)
		if t.minLen != nil && n < *t.minLen || t.maxLen != nil && n > *t.maxLen {
			return fmt.Errorf("longitud %d fuera de los límites", n)
		}
	case "dateTime":
		if _, err := parseWallTime(strings.TrimSpace(raw)); err != nil {
			return err
		}
	default:
		return fmt.Errorf("tipo %s no soportado", t.base)
	}
	return nil
}

// digitCounts counts significant digits as the XSD's value space does:
// leading zeros of the integer part and trailing zeros of the fraction do
// not count ("0012.50" has 2 and 1).
func digitCounts(v string) (intDigits, fracDigits int) {
	v = strings.TrimLeft(v, "+-")
	intPart, frac, _ := strings.Cut(v, ".")
	return len(strings.TrimLeft(intPart, "0")), len(strings.TrimRight(frac, "0"))
}

func sameValue(base, a, b string) bool {
	if base == "integer" || base == "decimal" {
		x, okx := new(big.Rat).SetString(strings.TrimSpace(a))
		y, oky := new(big.Rat).SetString(strings.TrimSpace(b))
		return okx && oky && x.Cmp(y) == 0
	}
	return a == b
}

// parseWallTime reads an xs:dateTime; the SIN's invoices carry no zone,
// and the wall time is what the CUF is made of.
func parseWallTime(s string) (time.Time, error) {
	for _, layout := range []string{"2006-01-02T15:04:05.999999999", "2006-01-02T15:04:05.999999999Z07:00"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("%q no es una fecha xs:dateTime", s)
}
