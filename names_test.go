package sgc

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// offGlossary matches the words docs/glosario.md keeps out of names: the
// Cotización is a Proforma and the Catálogo a Catalogo, so "Quote" and
// "Catalog"/"Catalogue" each stood for two or three things at once.
var offGlossary = regexp.MustCompile(`Quote|(^|_)quote|Catalog($|ue|s|[A-Z_])|(^|_)catalog($|ue|s|[A-Z_])`)

// TestNamesFollowGlossary refuses the off-glossary words in the names the
// Go tree declares (functions, types, variables, fields, parameters); names
// of other packages it only uses (csv.Reader.LazyQuotes) are not its own.
// Two other senses keep their words: the SIN's catálogos (siat/, the
// invoicing files siat_*.go and names that say siat) are the tax office's
// own term, and the quotes of engine/importfile are a CSV field's quote
// characters.
func TestNamesFollowGlossary(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "webui" ||
				path == "siat" || path == filepath.Join("engine", "importfile")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasPrefix(d.Name(), "siat_") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, id := range declared(f) {
			if offGlossary.MatchString(id.Name) && !strings.Contains(strings.ToLower(id.Name), "siat") {
				t.Errorf("%s: %s: name it as docs/glosario.md does (Proforma, Catalogo)", fset.Position(id.Pos()), id.Name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// declared answers the identifiers f declares.
func declared(f *ast.File) (ids []*ast.Ident) {
	fields := func(l *ast.FieldList) {
		if l != nil {
			for _, fl := range l.List {
				ids = append(ids, fl.Names...)
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			ids = append(ids, n.Name)
			fields(n.Recv)
		case *ast.FuncType:
			fields(n.TypeParams)
			fields(n.Params)
			fields(n.Results)
		case *ast.TypeSpec:
			ids = append(ids, n.Name)
		case *ast.ValueSpec:
			ids = append(ids, n.Names...)
		case *ast.StructType:
			fields(n.Fields)
		case *ast.InterfaceType:
			fields(n.Methods)
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, e := range n.Lhs {
					if id, ok := e.(*ast.Ident); ok {
						ids = append(ids, id)
					}
				}
			}
		case *ast.RangeStmt:
			if n.Tok == token.DEFINE {
				for _, e := range []ast.Expr{n.Key, n.Value} {
					if id, ok := e.(*ast.Ident); ok {
						ids = append(ids, id)
					}
				}
			}
		case *ast.LabeledStmt:
			ids = append(ids, n.Label)
		}
		return true
	})
	return ids
}
