package index

import (
	"bytes"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/lang/es"
	"github.com/blevesearch/bleve/v2/registry"
)

// tfStem names the token filter that keeps each word and adds its light Spanish stem.
const tfStem = "sgc_palabra_y_raiz"

func init() {
	err := registry.RegisterTokenFilter(tfStem,
		func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
			return wordAndStem{}, nil
		})
	if err != nil {
		panic(err)
	}
}

// wordAndStem keeps every word as it is and, where the light Spanish stemmer turns it
// into something that is not a prefix of it ("nueces" → "nuez", "luces" → "luz"),
// adds the stem at the same position. Followed by edge n-grams, the index then holds
// every prefix of the word and of its stem, and the query side can look up the stem
// of what was typed: "leches" (stem "lech") finds "Leche", "nuez" finds "Nueces", and
// "casa" still finds "Casas", whose stem "cas" is shorter than what was typed.
// Stemming the index alone would lose that last case.
type wordAndStem struct{}

func (wordAndStem) Filter(input analysis.TokenStream) analysis.TokenStream {
	out := make(analysis.TokenStream, 0, len(input))
	for _, tok := range input {
		out = append(out, tok)
		if stem := stemTerm(tok.Term); !bytes.HasPrefix(tok.Term, stem) {
			extra := *tok
			extra.Term = stem
			out = append(out, &extra)
		}
	}
	return out
}

// stemmer is stateless; one value serves every goroutine.
var stemmer = es.NewSpanishLightStemmerFilter()

// stemTerm returns the light Spanish stem of an already folded, lower-cased word,
// leaving term untouched (the stemmer works in place on its own copy).
func stemTerm(term []byte) []byte {
	tok := &analysis.Token{Term: append([]byte(nil), term...)}
	return stemmer.Filter(analysis.TokenStream{tok})[0].Term
}
