// Pieces the catalogue screens share: the texts of operations.md §8, the
// state badge, the failure texts of a save, and the success dialog that the
// form hands to the list it returns to.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { useFocusWhenShown } from '../../lib/focusWhenShown';

/** Texts of the catalogue screens: the specification's, with its spelling and agreement mistakes fixed. */
export const CATALOGO_MSG = {
  savedTitle: 'Catálogo guardado con éxito',
  savedText: 'El catálogo se ha guardado correctamente.',
  updatedTitle: 'Catálogo actualizado con éxito',
  updatedText: 'El catálogo se ha actualizado correctamente.',
  saveErrorTitle: 'Error al guardar el catálogo',
  validation: 'Errores de validación',
  saveUnknown: 'Error desconocido al guardar el catálogo.',
  updateErrorTitle: 'Error al actualizar el catálogo',
  updateUnknown: 'Ocurrió un error al actualizar',
  loadError: 'Error al cargar el catálogo',
  cancelled: 'Catálogo anulado con éxito',
  cancelError: 'Error al anular el catálogo',
  lineRemoved: 'Producto eliminado con éxito',
  lineError: 'Error al eliminar el producto',
  noMessage: 'Mensaje de error no disponible',
  clientLocked: 'El cliente no puede ser modificado',
  clientsError: 'Error al cargar los clientes',
} as const;

/** The label and badge class of a catalogue state: 0 Anulado, 1 Válido, 2 Fuera de plazo, else Desconocido. */
export function estadoCatalogo(estado: unknown): { label: string; className: string } {
  switch (Number(estado)) {
    case 0:
      return { label: 'Anulado', className: 'badge-danger' };
    case 1:
      return { label: 'Válido', className: 'badge-success' };
    case 2:
      return { label: 'Fuera de plazo', className: 'badge-warning' };
    default:
      return { label: 'Desconocido', className: 'badge-muted' };
  }
}

/** The state badge. */
export function EstadoCatalogo({ estado }: { estado: unknown }) {
  const e = estadoCatalogo(estado);
  return <span className={`badge ${e.className}`}>{e.label}</span>;
}

/** Edit, print and cancel are offered only when the state is not 0. */
export function catalogoActivo(estado: unknown): boolean {
  return Number(estado) !== 0;
}

/** The text of a failed creation: validation, the server's message, or the unknown-error text. */
export function saveErrorText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 422) return CATALOGO_MSG.validation;
    if (e.status !== 0 && e.message) return e.message;
    return CATALOGO_MSG.saveUnknown;
  }
  return CATALOGO_MSG.saveUnknown;
}

/** The text of a failed update: the server's message, or 'Ocurrió un error al actualizar'. */
export function updateErrorText(e: unknown): string {
  if (e instanceof ApiError && e.status !== 0 && e.message) return e.message;
  return CATALOGO_MSG.updateUnknown;
}

/** A dialog's title and text. */
export interface DialogText {
  title: string;
  text: string;
}

/** The navigation options that carry a success dialog to the list. */
export function withDialog(d: DialogText): { state: { catalogoDialog: DialogText } } {
  return { state: { catalogoDialog: d } };
}

/** The success dialog handed to this screen, shown once; closing it forgets it. */
export function useHandedDialog(): [DialogText | null, () => void] {
  const [dialog, setDialog] = useState<DialogText | null>(() => {
    const s = history.state as { catalogoDialog?: DialogText } | null;
    const d = s?.catalogoDialog;
    if (d && typeof d.title === 'string') {
      // Back, forward or a reload must not show it again.
      history.replaceState(null, '');
      return d;
    }
    return null;
  });
  return [dialog, () => setDialog(null)];
}

/** A success or failure message in a dialog with an Aceptar button. */
export function MessageDialog({ title, text, tone, onClose, children }: DialogText & { tone: 'success' | 'error'; onClose: () => void; children?: ReactNode }) {
  const accept = useFocusWhenShown<HTMLButtonElement>();
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <button type="button" className={`btn ${tone === 'success' ? 'btn-primary' : 'btn-danger'}`} onClick={onClose} ref={accept}>
          Aceptar
        </button>
      }
    >
      <div className={`message-dialog message-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
        <span className="message-icon">
          <Icon name={tone === 'success' ? 'check' : 'alert'} size={30} />
        </span>
        <p>{text}</p>
        {children}
      </div>
    </Modal>
  );
}
