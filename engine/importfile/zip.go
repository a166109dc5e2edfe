package importfile

import (
	"archive/zip"
	"bytes"
	"io"
	"path"
	"strings"

	"sgc/engine"
)

// checkZip refuses a zip whose members would unpack past the limit, reading
// only its directory: a zip bomb is stopped before anything is inflated.
func checkZip(data []byte) (*zip.Reader, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, engine.Invalid("archivo", MsgUnreadable)
	}
	var total uint64
	for _, f := range zr.File {
		total += f.UncompressedSize64
		if total > maxUnzipped {
			return nil, engine.Invalid("archivo", MsgZipBomb)
		}
	}
	return zr, nil
}

// Images reads the pictures of the zip sent with a products sheet, by
// lower-case file name (folders ignored). Each member is read through a limit,
// so a directory that lies about sizes still cannot inflate past it.
func Images(data []byte) (map[string][]byte, error) {
	zr, err := checkZip(data)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	left := int64(maxUnzipped)
	for _, f := range zr.File {
		if f.FileInfo().IsDir() || strings.HasPrefix(path.Base(f.Name), ".") {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return nil, engine.Invalid("imagenes", "No se pudo leer el archivo .zip de imágenes.")
		}
		b, err := io.ReadAll(io.LimitReader(rc, left+1))
		rc.Close()
		if err != nil {
			return nil, engine.Invalid("imagenes", "No se pudo leer el archivo .zip de imágenes.")
		}
		if left -= int64(len(b)); left < 0 {
			return nil, engine.Invalid("imagenes", MsgZipBomb)
		}
		out[strings.ToLower(path.Base(f.Name))] = b
	}
	return out, nil
}
