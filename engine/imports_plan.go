package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
)

// A plan of 50,000 rows is about 30 MB of JSON. json.Marshal builds it in a
// buffer that doubles as it grows and then copies it, 60 MB or more at once,
// twice per import (its token, its record): the largest allocations of an
// import. writePlan writes it a row at a time instead.

// writePlan writes pl as JSON to w: its other fields, then its rows, each
// followed by a newline (whitespace, so the whole is still one JSON value).
func writePlan(w io.Writer, pl *ImportPlan) error {
	// Filas at this depth hides the plan's own, and is left out.
	head, err := json.Marshal(struct {
		*ImportPlan
		Filas []PlanRow `json:"filas,omitempty"`
	}{ImportPlan: pl})
	if err != nil {
		return err
	}
	if _, err := w.Write(append(head[:len(head)-1], `,"filas":[`...)); err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	for i := range pl.Filas {
		if i > 0 {
			if _, err := io.WriteString(w, ","); err != nil {
				return err
			}
		}
		if err := enc.Encode(&pl.Filas[i]); err != nil {
			return err
		}
	}
	_, err = io.WriteString(w, "]}")
	return err
}

// planJSON is pl as JSON, in a buffer of its exact size.
func planJSON(pl *ImportPlan) ([]byte, error) {
	var n byteCounter
	if err := writePlan(&n, pl); err != nil {
		return nil, err
	}
	buf := sizedBuffer(make([]byte, 0, n))
	err := writePlan(&buf, pl)
	return buf, err
}

type byteCounter int

func (c *byteCounter) Write(p []byte) (int, error) {
	*c += byteCounter(len(p))
	return len(p), nil
}

// sizedBuffer appends what is written; sized beforehand, it never grows.
type sizedBuffer []byte

func (b *sizedBuffer) Write(p []byte) (int, error) {
	*b = append(*b, p...)
	return len(p), nil
}

// planToken is the hash of what the import will do: the file and every row's
// outcome. Fields that do not change what is written (the earlier import) are
// left out.
func planToken(pl *ImportPlan) string {
	c := *pl
	c.YaImportado, c.Token = nil, ""
	h := sha256.New()
	_ = writePlan(h, &c) // a hash takes every write
	return hex.EncodeToString(h.Sum(nil))
}
