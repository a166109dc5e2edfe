// The Ingreso / Gasto modal: concepto, categoría (active ones), total as
// money typed in es-BO, método de pago, N° de documento (digits), N° de
// comprobante and descripción; the server's 422 shown under each field.
import type { FormEvent } from 'react';
import { createMovimiento, listCategoriasDineroActivas, updateMovimiento, type Libro, type Movimiento } from '../../api/dinero';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { MoneyInput } from '../../components/MoneyInput';
import { useToast } from '../../components/Toast';
import { useDocumentKey } from '../../lib/documentKey';
import { saveErrorText } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { METODOS_PAGO } from '../../lib/paymentMethods';
import { onlyDigits, useForm } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';

interface Draft {
  concepto: string;
  categoria_id: number | '';
  total: number | null;
  totalValid: boolean;
  metodo_pago: string;
  numero_documento: string;
  numero_comprobante: string;
  descripcion: string;
}

function draftOf(row: Movimiento | null): Draft {
  return {
    concepto: row?.concepto ?? '',
    categoria_id: row?.categoria_id ?? '',
    total: row ? Math.round(Number(row.total) * 100) : null,
    totalValid: true,
    metodo_pago: row?.metodo_pago ?? 'Efectivo',
    numero_documento: row?.numero_documento ?? '',
    numero_comprobante: row?.numero_comprobante ?? '',
    descripcion: row?.descripcion ?? '',
  };
}

/** Creates (row null) or edits an income or expense of branch. */
export function MovimientoModal({ libro, branchId, row, onClose, onSaved }: { libro: Libro; branchId: number; row: Movimiento | null; onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const f = useForm<Draft>(() => draftOf(row));
  const cats = useLoad(() => listCategoriasDineroActivas(libro), [libro]);
  const noun = libro === 'ingresos' ? 'Ingreso' : 'Gasto';
  const v = f.values;

  const entryKey = useDocumentKey();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!v.totalValid || !f.claim()) return;
    const input = {
      concepto: v.concepto.trim(),
      categoria_id: v.categoria_id,
      total: v.total === null ? '' : (v.total / 100).toFixed(2),
      metodo_pago: v.metodo_pago,
      numero_documento: v.numero_documento,
      numero_comprobante: v.numero_comprobante.trim(),
      descripcion: v.descripcion.trim(),
    };
    try {
      const res = await entryKey.run((key) => (row ? updateMovimiento(libro, row.id, input, key) : createMovimiento(libro, branchId, input, key)));
      toast.success(res?.message || MSG.saved);
      onSaved();
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(saveErrorText(row ? 'update' : 'register', err));
      f.setBusy(false);
    }
  };

  return (
    <Modal
      title={row ? `Editar ${noun}` : `Nuevo ${noun}`}
      onClose={onClose}
      busy={f.busy}
      dirty={f.dirty}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose} disabled={f.busy}>Cancelar</button>
          <button type="submit" form="movimiento-form" className="btn btn-primary" disabled={f.busy || !v.totalValid}>
            <Icon name="check" /> {f.busy ? MSG.loading : 'Guardar'}
          </button>
        </>
      }
    >
      <form id="movimiento-form" className="form-grid" onSubmit={submit} noValidate>
        <Field label="Concepto" name="concepto" errors={f.errors} required className="span-all">
          <input id="f-concepto" className="input" value={v.concepto} onInput={(e) => f.set('concepto', e.currentTarget.value)} />
        </Field>
        <Field label="Categoría" name="categoria" errors={f.errors} required>
          <select
            id="f-categoria"
            className="input"
            value={String(v.categoria_id)}
            onChange={(e) => {
              f.set('categoria_id', e.currentTarget.value ? Number(e.currentTarget.value) : '');
              f.setErrors({ ...f.errors, categoria: [] });
            }}
          >
            <option value="">Seleccione una categoría</option>
            {(cats.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>{c.categoria}</option>
            ))}
          </select>
        </Field>
        <Field label="Total" name="total" errors={f.errors} required>
          <MoneyInput
            id="f-total"
            name="total"
            value={v.total}
            onChange={(cents, ok) => {
              f.set('total', cents);
              f.set('totalValid', ok);
            }}
          />
        </Field>
        <Field label="Método de pago" name="metodo_pago" errors={f.errors} required>
          <select id="f-metodo_pago" className="input" value={v.metodo_pago} onChange={(e) => f.set('metodo_pago', e.currentTarget.value)}>
            {METODOS_PAGO.map((m) => (
              <option key={m} value={m}>{m}</option>
            ))}
          </select>
        </Field>
        <Field label="N° de documento" name="numero_documento" errors={f.errors}>
          <input id="f-numero_documento" className="input" inputMode="numeric" value={v.numero_documento} onInput={(e) => f.set('numero_documento', onlyDigits(e.currentTarget.value))} />
        </Field>
        <Field label="N° de comprobante" name="numero_comprobante" errors={f.errors}>
          <input id="f-numero_comprobante" className="input" value={v.numero_comprobante} onInput={(e) => f.set('numero_comprobante', e.currentTarget.value)} />
        </Field>
        <Field label="Descripción" name="descripcion" errors={f.errors} className="span-all">
          <textarea id="f-descripcion" className="input" rows={2} value={v.descripcion} onInput={(e) => f.set('descripcion', e.currentTarget.value)} />
        </Field>
        <OtherErrors errors={f.errors} shown={['concepto', 'categoria', 'total', 'metodo_pago', 'numero_documento', 'numero_comprobante', 'descripcion']} />
      </form>
    </Modal>
  );
}
