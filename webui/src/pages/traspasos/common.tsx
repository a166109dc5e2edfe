// Pieces the transfer screens share: the texts of §8, the state badges and
// the rules that decide which actions a row offers (§4, §6).
import { ApiError } from '../../api/client';
import { anularTraspaso, type Traspaso } from '../../api/traspasos';
import type { Column } from '../../components/DataTable';
import { dateTimeColumn } from '../../components/DateRangeList';
import { MotivoDialog } from '../../components/MotivoDialog';
import { ActionKeys } from '../../lib/documentKey';
import { primaryRole, type User } from '../../lib/session';

/** Texts of the transfer screens (transfers-accounts-cash-reports.md §8). */
export const TRASPASO_MSG = {
  voided: 'Traspaso anulada con éxito',
  voidError: 'Error al anular el traspaso',
  updated: 'Traspaso actualizado con éxito',
  updateError: 'Error al actualizar el traspaso',
  lineRemoved: 'Producto eliminado con éxito',
  lineError: 'Error al eliminar el producto',
  noMessage: 'Mensaje de error no disponible',
  lineConfirm: 'Sí, eliminar producto',
  configSaved: 'Sucursales actualizadas correctamente',
  configError: 'No se pudo actualizar las sucursales',
  saved: 'Traspaso guardado con éxito',
  saveError: 'Error al guardar el traspaso',
  saveUnknown: 'Error desconocido al guardar el traspaso.',
  requested: 'Solicitud de traspaso guardada con éxito',
  requestError: 'Error al solicitar el traspaso',
  requestUnknown: 'Error desconocido al solicitar el traspaso.',
  branchesError: 'Error al cargar las sucursales',
  pricesError: 'Error al cargar los precios de la sucursal',
  inventoryError: 'Error al cargar los productos del inventario',
  bulkDone: 'Traspaso masivo realizado con éxito',
  bulkError: 'Error al realizar el traspaso masivo',
  stockOrigin: 'La cantidad supera el stock disponible en la sucursal de origen.',
  stock: 'La cantidad supera el stock disponible.',
  motivoRequired: 'Debe ingresar un motivo',
} as const;

/** Delay before the bulk transfer screen goes back to the list. */
export const BULK_REDIRECT_MS = 1800;
/** Lines per page of the transfer detail modal. */
export const DETAIL_PAGE_SIZE = 5;
/** Lines per page of the transfer carts. */
export const CART_PAGE_SIZE = 10;

/**
 * How a request state is shown (§4): Directo as Traspaso Directo, anything
 * unknown as Ingreso de Almacen. The answers agree with "la solicitud" of the
 * column they sit in (Aceptada, Rechazada); the API keeps the spec's values.
 */
export function solicitudText(estado: string | null | undefined): string {
  switch (estado) {
    case 'Aceptado':
      return 'Aceptada';
    case 'Rechazado':
      return 'Rechazada';
    case 'Pendiente':
    case 'Entregado':
      return estado;
    case 'Directo':
      return 'Traspaso Directo';
    default:
      return 'Ingreso de Almacén';
  }
}

const SOLICITUD_TONE: Record<string, string> = {
  Pendiente: 'badge-warning',
  Aceptado: 'badge-success',
  Rechazado: 'badge-danger',
  Entregado: 'badge-success',
  Directo: 'badge-info',
};

/** The request state badge. */
export function EstadoSolicitud({ estado }: { estado: string }) {
  return <span className={`badge ${SOLICITUD_TONE[estado] ?? 'badge-muted'}`}>{solicitudText(estado)}</span>;
}

/** Válido or Anulado. */
export function EstadoTraspaso({ estado }: { estado: boolean | number }) {
  return estado ? <span className="badge badge-success">Válido</span> : <span className="badge badge-danger">Anulado</span>;
}

/** "<prefix>: <server message>", with the fallback when the server said nothing. */
export function failureText(prefix: string, e: unknown): string {
  const msg = e instanceof ApiError || e instanceof Error ? e.message : '';
  return `${prefix}: ${msg || TRASPASO_MSG.noMessage}`;
}

// The voids' Idempotency-Keys, one per transfer, shared by both lists that void.
const voidKeys = new ActionKeys();

/**
 * Voids transfer `id` as branch `branch` with `motivo`, says so and reloads
 * the list; false (and the server's reason in a toast) when refused, so the
 * reason dialog stays open.
 */
export async function voidAndReload(
  toast: { success: (m: string) => void; error: (m: string) => void },
  id: number,
  branch: number,
  motivo: string,
  reload: () => Promise<unknown> | void,
): Promise<boolean> {
  try {
    const res = await voidKeys.run(id, (key) => anularTraspaso(id, branch, motivo, key));
    toast.success(res?.message || TRASPASO_MSG.voided);
    await reload();
    return true;
  } catch (e) {
    toast.error(failureText(TRASPASO_MSG.voidError, e));
    return false;
  }
}

/** The roles that cancel in the TRASPASOS list (§4). */
export function canVoidInList(user: User | null | undefined): boolean {
  const r = primaryRole(user);
  return r === 'Super' || r === 'Administrador' || r === 'Encargado de Almacen';
}

/** In the inter-branch list only Super voids, and only Aceptado or Directo transfers (§4). */
export function canVoidInterBranch(user: User | null | undefined, t: Traspaso): boolean {
  return primaryRole(user) === 'Super' && t.estado && (t.solicitud_estado === 'Aceptado' || t.solicitud_estado === 'Directo');
}

/** Accept/Reject: a Pendiente request, for the receiving branch or Super (§6). */
export function canAnswer(user: User | null | undefined, branchId: number, t: Traspaso): boolean {
  if (!t.estado || t.solicitud_estado !== 'Pendiente') return false;
  return primaryRole(user) === 'Super' || t.sucursal_destino_id === branchId;
}

/** The inter-branch ticket is offered for Aceptado or Directo (§4). */
export function hasInterBranchTicket(t: Traspaso): boolean {
  return t.estado && (t.solicitud_estado === 'Aceptado' || t.solicitud_estado === 'Directo');
}

/**
 * Removing a product (§4): the transfer valid with more than one valid line
 * and the line valid; Super and Administrador at any time, the others only
 * while Pendiente. The reason is required once the stock moved.
 */
export function canRemoveLine(user: User | null | undefined, t: Traspaso, validLines: number, lineValid: boolean): boolean {
  if (!t.estado || validLines < 2 || !lineValid || t.solicitud_estado === 'Rechazado') return false;
  const r = primaryRole(user);
  return r === 'Super' || r === 'Administrador' || t.solicitud_estado === 'Pendiente';
}

/** Whether removing a line needs a reason (Entregado, Directo, Aceptado and the warehouse's transfers moved stock). */
export function lineNeedsReason(t: Traspaso): boolean {
  return t.solicitud_estado !== 'Pendiente';
}

/** The first columns of both transfer lists: N°, the request's Fecha, Origen and Destino. */
export function transferHeadColumns(): Column<Traspaso>[] {
  return [
    { accessorKey: 'id', header: 'N°', cell: ({ getValue }) => <strong>{getValue()}</strong> },
    dateTimeColumn('fecha_solicitud', (t) => t.fecha_solicitud),
    { accessorKey: 'sucursal_origen', header: 'Origen' },
    { accessorKey: 'sucursal_destino', header: 'Destino' },
  ];
}

/** Asks the reason for voiding transfer `t`, telling where its units go back. */
export function VoidTransferDialog({ t, onConfirm, onClose }: { t: Traspaso; onConfirm: (motivo: string) => Promise<boolean>; onClose: () => void }) {
  return (
    <MotivoDialog
      text={`Se anulará el traspaso N° ${t.id} y sus unidades volverán de ${t.sucursal_destino} a ${t.sucursal_origen}.`}
      confirmLabel="Sí, anular traspaso"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
