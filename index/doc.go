// Package index is the Bleve product index of sgc: type-ahead search over product codes
// and names.
//
// The index is derived data. The engine's store is the source of truth; the index is kept
// in step with engine commits (Apply) and can be thrown away and rebuilt from the store at
// any time (Rebuild). Two markers make that safe:
//
//   - a stamp file beside the index records the schema version of this package and the
//     caller's data stamp; Open reports fresh=false when it is missing or differs, and the
//     caller then rebuilds. Rebuild removes the stamp before it starts and writes it back
//     only once the new index is complete, so a crash mid-rebuild is seen as stale;
//   - the applied sequence is stored inside the index, in the same batch as the documents
//     it describes, so after a restart Seq tells the caller which commits to replay.
//
// Layout of the folder given to Open (e.g. <data>/indice):
//
//	stamp        "<schema version>\n<caller stamp>", written last by Rebuild
//	bleve/       the scorch index
//	bleve.new/   only while Rebuild builds its replacement
//
// Fields of a product document (see mapping.go for the analyzers):
//
//	codigo     keyword, lower-cased and accent-folded, stored, with doc values: codes too
//	           long for n-grams, and the code table read at open
//	codigo_ng  the same keyword cut into edge n-grams: code exact and prefix as you type
//	codigo_partes the code's runs of letters and of digits, each cut into edge n-grams:
//	           "001" finds HER-001
//	nombre     stored only, as given: what Verify compares
//	nombre_ng  words and their light Spanish stems cut into edge n-grams: word prefixes
//	activo     boolean, stored, with doc values: the OnlyActive filter
//
// Beside Bleve, in memory, the code table (codes.go) holds every folded code and
// active flag, read from the doc values when the index opens (about 0.15 s at
// 100k products) and kept in step by Apply: the exact code a scanner sends, and
// the start of a code, are looked up there rather than searched.
//
// Everything but engine.go works on Doc values and knows nothing of the engine's
// types; engine.go binds the index to the engine (rebuild at start, commit hook).
package index

import "strconv"

// Doc is what the index keeps of a product.
type Doc struct {
	ID     uint64
	Codigo string
	Nombre string
	Activo bool
}

// Hit is one search result: the product id and its relevance score.
type Hit struct {
	ID    uint64
	Score float64
}

// docID renders a product id as the Bleve document id. Fixed-width hex keeps the
// lexical order of ids equal to their numeric order, so Verify pages in id order.
func docID(id uint64) string {
	const width = 16
	s := strconv.FormatUint(id, 16)
	if len(s) < width {
		s = "0000000000000000"[:width-len(s)] + s
	}
	return s
}

// parseDocID is the inverse of docID.
func parseDocID(s string) (uint64, error) {
	return strconv.ParseUint(s, 16, 64)
}

// source is the document handed to Bleve; the mapping indexes each property under
// one or two fields.
func source(d Doc) map[string]interface{} {
	return map[string]interface{}{
		"codigo": d.Codigo,
		"nombre": d.Nombre,
		"activo": d.Activo,
	}
}
