// INVENTARIO MOBILIARIO (/admin/mobiliario, Super): the furniture of a branch
// with its pictures, value, state and dimensions, the total, the PDF, and
// the create/edit modal. In-screen rules of §6: the branch select and table
// controls for Administrador, Super and Inventario; Nuevo Registro, PDF and
// the total for Super; edit and delete hidden from Vendedor.
import { useMemo, useState } from 'react';
import { deleteMobiliario, listMobiliario, mobiliarioPdfPath, type Mobiliario } from '../../api/mobiliario';
import { openPdf } from '../../api/downloads';
import { BranchSelect, useBranchId } from '../../components/BranchSelect';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { ImageGallery } from '../../components/ImageGallery';
import { Card, PageHeader } from '../../components/PageHeader';
import { ProductThumb, type GalleryRequest } from '../../components/ProductCells';
import { ActionButton, actionsColumn } from '../../components/RowActions';
import { StatCards } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { MobiliarioFormModal } from './MobiliarioFormModal';

/** Badge colour of a furniture state. */
export function estadoBadge(estado: string): string {
  return estado === 'NUEVO' ? 'badge-success' : estado === 'USADO' ? 'badge-warning' : 'badge-danger';
}

/** Largo × Alto × Ancho of the given dimensions, "—" when none. */
export function dimensions(m: Pick<Mobiliario, 'largo' | 'alto' | 'ancho'>): string {
  const parts = [m.largo, m.alto, m.ancho].map((d) => d || '—');
  return parts.every((p) => p === '—') ? '—' : parts.join(' × ');
}

/** The furniture screen. */
export function MobiliarioPage() {
  const toast = useToast();
  const { session } = useSession();
  const user = session!.user;
  const isSuper = can(user, 'mobiliario:registrar');
  const controls = can(user, 'mobiliario:controles');
  const canEdit = can(user, 'mobiliario:editar');
  const [branch, setBranch] = useState(useBranchId());
  const { data, loading, error, reload } = useLoad(() => listMobiliario(branch), [branch]);
  const [editing, setEditing] = useState<Mobiliario | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Mobiliario | null>(null);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      const res = await deleteMobiliario(deleting.id);
      toast.success(res?.message || 'Mobiliario eliminado correctamente.');
      reload();
    } catch (e) {
      toast.error('Error al eliminar el mobiliario: ' + errorMessage(e));
    }
  };
  const pdf = async () => {
    try {
      await openPdf(mobiliarioPdfPath(branch));
      toast.success(MSG.pdfOk);
    } catch {
      toast.error(MSG.pdfError);
    }
  };

  const columns = useMemo<Column<Mobiliario>[]>(() => {
    const cols: Column<Mobiliario>[] = [
      {
        id: 'imagen',
        header: 'Imagen',
        enableSorting: false,
        cell: ({ row }) => (
          <ProductThumb
            images={[row.original.imagen1, row.original.imagen2, row.original.imagen3]}
            title={row.original.mobiliario}
            onOpen={setGallery}
          />
        ),
      },
      { accessorKey: 'fecha_entrega', header: 'Fecha de entrega', cell: ({ getValue }) => formatDate(`${getValue()}T12:00:00`) },
      { accessorKey: 'mobiliario', header: 'Mobiliario', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'cantidad', header: 'Cantidad', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatNumber(getValue())}</span> },
      { accessorKey: 'valor', header: 'Valor', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatMoney(getValue())}</span> },
      { accessorKey: 'subtotal', header: 'Subtotal', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatMoney(getValue())}</span> },
      {
        accessorKey: 'estado_mobiliario',
        header: 'Estado',
        cell: ({ getValue }) => <span className={`badge ${estadoBadge(getValue())}`}>{getValue()}</span>,
      },
      { id: 'dimensiones', header: 'Largo × Alto × Ancho', accessorFn: (m) => dimensions(m) },
      { accessorKey: 'observaciones', header: 'Observaciones', cell: ({ getValue }) => getValue() || <span className="muted">—</span> },
    ];
    if (controls && canEdit) {
      cols.push(
        actionsColumn((r) => (
          <>
            <ActionButton icon="edit" title="Editar" variant="primary" onClick={() => setEditing(r)} />
            <ActionButton icon="trash" title="Eliminar" variant="danger" onClick={() => setDeleting(r)} />
          </>
        )),
      );
    }
    return cols;
  }, [controls, canEdit]);

  return (
    <>
      <PageHeader
        title="INVENTARIO MOBILIARIO"
        subtitle="Muebles y equipos de cada sucursal, con su valor, estado y fotografías."
        actions={
          isSuper && (
            <>
              <button type="button" className="btn btn-pdf" onClick={pdf}>
                <Icon name="file" /> PDF
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
                <Icon name="plus" /> Nuevo Registro
              </button>
            </>
          )
        }
      />
      {isSuper && data && (
        <StatCards stats={[{ label: 'Costo total del mobiliario', value: formatMoney(data.total), icon: 'cash', tone: 'success' }]} />
      )}
      <Card>
        {controls && (
          <div className="filter-bar">
            <BranchSelect value={branch} onChange={setBranch} />
          </div>
        )}
        {loading && !data ? (
          <Loading />
        ) : error ? (
          <LoadError />
        ) : (
          <DataTable dense tableId="mobiliario" columns={columns} data={data?.data ?? []} />
        )}
      </Card>
      {editing && (
        <MobiliarioFormModal
          item={editing === 'new' ? null : editing}
          sucursalId={branch}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {gallery && <ImageGallery images={gallery.images} title={gallery.title} onClose={() => setGallery(null)} />}
      {deleting && (
        <ConfirmDialog
          text={`Se eliminará "${deleting.mobiliario}" del inventario de mobiliario.`}
          confirmLabel="Sí, eliminar"
          onConfirm={remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
