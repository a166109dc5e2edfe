package index

import (
	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	"github.com/blevesearch/bleve/v2/analysis/char/asciifolding"
	"github.com/blevesearch/bleve/v2/analysis/token/edgengram"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/regexp"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/single"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/mapping"
)

// SchemaVersion names the mapping and analyzers below. Change it whenever either
// changes: every existing index then opens as stale and is rebuilt.
const SchemaVersion = "sgc-indice-3"

// Analyzer and filter names registered in the index mapping.
const (
	anPlain     = "sgc_plano"     // words, lower-cased, accents folded: query side
	anNameNG    = "sgc_nombre_ng" // + stems (stem.go) + edge n-grams: word prefixes
	anCode      = "sgc_codigo"    // the whole code as one keyword
	anCodeNG    = "sgc_codigo_ng" // + edge n-grams: code prefixes
	anCodePart  = "sgc_partes_ng" // the code's runs of letters or digits, edge n-grams
	tkCodePart  = "sgc_partes"    // tokenizer: "HER-001" → her, 001; "TAL12B" → tal, 12, b
	tfNameNG    = "sgc_ng_nombre" // edge_ngram 1..maxNameGram
	tfCodeNG    = "sgc_ng_codigo" // edge_ngram 1..maxCodeGram
	seqKey      = "sgc_seq"       // internal key of the applied sequence
	maxNameGram = 20
	maxCodeGram = 32
)

// newMapping builds the index mapping. The analyzers follow the house rule for
// Spanish product names: unicode tokenizer, lowercase, accent folding, a light
// stemmer and no stop-word filter, because "sin" and "con" carry meaning in
// "leche sin lactosa". Accent folding runs as a character filter before the
// tokenizer, so "Azúcar", "AZUCAR" and "azucar" reach the index alike (ñ folds to
// n as well: staff without a Spanish keyboard type "pina" for "piña").
//
// Edge n-grams start at one character so that the last, half-typed word of
// "taladro p" is still a single postings lookup; STACK.md measured n-grams against
// prefix queries at 100k products (under 1 ms against 5 ms at p99).
func newMapping() (*mapping.IndexMappingImpl, error) {
	im := bleve.NewIndexMapping()
	filters := []struct {
		name     string
		min, max int
	}{{tfNameNG, 1, maxNameGram}, {tfCodeNG, 1, maxCodeGram}}
	for _, f := range filters {
		err := im.AddCustomTokenFilter(f.name, map[string]interface{}{
			"type": edgengram.Name, "min": float64(f.min), "max": float64(f.max),
		})
		if err != nil {
			return nil, err
		}
	}
	// A code's parts are its runs of letters and of digits, so that "001" or
	// "12" finds HER-001 or TAL12B: staff read the number off a shelf label.
	if err := im.AddCustomTokenizer(tkCodePart, map[string]interface{}{
		"type": regexp.Name, "regexp": `\p{L}+|\p{N}+`,
	}); err != nil {
		return nil, err
	}
	analyzers := []struct {
		name, tokenizer string
		filters         []string
	}{
		{anPlain, unicode.Name, []string{lowercase.Name}},
		{anNameNG, unicode.Name, []string{lowercase.Name, tfStem, tfNameNG}},
		{anCode, single.Name, []string{lowercase.Name}},
		{anCodeNG, single.Name, []string{lowercase.Name, tfCodeNG}},
		{anCodePart, tkCodePart, []string{lowercase.Name, tfCodeNG}},
	}
	for _, a := range analyzers {
		err := im.AddCustomAnalyzer(a.name, map[string]interface{}{
			"type":          custom.Name,
			"char_filters":  []string{asciifolding.Name},
			"tokenizer":     a.tokenizer,
			"token_filters": a.filters,
		})
		if err != nil {
			return nil, err
		}
	}

	doc := bleve.NewDocumentStaticMapping()
	// codigo and activo keep doc values: the code table (codes.go) is read
	// from them when the index opens.
	codigo := textField("codigo", anCode, true)
	codigo.DocValues = true
	doc.AddFieldMappingsAt("codigo",
		codigo, textField("codigo_ng", anCodeNG, false),
		textField("codigo_partes", anCodePart, false))
	// The name is stored as given (for Verify) and indexed once, as n-grams.
	nombre := textField("nombre", anPlain, true)
	nombre.Index = false
	doc.AddFieldMappingsAt("nombre", nombre, textField("nombre_ng", anNameNG, false))
	activo := bleve.NewBooleanFieldMapping()
	activo.Store = true
	activo.IncludeInAll = false
	activo.DocValues = true
	doc.AddFieldMappingsAt("activo", activo)

	im.DefaultMapping = doc
	im.DefaultAnalyzer = anPlain
	im.StoreDynamic = false
	im.IndexDynamic = false
	im.DocValuesDynamic = false
	return im, im.Validate()
}

// textField is a text field without term vectors, doc values or _all: the index
// answers "which products" and nothing else, so it stores no more than it needs
// (codigo alone adds doc values, see above).
func textField(name, analyzer string, store bool) *mapping.FieldMapping {
	f := bleve.NewTextFieldMapping()
	f.Name = name
	f.Analyzer = analyzer
	f.Store = store
	f.IncludeTermVectors = false
	f.IncludeInAll = false
	f.DocValues = false
	return f
}

// analyzers are the query-side halves of the mapping, looked up once per open.
type analyzers struct {
	plain, keyword analysis.Analyzer
}

func newAnalyzers(m mapping.IndexMapping) (analyzers, error) {
	a := analyzers{plain: m.AnalyzerNamed(anPlain), keyword: m.AnalyzerNamed(anCode)}
	if a.plain == nil || a.keyword == nil {
		return a, errorf("analizadores del índice no disponibles")
	}
	return a, nil
}

// words splits a query into folded, lower-cased words, in order.
func (a analyzers) words(q string) []string {
	toks := a.plain.Analyze([]byte(q))
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		out = append(out, string(t.Term))
	}
	return out
}

// code folds a whole query the way codigo is indexed.
func (a analyzers) code(q string) string {
	toks := a.keyword.Analyze([]byte(q))
	if len(toks) == 0 {
		return ""
	}
	return string(toks[0].Term)
}
