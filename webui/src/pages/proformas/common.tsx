// Pieces the quotation screens share: the texts of operations.md §8, the
// Valido/Anulado badge and printing a quotation.
import { ApiError } from '../../api/client';
import { proformaPdfPath } from '../../api/proformas';
import { openPdf } from '../../api/downloads';
import type { ToastApi } from '../../components/Toast';
import { MSG } from '../../lib/messages';

/** Texts of the quotation screens. */
export const PROFORMA_MSG = {
  saved: 'Proforma guardada con éxito',
  saveError: 'Error al guardar la proforma',
  saveUnknown: 'Error desconocido al guardar la proforma.',
  voided: 'Proforma anulada con éxito',
  voidError: 'Error al anular la proforma',
  noMessage: 'Mensaje de error no disponible',
  clientsError: 'Error al cargar los clientes',
} as const;

/** Valido (1) or Anulado (anything else), as the quotation list spells them. */
export function EstadoProforma({ estado }: { estado: unknown }) {
  return Number(estado) === 1 ? <span className="badge badge-success">Valido</span> : <span className="badge badge-danger">Anulado</span>;
}

/** 'Error al guardar la proforma: <message>', or the unknown-error text when there is none. */
export function proformaSaveErrorText(e: unknown): string {
  if (e instanceof ApiError && e.status !== 0 && e.message) return `${PROFORMA_MSG.saveError}: ${e.message}`;
  return PROFORMA_MSG.saveUnknown;
}

/** Opens a quotation's PDF in a new tab. */
export async function printProforma(id: number, toast: ToastApi): Promise<void> {
  try {
    await openPdf(proformaPdfPath(id));
  } catch {
    toast.error(MSG.pdfError);
  }
}
