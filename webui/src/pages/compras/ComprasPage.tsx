// COMPRAS (/admin/compras, Super): the purchases of the branch in a date
// range, cards Total Compras and Total Saldos (valid purchases), PDF and
// Excel, and the 'Nueva Compra' link only while working in branch 1 (the
// main warehouse, where purchases enter).
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { anularCompra, COMPRAS_EXCEL, compraPdfPath, comprasReportePath, compraValida, listCompras, type Compra } from '../../api/compras';
import { openPdf } from '../../api/downloads';
import type { Column } from '../../components/DataTable';
import { branchName, dateTimeColumn, ListCard, RangeBar, useRangeQuery } from '../../components/DateRangeList';
import { ExcelButton } from '../../components/ExcelButton';
import { Icon } from '../../components/Icon';
import { MotivoDialog } from '../../components/MotivoDialog';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { LIST_POLL_MS, useLive } from '../../lib/live';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { COMPRA_MSG, EstadoCompra, failureText } from './common';

/** The branch where purchases are registered. */
export const MAIN_BRANCH = 1;

/** Sums of the valid purchases, in bolivianos. */
export function compraTotals(rows: Compra[]): { total: number; saldo: number } {
  let total = 0;
  let saldo = 0;
  for (const c of rows) {
    if (!compraValida(c)) continue;
    total += Math.round(Number(c.total) * 100);
    saldo += Math.round(Number(c.saldo) * 100);
  }
  return { total: total / 100, saldo: saldo / 100 };
}

/** The purchases list screen. */
export function ComprasPage() {
  const { session } = useSession();
  const toast = useToast();
  // Only Super opens COMPRAS, so the range always applies.
  const { branchId, range, setRange, filtro } = useRangeQuery(true);
  const { data, loading, error, reload } = useLoad(() => listCompras(filtro), [filtro]);
  // A purchase or its void moves stock: one made elsewhere shows at once.
  useLive('stock', () => void reload(), LIST_POLL_MS);
  const [voiding, setVoiding] = useState<Compra | null>(null);
  const [printing, setPrinting] = useState(false);
  const rows = data ?? [];
  const sums = compraTotals(rows);

  const pdf = async (path: string) => {
    setPrinting(true);
    try {
      await openPdf(path);
      toast.success(MSG.pdfOk);
    } catch {
      toast.error(MSG.pdfError);
    } finally {
      setPrinting(false);
    }
  };

  const voidKeys = useActionKeys();
  const voidPurchase = async (motivo: string) => {
    if (!voiding) return false;
    try {
      await voidKeys.run(voiding.id, (key) => anularCompra(voiding.id, branchId, motivo, key));
      toast.success(COMPRA_MSG.voided);
      await reload();
      return true;
    } catch (e) {
      toast.error(failureText(COMPRA_MSG.voidError, e));
      return false;
    }
  };

  const columns = useMemo<Column<Compra>[]>(
    () => [
      { accessorKey: 'id', header: 'N°', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      dateTimeColumn('fecha_compra', (c) => c.fecha_compra),
      {
        id: 'proveedor',
        header: 'Proveedor',
        accessorFn: (c) => `${c.proveedor} ${c.nit ?? ''}`,
        sortFn: (a, b) => (a.original.proveedor || '').localeCompare(b.original.proveedor || '', 'es'),
        cell: ({ row }) => (
          <span className="date-cell">
            <strong>{row.original.proveedor}</strong>
            {row.original.nit && <small>NIT {row.original.nit}</small>}
          </span>
        ),
      },
      {
        id: 'comprobante',
        header: 'Comprobante',
        accessorFn: (c) => `${c.tipo_comprobante} ${c.numero_comprobante ?? ''}`.trim(),
        cell: ({ row }) => (
          <span className="date-cell">
            {row.original.tipo_comprobante || 'Ninguno'}
            {row.original.numero_comprobante && <small>N° {row.original.numero_comprobante}</small>}
          </span>
        ),
      },
      {
        id: 'total',
        header: 'Total',
        accessorFn: (c) => Number(c.total),
        cell: ({ row }) => (
          <span className="date-cell amount-cell">
            <Money value={row.original.total} />
            <small>
              {row.original.tipo_pago} · {row.original.metodo_pago}
            </small>
          </span>
        ),
      },
      { id: 'saldo', header: 'Saldo', accessorFn: (c) => Number(c.saldo), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'usuario', header: 'Usuario', accessorFn: (c) => c.empleado || c.usuario },
      { id: 'estado', header: 'Estado', accessorFn: (c) => c.estado, cell: ({ row }) => <EstadoCompra estado={row.original.estado} /> },
      actionsColumn((r) => (
        <>
          <ActionButton icon="eye" title="Ver compra" variant="info" href={`/admin/show-compra/${r.id}`} />
          <ActionButton icon="printer" title="Imprimir PDF" onClick={() => void pdf(compraPdfPath(r.id))} />
          {compraValida(r) && <ActionButton icon="ban" title="Anular compra" variant="danger" onClick={() => setVoiding(r)} />}
        </>
      )),
    ],
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <>
      <PageHeader
        title="COMPRAS"
        subtitle={`Compras registradas en ${branchName(session)}.`}
        actions={
          branchId === MAIN_BRANCH ? (
            <Link href="/admin/nuevaCompra" className="btn btn-primary">
              <Icon name="plus" /> Nueva Compra
            </Link>
          ) : undefined
        }
      />
      <RangeBar
        withDates
        range={range}
        onRange={setRange}
        buttons={
          <>
            <button type="button" className="btn btn-pdf" onClick={() => pdf(comprasReportePath(filtro))} disabled={printing}>
              <Icon name="file" /> PDF
            </button>
            <ExcelButton path={COMPRAS_EXCEL} query={filtro} fileName={`compras_${range.desde}_${range.hasta}.xlsx`} />
          </>
        }
      />
      <StatCards
        stats={[
          { label: 'Total Compras', value: formatMoney(sums.total), icon: 'truck', tone: 'primary' },
          { label: 'Total Saldos', value: formatMoney(sums.saldo), icon: 'wallet', tone: 'info' },
        ]}
      />
      <ListCard tableId="compras" columns={columns} rows={rows} waiting={loading && !data} error={error} />
      {voiding && (
        <MotivoDialog
          text={`Se anulará la compra N° ${voiding.id} y su stock saldrá del almacén.`}
          confirmLabel="Sí, anular compra"
          onConfirm={voidPurchase}
          onClose={() => setVoiding(null)}
        />
      )}
    </>
  );
}
