// The open form (monto inicial) and the close form (monto final with the
// difference against the computed cash, live and in colour).
import { useState, type FormEvent } from 'react';
import { abrirCaja, cerrarCaja } from '../../api/cajas';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { MoneyInput } from '../../components/MoneyInput';
import { useToast } from '../../components/Toast';
import { useDocumentKey } from '../../lib/documentKey';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useForm } from '../../lib/useForm';
import { pendingWarning, useOutbox } from '../../lib/offline/useOutbox';
import { cajaErrorText, closeQuestion, diffClass, diffText } from './common';

interface Draft {
  monto: number | null;
  valid: boolean;
  descripcion: string;
}

const empty: Draft = { monto: null, valid: true, descripcion: '' };
const amount = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Opens a box of today for the caller (the first, or the next after a close). */
export function AbrirCajaForm({ branchId, label = 'Abrir Caja', onDone }: { branchId: number; label?: string; onDone: () => void }) {
  const toast = useToast();
  const f = useForm<Draft>(empty);
  const openKey = useDocumentKey();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (f.busy || !f.values.valid) return;
    f.setBusy(true);
    try {
      const res = await openKey.run((key) => abrirCaja(branchId, { monto_inicial: amount(f.values.monto), descripcion: f.values.descripcion.trim() }, key));
      toast.success(res?.message || 'Caja abierta correctamente.');
      onDone();
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(cajaErrorText('abrir', err));
    }
    f.setBusy(false);
  };
  return (
    <form className="form-grid" onSubmit={submit} noValidate>
      <Field label="Monto inicial" name="monto_inicial" errors={f.errors} required>
        <MoneyInput id="f-monto_inicial" name="monto_inicial" value={f.values.monto} onChange={(c, ok) => { f.set('monto', c); f.set('valid', ok); }} />
      </Field>
      <Field label="Descripción" name="descripcion" errors={f.errors} className="span-all">
        <textarea id="f-descripcion" className="input" rows={2} value={f.values.descripcion} onInput={(e) => f.set('descripcion', e.currentTarget.value)} />
      </Field>
      <div className="form-actions span-all">
        <button type="submit" className="btn btn-primary" disabled={f.busy || !f.values.valid}>
          <Icon name="cash" /> {f.busy ? MSG.loading : label}
        </button>
      </div>
    </form>
  );
}

/**
 * Closes the caller's open box with the counted amount, after a question
 * that names the difference: a closed box is never edited.
 */
export function CerrarCajaForm({ branchId, efectivo, onDone }: { branchId: number; efectivo: number; onDone: (id: number) => void }) {
  const toast = useToast();
  const f = useForm<Draft>(empty);
  const closeKey = useDocumentKey();
  const [asking, setAsking] = useState(false);
  // Sales made offline on this device are not in the box until they land.
  const pending = pendingWarning(useOutbox().pendientes);
  const counted = f.values.monto;
  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (f.busy || !f.values.valid) return;
    // Without an amount there is nothing to confirm: the server's 422 says so.
    if (counted === null) void submit();
    else setAsking(true);
  };
  const submit = async () => {
    if (f.busy) return;
    f.setBusy(true);
    try {
      const res = await closeKey.run((key) => cerrarCaja(branchId, { monto_final: amount(counted), descripcion: f.values.descripcion.trim() }, key));
      toast.success(res?.message || 'Caja cerrada correctamente.');
      onDone(res?.id ?? 0);
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(cajaErrorText('cerrar', err));
    }
    f.setBusy(false);
  };
  return (
    <form className="form-grid" onSubmit={ask} noValidate>
      {asking && counted !== null && (
        <ConfirmDialog text={pending ? `${pending} ${closeQuestion(counted / 100 - efectivo)}` : closeQuestion(counted / 100 - efectivo)} confirmLabel="Sí, cerrar caja" onConfirm={submit} onClose={() => setAsking(false)} />
      )}
      {pending && (
        <div className="alert alert-warning span-all" role="alert">
          {pending}
        </div>
      )}
      <div className="cobro-saldo">
        <span className="muted">Efectivo calculado</span>
        <strong>{formatMoney(efectivo)}</strong>
      </div>
      <Field label="Monto final (contado)" name="monto_final" errors={f.errors} required>
        <MoneyInput id="f-monto_final" name="monto_final" value={counted} onChange={(c, ok) => { f.set('monto', c); f.set('valid', ok); }} />
      </Field>
      {counted !== null && (
        <div className="cobro-saldo span-all">
          <span className="muted">Diferencia</span>
          <strong className={diffClass(counted / 100 - efectivo)} data-testid="diferencia">{diffText(counted / 100 - efectivo)}</strong>
        </div>
      )}
      <Field label="Descripción" name="descripcion" errors={f.errors} className="span-all">
        <textarea id="f-descripcion" className="input" rows={2} value={f.values.descripcion} onInput={(e) => f.set('descripcion', e.currentTarget.value)} />
      </Field>
      <div className="form-actions span-all">
        <button type="submit" className="btn btn-danger" disabled={f.busy || !f.values.valid}>
          <Icon name="lock" /> {f.busy ? MSG.loading : 'Cerrar Caja'}
        </button>
      </div>
    </form>
  );
}
