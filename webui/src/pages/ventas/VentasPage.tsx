// VENTAS (/admin/ventas, also /admin/Ventas): the sales of the branch in a
// date range (every role chooses it, so a seller can reprint an earlier note),
// cards summing the valid sales, the table with its row actions, and the
// Nueva Venta, Reporte por producto and Excel buttons.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { anularVenta, listVentas, reporteVentaProducto, VENTAS_EXCEL, type Venta } from '../../api/ventas';
import { openPdf } from '../../api/downloads';
import type { Column } from '../../components/DataTable';
import { todayRange } from '../../components/DateRange';
import { branchName, clientColumn, dateTimeColumn, ListCard, RangeBar, useRangeQuery } from '../../components/DateRangeList';
import { ExcelButton } from '../../components/ExcelButton';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { ActionButton, RowActions } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { fieldErrorsOf } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { LIST_POLL_MS, useLive } from '../../lib/live';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { AnularVentaDialog } from './AnularVentaDialog';
import { ACCION_MSG, EstadoVenta, failureText, printVenta } from './common';
import { VentaDetalleModal } from './VentaDetalle';

/** Sums of the valid sales (estado 1), in bolivianos. */
export function ventaTotals(rows: Venta[]): { total: number; descuento: number; saldo: number } {
  let total = 0;
  let descuento = 0;
  let saldo = 0;
  for (const v of rows) {
    if (Number(v.estado) !== 1) continue;
    total += Math.round(Number(v.total) * 100);
    descuento += Math.round(Number(v.descuento) * 100);
    saldo += Math.round(Number(v.saldo) * 100);
  }
  return { total: total / 100, descuento: descuento / 100, saldo: saldo / 100 };
}

/** The sales list screen. */
export function VentasPage() {
  const { session } = useSession();
  const admin = can(session?.user, 'sucursal:todas');
  const canReport = can(session?.user, 'venta:reporte');
  // Returns: Super and Administrador, or a role Super granted them (Permisos por rol).
  const canReturn = can(session?.user, 'venta:devolucion');
  const toast = useToast();
  const { branchId, range, setRange, filtro } = useRangeQuery(true);
  const { data, loading, error, reload } = useLoad(() => listVentas(filtro), [filtro]);
  // Every sale and void moves stock: a sale made at another counter shows at once.
  useLive('stock', () => void reload(), LIST_POLL_MS);
  const [detail, setDetail] = useState<number | null>(null);
  const [voiding, setVoiding] = useState<Venta | null>(null);
  const voidKeys = useActionKeys();
  const [reporting, setReporting] = useState(false);

  const rows = data ?? [];
  const sums = ventaTotals(rows);

  const voidSale = async (motivo: string, codigoMotivo?: number) => {
    if (!voiding) return false;
    try {
      await voidKeys.run(voiding.id, (key) => anularVenta(voiding.id, branchId, motivo, key, codigoMotivo));
      toast.success(ACCION_MSG.voided);
      await reload();
      return true;
    } catch (e) {
      // A refused factura motivo (out of the catalogue, past the deadline) explains itself on codigo_motivo.
      const sin = fieldErrorsOf(e)?.codigo_motivo?.[0];
      toast.error(sin ? `${ACCION_MSG.voidError}: ${sin}` : failureText(ACCION_MSG.voidError, e));
      return false;
    }
  };

  const report = async () => {
    setReporting(true);
    const today = todayRange();
    try {
      await openPdf(reporteVentaProducto(admin ? range.desde : today.desde, admin ? range.hasta : today.hasta, branchId));
      toast.success(MSG.pdfOk);
    } catch {
      toast.error(MSG.pdfError);
    } finally {
      setReporting(false);
    }
  };

  const columns = useMemo<Column<Venta>[]>(
    () => [
      { id: 'numero_comprobante', header: 'N°', accessorFn: (v) => Number(v.numero_comprobante) || v.numero_comprobante, cell: ({ getValue }) => <strong>{getValue()}</strong> },
      dateTimeColumn('fecha_venta', (v) => v.fecha_venta),
      clientColumn((v) => v.razon_social || v.cliente),
      {
        id: 'total',
        header: 'Total',
        accessorFn: (v) => Number(v.total),
        cell: ({ row }) => (
          <span className="date-cell amount-cell">
            <Money value={row.original.total} />
            {Number(row.original.descuento) > 0 && <small>Desc. {formatMoney(row.original.descuento)}</small>}
          </span>
        ),
      },
      { id: 'saldo', header: 'Saldo', accessorFn: (v) => Number(v.saldo), cell: ({ getValue }) => <Money value={getValue()} /> },
      {
        id: 'pago',
        header: 'Pago',
        meta: { secondary: true },
        accessorFn: (v) => `${v.tipo_pago} ${v.metodo_pago}`,
        cell: ({ row }) => (
          <span className="date-cell">
            {row.original.tipo_pago}
            <small>{row.original.metodo_pago}</small>
          </span>
        ),
      },
      { id: 'usuario', header: 'Usuario', accessorFn: (v) => v.empleado || v.usuario, meta: { secondary: true } },
      { id: 'estado', header: 'Estado', accessorFn: (v) => (Number(v.estado) === 1 ? 'Válido' : 'Anulado'), cell: ({ row }) => <EstadoVenta estado={Number(row.original.estado)} /> },
      {
        id: 'acciones',
        header: 'Acciones',
        enableSorting: false,
        cell: ({ row }) => {
          const v = row.original;
          const valid = Number(v.estado) === 1;
          return (
            <RowActions>
              <ActionButton icon="eye" title="Ver detalle" variant="info" onClick={() => setDetail(v.id)} />
              {canReturn && valid && <ActionButton icon="undo" title="Devolución" variant="primary" href={`/admin/nueva-devolucion/${v.id}`} />}
              <ActionButton icon="file" title="Imprimir nota" onClick={() => printVenta(v.id, 'nota', toast)} />
              <ActionButton icon="receipt" title="Imprimir ticket" onClick={() => printVenta(v.id, 'ticket', toast)} />
              {admin && valid && <ActionButton icon="ban" title="Anular venta" variant="danger" onClick={() => setVoiding(v)} />}
            </RowActions>
          );
        },
      },
    ],
    [admin, toast],
  );

  return (
    <>
      <PageHeader
        title="VENTAS"
        subtitle={`Ventas · ${branchName(session)}`}
        actions={
          <Link href="/admin/nueva-venta" className="btn btn-primary">
            <Icon name="plus" /> Nueva Venta
          </Link>
        }
      />
      <RangeBar
        withDates
        range={range}
        onRange={setRange}
        buttons={
          <>
            {canReport && (
              <button type="button" className="btn btn-pdf" onClick={report} disabled={reporting}>
                <Icon name="file" /> Reporte por producto
              </button>
            )}
            {admin && <ExcelButton path={VENTAS_EXCEL} query={filtro} fileName={`ventas_${range.desde}_${range.hasta}.xlsx`} />}
          </>
        }
      />
      <StatCards
        loading={loading && !data}
        stats={[
          { label: 'Total Ventas', value: formatMoney(sums.total), icon: 'cart', tone: 'primary' },
          { label: 'Total Descuentos', value: formatMoney(sums.descuento), icon: 'tag', tone: 'warning' },
          { label: 'Total Saldos', value: formatMoney(sums.saldo), icon: 'wallet', tone: 'info' },
        ]}
      />
      <ListCard tableId="ventas" columns={columns} rows={rows} waiting={loading && !data} error={error} />
      {detail !== null && <VentaDetalleModal id={detail} admin={admin} onClose={() => setDetail(null)} onChanged={reload} />}
      {voiding && <AnularVentaDialog venta={voiding} onConfirm={voidSale} onClose={() => setVoiding(null)} />}
    </>
  );
}
