// Pieces the sale screens share: the estado badge, who may do what, the
// texts of voiding and line removal, and printing a note or a ticket.
import { openPdf } from '../../api/downloads';
import { notaPath, ticketPath } from '../../api/ventas';
import { ApiError } from '../../api/client';
import type { ToastApi } from '../../components/Toast';
import { MSG } from '../../lib/messages';

/** Texts of the sale actions (operations.md §8). */
export const ACCION_MSG = {
  voided: 'Venta anulada con éxito',
  voidError: 'Error al anular la venta',
  lineRemoved: 'Producto eliminado con éxito',
  lineError: 'Error al eliminar el producto',
  noMessage: 'Mensaje de error no disponible',
} as const;

/** Válido (1) or Anulado (0). */
export function EstadoVenta({ estado }: { estado: number }) {
  return estado === 1 ? <span className="badge badge-success">Válido</span> : <span className="badge badge-danger">Anulado</span>;
}

/** "<prefix>: <server message>", with the fallback when the server said nothing. */
export function failureText(prefix: string, e: unknown): string {
  const msg = e instanceof ApiError || e instanceof Error ? e.message : '';
  return `${prefix}: ${msg || ACCION_MSG.noMessage}`;
}

/** Opens the note (Carta) or the ticket of a sale in a new tab. */
export async function printVenta(id: number, kind: 'nota' | 'ticket', toast: ToastApi): Promise<void> {
  try {
    await openPdf(kind === 'ticket' ? ticketPath(id) : notaPath(id));
  } catch {
    toast.error(MSG.pdfError);
  }
}

/** Lines still valid: voiding one is allowed only when more than one remains. */
export function validLines(detalles: { estado: number; cantidad: number }[]): number {
  return detalles.filter((d) => d.estado === 1 && Number(d.cantidad) !== 0).length;
}
