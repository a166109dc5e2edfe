package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"
)

// The audit log (bitácora, DESIGN §5 "Audit log"): every void, return,
// write-off, price change, cash open and close, transfer decision, user or role
// change and restore appends an entry in the same transaction as the change.
// Entries are chained: each carries the hash of the one before it, and its own
// hash covers its content and that link, so an entry altered, removed or moved
// breaks the chain at that point and VerifyAudit names it.

// bktAudit holds seq → AuditEntry, in the order they were appended.
var bktAudit = []byte("bitacora")

// auditBuckets are created by the audit migration step.
var auditBuckets = [][]byte{bktAudit}

// AuditEntry is one line of the log.
type AuditEntry struct {
	Seq         uint64    `json:"id"`
	Fecha       time.Time `json:"fecha"`
	UsuarioID   uint64    `json:"usuario_id"`
	Usuario     string    `json:"usuario"`
	Tipo        string    `json:"tipo"`         // what happened, e.g. "Anulación de venta"
	Documento   string    `json:"documento"`    // the document kind: "venta", "compra", "traspaso", ...
	DocumentoID uint64    `json:"documento_id"` // 0 when the change is not about a document
	Sucursal    uint64    `json:"sucursal_id"`
	Motivo      string    `json:"motivo"`
	Monto       Money     `json:"monto"`
	Detalle     string    `json:"detalle"` // the amounts or values changed, in words
	Prev        string    `json:"prev"`    // hash of the entry before (empty for the first)
	Hash        string    `json:"hash"`
}

// auditHash is the hash of an entry: its JSON with Hash empty, Prev included.
func auditHash(a AuditEntry) (string, error) {
	a.Hash = ""
	raw, err := json.Marshal(a)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:]), nil
}

// appendAudit adds a to the end of the chain inside tx. The caller fills what
// happened (Tipo, Documento, DocumentoID, Sucursal, Motivo, Monto, Detalle);
// the sequence, time, user and chain links are set here.
func appendAudit(tx *Tx, actor Actor, a AuditEntry) error {
	b := tx.Bucket(bktAudit)
	prev := tx.auditTail
	if prev == "" {
		if _, last := b.Cursor().Last(); last != nil {
			var p AuditEntry
			if err := jsonUnmarshal(last, &p); err != nil {
				return err
			}
			prev = p.Hash
		}
	}
	seq, err := b.NextSequence()
	if err != nil {
		return err
	}
	a.Seq, a.Fecha, a.UsuarioID, a.Usuario, a.Prev = seq, tx.now.UTC(), actor.UserID, actor.Usuario, prev
	if a.Hash, err = auditHash(a); err != nil {
		return err
	}
	if err := putJSON(b, itob(seq), a); err != nil {
		return err
	}
	tx.auditTail = a.Hash
	return indexVoid(tx.Tx, &a)
}

// AuditBreak names the first entry where the chain does not hold.
type AuditBreak struct {
	Seq    uint64 `json:"id"`
	Motivo string `json:"motivo"`
}

// VerifyAudit walks the chain from the first entry and reports the first
// break: an entry whose content no longer matches its hash (altered), whose
// link does not match the entry before it (removed or reordered), or whose key
// is not the next number. It answers nil and the number of entries read when
// the chain is whole. progress, when set, is called now and then.
func (e *Engine) VerifyAudit(progress func(done, total int)) (brk *AuditBreak, n int, err error) {
	err = e.view(func(tx ReadTx) error {
		b := tx.Bucket(bktAudit)
		total := 0
		if progress != nil {
			total = b.KeyN()
			progress(0, total)
		}
		prev, want := "", uint64(1)
		c := b.Cursor()
		for k, raw := c.First(); k != nil; k, raw = c.Next() {
			var a AuditEntry
			if err := json.Unmarshal(raw, &a); err != nil {
				brk = &AuditBreak{Seq: btoi(k), Motivo: "el registro no se puede leer (alterado)"}
				return nil
			}
			h, err := auditHash(a)
			if err != nil {
				return err
			}
			switch {
			case btoi(k) != want || a.Seq != btoi(k):
				brk = &AuditBreak{Seq: btoi(k), Motivo: fmt.Sprintf("se esperaba el registro %d: falta o se reordenó un registro", want)}
			case h != a.Hash:
				brk = &AuditBreak{Seq: a.Seq, Motivo: "su contenido no coincide con su huella (alterado)"}
			case a.Prev != prev:
				brk = &AuditBreak{Seq: a.Seq, Motivo: "no enlaza con el registro anterior (se eliminó o reordenó un registro)"}
			}
			if brk != nil {
				return nil
			}
			prev, want = a.Hash, want+1
			n++
			if progress != nil && n%4096 == 0 {
				progress(n, total)
			}
		}
		if last := b.Sequence(); last >= want {
			// The bucket's sequence remembers every number handed out, so
			// removing the newest entries leaves a gap at the end.
			brk = &AuditBreak{Seq: want, Motivo: fmt.Sprintf("faltan los registros %d a %d", want, last)}
		}
		if progress != nil {
			progress(n, total)
		}
		return nil
	})
	return brk, n, err
}
