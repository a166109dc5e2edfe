// The "¿Estás seguro?" confirmation before an action that changes data.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MSG } from '../lib/messages';
import { Icon } from './Icon';
import { Modal } from './Modal';

/** ConfirmDialog props. */
export interface ConfirmProps {
  text?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}

/** Asks for confirmation; the confirm button waits for the action to finish. */
export function ConfirmDialog({ text, confirmLabel = 'Sí, continuar', onConfirm, onClose }: ConfirmProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal
      title={MSG.confirmTitle}
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" className="btn btn-light" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="confirm-body">
        <span className="confirm-icon">
          <Icon name="alert" size={28} />
        </span>
        <p>{text ?? 'Esta acción modificará el registro.'}</p>
      </div>
    </Modal>
  );
}
