// Kardex (/admin/kardex/:id/:su): the movements of a product in a branch,
// newest first (numbered in the order they happened), with the totals of units in and out and the balance; 20 rows
// per page. Prices of cost-priced movements are absent for roles that may not
// see costs and show as a dash.
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { direction, getKardex, type Kardex, type KardexRow } from '../../api/kardex';
import { DateTimeCell } from '../../components/DateTimeCell';
import { BackButton } from '../../components/BackButton';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { ImageModal } from '../../components/ImageGallery';
import { Card, PageHeader } from '../../components/PageHeader';
import { Money } from '../../components/ProductCells';
import { formatDate, formatNumber } from '../../lib/format';
import { LIST_POLL_MS, useLive } from '../../lib/live';
import { useLoad } from '../../lib/useLoad';

/** Rows per page of the kardex (operations.md §9). */
export const KARDEX_PAGE_SIZE = 20;

type NumberedRow = KardexRow & { n: number };

/** The kardex screen. */
export function KardexPage() {
  const { id, su } = useParams<{ id: string; su: string }>();
  const { data, loading, error, reload } = useLoad(() => getKardex(Number(id), Number(su)), [id, su]);
  useLive('stock', () => void reload(), LIST_POLL_MS);
  return (
    <>
      <PageHeader title="KARDEX" subtitle="Movimientos del producto en la sucursal (importes en Bs)." actions={<BackButton />} />
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <KardexView k={data} />
      )}
    </>
  );
}

function KardexView({ k }: { k: Kardex }) {
  const [zoom, setZoom] = useState(false);
  // The first page is what the owner looks for: the latest movements.
  const rows = useMemo<NumberedRow[]>(() => (k.data ?? []).map((r, i) => ({ ...r, n: i + 1 })).reverse(), [k]);
  const columns = useMemo<Column<NumberedRow>[]>(
    () => [
      { accessorKey: 'n', header: '#' },
      {
        accessorKey: 'fecha_creacion',
        header: 'Fecha Registro',
        cell: ({ getValue }) => <DateTimeCell value={getValue()} />,
      },
      { accessorKey: 'fecha_movimiento', header: 'Fecha Movimiento', cell: ({ getValue }) => formatDate(getValue()) },
      {
        accessorKey: 'tipo',
        header: 'Tipo Movimiento',
        cell: ({ row }) => <span className={`badge ${direction(row.original) > 0 ? 'badge-success' : 'badge-danger'}`}>{row.original.tipo}</span>,
      },
      { accessorKey: 'descripcion', header: 'Descripción' },
      { accessorKey: 'sucursal', header: 'Sucursal' },
      {
        id: 'cantidad',
        header: 'Cantidad',
        meta: { align: 'right' },
        accessorFn: (r) => Math.abs(Number(r.cantidad)) * direction(r),
        cell: ({ getValue }) => {
          const n = Number(getValue());
          return <span className={`num qty ${n < 0 ? 'qty-out' : 'qty-in'}`}>{n > 0 ? `+${formatNumber(n)}` : `−${formatNumber(-n)}`}</span>;
        },
      },
      { id: 'precio', header: 'Precio', meta: { align: 'right' }, accessorFn: (r) => r.precio ?? null, cell: ({ getValue }) => <Money value={getValue()} plain /> },
      { id: 'total', header: 'Total', meta: { align: 'right' }, accessorFn: (r) => r.total ?? null, cell: ({ getValue }) => <Money value={getValue()} plain /> },
      { accessorKey: 'saldo_cantidad', header: 'Saldo Cantidad', meta: { align: 'right' }, cell: ({ getValue }) => <strong className="num">{formatNumber(getValue()) || '0'}</strong> },
      { accessorKey: 'usuario', header: 'Usuario' },
    ],
    [],
  );
  const img = k.producto?.imagen ?? null;
  return (
    <>
      <Card className="kardex-head">
        <div className="kardex-product">
          <button type="button" className="kardex-image" onClick={() => img && setZoom(true)} disabled={!img} title="Ampliar">
            {img ? <img src={img} alt={k.producto?.nombre} /> : <Icon name="image" size={40} />}
          </button>
          <div className="kardex-names">
            <span className="pd-label">Producto</span>
            <h2>{k.producto?.nombre}</h2>
            <p className="kardex-branch">
              <Icon name="store" /> <strong>{k.sucursal?.sucursal}</strong>
              {k.sucursal?.telefono && (
                <>
                  <Icon name="phone" /> {k.sucursal.telefono}
                </>
              )}
            </p>
          </div>
        </div>
        <div className="kardex-totals">
          <div className="kardex-total total-in">
            <span>Entradas</span>
            <strong>{formatNumber(k.entradas) || '0'}</strong>
          </div>
          <div className="kardex-total total-out">
            <span>Salidas</span>
            <strong>{formatNumber(k.salidas) || '0'}</strong>
          </div>
          <div className="kardex-total total-balance">
            <span>Saldo</span>
            <strong>{formatNumber(k.saldo) || '0'}</strong>
          </div>
        </div>
      </Card>
      <Card>
        <DataTable dense tableId="kardex" columns={columns} data={rows} defaultPageSize={KARDEX_PAGE_SIZE} persist={false} />
      </Card>
      {zoom && img && <ImageModal src={img} title={k.producto?.nombre} onClose={() => setZoom(false)} />}
    </>
  );
}
