// Package importfile reads an uploaded spreadsheet (xlsx, or CSV in the
// encodings and separators Bolivian PCs save) into the engine's sheets of
// text cells. It knows nothing of products or customers: the engine plans the
// rows; this package only turns bytes into rows, and refuses files it would
// have to guess at (.xls, .ods) or that are built to exhaust the server.
package importfile

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"path/filepath"
	"strings"

	"sgc/engine"
)

// Limits on what an upload may hold.
const (
	MaxFileBytes = 20 << 20  // 20 MiB, the upload
	MaxRows      = 100_000   // data rows over every sheet
	maxUnzipped  = 100 << 20 // a zip's members together, uncompressed
)

// Sentences of the refusals, as the API answers them.
const (
	MsgOldFormat  = "Guarde el archivo como .xlsx (Excel) o .csv"
	MsgTooLarge   = "El archivo supera los 20 MB permitidos."
	MsgTooMany    = "El archivo tiene más de 100.000 filas: divídalo en varios archivos."
	MsgUnreadable = "No se pudo leer el archivo: guárdelo nuevamente como .xlsx (Excel) o .csv."
	MsgZipBomb    = "El archivo comprimido es demasiado grande al descomprimirse (más de 100 MB)."
)

// ErrTooMany and the other sentinels let callers choose the status: 413 for
// a size, 422 for the rest.
var (
	ErrTooLarge = errors.New(MsgTooLarge)
	ErrTooMany  = errors.New(MsgTooMany)
)

// Options tune reading a CSV.
type Options struct {
	// Separator forces the CSV field separator (";", ",", "\t", "|"); empty sniffs it.
	Separator string
}

// File is an upload read into rows.
type File struct {
	Sheets []engine.ImportSheet
	Hash   string // SHA-256 of the bytes, hex
	// Format describes how it was read: "xlsx", or "CSV" with the encoding and separator.
	Format    string
	Separator string // the CSV separator used ("" for xlsx)
	Encoding  string // the CSV encoding detected ("" for xlsx)
}

// Read reads an upload named name. The error is an *engine.Error (invalid,
// "archivo") with a Spanish sentence, or ErrTooLarge / ErrTooMany.
func Read(name string, data []byte, opt Options) (*File, error) {
	if len(data) > MaxFileBytes {
		return nil, ErrTooLarge
	}
	sum := sha256.Sum256(data)
	ext := strings.ToLower(filepath.Ext(name))
	var f *File
	var err error
	switch {
	case ext == ".xls" || ext == ".ods" || bytes.HasPrefix(data, []byte{0xD0, 0xCF, 0x11, 0xE0}) || isODS(data):
		return nil, engine.Invalid("archivo", MsgOldFormat)
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		f, err = readXLSX(data)
	case ext == ".xlsx":
		return nil, engine.Invalid("archivo", MsgUnreadable)
	default:
		f, err = readCSV(data, opt)
	}
	if err != nil {
		return nil, err
	}
	n := 0
	for _, s := range f.Sheets {
		n += len(s.Rows)
	}
	if n > MaxRows {
		return nil, ErrTooMany
	}
	f.Hash = hex.EncodeToString(sum[:])
	return f, nil
}

// isODS reports an OpenDocument spreadsheet: a zip whose first member is
// "mimetype" holding its media type.
func isODS(data []byte) bool {
	return bytes.HasPrefix(data, []byte("PK\x03\x04")) && len(data) > 100 &&
		bytes.Contains(data[:100], []byte("application/vnd.oasis.opendocument"))
}
