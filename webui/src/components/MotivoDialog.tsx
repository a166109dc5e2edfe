// "¿Estás seguro?" with a required reason, for voiding a document or one of
// its lines: an empty reason shows "Debe ingresar un motivo" and the dialog
// stays open; it closes when the action reports success. `children` go under
// the reason (the factura's motivo when the sale has one).
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useFocusWhenShown } from '../lib/focusWhenShown';
import { MSG } from '../lib/messages';
import { Icon } from './Icon';
import { Modal } from './Modal';

/** The required-reason message. */
export const MOTIVO_REQUIRED = 'Debe ingresar un motivo';

/** MotivoDialog props; onConfirm resolves true when the dialog may close. */
export interface MotivoDialogProps {
  text: ReactNode;
  confirmLabel: string;
  onConfirm: (motivo: string) => Promise<boolean>;
  onClose: () => void;
  children?: ReactNode;
}

/** The confirmation with a reason field. */
export function MotivoDialog({ text, confirmLabel, onConfirm, onClose, children }: MotivoDialogProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const motivoBox = useFocusWhenShown<HTMLTextAreaElement>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!motivo.trim()) {
      setError(MOTIVO_REQUIRED);
      return;
    }
    setBusy(true);
    let done = false;
    try {
      done = await onConfirm(motivo.trim());
    } finally {
      setBusy(false);
    }
    if (done) onClose();
  };
  return (
    <Modal
      title={MSG.confirmTitle}
      size="sm"
      onClose={onClose}
      busy={busy}
      dirty={motivo.trim() !== ''}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" form="motivo-form" className="btn btn-danger" disabled={busy}>
            {busy ? MSG.loading : confirmLabel}
          </button>
        </>
      }
    >
      <form id="motivo-form" className="motivo-form" onSubmit={submit} noValidate>
        <div className="confirm-body">
          <span className="confirm-icon">
            <Icon name="alert" size={28} />
          </span>
          <p>{text}</p>
        </div>
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor="f-motivo">
            Motivo<span className="required">*</span>
          </label>
          <textarea
            id="f-motivo"
            className="input"
            rows={3}
            value={motivo}
            ref={motivoBox}
            onInput={(e) => {
              setMotivo(e.currentTarget.value);
              setError('');
            }}
          />
          {error && <div className="field-error">{error}</div>}
        </div>
        {children}
      </form>
    </Modal>
  );
}
