package sintest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// node is a parsed XML element. The double reads requests and invoices as
// plain trees, by the SIN's element names, and never through the client's
// types, so that a mistake in the client cannot hide in a shared struct.
type node struct {
	Name     xml.Name
	Attrs    []xml.Attr
	Children []*node
	Text     string
}

// xsiNamespace qualifies xsi:nil.
const xsiNamespace = "http://www.w3.org/2001/XMLSchema-instance"

// parseTree reads one XML document into its root element.
func parseTree(b []byte) (*node, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	var stack []*node
	var root *node
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &node{Name: t.Name, Attrs: t.Attr}
			if len(stack) > 0 {
				parent := stack[len(stack)-1]
				parent.Children = append(parent.Children, n)
			} else if root != nil {
				return nil, fmt.Errorf("más de un elemento raíz")
			} else {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].Text += string(t)
			} else if strings.TrimSpace(string(t)) != "" {
				return nil, fmt.Errorf("texto fuera del elemento raíz")
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("documento vacío")
	}
	return root, nil
}

// attr returns an attribute's value by namespace and local name.
func (n *node) attr(space, local string) (string, bool) {
	for _, a := range n.Attrs {
		if a.Name.Space == space && a.Name.Local == local {
			return a.Value, true
		}
	}
	return "", false
}

// isNil reports xsi:nil="true".
func (n *node) isNil() bool {
	v, ok := n.attr(xsiNamespace, "nil")
	v = strings.TrimSpace(v)
	return ok && (v == "true" || v == "1")
}

// child returns the first child of that local name.
func (n *node) child(local string) *node {
	for _, c := range n.Children {
		if c.Name.Local == local {
			return c
		}
	}
	return nil
}

// value is the trimmed text of a child, "" when absent.
func (n *node) value(local string) string {
	if c := n.child(local); c != nil {
		return strings.TrimSpace(c.Text)
	}
	return ""
}
