// TRASPASOS ENTRE SUCURSALES (/admin/traspasos_sucursales): the transfers a
// branch received (recibidas), sent (enviadas) or got from the main
// warehouse (ingresoAlmacen) in a date range. A Pendiente request is
// accepted or rejected by the receiving branch or Super; Super voids an
// Aceptado or Directo transfer with a reason; those two print the
// inter-branch ticket. Administrador and Super choose the branch (the first
// active one by default); the others see their own.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { listSucursalesActivas } from '../../api/sucursales';
import {
  listTraspasosSucursales,
  responderTraspaso,
  ticketSucursalesPath,
  type TipoSolicitud,
  type Traspaso,
} from '../../api/traspasos';
import { useBranchId } from '../../components/BranchSelect';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Column } from '../../components/DataTable';
import { ListCard } from '../../components/DateRangeList';
import { DateRange, todayRange, type Range } from '../../components/DateRange';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { ActionButton, RowActions } from '../../components/RowActions';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { formatNumber } from '../../lib/format';
import { LIST_POLL_MS, useLive } from '../../lib/live';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { canAnswer, canVoidInterBranch, EstadoSolicitud, EstadoTraspaso, failureText, hasInterBranchTicket, transferHeadColumns, TRASPASO_MSG, voidAndReload, VoidTransferDialog } from './common';
import { TraspasoModal, usePdf } from './TraspasosPage';

/** The three lists and their labels. */
export const TIPOS: { value: TipoSolicitud; label: string }[] = [
  { value: 'recibidas', label: 'Recibidas' },
  { value: 'enviadas', label: 'Enviadas' },
  { value: 'ingresoAlmacen', label: 'Ingreso de Almacén' },
];

type Answer = { t: Traspaso; respuesta: 'Aceptado' | 'Rechazado' };

/** The inter-branch transfers screen. */
export function TraspasosSucursalesPage() {
  const { session } = useSession();
  const toast = useToast();
  const own = useBranchId();
  const chooses = can(session?.user, 'sucursal:todas');
  const branches = useLoad(listSucursalesActivas);
  const [branch, setBranch] = useState<number>(chooses ? 0 : own);
  const [tipo, setTipo] = useState<TipoSolicitud>('recibidas');
  const [range, setRange] = useState<Range>(todayRange);
  const [viewing, setViewing] = useState<number | null>(null);
  const [answering, setAnswering] = useState<Answer | null>(null);
  const [voiding, setVoiding] = useState<Traspaso | null>(null);
  const { print } = usePdf();

  useEffect(() => {
    if (branches.error) toast.error(TRASPASO_MSG.branchesError);
    if (chooses && branch === 0 && branches.data?.length) setBranch(branches.data[0].id);
  }, [branches.data, branches.error, chooses, branch, toast]);

  const { data, loading, error, reload } = useLoad(
    () => (branch ? listTraspasosSucursales({ sucursal_id: branch, tipoSolicitud: tipo, fecha_desde: range.desde, fecha_hasta: range.hasta }) : Promise.resolve(undefined)),
    [branch, tipo, range.desde, range.hasta],
  );
  // A request made or answered elsewhere shows at once, not at the next action.
  useLive('traspasos', () => void reload(), LIST_POLL_MS, branch !== 0);

  const answerKeys = useActionKeys();
  const answer = async () => {
    if (!answering) return;
    try {
      const res = await answerKeys.run(answering.t.id, (key) => responderTraspaso(answering.t.id, answering.respuesta, key));
      toast.success(res?.message || TRASPASO_MSG.updated);
      await reload();
    } catch (e) {
      toast.error(failureText(TRASPASO_MSG.updateError, e));
    }
  };

  const voidTransfer = async (motivo: string) => !!voiding && voidAndReload(toast, voiding.id, branch, motivo, reload);

  const columns = useMemo<Column<Traspaso>[]>(
    () => [
      ...transferHeadColumns(),
      { accessorKey: 'motivo', header: 'Motivo' },
      { id: 'unidades', header: 'Unidades', accessorFn: (t) => t.total_unidades, cell: ({ getValue }) => formatNumber(getValue()) },
      { id: 'usuario', header: 'Solicitado por', accessorFn: (t) => t.usuario || t.empleado },
      { id: 'solicitud', header: 'Solicitud', accessorFn: (t) => t.solicitud_estado, cell: ({ row }) => <EstadoSolicitud estado={row.original.solicitud_estado} /> },
      { id: 'estado', header: 'Estado', accessorFn: (t) => (t.estado ? 'Válido' : 'Anulado'), cell: ({ row }) => <EstadoTraspaso estado={row.original.estado} /> },
      {
        id: 'acciones',
        header: 'Acciones',
        enableSorting: false,
        cell: ({ row }) => {
          const t = row.original;
          return (
            <RowActions>
              <ActionButton icon="eye" title="Ver detalle" variant="info" onClick={() => setViewing(t.id)} />
              {canAnswer(session?.user, own, t) && (
                <>
                  <ActionButton icon="check" title="Aceptar" variant="success" onClick={() => setAnswering({ t, respuesta: 'Aceptado' })} />
                  <ActionButton icon="x" title="Rechazar" variant="danger" onClick={() => setAnswering({ t, respuesta: 'Rechazado' })} />
                </>
              )}
              {hasInterBranchTicket(t) && <ActionButton icon="printer" title="Imprimir ticket" onClick={() => void print(ticketSucursalesPath(t.id))} />}
              {canVoidInterBranch(session?.user, t) && <ActionButton icon="ban" title="Anular traspaso" variant="danger" onClick={() => setVoiding(t)} />}
            </RowActions>
          );
        },
      },
    ],
    [session?.user, own], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <>
      <PageHeader
        title="TRASPASOS ENTRE SUCURSALES"
        subtitle="Solicitudes de traspaso recibidas y enviadas por la sucursal."
        actions={
          <Link href="/admin/traspaso-sucursal" className="btn btn-primary">
            <Icon name="plus" /> Solicitar Traspaso
          </Link>
        }
      />
      <div className="toolbar-card">
        {chooses && (
          <label className="branch-select">
            <Icon name="store" />
            <span>Sucursal</span>
            <select className="input" aria-label="Sucursal" value={String(branch)} onChange={(e) => setBranch(Number(e.currentTarget.value))}>
              {(branches.data ?? []).map((b) => (
                <option key={b.id} value={String(b.id)}>
                  {b.sucursal}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="segmented" role="tablist" aria-label="Tipo de solicitud">
          {TIPOS.map((t) => (
            <button key={t.value} type="button" role="tab" aria-selected={tipo === t.value} className={tipo === t.value ? 'active' : undefined} onClick={() => setTipo(t.value)}>
              {t.label}
            </button>
          ))}
        </div>
        <DateRange value={range} onChange={setRange} />
      </div>
      <ListCard tableId="traspasos-sucursales" columns={columns} rows={data ?? []} waiting={loading && !data} error={error} />
      {viewing !== null && <TraspasoModal id={viewing} onClose={() => setViewing(null)} onChanged={() => void reload()} />}
      {answering && (
        <ConfirmDialog
          text={`La solicitud N° ${answering.t.id} de ${answering.t.sucursal_origen} quedará ${answering.respuesta === 'Aceptado' ? 'aceptada' : 'rechazada'}.${answering.respuesta === 'Aceptado' ? ' El stock pasará ahora a esta sucursal.' : ''}`}
          confirmLabel={answering.respuesta === 'Aceptado' ? 'Sí, aceptar' : 'Sí, rechazar'}
          onConfirm={answer}
          onClose={() => setAnswering(null)}
        />
      )}
      {voiding && <VoidTransferDialog t={voiding} onConfirm={voidTransfer} onClose={() => setVoiding(null)} />}
    </>
  );
}
