package engine

// The check of a backup before a restore takes it: its seal (backup.go
// writes it), its length and the bytes after bbolt's last page.

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrBackupChecksum is the refusal of a sealed backup whose bytes changed.
var ErrBackupChecksum = errors.New("el archivo está dañado: su suma de verificación SHA-256 no coincide con su contenido")

// backupFile is an open backup with its database part located.
type backupFile struct {
	f      *os.File
	part   int64  // bytes of the database part
	sealed []byte // the SHA-256 the trailer records; nil for an unsealed file
}

// openBackup opens path and reads its trailer, refusing a trailer whose length
// does not match the file (a truncated or lengthened sealed backup).
func openBackup(path string) (b *backupFile, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("no se pudo leer el archivo %s: %w", path, err)
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("no se pudo leer el archivo %s: %w", path, err)
	}
	b = &backupFile{f: f, part: info.Size()}
	if info.Size() < int64(trailerSize) {
		return b, nil
	}
	// An unsealed file is refused before bbolt reads it unless it is whole
	// pages: a damaged seal or a cut file must not reach bbolt's check, which
	// can fault outside the file on damaged bytes.
	defer func() {
		if b != nil && b.sealed == nil && b.part%pageUnit != 0 {
			f.Close()
			b, err = nil, fmt.Errorf("no es una base de datos de sgc o está dañado o truncado: sus %d bytes no son páginas enteras", b.part)
		}
	}()
	t := make([]byte, trailerSize)
	if _, err := f.ReadAt(t, info.Size()-int64(trailerSize)); err != nil {
		f.Close()
		return nil, fmt.Errorf("no se pudo leer el archivo %s: %w", path, err)
	}
	if !bytes.HasPrefix(t, []byte(trailerMagic)) {
		return b, nil
	}
	n := binary.BigEndian.Uint64(t[len(trailerMagic):])
	if n != uint64(info.Size()-int64(trailerSize)) {
		f.Close()
		return nil, fmt.Errorf("el archivo está dañado o truncado: su sello indica %d bytes y tiene %d", n, info.Size()-int64(trailerSize))
	}
	b.part, b.sealed = int64(n), t[len(trailerMagic)+8:]
	return b, nil
}

// copyTo copies the database part to w, and refuses it (after the copy, which
// read it once) when its digest differs from the sealed one.
func (b *backupFile) copyTo(w io.Writer) (int64, error) {
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w, h), io.NewSectionReader(b.f, 0, b.part))
	if err != nil {
		return n, err
	}
	if b.sealed != nil && !bytes.Equal(h.Sum(nil), b.sealed) {
		return n, ErrBackupChecksum
	}
	return n, nil
}

// copyBackup writes the database part of the backup src to dst, checking the
// seal on the way.
func copyBackup(src, dst string) error {
	b, err := openBackup(src)
	if err != nil {
		return err
	}
	defer b.f.Close()
	_, err = WriteFileAtomic(dst, b.copyTo)
	if errors.Is(err, ErrBackupChecksum) {
		return ErrBackupChecksum
	}
	return err
}

// CheckBackupSeal reads the backup at path whole and reports whether it is
// sealed; a sealed file whose bytes changed is an error. sgc backup checks
// what it downloaded with it, and sgc restore warns of an unsealed file.
func CheckBackupSeal(path string) (sealed bool, err error) {
	b, err := openBackup(path)
	if err != nil {
		return false, err
	}
	defer b.f.Close()
	_, err = b.copyTo(io.Discard)
	return b.sealed != nil, err
}

// checkTail refuses a database file that is shorter than the pages its header
// counts (truncated), or longer with anything but zeros after them: a sealed
// backup whose trailer was damaged, or bytes appended to a file.
func checkTail(path string, pages int64) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return err
	}
	if info.Size() < pages {
		return fmt.Errorf("el archivo está dañado o truncado: tiene %d bytes y su cabecera cuenta %d", info.Size(), pages)
	}
	buf := make([]byte, 64<<10)
	for off := pages; off < info.Size(); {
		n, err := f.ReadAt(buf, off)
		if n == 0 && err != nil {
			return err
		}
		if len(bytes.Trim(buf[:n], "\x00")) > 0 {
			return fmt.Errorf("el archivo está dañado: tiene %d bytes de más después de la base de datos (¿un sello de respaldo dañado?)", info.Size()-pages)
		}
		off += int64(n)
	}
	return nil
}
