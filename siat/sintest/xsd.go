package sintest

import (
	"embed"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"sync"
)

// The SIN's sector-1 XSDs (ver. 23/08/2021), the double's reference for what
// an invoice may hold; Xmllint hands the same files to xmllint.
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
