// What the cash screens share: the rows-per-method table, the coloured
// difference, the estado badge and the error texts of the spec.
import { ApiError } from '../../api/client';
import type { EstadoCaja, FilaCaja } from '../../api/cajas';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatMoney } from '../../lib/format';

/** The class of a difference: short (red), over (green) or even. */
export function diffClass(diferencia: number): string {
  if (Math.round(diferencia * 100) === 0) return 'diff diff-even';
  return diferencia < 0 ? 'diff diff-short' : 'diff diff-over';
}

/** A difference in words, as the drawer reads it. */
export function diffText(diferencia: number): string {
  const cents = Math.round(diferencia * 100);
  if (cents === 0) return `${formatMoney(0)} (cuadra)`;
  return `${formatMoney(diferencia)} (${cents < 0 ? 'faltante' : 'sobrante'})`;
}

/** No Abierta, Abierta or Cerrada as a badge. */
export function EstadoCajaBadge({ estado }: { estado: EstadoCaja }) {
  const tone = estado === 'Abierta' ? 'badge-success' : estado === 'Cerrada' ? 'badge-danger' : 'badge-muted';
  return <span className={`badge ${tone}`}>{estado}</span>;
}

/** The toast of a failed open or close (a 422 is shown under the fields instead). */
export function cajaErrorText(action: 'abrir' | 'cerrar', e: unknown): string {
  if (e instanceof ApiError && e.status === 403) return e.message;
  if (e instanceof ApiError && e.status !== 0 && e.message) return `Hubo un error al ${action} caja: ${e.message}`;
  return `Error desconocido al ${action} caja.`;
}

/** The question asked before a close, naming the difference it will store. */
export function closeQuestion(diferencia: number): string {
  const cents = Math.round(diferencia * 100);
  if (cents === 0) return '¿Cerrar la caja sin diferencia?';
  return `¿Cerrar con ${cents < 0 ? 'faltante' : 'sobrante'} de ${formatMoney(Math.abs(cents) / 100)}?`;
}

/**
 * The rows of a box per method with the totals row, the methods in the
 * order of the movements table (Efectivo, Transferencia, Tarjeta, Cheque).
 */
export function CajaTabla({ registros, totales }: { registros: FilaCaja[]; totales: FilaCaja }) {
  const cell = (v: number) => <td className={`num${v < 0 ? ' amount-out' : ''}`}>{formatMoney(v)}</td>;
  return (
    <ScrollRegion label="Movimientos de la caja por método de pago">
      <table className="table caja-tabla">
        <thead>
          <tr>
            <th>Movimiento</th>
            <th className="num">Efectivo</th>
            <th className="num">Transferencia</th>
            <th className="num">Tarjeta</th>
            <th className="num">Cheque</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {registros.map((r) => (
            <tr key={r.estado}>
              <td>{r.estado}</td>
              {cell(r.total_efectivo)}
              {cell(r.total_transferencia)}
              {cell(r.total_tarjeta)}
              {cell(r.total_cheque)}
              {cell(r.total)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th>Total</th>
            {cell(totales.total_efectivo)}
            {cell(totales.total_transferencia)}
            {cell(totales.total_tarjeta)}
            {cell(totales.total_cheque)}
            {cell(totales.total)}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
