// CUENTAS POR COBRAR / POR PAGAR (Super): the sales or purchases of the
// branch with a balance, their due dates coloured, each linked to its Cobro
// or Pago screen and its statement PDF.
import { useMemo } from 'react';
import { cuentaPdfPath, listCuentas, type Cuenta, type CuentaKind } from '../../api/cuentas';
import { openPdf } from '../../api/downloads';
import { useBranchId } from '../../components/BranchSelect';
import { ListCard, dateTimeColumn } from '../../components/DateRangeList';
import type { Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { formatDate, formatMoney, todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { DueDate, KIND } from './common';

/** Cuentas por cobrar. */
export const CuentasCobrarPage = () => <CuentasPage kind="cobrar" />;
/** Cuentas por pagar. */
export const CuentasPagarPage = () => <CuentasPage kind="pagar" />;

/** The open accounts list of one kind. */
export function CuentasPage({ kind }: { kind: CuentaKind }) {
  const k = KIND[kind];
  const toast = useToast();
  const branchId = useBranchId();
  const { data, loading, error } = useLoad(() => listCuentas(kind, branchId), [kind, branchId]);
  const rows = data ?? [];
  const today = todayIso();
  const saldo = rows.reduce((s, r) => s + Math.round(Number(r.saldo) * 100), 0) / 100;

  const columns = useMemo<Column<Cuenta>[]>(
    () => [
      { id: 'numero', header: 'N°', accessorFn: (r) => Number(r.numero_comprobante) || r.id, cell: ({ getValue }) => <strong>{getValue()}</strong> },
      dateTimeColumn<Cuenta>('fecha', (r) => r.fecha),
      {
        id: 'nombre',
        header: k.party,
        accessorFn: (r) => `${r.razon_social ?? r.proveedor ?? ''} ${r.nit}`,
        cell: ({ row }) => (
          <span className="date-cell">
            <strong>{row.original.razon_social ?? row.original.proveedor}</strong>
            <small>NIT/CI {row.original.nit || '0'}</small>
          </span>
        ),
      },
      { id: 'total', header: 'Total', accessorFn: (r) => Number(r.total), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'cuota', header: 'A cuenta', accessorFn: (r) => Number(r.cuota_inicial), cell: ({ getValue }) => <Money value={getValue()} />, meta: { secondary: true } },
      { id: 'saldo', header: 'Saldo', accessorFn: (r) => Number(r.saldo), cell: ({ getValue }) => <strong><Money value={getValue()} /></strong> },
      {
        id: 'fecha_limite',
        header: 'Fecha límite',
        accessorFn: (r) => r.fecha_limite,
        cell: ({ row }) => <DueDate fecha={row.original.fecha_limite} today={today} />,
      },
      { accessorKey: 'empleado', header: 'Empleado', meta: { secondary: true } },
      actionsColumn((r) => (
        <>
          <ActionButton icon="wallet" title={k.action} variant="primary" href={`${k.detail}/${r.id}`} />
          <ActionButton
            icon="file"
            title="Estado de cuenta (PDF)"
            onClick={() => openPdf(cuentaPdfPath(kind, r.id)).then(() => toast.success(MSG.pdfOk), () => toast.error(MSG.pdfError))}
          />
        </>
      )),
    ],
    [kind, k, today, toast],
  );

  return (
    <>
      <PageHeader title={k.title} subtitle="Vencidas en negro; por vencer en 10 días o menos, en rojo." />
      <StatCards
        stats={[
          { label: 'Saldo pendiente', value: formatMoney(saldo), icon: 'wallet', tone: 'warning' },
          { label: 'Cuentas', value: String(rows.length), icon: 'list', tone: 'info' },
        ]}
      />
      <ListCard tableId={`cuentas-${kind}`} columns={columns} rows={rows} waiting={loading && !data} error={error} />
    </>
  );
}
