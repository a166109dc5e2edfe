// PRODUCTOS (/admin/productos, Super): every product with its branch prices,
// the gallery of up to three images, the quick-info modal, view, edit and
// activate/deactivate. The search box asks the server's product index.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { buscarProductos, listProductos, PRODUCTOS_EXCEL, productImages, productName, toggleProducto, type Producto } from '../../api/productos';
import { useBranchId } from '../../components/BranchSelect';
import { DataTable, type Column } from '../../components/DataTable';
import { ExcelButton } from '../../components/ExcelButton';
import { Loaded } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { ImageGallery } from '../../components/ImageGallery';
import { Card, PageHeader } from '../../components/PageHeader';
import { PdfButton } from '../../components/PdfButton';
import { Money, priceColumns, ProductThumb, type GalleryRequest } from '../../components/ProductCells';
import { ActionButton, actionsColumn, ToggleButton } from '../../components/RowActions';
import { estadoColumn, useEstadoToggle } from '../../components/useEstadoToggle';
import { formatNumber } from '../../lib/format';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { useFlash } from './flash';
import { QuickInfoModal } from './QuickInfo';

/** How many matches the search box asks the index for. */
const SEARCH_LIMIT = 50;

/** The product list screen. */
export function ProductosPage() {
  const { session } = useSession();
  const [, navigate] = useLocation();
  const branchId = useBranchId();
  const isSuper = can(session?.user, 'producto:costo');
  const isSeller = !can(session?.user, 'producto:editar');
  const flash = useFlash();
  const { data, loading, error, reload } = useLoad(() => listProductos(branchId), [branchId]);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const [info, setInfo] = useState<Producto | null>(null);
  const estado = useEstadoToggle<Producto>(toggleProducto, reload);

  const serverSearch = useMemo(() => ({ search: (q: string) => buscarProductos(q, { sucursal_id: branchId, limit: SEARCH_LIMIT, productoActivo: false }) }), [branchId]);

  const columns = useMemo<Column<Producto>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      {
        id: 'imagen',
        header: 'Imagen',
        enableSorting: false,
        cell: ({ row }) => <ProductThumb images={productImages(row.original)} title={productName(row.original)} onOpen={setGallery} />,
      },
      {
        id: 'producto',
        header: 'Producto',
        accessorFn: (p) => productName(p),
        cell: ({ row }) => (
          <span className="product-name">
            <strong>{productName(row.original)}</strong>
            <small>{row.original.codigo}</small>
          </span>
        ),
      },
      { accessorKey: 'unidad', header: 'Unidad' },
      ...(isSuper
        ? [{ id: 'costo', header: 'Costo', meta: { align: 'right' }, accessorFn: (p: Producto) => p.costo ?? null, cell: ({ getValue }: any) => <Money value={getValue()} plain /> } as Column<Producto>]
        : []),
      ...priceColumns<Producto>(data ?? [], isSeller),
      { accessorKey: 'minimo', header: 'Mínimo', meta: { align: 'right' }, cell: ({ getValue }) => formatNumber(getValue()) },
      estadoColumn(),
      actionsColumn((r) => (
        <>
          <ActionButton icon="info" title="Información rápida" variant="info" onClick={() => setInfo(r)} />
          {!isSeller && <ActionButton icon="eye" title="Ver" href={`/admin/show-producto/${r.id}`} />}
          {!isSeller && <ActionButton icon="edit" title="Editar" variant="primary" href={`/admin/editproducto/${r.id}/edit`} />}
          {!isSeller && <ToggleButton active={r.estado} onClick={() => estado.ask(r)} />}
        </>
      )),
    ],
    [data, isSuper, isSeller, estado.ask],
  );

  return (
    <>
      <PageHeader title="PRODUCTOS" subtitle="Catálogo de productos con su costo y sus precios de venta en la sucursal (importes en Bs)." />
      {flash && (
        <div className="alert alert-success flash" role="status">
          <Icon name="check" />
          <span>{flash}</span>
        </div>
      )}
      <Card>
        <Loaded waiting={loading && !data} error={error}>
          <DataTable
            dense
            tableId="productos"
            columns={columns}
            data={data ?? []}
            serverSearch={serverSearch}
            searchPlaceholder="Buscar por código o nombre..."
            actions={
              !isSeller && (
                <>
                  <PdfButton area="productos" />
                  <ExcelButton path={PRODUCTOS_EXCEL} query={{ sucursal_id: branchId }} fileName="productos.xlsx" />
                  <button type="button" className="btn btn-primary" onClick={() => navigate('/admin/addproducto')}>
                    <Icon name="plus" /> Nuevo Producto
                  </button>
                </>
              )
            }
          />
        </Loaded>
      </Card>
      {gallery && <ImageGallery images={gallery.images} title={gallery.title} onClose={() => setGallery(null)} />}
      {info && <QuickInfoModal id={info.id} onClose={() => setInfo(null)} />}
      {estado.dialog}
    </>
  );
}
