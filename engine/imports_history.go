package engine

import (
	"time"

	"sgc/engine/esbo"
	"sgc/engine/store"
)

// Import history: every applied import, its plan, and its file's hash, so
// that the same bytes uploaded again are recognised.
var (
	bktImports      = []byte("importaciones")          // id → ImportRecord
	bktImportPlans  = []byte("importaciones_plan")     // id → the applied ImportPlan (JSON)
	bktImportHashes = []byte("importaciones_por_hash") // file SHA-256 (hex) → id of its latest import
)

// importBuckets are created by the first import's own transaction rather than
// by a migration step: a store that never imported has none, and readers
// treat a missing bucket as an empty history.
var importBuckets = [][]byte{bktImports, bktImportPlans, bktImportHashes}

// importBucket is the named history bucket, created when missing.
func importBucket(tx *Tx, name []byte) (store.Bucket, error) {
	return tx.CreateBucketIfNotExists(name)
}

// Audit kinds of the import: the import itself, and each record it created or changed.
const (
	AuditImport       = "Importación de datos"
	AuditImportRecord = "Registro importado"
)

// ImportRecord is one applied import as the history lists it.
type ImportRecord struct {
	ID        uint64        `json:"id"`
	Tipo      string        `json:"tipo"`
	Modo      string        `json:"modo"`
	Archivo   string        `json:"archivo"`
	Hash      string        `json:"hash"`
	Formato   string        `json:"formato"`
	Fecha     time.Time     `json:"fecha"`
	UsuarioID uint64        `json:"usuario_id"`
	Usuario   string        `json:"usuario"`
	Resumen   ImportSummary `json:"resumen"`
	// Mensaje is "Este archivo ya se importó el 12/03/2026 por admin" when a
	// plan names this record as an earlier import of the same bytes.
	Mensaje string `json:"mensaje,omitempty"`
}

// alreadyMessage is what a plan says about an earlier import of the same file.
func (r *ImportRecord) alreadyMessage() string {
	return "Este archivo ya se importó el " + esbo.Date(r.Fecha) + " por " + r.Usuario + "."
}

// recordImport stores the applied plan, the history line and the hash, and
// appends the import's own audit entry.
func recordImport(tx *Tx, actor Actor, pl *ImportPlan) (ImportRecord, error) {
	var bks [3]store.Bucket
	for i, name := range importBuckets {
		b, err := importBucket(tx, name)
		if err != nil {
			return ImportRecord{}, err
		}
		bks[i] = b
	}
	bk, plans, hashes := bks[0], bks[1], bks[2]
	id, err := bk.NextSequence()
	if err != nil {
		return ImportRecord{}, err
	}
	rec := ImportRecord{ID: id, Tipo: pl.Tipo, Modo: pl.Modo, Archivo: pl.Archivo, Hash: pl.Hash, Formato: pl.Formato,
		Fecha: tx.now.UTC(), UsuarioID: actor.UserID, Usuario: actor.Usuario, Resumen: pl.Resumen}
	saved := *pl
	saved.YaImportado = nil
	raw, err := planJSON(&saved)
	if err != nil {
		return rec, err
	}
	if err := plans.Put(itob(id), raw); err != nil {
		return rec, err
	}
	if err := putJSON(bk, itob(id), rec); err != nil {
		return rec, err
	}
	if pl.Hash != "" {
		if err := hashes.Put([]byte(pl.Hash), itob(id)); err != nil {
			return rec, err
		}
	}
	s := pl.Resumen
	return rec, appendAudit(tx, actor, AuditEntry{Tipo: AuditImport, Documento: "importacion", DocumentoID: id,
		Detalle: pl.Tipo + " desde " + pl.Archivo + ": " + esbo.Count(int64(s.Crear), "creado", "creados") + ", " +
			esbo.Count(int64(s.Actualizar), "actualizado", "actualizados") + ", " +
			esbo.Count(int64(s.SinCambios), "sin cambios", "sin cambios") + " (SHA-256 " + pl.Hash + ")"})
}

// auditRecord logs one record the import created or changed.
func (p *planner) auditRecord(tx *Tx, actor Actor, doc string, id uint64, label string, created bool) error {
	detalle := label + ": creado por importación"
	if !created {
		detalle = label + ": " + p.plan.Filas[p.rowIndex].changesText()
	}
	return appendAudit(tx, actor, AuditEntry{Tipo: AuditImportRecord, Documento: doc, DocumentoID: id, Detalle: detalle})
}

// Imports lists the applied imports, newest first (Super only).
func (e *Engine) Imports(actor Actor) (out []ImportRecord, err error) {
	if !actor.IsSuper() {
		return nil, Forbidden("Solo Super puede importar datos.")
	}
	err = e.view(func(tx ReadTx) error {
		out = []ImportRecord{}
		b := tx.Bucket(bktImports)
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, raw := c.Last(); k != nil; k, raw = c.Prev() {
			var r ImportRecord
			if err := jsonUnmarshal(raw, &r); err != nil {
				return err
			}
			out = append(out, r)
		}
		return nil
	})
	return out, err
}

// ImportPlanOf returns the plan an import applied (Super only).
func (e *Engine) ImportPlanOf(actor Actor, id uint64) (pl ImportPlan, err error) {
	if !actor.IsSuper() {
		return pl, Forbidden("Solo Super puede importar datos.")
	}
	err = e.view(func(tx ReadTx) error {
		var raw []byte
		if b := tx.Bucket(bktImportPlans); b != nil {
			raw = b.Get(itob(id))
		}
		if raw == nil {
			return NotFound("Importación no encontrada.")
		}
		return jsonUnmarshal(raw, &pl)
	})
	return pl, err
}
