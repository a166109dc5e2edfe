package engine

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// A restore decodes every record of the candidate before it replaces
// anything (an unsealed backup has no other guard against a changed byte
// inside a value, which bbolt's consistency check does not see). Each bucket
// names how its values are read: through its entity's JSON decoding, as
// the empty value of an index row, or as big-endian counters.

// recordCheck reads one stored value, answering an error when it is damaged.
type recordCheck func(v []byte) error

// decodes checks that a value decodes as a T.
func decodes[T any]() recordCheck {
	return func(v []byte) error { return json.Unmarshal(v, new(T)) }
}

// indexRow is the value of an index row: empty (written by the engine) or {}.
func indexRow(v []byte) error {
	if len(v) == 0 || string(v) == "{}" {
		return nil
	}
	return fmt.Errorf("una fila de índice tiene %d bytes", len(v))
}

// counters checks a value of n 8-byte big-endian numbers (n 0: any positive
// number of them, as the per-day figure rows grow with new counters).
func counters(n int) recordCheck {
	return func(v []byte) error {
		if (n == 0 && (len(v) == 0 || len(v)%8 != 0)) || (n > 0 && len(v) != 8*n) {
			return fmt.Errorf("un contador tiene %d bytes", len(v))
		}
		return nil
	}
}

// recordChecks maps every bucket of doc.go to the check of its values; a new
// bucket goes here with its entity (TestRecordChecksCoverEveryBucket fails on
// a bucket the table does not name).
var recordChecks = map[string]recordCheck{
	"meta":                    anyMeta,
	"sucursales":              decodes[Branch](),
	"usuarios":                decodes[User](),
	"usuarios_por_nombre":     counters(1),
	"asignaciones":            indexRow,
	"sesiones":                decodes[session](),
	"accesos":                 decodes[SignIn](),
	"clientes":                decodes[Customer](),
	"proveedores":             decodes[Supplier](),
	"categorias":              decodes[Category](),
	"unidades":                decodes[Unit](),
	"empresa":                 decodes[Company](),
	"imagenes":                decodes[Image](),
	"productos":               decodes[Product](),
	"productos_por_codigo":    counters(1),
	"precios_sucursal":        decodes[[6]Money](),
	"alertas_precio":          decodes[PriceAlert](),
	"alertas_precio_vistas":   counters(1),
	"stock":                   counters(1),
	"kardex":                  decodes[KardexEntry](),
	"compras":                 decodes[Purchase](),
	"compras_por_fecha":       indexRow,
	"compras_por_producto":    indexRow,
	"ventas":                  decodes[Sale](),
	"ventas_por_fecha":        indexRow,
	"contadores":              counters(1),
	"devoluciones":            decodes[Return](),
	"devoluciones_por_fecha":  indexRow,
	"bajas":                   decodes[Baja](),
	"bajas_por_sucursal":      indexRow,
	"conteo":                  counters(1),
	"pagos":                   decodes[Payment](),
	"pagos_por_documento":     indexRow,
	"caja_movimientos":        decodes[CashMovement](),
	"caja_por_fecha":          indexRow,
	"proformas":               decodes[Proforma](),
	"proformas_por_fecha":     indexRow,
	"catalogos":               decodes[Catalogo](),
	"catalogos_por_fecha":     indexRow,
	"bitacora":                decodes[AuditEntry](),
	"traspasos":               decodes[Transfer](),
	"traspasos_por_fecha":     indexRow,
	"notificaciones":          decodes[Notification](),
	"notificaciones_usuario":  indexRow,
	"mobiliario":              decodes[Mobiliario](),
	"mobiliario_por_sucursal": indexRow,
	"categorias_ingresos":     decodes[MoneyCategory](),
	"categorias_gastos":       decodes[MoneyCategory](),
	"ingresos":                decodes[MoneyEntry](),
	"ingresos_por_fecha":      indexRow,
	"gastos":                  decodes[MoneyEntry](),
	"gastos_por_fecha":        indexRow,
	"cajas":                   decodes[CashBox](),
	"cajas_por_dia":           counters(1),
	"agg_ventas":              counters(0),
	"agg_ventas_producto":     counters(0),
	"agg_ventas_usuario":      counters(0),
	"agg_compras":             counters(0),
	"agg_compras_producto":    counters(0),
	"agg_caja":                counters(0),
	"ventas_por_usuario":      indexRow,
	"idempotencia":            decodes[idemRecord](),
	"idempotencia_por_fecha":  indexRow,
	"anulaciones_por_fecha":   indexRow,
	"siat":                    decodes[map[string]any](),
	"facturas":                decodes[Invoice](),
	"facturas_por_fecha":      indexRow,
	"facturas_por_venta":      counters(1),
	"facturas_salida":         decodes[outboxEntry](),
	"facturas_eventos":        decodes[invoiceEvent](),
	"facturas_correo":         decodes[mailEntry](),
}

// anyMeta accepts the meta bucket's values: counters and the instance id,
// which the schema version check and the migrations read themselves.
func anyMeta([]byte) error { return nil }

// CheckRecords reads every value of every bucket through its check and
// answers the first damaged one, named by bucket and key.
func (e *Engine) CheckRecords() error {
	return e.view(func(tx ReadTx) error {
		for _, name := range slices.Sorted(maps.Keys(recordChecks)) {
			check := recordChecks[name]
			b := tx.Bucket([]byte(name))
			if b == nil {
				continue // a bucket of a later feature, absent from an older store
			}
			if err := b.ForEach(func(k, v []byte) error {
				if err := check(v); err != nil {
					return fmt.Errorf("registro dañado en %s (clave %x): %w", name, k, err)
				}
				return nil
			}); err != nil {
				return err
			}
		}
		return nil
	})
}

// checkFigures refuses a candidate whose per-day figures disagree with its
// documents (the reports and the dashboard read those figures).
func checkFigures(eng *Engine) error {
	diffs, err := eng.VerifyAggregates(nil)
	if err != nil {
		return fmt.Errorf("no se pudieron leer sus cifras por día (%v)", err)
	}
	if len(diffs) > 0 {
		d := diffs[0]
		return fmt.Errorf("sus cifras por día no coinciden con sus documentos en %d caso(s); el primero: %s, sucursal %d, fecha %s",
			len(diffs), d.Tabla, d.Sucursal, d.Fecha)
	}
	return nil
}
