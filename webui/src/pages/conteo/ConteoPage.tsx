// CONTEO DE INVENTARIO (/admin/conteo-inventario; Super, Administrador,
// Inventario, Encargado de Almacen): restart the count, mark each product
// Completo (matches stock, sent as -2) or Incompleto (the quantity found),
// then Actualizar Stock sets stock to what was counted.
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import {
  actualizarStock,
  afterRegister,
  cantidadContada,
  COMPLETO,
  diferenciaConteo,
  enConteo,
  estadoConteo,
  listConteo,
  registrarConteo,
  reiniciarConteo,
  type ConteoRow,
} from '../../api/conteo';
import { BranchSelect, useBranchId } from '../../components/BranchSelect';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { InventoryReportButton } from '../../components/InventoryReportButton';
import { Card, PageHeader } from '../../components/PageHeader';
import { rankedSearch } from '../../components/rankedSearch';
import { Money } from '../../components/ProductCells';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { errorMessage } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { IncompletoModal } from './IncompletoModal';


/** The texts of the count (operations.md §8). */
export const CONTEO_MSG = {
  registered: 'Cantidad existente registrada exitosamente.',
  registerError: 'Hubo un error al registrar la cantidad existente.',
  reset: 'Se reinició el conteo de inventario exitosamente.',
  resetError: 'Hubo un error al reiniciar el conteo de inventario.',
  updated: 'Se actualizó el stock exitosamente.',
  updateFailed: 'Error al actualizar',
  updateError: 'Hubo un error al actualizar el stock.',
} as const;

type Pending = 'reset' | 'update' | null;

/** What the screen says before the branch's count is started. */
export const CONTEO_NOT_STARTED = 'El conteo de esta sucursal no está iniciado: ningún producto está en conteo. Pulse Reiniciar Conteo para empezar.';

/** The inventory count screen. */
export function ConteoPage() {
  const { session } = useSession();
  const toast = useToast();
  const canChooseBranch = can(session?.user, 'conteo:sucursal');
  const canMark = can(session?.user, 'conteo:marcar');
  const showCost = can(session?.user, 'producto:costo');
  const sessionBranch = useBranchId();
  const [branch, setBranch] = useState(sessionBranch);
  const [soloConStock, setSoloConStock] = useState(false);
  const { data, error, reload, setData } = useLoad(
    () => listConteo(branch, soloConStock).then((rows) => ({ rows, key: `${branch}|${soloConStock}` })),
    [branch, soloConStock],
  );
  const [pending, setPending] = useState<Pending>(null);
  const [incompleto, setIncompleto] = useState<ConteoRow | null>(null);
  const current = data && data.key === `${branch}|${soloConStock}` ? data : undefined;
  const rows = current?.rows ?? [];
  const search = useMemo(() => rankedSearch(rows, (r) => r.id, branch), [rows, branch]);

  const register = async (row: ConteoRow, cantidad: number): Promise<boolean> => {
    try {
      const res = await registrarConteo(branch, row.id, cantidad);
      toast.success(res?.message || CONTEO_MSG.registered);
      if (data) setData({ ...data, rows: data.rows.map((r) => (r.id === row.id ? afterRegister(r, cantidad) : r)) });
      return true;
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 403 ? e.message : CONTEO_MSG.registerError);
      return false;
    }
  };

  const reset = async () => {
    try {
      const res = await reiniciarConteo(branch);
      toast.success(res?.message || CONTEO_MSG.reset);
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 403 ? e.message : CONTEO_MSG.resetError);
    }
    await reload();
  };

  const updateKeys = useActionKeys();
  const update = async () => {
    try {
      const res = await updateKeys.run(branch, (key) => actualizarStock(branch, key));
      toast.success(res?.message || CONTEO_MSG.updated);
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) toast.error(e.message);
      else if (e instanceof ApiError && e.status !== 0) toast.error(`${CONTEO_MSG.updateFailed}: ${errorMessage(e)}`);
      else toast.error(CONTEO_MSG.updateError);
    }
    await reload();
  };

  const columns = useMemo<Column<ConteoRow>[]>(() => {
    const cols: Column<ConteoRow>[] = [
      { id: 'codigo', header: 'Código', accessorFn: (r) => r.codigo ?? '' },
      { accessorKey: 'producto', header: 'Producto', cell: ({ getValue }) => <strong>{getValue()}</strong> },
    ];
    if (showCost) cols.push({ id: 'costo_unitario', header: 'Costo', meta: { align: 'right' }, accessorFn: (r) => r.costo_unitario ?? null, cell: ({ getValue }) => <Money value={getValue()} /> });
    cols.push(
      { accessorKey: 'cantidad', header: 'Stock', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatNumber(getValue()) || '0'}</span> },
      {
        id: 'contado',
        header: 'Existente',
        meta: { align: 'right' },
        accessorFn: (r) => cantidadContada(r),
        cell: ({ getValue }) => {
          const v = getValue();
          return v === null ? <span className="muted">—</span> : <strong className="num">{formatNumber(v) || '0'}</strong>;
        },
      },
      {
        id: 'diferencia',
        header: 'Diferencia',
        meta: { align: 'right' },
        accessorFn: (r) => diferenciaConteo(r),
        cell: ({ getValue }) => {
          const d = getValue() as number | null;
          if (d === null) return <span className="muted">—</span>;
          if (d === 0) return <span className="num muted">0</span>;
          return <span className={`num qty ${d < 0 ? 'qty-out' : 'qty-in'}`}>{d > 0 ? `+${formatNumber(d)}` : `−${formatNumber(-d)}`}</span>;
        },
      },
      {
        id: 'estado',
        header: 'Estado',
        accessorFn: (r) => estadoConteo(r),
        cell: ({ getValue }) => {
          const e = getValue();
          return <span className={`badge ${e === 'REVISADO' ? 'badge-success' : e === 'SIN CONTEO' ? 'badge-info' : 'badge-warning'}`}>{e}</span>;
        },
      },
    );
    if (canMark) {
      cols.push({
        id: 'acciones',
        header: 'Acciones',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="row-actions" title={enConteo(row.original) ? undefined : CONTEO_NOT_STARTED}>
            <button type="button" className="btn btn-sm btn-success-soft" disabled={!enConteo(row.original)} onClick={() => void register(row.original, COMPLETO)}>
              <Icon name="check" /> Completo
            </button>
            <button type="button" className="btn btn-sm btn-warning-soft" disabled={!enConteo(row.original)} onClick={() => setIncompleto(row.original)}>
              <Icon name="edit" /> Incompleto
            </button>
          </div>
        ),
      });
    }
    return cols;
  }, [showCost, canMark, branch, data]); // eslint-disable-line react-hooks/exhaustive-deps

  const revisados = rows.filter((r) => estadoConteo(r) === 'REVISADO').length;
  const started = rows.some(enConteo);
  const conDiferencia = rows.filter((r) => (diferenciaConteo(r) ?? 0) !== 0).length;

  return (
    <>
      <PageHeader title="CONTEO DE INVENTARIO" subtitle="Registre lo que encuentra en el almacén y actualice el stock con lo contado." />
      <div className="toolbar-card">
        <div className="toolbar-filters">
          {canChooseBranch && <BranchSelect value={branch} onChange={setBranch} />}
          <label className="check">
            <input type="checkbox" checked={soloConStock} onChange={(e) => setSoloConStock(e.currentTarget.checked)} />
            Mostrar stock mayor a cero
          </label>
        </div>
        <div className="toolbar-buttons">
          <button type="button" className="btn btn-light" onClick={() => setPending('reset')}>
            <Icon name="refresh" /> Reiniciar Conteo
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setPending('update')}>
            <Icon name="check" /> Actualizar Stock
          </button>
          <InventoryReportButton report="reporte-cantidad-real" branch={branch} label="Reporte por Producto" />
        </div>
      </div>
      {current && rows.length > 0 && !started && (
        <div className="alert alert-info" role="status">
          <Icon name="info" />
          <span>{CONTEO_NOT_STARTED}</span>
        </div>
      )}
      {current && (rows.length === 0 || started) && (
        <div className="count-progress" aria-label="Avance del conteo">
          <div className="count-progress-text">
            <strong>{revisados}</strong> de <strong>{rows.length}</strong> productos revisados
            {conDiferencia > 0 && <span className="badge badge-warning">{conDiferencia} con diferencia</span>}
          </div>
          <div className="progress">
            <span style={{ width: `${rows.length ? Math.round((revisados * 100) / rows.length) : 0}%` }} />
          </div>
        </div>
      )}
      <Card>
        {!current && !error ? (
          <Loading />
        ) : !current ? (
          <LoadError error={error} />
        ) : (
          <DataTable dense tableId="conteo" columns={columns} data={rows} serverSearch={search} />
        )}
      </Card>
      {pending && (
        <ConfirmDialog
          text={
            pending === 'reset'
              ? 'Todos los productos de la sucursal quedarán SIN REVISAR.'
              : 'El stock de cada producto contado se reemplazará por la cantidad existente registrada.'
          }
          confirmLabel={pending === 'reset' ? 'Sí, reiniciar' : 'Sí, actualizar'}
          onConfirm={pending === 'reset' ? reset : update}
          onClose={() => setPending(null)}
        />
      )}
      {incompleto && (
        <IncompletoModal
          row={incompleto}
          onClose={() => setIncompleto(null)}
          onSave={async (n) => {
            if (await register(incompleto, n)) setIncompleto(null);
          }}
        />
      )}
    </>
  );
}
