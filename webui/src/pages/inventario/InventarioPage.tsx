// INVENTARIO (/admin/inventarios, no role guard): the stock of a branch,
// refreshed when the server pushes a stock change (every 6 seconds while the
// push is down) without disturbing the table (search, page and
// sort stay), its totals, the reports, and per row Dar Baja, Kardex and the
// image gallery. What each role sees follows operations.md §6.
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { getInventario, INVENTARIO_EXCEL, type InventoryRow } from '../../api/inventario';
import { BranchSelect, useBranchId } from '../../components/BranchSelect';
import { DataTable, type Column } from '../../components/DataTable';
import { ExcelButton } from '../../components/ExcelButton';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { ImageGallery } from '../../components/ImageGallery';
import { InventoryReportButton } from '../../components/InventoryReportButton';
import { Card, PageHeader } from '../../components/PageHeader';
import { Money, priceColumns, ProductThumb, StockBadge, type GalleryRequest } from '../../components/ProductCells';
import { rankedSearch } from '../../components/rankedSearch';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { StatCards, type Stat } from '../../components/StatCards';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLive } from '../../lib/live';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { BajaModal } from './BajaModal';
import { can, type PolicyUser } from '../../lib/policies';

/** Refresh period of the inventory list while the event stream is down. */
export const REFRESH_MS = 6000;

/** What the signed-in user may see and do on INVENTARIO. */
export function inventoryPermissions(user: PolicyUser | null | undefined) {
  return {
    controls: can(user, 'inventario:controles'),
    prices: can(user, 'inventario:precios'),
    baja: can(user, 'inventario:baja'),
    actions: can(user, 'inventario:acciones'),
    superOnly: can(user, 'producto:costo'),
  };
}

const images = (r: InventoryRow) => [r.imagen, r.imagen2, r.imagen3];

/** The inventory screen. */
export function InventarioPage() {
  const { session } = useSession();
  const allowed = inventoryPermissions(session?.user);
  const sessionBranch = useBranchId();
  const [branch, setBranch] = useState(sessionBranch);
  const { data, error, reload } = useLoad(() => getInventario(branch).then((inv) => ({ ...inv, branch })), [branch]);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const [baja, setBaja] = useState<InventoryRow | null>(null);

  useLive('stock', () => void reload(), REFRESH_MS);

  // Rows of another branch are not shown while the chosen one loads.
  const current = data && data.branch === branch ? data : undefined;
  const rows = current?.data ?? [];
  const search = useMemo(() => rankedSearch(rows, (r) => r.id, branch), [rows, branch]);

  const columns = useMemo<Column<InventoryRow>[]>(() => {
    const cols: Column<InventoryRow>[] = [
      {
        id: 'imagen',
        header: 'Imagen',
        enableSorting: false,
        cell: ({ row }) => <ProductThumb images={images(row.original)} title={row.original.producto} onOpen={setGallery} />,
      },
      { accessorKey: 'codigo', header: 'Código' },
      { accessorKey: 'producto', header: 'Producto', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { id: 'unidad', header: 'Unidad', accessorFn: (r) => r.unidad ?? '' },
    ];
    if (allowed.superOnly) cols.push({ id: 'costo_unitario', header: 'Costo', meta: { align: 'right' }, accessorFn: (r) => r.costo_unitario ?? null, cell: ({ getValue }) => <Money value={getValue()} plain /> });
    if (allowed.prices) cols.push(...priceColumns<InventoryRow>(rows, true));
    cols.push({ accessorKey: 'cantidad', header: 'Stock', meta: { align: 'right' }, cell: ({ row, getValue }) => <StockBadge cantidad={getValue()} minimo={row.original.minimo} /> });
    if (allowed.actions) {
      cols.push(
        actionsColumn((r) => (
          <>
            {allowed.baja && (
              <button
                type="button"
                className="action-btn action-danger"
                title={Number(r.cantidad) > 0 ? 'Dar Baja' : 'Sin stock para dar de baja'}
                aria-label="Dar Baja"
                disabled={Number(r.cantidad) <= 0}
                onClick={() => setBaja(r)}
              >
                <Icon name="archive" />
              </button>
            )}
            <ActionButton icon="list" title="Kardex" variant="primary" href={`/admin/kardex/${r.id}/${branch}`} />
            <ActionButton icon="eye" title="Ver imagen" variant="info" onClick={() => setGallery({ images: images(r).filter((s): s is string => !!s), title: r.producto })} />
          </>
        )),
      );
    }
    return cols;
    // The price columns depend on which levels have data, not on every refresh.
  }, [allowed.superOnly, allowed.prices, allowed.actions, allowed.baja, branch, priceKey(rows)]); // eslint-disable-line react-hooks/exhaustive-deps

  const sinStock = rows.filter((r) => Number(r.cantidad) <= 0).length;
  const stats: Stat[] = [
    { label: 'Total Inventario', value: current ? formatNumber(current.total_inventario) || '0' : '—', icon: 'layers', tone: 'primary' },
    ...(allowed.superOnly
      ? [{ label: 'Costo Total del Inventario', value: current ? formatMoney(current.total_costo ?? 0) : '—', icon: 'cash', tone: 'success' } as Stat]
      : []),
    { label: 'Productos sin stock', value: current ? `${formatNumber(sinStock) || '0'} de ${formatNumber(rows.length) || '0'}` : '—', icon: 'alert', tone: 'danger' },
  ];

  return (
    <>
      <PageHeader
        title="INVENTARIO"
        subtitle="Existencias de la sucursal, importes en Bs; la lista se actualiza sola cuando cambia el stock."
        actions={
          allowed.superOnly && (
            <Link href="/admin/nuevaCompra" className="btn btn-primary">
              <Icon name="plus" /> Nueva Compra
            </Link>
          )
        }
      />
      {allowed.controls && (
        <div className="toolbar-card">
          <BranchSelect value={branch} onChange={setBranch} />
          <div className="toolbar-buttons">
            <InventoryReportButton report="comparar-inventarios" branch={branch} label="Comparación Kardex" icon="compare" />
            <InventoryReportButton report="reporte-inventario" branch={branch} label="Reporte PDF" />
            {allowed.superOnly && <InventoryReportButton report="reporte-inventario-costo" branch={branch} label="Reporte + Costos PDF" />}
            {allowed.superOnly && <ExcelButton path={INVENTARIO_EXCEL} query={{ sucursal_id: branch }} fileName={`inventario-sucursal-${branch}.xlsx`} />}
          </div>
        </div>
      )}
      <StatCards stats={stats} />
      <Card>
        {!current && !error ? (
          <Loading />
        ) : !current ? (
          <LoadError error={error} />
        ) : (
          <DataTable dense tableId="inventario" columns={columns} data={rows} serverSearch={search} />
        )}
      </Card>
      {gallery && <ImageGallery images={gallery.images} title={gallery.title} onClose={() => setGallery(null)} />}
      {baja && (
        <BajaModal
          row={baja}
          branchId={branch}
          onClose={() => setBaja(null)}
          onSaved={() => {
            setBaja(null);
            void reload();
          }}
        />
      )}
    </>
  );
}

/** Which price levels carry data, as a key: the columns change only when it does. */
function priceKey(rows: InventoryRow[]): string {
  return ['precio', 'precio2', 'precio3', 'precio4', 'precio5', 'precio6'].map((f) => (rows.some((r) => Number((r as any)[f] ?? 0) !== 0) ? '1' : '0')).join('');
}
