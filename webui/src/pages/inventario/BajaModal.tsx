// "Nueva Baja": writes off units of a product in a branch (Super and
// Administrador), with the checks of bajaRules.ts before the call and the
// server's field errors after it.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { createBaja, ESTADOS_BAJA, estadoBajaLabel } from '../../api/bajas';
import type { InventoryRow } from '../../api/inventario';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { StockBadge, StockHead } from '../../components/ProductCells';
import { useToast } from '../../components/Toast';
import { useDocumentKey } from '../../lib/documentKey';
import { MSG } from '../../lib/messages';
import { useForm } from '../../lib/useForm';
import { BAJA_MSG, checkBaja, emptyBaja, quantityProblem, type BajaDraft } from './bajaRules';

/** The text of a failed save. */
export function bajaErrorText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 403) return e.message;
    if (e.status === 0) return BAJA_MSG.saveErrorShort + e.message;
    return e.message ? BAJA_MSG.saveError + e.message : BAJA_MSG.unknownError;
  }
  return BAJA_MSG.unknownError;
}

/** The write-off modal for one inventory row. */
export function BajaModal({ row, branchId, onClose, onSaved }: { row: InventoryRow; branchId: number; onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const f = useForm<BajaDraft>(emptyBaja);
  const [notice, setNotice] = useState<string | null>(null);
  const v = f.values;
  const stock = Number(row.cantidad ?? 0);
  const bajaKey = useDocumentKey();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (f.busy) return;
    const check = checkBaja(v, stock);
    if (!check.ok) {
      if (check.field) {
        f.setErrors({ ...f.errors, [check.field]: [check.message] });
        setNotice(null);
      } else setNotice(check.message);
      return;
    }
    setNotice(null);
    f.setBusy(true);
    try {
      const res = await bajaKey.run((key) =>
        createBaja(
          branchId,
          {
            producto_id: row.id,
            cantidad: check.cantidad,
            motivo: v.motivo.trim(),
            descripcion: v.descripcion.trim(),
            estado_producto: v.estado_producto,
          },
          key,
        ),
      );
      toast.success(res?.message || 'Baja registrada correctamente');
      onSaved();
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(bajaErrorText(err));
      f.setBusy(false);
    }
  };

  return (
    <Modal
      title="Nueva Baja"
      onClose={onClose}
      busy={f.busy}
      dirty={f.dirty}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose} disabled={f.busy}>Cancelar</button>
          <button type="submit" form="baja-form" className="btn btn-danger" disabled={f.busy}>
            <Icon name="archive" /> {f.busy ? MSG.loading : 'Dar de Baja'}
          </button>
        </>
      }
    >
      <StockHead codigo={row.codigo} producto={row.producto} label="Stock actual">
        <StockBadge cantidad={stock} />
      </StockHead>
      {notice && (
        <div className="alert alert-error" role="alert">
          <Icon name="alert" />
          <span>{notice}</span>
        </div>
      )}
      <form id="baja-form" className="form-grid" onSubmit={submit} noValidate>
        <Field label="Cantidad" name="cantidad" errors={f.errors} required>
          <input
            id="f-cantidad"
            name="cantidad"
            className={`input${f.errors.cantidad?.length ? ' input-invalid' : ''}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={f.errors.cantidad?.length ? true : undefined}
            value={v.cantidad}
            onInput={(e) => f.set('cantidad', e.currentTarget.value)}
            onBlur={() => {
              const problem = quantityProblem(v.cantidad, stock);
              if (problem) f.setErrors({ ...f.errors, cantidad: [problem] });
            }}
          />
        </Field>
        <Field label="Estado del producto" name="estado_producto" errors={f.errors} required>
          <select id="f-estado_producto" name="estado_producto" className="input" value={v.estado_producto} onChange={(e) => f.set('estado_producto', e.currentTarget.value)}>
            {ESTADOS_BAJA.map((s) => (
              <option key={s} value={s}>{estadoBajaLabel(s)}</option>
            ))}
          </select>
        </Field>
        <Field label="Motivo" name="motivo" errors={f.errors} required className="span-2">
          <input id="f-motivo" name="motivo" className="input" value={v.motivo} onInput={(e) => f.set('motivo', e.currentTarget.value)} />
        </Field>
        <Field label="Descripción" name="descripcion" errors={f.errors} className="span-2">
          <textarea id="f-descripcion" name="descripcion" rows={3} className="input" value={v.descripcion} onInput={(e) => f.set('descripcion', e.currentTarget.value)} />
        </Field>
        <div className="span-2">
          <OtherErrors errors={f.errors} shown={['cantidad', 'motivo', 'descripcion', 'estado_producto']} />
        </div>
      </form>
    </Modal>
  );
}
