// Pieces the purchase screens share: the estado badge and the action texts.
import { ApiError } from '../../api/client';

/** Texts of the purchase actions (operations.md §8). */
export const COMPRA_MSG = {
  saved: 'Compra guardada con éxito',
  saveError: 'Error al guardar la compra',
  unknownError: 'Error desconocido al guardar la compra.',
  voided: 'Compra anulada con éxito',
  voidError: 'Error al anular la compra',
  lineRemoved: 'Producto eliminado con éxito',
  lineError: 'Error al eliminar el producto',
  noMessage: 'Mensaje de error no disponible',
  suppliersError: 'Error al cargar los proveedores',
} as const;

/** Correcto (valid) or Anulado. */
export function EstadoCompra({ estado }: { estado: string }) {
  return estado === 'Correcto' ? <span className="badge badge-success">Correcto</span> : <span className="badge badge-danger">{estado || 'Anulado'}</span>;
}

/** Valid (1) or Anulado line. */
export function EstadoLinea({ estado }: { estado: number }) {
  return Number(estado) === 1 ? <span className="badge badge-success">Válido</span> : <span className="badge badge-danger">Anulado</span>;
}

/** "<prefix>: <server message>", with the fallback when the server said nothing. */
export function failureText(prefix: string, e: unknown): string {
  const msg = e instanceof ApiError || e instanceof Error ? e.message : '';
  return `${prefix}: ${msg || COMPRA_MSG.noMessage}`;
}
