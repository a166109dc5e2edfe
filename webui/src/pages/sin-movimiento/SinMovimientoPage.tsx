// Productos sin movimiento (/admin/productos-sin-movimiento, Super and
// Administrador): products with stock in the branch that sold fewer than 5
// units in the last 3, 6 or 12 months. Cost for Super only.
import { useMemo, useState } from 'react';
import { listSinMovimiento, MESES_SIN_MOVIMIENTO, type SinMovimientoRow } from '../../api/kardex';
import { useBranchId } from '../../components/BranchSelect';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { Money, priceColumns } from '../../components/ProductCells';
import { formatDate, formatNumber } from '../../lib/format';
import { primaryRole } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** The without-movement report screen. */
export function SinMovimientoPage() {
  const { session } = useSession();
  const isSuper = primaryRole(session?.user) === 'Super';
  const branch = useBranchId();
  const [meses, setMeses] = useState<number>(MESES_SIN_MOVIMIENTO[0]);
  const { data, error } = useLoad(() => listSinMovimiento(branch, meses).then((rows) => ({ rows, meses })), [branch, meses]);
  const current = data && data.meses === meses ? data.rows : undefined;

  const columns = useMemo<Column<SinMovimientoRow>[]>(() => {
    const rows = current ?? [];
    return [
      { accessorKey: 'fecha_ingreso', header: 'Fecha Ingreso', cell: ({ getValue }) => formatDate(getValue()) || '—' },
      { accessorKey: 'producto', header: 'Producto', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'sucursal', header: 'Sucursal' },
      { accessorKey: 'cantidad_existente', header: 'Stock', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatNumber(getValue()) || '0'}</span> },
      ...(isSuper ? [{ id: 'costo', header: 'Costo', meta: { align: 'right' }, accessorFn: (r: SinMovimientoRow) => r.costo ?? null, cell: ({ getValue }: any) => <Money value={getValue()} plain /> } as Column<SinMovimientoRow>] : []),
      ...priceColumns<SinMovimientoRow>(rows, true),
      { accessorKey: 'total_ventas', header: 'Unidades Vendidas', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatNumber(getValue()) || '0'}</span> },
    ];
  }, [current, isSuper]);

  return (
    <>
      <PageHeader title="PRODUCTOS SIN MOVIMIENTO" subtitle="Productos con stock que vendieron menos de 5 unidades en el periodo elegido (importes en Bs)." />
      <Card>
        <div className="filter-bar">
          <div className="segmented" role="group" aria-label="Periodo">
            {MESES_SIN_MOVIMIENTO.map((m) => (
              <button key={m} type="button" className={m === meses ? 'active' : undefined} aria-pressed={m === meses} onClick={() => setMeses(m)}>
                {m} meses
              </button>
            ))}
          </div>
        </div>
        {!current && !error ? (
          <Loading />
        ) : !current ? (
          <LoadError error={error} />
        ) : (
          <DataTable tableId="sin-movimiento" columns={columns} data={current} />
        )}
      </Card>
    </>
  );
}
