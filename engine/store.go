package engine

import (
	"encoding/binary"
	"encoding/json"
	"fmt"

	"sgc/engine/store"
)

// Bucket names. Each entity has its own; see doc.go for the tree.
var (
	bktMeta       = []byte("meta")
	bktBranches   = []byte("sucursales")
	bktUsers      = []byte("usuarios")
	bktUserNames  = []byte("usuarios_por_nombre")
	bktAssigned   = []byte("asignaciones")
	bktSessions   = []byte("sesiones")
	bktSignIns    = []byte("accesos")
	bktCustomers  = []byte("clientes")
	bktSuppliers  = []byte("proveedores")
	bktCategories = []byte("categorias")
	bktUnits      = []byte("unidades")
	bktCompany    = []byte("empresa")
	bktImages     = []byte("imagenes")
)

// allBuckets are created by the first migration.
var allBuckets = [][]byte{bktMeta, bktBranches, bktUsers, bktUserNames, bktAssigned, bktSessions,
	bktSignIns, bktCustomers, bktSuppliers, bktCategories, bktUnits, bktCompany, bktImages}

// itob encodes an id as a sortable 8-byte big-endian key.
func itob(id uint64) []byte {
	b := make([]byte, 8)
	binary.BigEndian.PutUint64(b, id)
	return b
}

// btoi decodes an 8-byte big-endian key.
func btoi(b []byte) uint64 { return binary.BigEndian.Uint64(b) }

// key joins big-endian ids into one composite key (branch|product|seq) whose
// byte order is the numeric order, so a prefix scan reads one history in order.
func key(ids ...uint64) []byte {
	b := make([]byte, 8*len(ids))
	for i, id := range ids {
		binary.BigEndian.PutUint64(b[8*i:], id)
	}
	return b
}

// getJSON decodes the value at id into v; it reports false when there is none.
// A value that does not decode is corruption and is reported, never skipped.
func getJSON(b store.Bucket, k []byte, v any) (bool, error) {
	raw := b.Get(k)
	if raw == nil {
		return false, nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return false, fmt.Errorf("registro dañado (clave %x): %w", k, err)
	}
	return true, nil
}

// putJSON encodes v at k.
func putJSON(b store.Bucket, k []byte, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return b.Put(k, raw)
}

// each decodes every value of b in key order into a fresh T and calls fn.
func each[T any](b store.Bucket, fn func(k []byte, v *T) error) error {
	return b.ForEach(func(k, raw []byte) error {
		v := new(T)
		if err := json.Unmarshal(raw, v); err != nil {
			return fmt.Errorf("registro dañado (clave %x): %w", k, err)
		}
		return fn(k, v)
	})
}

// list returns every record of b in id order.
func list[T any](b store.Bucket) ([]T, error) {
	out := []T{}
	err := each(b, func(_ []byte, v *T) error {
		out = append(out, *v)
		return nil
	})
	return out, err
}

func jsonUnmarshal(raw []byte, v any) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("registro dañado: %w", err)
	}
	return nil
}
