// COTIZACIONES (/admin/proformas): the quotations of the branch in a date
// range (the range is for Super and Administrador; others see today), the
// total of the valid ones, the Valido/Anulado badge, view and print for
// everyone and void with a reason for Super and Administrador.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { anularProforma, listProformas, PROFORMAS_EXCEL, type Proforma } from '../../api/proformas';
import type { Column } from '../../components/DataTable';
import { branchName, clientColumn, dateTimeColumn, ListCard, RangeBar, useRangeQuery } from '../../components/DateRangeList';
import { ExcelButton } from '../../components/ExcelButton';
import { Icon } from '../../components/Icon';
import { MotivoDialog } from '../../components/MotivoDialog';
import { PageHeader } from '../../components/PageHeader';
import { PdfButton } from '../../components/PdfButton';
import { Money } from '../../components/ProductCells';
import { ActionButton, RowActions } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { formatMoney } from '../../lib/format';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { EstadoProforma, printProforma, PROFORMA_MSG } from './common';

/** The total of the valid quotations (estado 1), in bolivianos. */
export function totalValidas(rows: Pick<Proforma, 'estado' | 'total'>[]): number {
  return rows.reduce((s, p) => (Number(p.estado) === 1 ? s + Math.round(Number(p.total) * 100) : s), 0) / 100;
}

/** The quotation list screen. */
export function ProformasPage() {
  const { session } = useSession();
  const admin = can(session?.user, 'sucursal:todas');
  const toast = useToast();
  const { branchId, range, setRange, filtro } = useRangeQuery(admin);
  const { data, loading, error, reload } = useLoad(() => listProformas(filtro), [filtro]);
  const [voiding, setVoiding] = useState<Proforma | null>(null);

  const rows = data?.data ?? [];
  const validas = rows.filter((p) => Number(p.estado) === 1).length;
  const total = typeof data?.total_validas === 'number' ? data.total_validas : totalValidas(rows);

  const voidProforma = async (motivo: string) => {
    if (!voiding) return false;
    try {
      const res = await anularProforma(voiding.id, motivo);
      toast.success(res?.message || PROFORMA_MSG.voided);
      await reload();
      return true;
    } catch (e) {
      toast.error(`${PROFORMA_MSG.voidError}: ${e instanceof ApiError && e.message ? e.message : PROFORMA_MSG.noMessage}`);
      return false;
    }
  };

  const columns = useMemo<Column<Proforma>[]>(
    () => [
      { id: 'numero_comprobante', header: 'N°', accessorFn: (p) => Number(p.numero_comprobante) || p.numero_comprobante, cell: ({ getValue }) => <strong>{getValue()}</strong> },
      dateTimeColumn('fecha', (p) => p.fecha),
      clientColumn(),
      { id: 'total', header: 'Total', meta: { align: 'right' }, accessorFn: (p) => Number(p.total), cell: ({ getValue }) => <Money value={getValue()} /> },
      { id: 'descripcion', header: 'Descripción', accessorFn: (p) => p.descripcion, cell: ({ getValue }) => <span className="clamp-2 cell-note">{getValue() || '—'}</span> },
      { id: 'usuario', header: 'Usuario', accessorFn: (p) => p.empleado || p.usuario },
      { id: 'estado', header: 'Estado', accessorFn: (p) => (Number(p.estado) === 1 ? 'Valido' : 'Anulado'), cell: ({ row }) => <EstadoProforma estado={row.original.estado} /> },
      {
        id: 'acciones',
        header: 'Acciones',
        enableSorting: false,
        cell: ({ row }) => {
          const p = row.original;
          return (
            <RowActions>
              <ActionButton icon="eye" title="Ver cotización" variant="info" href={`/admin/show-proforma/${p.id}`} />
              <ActionButton icon="printer" title="Imprimir cotización" onClick={() => printProforma(p.id, toast)} />
              {admin && Number(p.estado) === 1 && <ActionButton icon="ban" title="Anular cotización" variant="danger" onClick={() => setVoiding(p)} />}
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
        title="COTIZACIONES"
        subtitle={`${admin ? 'Cotizaciones' : 'Cotizaciones del día'} · ${branchName(session)}`}
        actions={
          <Link href="/admin/nueva-proforma" className="btn btn-primary">
            <Icon name="plus" /> Nueva Proforma
          </Link>
        }
      />
      <RangeBar
        withDates={admin}
        range={range}
        onRange={setRange}
        todayNote="Cotizaciones de hoy"
        buttons={
          <>
            <PdfButton area="proformas" query={{ ...filtro }} />
            <ExcelButton path={PROFORMAS_EXCEL} query={filtro} fileName={`cotizaciones_${filtro.fecha_desde}_${filtro.fecha_hasta}.xlsx`} />
          </>
        }
      />
      <StatCards
        stats={[
          { label: 'Total cotizaciones válidas', value: formatMoney(total), icon: 'receipt', tone: 'primary' },
          { label: 'Cotizaciones válidas', value: String(validas), icon: 'check', tone: 'success' },
          { label: 'Anuladas', value: String(rows.length - validas), icon: 'ban', tone: 'danger' },
        ]}
      />
      <ListCard tableId="proformas" columns={columns} rows={rows} waiting={loading && !data} error={error} />
      {voiding && (
        <MotivoDialog
          text={`Se anulará la cotización N° ${voiding.numero_comprobante} de ${voiding.razon_social}.`}
          confirmLabel="Sí, anular cotización"
          onConfirm={voidProforma}
          onClose={() => setVoiding(null)}
        />
      )}
    </>
  );
}
