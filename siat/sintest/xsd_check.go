package sintest

import (
	"fmt"
	"math/big"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

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
