// PRODUCTOS EN BAJA (/admin/bajas, Super and Administrador): the write-offs of
// the branch, filtered by product state, with the state changed in place
// after "¿Estás seguro?" and the list updated locally.
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { BAJAS_EXCEL, ESTADOS_BAJA, estadoBajaLabel, listBajas, setEstadoBaja, type Baja } from '../../api/bajas';
import { DateTimeCell } from '../../components/DateTimeCell';
import { useBranchId } from '../../components/BranchSelect';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { ExcelButton } from '../../components/ExcelButton';
import { Loaded } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { useActionKeys } from '../../lib/documentKey';
import { formatNumber } from '../../lib/format';
import { LIST_POLL_MS, useLive } from '../../lib/live';
import { useLoad } from '../../lib/useLoad';

/** Texts of the state change. */
export const ESTADO_MSG = { ok: 'Estado actualizado correctamente', error: 'Error al actualizar el estado' } as const;

/** Badge colour of a product state. */
export function estadoClass(estado: string): string {
  switch (estado) {
    case 'Solucionado':
      return 'estado-ok';
    case 'Sin Solucion':
      return 'estado-bad';
    case 'En Revision':
      return 'estado-warn';
    default:
      return 'estado-info';
  }
}

/** The list with `id` set to `estado`. */
export function withEstado(list: Baja[], id: number, estado: string): Baja[] {
  return list.map((b) => (b.id === id ? { ...b, estado_producto: estado } : b));
}

/** The write-off list screen. */
export function BajasPage() {
  const toast = useToast();
  const branch = useBranchId();
  const [filtro, setFiltro] = useState<string>('Todos');
  const { data, loading, error, setData, reload } = useLoad(() => listBajas(branch, filtro), [branch, filtro]);
  // A write-off takes stock: one made elsewhere shows at once.
  useLive('stock', () => void reload(), LIST_POLL_MS);
  const [pending, setPending] = useState<{ baja: Baja; estado: string } | null>(null);

  const estadoKeys = useActionKeys();
  const change = async () => {
    if (!pending || !data) return;
    try {
      const res = await estadoKeys.run(pending.baja.id, (key) => setEstadoBaja(pending.baja.id, pending.estado, key));
      setData(withEstado(data, pending.baja.id, pending.estado));
      toast.success(res?.message || ESTADO_MSG.ok);
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 403 ? e.message : ESTADO_MSG.error);
    }
  };

  const columns = useMemo<Column<Baja>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      {
        accessorKey: 'fecha',
        header: 'Fecha',
        cell: ({ getValue }) => <DateTimeCell value={getValue()} />,
      },
      { accessorKey: 'codigo', header: 'Código' },
      { accessorKey: 'producto', header: 'Producto', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'cantidad', header: 'Cantidad', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatNumber(getValue())}</span> },
      { accessorKey: 'motivo', header: 'Motivo' },
      { accessorKey: 'descripcion', header: 'Descripción', cell: ({ getValue }) => getValue() || <span className="muted">—</span> },
      {
        accessorKey: 'estado_producto',
        header: 'Estado',
        cell: ({ row }) => (
          <select
            className={`input input-sm estado-select ${estadoClass(row.original.estado_producto)}`}
            aria-label={`Estado de la baja ${row.original.id}`}
            value={row.original.estado_producto}
            onChange={(e) => {
              const estado = e.currentTarget.value;
              // The select shows the stored state until the change is confirmed.
              e.currentTarget.value = row.original.estado_producto;
              if (estado !== row.original.estado_producto) setPending({ baja: row.original, estado });
            }}
          >
            {ESTADOS_BAJA.map((s) => (
              <option key={s} value={s}>{estadoBajaLabel(s)}</option>
            ))}
          </select>
        ),
      },
      { accessorKey: 'sucursal', header: 'Sucursal' },
      { accessorKey: 'usuario', header: 'Usuario' },
    ],
    [],
  );

  return (
    <>
      <PageHeader title="PRODUCTOS EN BAJA" subtitle="Productos dados de baja en la sucursal y el estado en que se encuentran." />
      <Card>
        <div className="filter-bar">
          <label className="filter">
            <span>Estado del producto</span>
            <select className="input" aria-label="Estado del producto" value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)}>
              <option value="Todos">Todos</option>
              {ESTADOS_BAJA.map((s) => (
                <option key={s} value={s}>{estadoBajaLabel(s)}</option>
              ))}
            </select>
          </label>
        </div>
        <Loaded waiting={loading && !data} error={error}>
          <DataTable
            dense
            tableId="bajas"
            columns={columns}
            data={data ?? []}
            actions={<ExcelButton path={BAJAS_EXCEL} query={{ sucursal_id: branch, estado_producto: filtro }} fileName="productos-en-baja.xlsx" />}
          />
        </Loaded>
      </Card>
      {pending && (
        <ConfirmDialog
          text={`El estado de "${pending.baja.producto}" cambiará de ${estadoBajaLabel(pending.baja.estado_producto)} a ${estadoBajaLabel(pending.estado)}.`}
          confirmLabel="Sí, cambiar"
          onConfirm={change}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
