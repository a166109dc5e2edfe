// PRODUCTOS CON STOCK BAJO (/admin/bajo-stock, five staff roles): products of
// the branch at or below their minimum; the quantity is red at 0, amber
// otherwise.
import { useMemo } from 'react';
import { listBajoStock, STOCK_BAJO_EXCEL, type BajoStockRow } from '../../api/kardex';
import { useBranchId } from '../../components/BranchSelect';
import { DataTable, type Column } from '../../components/DataTable';
import { ExcelButton } from '../../components/ExcelButton';
import { Loaded } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { PdfButton } from '../../components/PdfButton';
import { StockBadge } from '../../components/ProductCells';
import { StatCards } from '../../components/StatCards';
import { formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';

/** The low-stock report screen. */
export function BajoStockPage() {
  const branch = useBranchId();
  const { data, loading, error } = useLoad(() => listBajoStock(branch), [branch]);
  const columns = useMemo<Column<BajoStockRow>[]>(
    () => [
      { accessorKey: 'codigo', header: 'Código' },
      { accessorKey: 'producto', header: 'Producto', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'unidad', header: 'Unidad' },
      { accessorKey: 'cantidad', header: 'Cantidad', meta: { align: 'right' }, cell: ({ row, getValue }) => <StockBadge cantidad={getValue()} minimo={row.original.minimo} /> },
      { accessorKey: 'minimo', header: 'Mínimo', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatNumber(getValue()) || '0'}</span> },
      {
        id: 'faltante',
        header: 'Faltante',
        meta: { align: 'right' },
        accessorFn: (r) => Math.max(0, Number(r.minimo) - Number(r.cantidad)),
        cell: ({ getValue }) => <span className="num">{formatNumber(getValue()) || '0'}</span>,
      },
    ],
    [],
  );
  const agotados = (data ?? []).filter((r) => Number(r.cantidad) <= 0).length;
  return (
    <>
      <PageHeader
        title="PRODUCTOS CON STOCK BAJO"
        subtitle="Productos de la sucursal con stock igual o menor a su mínimo."
        actions={
          <>
            <PdfButton area="stock-bajo" query={{ sucursal_id: branch }} />
            <ExcelButton path={STOCK_BAJO_EXCEL} query={{ sucursal_id: branch }} fileName="stock-bajo.xlsx" />
          </>
        }
      />
      {data && (
        <StatCards
          stats={[
            { label: 'Con stock bajo', value: formatNumber(data.length) || '0', icon: 'alert', tone: 'warning' },
            { label: 'Agotados', value: formatNumber(agotados) || '0', icon: 'box', tone: 'danger' },
          ]}
        />
      )}
      <Card>
        <Loaded waiting={loading && !data} error={error}>
          <DataTable tableId="bajo-stock" columns={columns} data={data ?? []} />
        </Loaded>
      </Card>
    </>
  );
}
