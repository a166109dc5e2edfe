package engine

import (
	"bytes"
	"strings"
	"sync"
	"time"

	"sgc/siat"
)

// siatPoint is what the SIN issued to one branch's point of sale: its CUIS
// (a year) and the CUFD in force (a day), with the CUFD's control code that
// goes into every CUF. Kept in bucket siat under "pv|"+branch; the keeper
// renews it and every member reads it.
type siatPoint struct {
	CUIS          string    `json:"cuis"`
	CUISVence     time.Time `json:"cuis_vence"`
	CUFD          string    `json:"cufd"`
	CodigoControl string    `json:"codigo_control"`
	Direccion     string    `json:"direccion"`
	CUFDVence     time.Time `json:"cufd_vence"`
	CUFDDesde     time.Time `json:"cufd_desde"`
}

// siatCatalogues are the SIN's synced lists, under "catalogos".
type siatCatalogues struct {
	Fecha       time.Time              `json:"fecha"` // when they were last synced
	Parametrics map[string][]siatParam `json:"parametricas"`
	Leyendas    []siat.Legend          `json:"leyendas"`
	Productos   []siat.ProductCode     `json:"productos"`
	Actividades []siat.Activity        `json:"actividades"`
}

// siatParam is one entry of a paramétrica.
type siatParam struct {
	Codigo      int    `json:"codigo"`
	Descripcion string `json:"descripcion"`
}

var keySiatCatalogues = []byte("catalogos")

func keySiatPoint(branch uint64) []byte { return append([]byte("pv|"), itob(branch)...) }

func getSiatPoint(tx ReadTx, branch uint64) (siatPoint, error) {
	var p siatPoint
	_, err := getJSON(tx.Bucket(bktSiat), keySiatPoint(branch), &p)
	return p, err
}

// catalogueMemo keeps the last decoded catalogues: every invoiced sale reads
// them and they change once a day, so decoding their JSON (hundreds of
// entries) on each sale would cost the counter for nothing. It is keyed by
// the stored bytes, so it can never answer a stale value, whatever store or
// transaction asks; callers only read what it returns.
var catalogueMemo struct {
	sync.Mutex
	raw []byte
	c   siatCatalogues
}

func getSiatCatalogues(tx ReadTx) (siatCatalogues, error) {
	raw := tx.Bucket(bktSiat).Get(keySiatCatalogues)
	if raw == nil {
		return siatCatalogues{}, nil
	}
	catalogueMemo.Lock()
	defer catalogueMemo.Unlock()
	if bytes.Equal(raw, catalogueMemo.raw) {
		return catalogueMemo.c, nil
	}
	var c siatCatalogues
	if err := jsonUnmarshal(raw, &c); err != nil {
		return c, err
	}
	catalogueMemo.raw, catalogueMemo.c = bytes.Clone(raw), c
	return c, nil
}

// clearSiatCodes forgets every CUIS and CUFD (a new taxpayer, ambiente or
// token): the keeper asks for them again.
func clearSiatCodes(tx *Tx) error {
	b := tx.Bucket(bktSiat)
	var keys [][]byte
	err := b.ForEach(func(k, _ []byte) error {
		if len(k) == 11 && string(k[:3]) == "pv|" {
			keys = append(keys, append([]byte(nil), k...))
		}
		return nil
	})
	for _, k := range keys {
		if err == nil {
			err = b.Delete(k)
		}
	}
	return err
}

// cufdUsable reports whether the point's CUFD covers an invoice emitted at t.
func (p siatPoint) cufdUsable(t time.Time) bool {
	return p.CUFD != "" && !t.Before(p.CUFDDesde) && t.Before(p.CUFDVence)
}

// param finds a code of a synced paramétrica by its description, as the SIN
// writes it: an exact match first, then one that starts with the words.
func (c *siatCatalogues) param(op, words string) (int, bool) {
	want := foldParam(words)
	list := c.Parametrics[op]
	for _, p := range list {
		if foldParam(p.Descripcion) == want {
			return p.Codigo, true
		}
	}
	for _, p := range list {
		if d := foldParam(p.Descripcion); len(d) >= len(want) && d[:len(want)] == want {
			return p.Codigo, true
		}
	}
	return 0, false
}

// has reports whether code is in a synced paramétrica.
func (c *siatCatalogues) has(op string, code int) bool {
	for _, p := range c.Parametrics[op] {
		if p.Codigo == code {
			return true
		}
	}
	return false
}

// foldParam compares catalogue texts without case, accents or outer blanks.
func foldParam(s string) string { return strings.TrimSpace(foldText(s)) }

// SiatCatalogueView is what the screens need of the synced catalogues: the
// document types and payment methods for the counter, the products,
// activities and units for the product form, the motivos for annulment.
type SiatCatalogueView struct {
	Fecha        time.Time              `json:"fecha"`
	Parametricas map[string][]siatParam `json:"parametricas"`
	Leyendas     int                    `json:"leyendas"`
	Productos    []siat.ProductCode     `json:"productos"`
	Actividades  []siat.Activity        `json:"actividades"`
}

// SiatCatalogues answers the synced catalogues (staff: the counter and
// the product form read them).
func (e *Engine) SiatCatalogues() (v SiatCatalogueView, err error) {
	var c siatCatalogues
	err = e.view(func(tx ReadTx) (err error) { c, err = getSiatCatalogues(tx); return err })
	return SiatCatalogueView{Fecha: c.Fecha, Parametricas: c.Parametrics, Leyendas: len(c.Leyendas),
		Productos: c.Productos, Actividades: c.Actividades}, err
}
