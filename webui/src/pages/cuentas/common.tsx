// What the receivable and payable screens share: their texts per kind, the
// due-date colouring and the instalment state badge.
import type { CuentaKind, Pago } from '../../api/cuentas';
import { formatDate } from '../../lib/format';

/** Texts and routes of each kind of account. */
export const KIND = {
  cobrar: {
    list: '/admin/cuentas-cobrar',
    detail: '/admin/cobrar',
    title: 'CUENTAS POR COBRAR',
    paidTitle: 'CUENTAS COBRADAS',
    party: 'Cliente',
    doc: 'Venta',
    action: 'Cobrar',
    /** The act as a noun: Registrar cobro, Guardar cobro. */
    noun: 'cobro',
    screen: 'COBRO',
    paidTable: 'cuentas-cobradas',
    saveError: 'Error al guardar la venta',
    unknownError: 'Error desconocido al guardar la venta',
  },
  pagar: {
    list: '/admin/cuentas-pagar',
    detail: '/admin/pagar',
    title: 'CUENTAS POR PAGAR',
    paidTitle: 'CUENTAS PAGADAS',
    party: 'Proveedor',
    doc: 'Compra',
    action: 'Pagar',
    noun: 'pago',
    screen: 'PAGO',
    paidTable: 'cuentas-pagadas',
    saveError: 'Error al guardar la compra',
    unknownError: 'Error desconocido al guardar la compra',
  },
} as const satisfies Record<CuentaKind, object>;

/** Days within which a due date shows red. */
export const DUE_WARNING_DAYS = 10;

/**
 * The class of a due date: past due shows black (`due-past`, a solid black
 * badge saying Vencida, the most visible of the three), within 10 days red
 * (`due-soon`), otherwise plain ('').
 */
export function dueClass(fechaLimite: string | null | undefined, today: string): string {
  if (!fechaLimite) return '';
  const day = fechaLimite.slice(0, 10);
  if (day < today) return 'due-past';
  const ms = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return ms <= DUE_WARNING_DAYS * 86_400_000 ? 'due-soon' : '';
}

/** A due date with its colour; a past one says Vencida. */
export function DueDate({ fecha, today }: { fecha: string | null | undefined; today: string }) {
  const cls = dueClass(fecha, today);
  return (
    <span className={`due ${cls}`}>
      {formatDate(fecha)}
      {cls === 'due-past' && ' · Vencida'}
    </span>
  );
}

/** Pagado, Pendiente or Anulado. */
export function PagoEstado({ pago }: { pago: Pago }) {
  if (pago.anulado) return <span className="badge badge-muted">Anulado</span>;
  return pago.cancelado ? <span className="badge badge-success">Pagado</span> : <span className="badge badge-warning">Pendiente</span>;
}
