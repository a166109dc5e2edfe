// A dialog over the page. Escape, the close button and the backdrop close it
// unless a request is running, so a half-sent form is not lost by a stray
// click; a dialog whose form holds typed data asks before discarding it.
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useFocusWhenShown } from '../lib/focusWhenShown';
import { MSG } from '../lib/messages';
import { Icon } from './Icon';

/** Modal props. */
export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Blocks closing (while saving). */
  busy?: boolean;
  /** The form holds typed data: Escape, the close button and the backdrop ask first. */
  dirty?: boolean;
}

/** A centred dialog with a title bar, a body and an optional footer. */
export function Modal({ title, onClose, children, footer, size = 'md', busy, dirty }: ModalProps) {
  const [asking, setAsking] = useState(false);
  const keepEditing = useFocusWhenShown<HTMLButtonElement>(asking);
  // Escape reads the state of the last render, not of the last effect: an
  // effect runs after the next frame, so an Escape typed right after a letter
  // (or right after the dialog opened) met a listener that did not know the
  // form was dirty and closed it, typed data and all. The listener is added
  // as the dialog is drawn, for the same reason.
  const now = useRef({ onClose, busy, dirty, asking });
  now.current = { onClose, busy, dirty, asking };
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { onClose: close, busy: saving, dirty: typed, asking: askingNow } = now.current;
      if (e.key !== 'Escape' || saving) return;
      // A second Escape answers "keep editing", the safe choice.
      if (askingNow) setAsking(false);
      else if (typed) setAsking(true);
      else close();
    };
    window.addEventListener('keydown', onKey);
    document.body.classList.add('modal-open');
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
    };
  }, []);

  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && requestClose()}>
      <div className={`modal modal-${size}`} role="dialog" aria-modal="true">
        <div className="modal-header">
          <h2 className="modal-title">{title}</h2>
          <button type="button" className="icon-btn" aria-label="Cerrar" onClick={requestClose} disabled={busy}>
            <Icon name="x" />
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {asking && (
          <div className="modal-discard" role="alertdialog" aria-label={MSG.discardText}>
            <Icon name="alert" />
            <span>{MSG.discardText}</span>
            <button type="button" className="btn btn-light btn-sm" ref={keepEditing} onClick={() => setAsking(false)}>
              {MSG.discardKeep}
            </button>
            <button type="button" className="btn btn-danger btn-sm" onClick={onClose}>
              {MSG.discardConfirm}
            </button>
          </div>
        )}
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>
  );
}

/**
 * The footer of a dialog that saves: Cancelar, and Guardar, which submits the
 * form of id `form` or else runs onSave; both are disabled while it saves, and
 * Guardar also while `disabled` (nothing to save yet).
 */
export function FormModalFooter({
  form,
  onSave,
  busy,
  disabled,
  onCancel,
}: {
  form?: string;
  onSave?: () => void;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <button type="button" className="btn btn-light" onClick={onCancel} disabled={busy}>Cancelar</button>
      <button type={form ? 'submit' : 'button'} form={form} className="btn btn-primary" onClick={onSave} disabled={busy || disabled}>
        {busy ? MSG.loading : 'Guardar'}
      </button>
    </>
  );
}

/** The footer of a dialog that only shows: Cerrar. */
export function CloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className="btn btn-light" onClick={onClose}>
      Cerrar
    </button>
  );
}
