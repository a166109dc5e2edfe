// TRASPASOS (/admin/traspasos): the transfers of a date range (today by
// default) with, per row, the detail modal (5 lines per page, product
// search), the ticket and the cancellation; links to Nuevo Traspaso and
// Traspaso Masivo, the Configurar Sucursales modal and the PDF reports.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { openPdf, type PdfSource } from '../../api/downloads';
import { getTraspaso, listTraspasos, reporteAlmacen, reporteTraspasos, ticketPath, type Traspaso } from '../../api/traspasos';
import { useBranchId } from '../../components/BranchSelect';
import type { Column } from '../../components/DataTable';
import { ListCard, RangeBar } from '../../components/DateRangeList';
import { todayRange, type Range } from '../../components/DateRange';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { CloseFooter, Modal } from '../../components/Modal';
import { PageHeader } from '../../components/PageHeader';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { countOf, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { LIST_POLL_MS, useLive } from '../../lib/live';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { canVoidInList, DETAIL_PAGE_SIZE, EstadoSolicitud, EstadoTraspaso, transferHeadColumns, voidAndReload, VoidTransferDialog } from './common';
import { ConfigurarSucursalesModal } from './ConfigurarSucursalesModal';
import { TraspasoDetalle } from './TraspasoDetalle';

/** Prints a PDF with the spec's toasts; shared by the transfer screens. */
export function usePdf() {
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  const print = async (source: PdfSource) => {
    setPrinting(true);
    try {
      await openPdf(source);
      toast.success(MSG.pdfOk);
    } catch {
      toast.error(MSG.pdfError);
    } finally {
      setPrinting(false);
    }
  };
  return { print, printing };
}

/** The transfer detail modal. */
export function TraspasoModal({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const { data, loading, error, reload } = useLoad(() => getTraspaso(id), [id]);
  return (
    <Modal
      title={`Traspaso N° ${id}`}
      size="lg"
      onClose={onClose}
      footer={<CloseFooter onClose={onClose} />}
    >
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError />
      ) : (
        <TraspasoDetalle
          data={data}
          pageSize={DETAIL_PAGE_SIZE}
          onChanged={() => {
            void reload();
            onChanged();
          }}
        />
      )}
    </Modal>
  );
}

/** The transfers list screen. */
export function TraspasosPage() {
  const { session } = useSession();
  const toast = useToast();
  const branchId = useBranchId();
  const [range, setRange] = useState<Range>(todayRange);
  const { data, loading, error, reload } = useLoad(() => listTraspasos(range.desde, range.hasta), [range.desde, range.hasta]);
  useLive('traspasos', () => void reload(), LIST_POLL_MS);
  const [viewing, setViewing] = useState<number | null>(null);
  const [voiding, setVoiding] = useState<Traspaso | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const { print, printing } = usePdf();
  const rows = data ?? [];
  const valid = rows.filter((t) => t.estado);

  const voidTransfer = async (motivo: string) => !!voiding && voidAndReload(toast, voiding.id, voiding.sucursal_origen_id, motivo, reload);

  const columns = useMemo<Column<Traspaso>[]>(
    () => [
      ...transferHeadColumns(),
      {
        id: 'tipo',
        header: 'Tipo',
        accessorFn: (t) => t.solicitud_estado,
        cell: ({ row }) => <EstadoSolicitud estado={row.original.solicitud_estado} />,
      },
      {
        id: 'motivo',
        header: 'Motivo',
        accessorFn: (t) => `${t.motivo} ${t.descripcion ?? ''}`,
        cell: ({ row }) => (
          <span className="date-cell">
            {row.original.motivo}
            {row.original.descripcion && <small>{row.original.descripcion}</small>}
          </span>
        ),
      },
      {
        id: 'unidades',
        header: 'Unidades',
        accessorFn: (t) => t.total_unidades,
        cell: ({ row }) => (
          <span className="date-cell amount-cell">
            <strong>{formatNumber(row.original.total_unidades)}</strong>
            <small>{countOf(row.original.cantidad_productos, 'producto', 'productos')}</small>
          </span>
        ),
      },
      { id: 'usuario', header: 'Usuario', accessorFn: (t) => t.usuario || t.empleado },
      { id: 'estado', header: 'Estado', accessorFn: (t) => (t.estado ? 'Válido' : 'Anulado'), cell: ({ row }) => <EstadoTraspaso estado={row.original.estado} /> },
      actionsColumn((r) => (
        <>
          <ActionButton icon="eye" title="Ver detalle" variant="info" onClick={() => setViewing(r.id)} />
          <ActionButton icon="printer" title="Imprimir ticket" onClick={() => void print(ticketPath(r.id))} />
          {r.estado && r.solicitud_estado !== 'Rechazado' && canVoidInList(session?.user) && (
            <ActionButton icon="ban" title="Anular traspaso" variant="danger" onClick={() => setVoiding(r)} />
          )}
        </>
      )),
    ],
    [session?.user], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <>
      <PageHeader
        title="TRASPASOS"
        subtitle="Traspasos de productos entre sucursales."
        actions={
          <>
            {can(session?.user, 'traspaso:configurar') && (
              <button type="button" className="btn btn-light" onClick={() => setConfiguring(true)}>
                <Icon name="settings" /> Configurar Sucursales
              </button>
            )}
            {can(session?.user, 'traspaso:masivo') && (
              <Link href="/admin/traspaso-masivo" className="btn btn-light">
                <Icon name="layers" /> Traspaso Masivo
              </Link>
            )}
            <Link href="/admin/nuevo-traspaso" className="btn btn-primary">
              <Icon name="plus" /> Nuevo Traspaso
            </Link>
          </>
        }
      />
      <RangeBar
        withDates
        range={range}
        onRange={setRange}
        buttons={
          <>
            <button type="button" className="btn btn-pdf" disabled={printing} onClick={() => void print(reporteAlmacen(range.desde, range.hasta))}>
              <Icon name="file" /> Reporte de Almacén
            </button>
            <button type="button" className="btn btn-pdf" disabled={printing} onClick={() => void print(reporteTraspasos(range.desde, range.hasta, branchId))}>
              <Icon name="file" /> PDF
            </button>
          </>
        }
      />
      <StatCards
        stats={[
          { label: 'Traspasos', value: String(valid.length), icon: 'swap', tone: 'primary' },
          { label: 'Unidades', value: formatNumber(valid.reduce((s, t) => s + Number(t.total_unidades), 0)), icon: 'box', tone: 'info' },
        ]}
      />
      <ListCard tableId="traspasos" columns={columns} rows={rows} waiting={loading && !data} error={error} />
      {viewing !== null && <TraspasoModal id={viewing} onClose={() => setViewing(null)} onChanged={() => void reload()} />}
      {voiding && <VoidTransferDialog t={voiding} onConfirm={voidTransfer} onClose={() => setVoiding(null)} />}
      {configuring && <ConfigurarSucursalesModal onClose={() => setConfiguring(false)} />}
    </>
  );
}
