package sintest

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The double must never be linked into the binary: only test files may
// import it, and its own commands (cmd/sindoble, the browser tests'
// process), which are main packages nothing can import.
func TestOnlyTestsImportTheDouble(t *testing.T) {
	root := filepath.Join("..", "..")
	own := filepath.Join(root, "siat", "sintest", "cmd")
	fset, files := token.NewFileSet(), 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".") || path == own) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		files++
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == "sgc/siat/sintest" {
				t.Errorf("%s imports the SIN double", path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("only %d Go files found from %s: the walk missed the module", files, root)
	}
}
