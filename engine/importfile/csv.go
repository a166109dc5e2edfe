package importfile

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"sgc/engine"
)

// separators are the field separators a CSV may use, in the order a tie is
// settled: Spanish-locale Excel writes ";" (the comma is the decimal mark).
var separators = []string{";", ",", "\t", "|"}

// readCSV decodes a CSV: UTF-8 with or without BOM, UTF-16 with BOM, else
// Windows-1252 (Excel's "CSV" on a Spanish Windows); the separator is sniffed
// unless opt names it.
func readCSV(data []byte, opt Options) (*File, error) {
	text, enc, err := decode(data)
	if err != nil {
		return nil, engine.Invalid("archivo", MsgUnreadable)
	}
	sep := opt.Separator
	if sep == "" {
		sep = sniff(text)
	}
	if utf8.RuneCountInString(sep) != 1 {
		return nil, engine.Invalid("separador", "El separador debe ser ; , tabulador o |.")
	}
	r := csv.NewReader(strings.NewReader(text))
	r.Comma, _ = utf8.DecodeRuneInString(sep)
	r.FieldsPerRecord, r.LazyQuotes, r.ReuseRecord = -1, true, false
	sh := engine.ImportSheet{Name: "CSV"}
	for first := true; ; {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, engine.Invalid("archivo", MsgUnreadable)
		}
		line, _ := r.FieldPos(0)
		if first {
			sh.Header, first = rec, false
			continue
		}
		if len(sh.Rows) >= MaxRows {
			return nil, ErrTooMany
		}
		row := engine.ImportRow{Num: line, Cells: make([]engine.ImportCell, len(rec))}
		for i, v := range rec {
			row.Cells[i] = engine.ImportCell{Text: v}
		}
		sh.Rows = append(sh.Rows, row)
	}
	name := map[string]string{";": "punto y coma", ",": "coma", "\t": "tabulador", "|": "barra vertical"}[sep]
	return &File{Sheets: []engine.ImportSheet{sh}, Format: "CSV " + enc + ", separador " + name, Separator: sep, Encoding: enc}, nil
}

// decode turns the bytes into text and names the encoding it found.
func decode(data []byte) (string, string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return string(data[3:]), "UTF-8", nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		dec := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder()
		out, _, err := transform.Bytes(dec, data)
		return strings.TrimPrefix(string(out), "\ufeff"), "UTF-16", err
	case utf8.Valid(data):
		return string(data), "UTF-8", nil
	}
	out, _, err := transform.Bytes(charmap.Windows1252.NewDecoder(), data)
	return string(out), "Windows-1252", err
}

// sniff picks the separator that splits the first lines into the same number
// of fields, more than one, on every line (quoted text aside); among those,
// the one giving the most fields.
func sniff(text string) string {
	lines := strings.SplitN(text, "\n", 21)
	if len(lines) > 20 {
		lines = lines[:20]
	}
	best, bestN := separators[0], 0
	for _, sep := range separators {
		n, steady := -1, true
		for _, l := range lines {
			l = strings.TrimRight(l, "\r")
			if l == "" {
				continue
			}
			c := countOutsideQuotes(l, sep[0])
			if n == -1 {
				n = c
			} else if c != n {
				steady = false
				break
			}
		}
		if steady && n > bestN {
			best, bestN = sep, n
		}
	}
	if bestN == 0 { // no steady split: the separator seen most on the header line
		head := strings.TrimRight(lines[0], "\r")
		for _, sep := range separators {
			if c := countOutsideQuotes(head, sep[0]); c > bestN {
				best, bestN = sep, c
			}
		}
	}
	return best
}

func countOutsideQuotes(line string, sep byte) int {
	n, quoted := 0, false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			quoted = !quoted
		case sep:
			if !quoted {
				n++
			}
		}
	}
	return n
}
