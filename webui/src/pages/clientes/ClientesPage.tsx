// Customers (the five staff roles): list with view, edit and
// activate/deactivate; Vendedor only views and adds (foundation.md §6).
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { listClientes, toggleCliente, type Cliente } from '../../api/clientes';
import type { Column } from '../../components/DataTable';
import { ImageModal, Thumb } from '../../components/ImageGallery';
import { ListScreen } from '../../components/ListScreen';
import { ActionButton, actionsColumn, ToggleButton } from '../../components/RowActions';
import { estadoColumn, useEstadoToggle } from '../../components/useEstadoToggle';
import { primaryRole } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';

/** "CI-complemento" as printed on documents. */
export function documento(c: Pick<Cliente, 'numero_documento' | 'complemento'>): string {
  return c.complemento ? `${c.numero_documento}-${c.complemento}` : c.numero_documento;
}

/** The customer list screen. */
export function ClientesPage() {
  const { session } = useSession();
  const [, navigate] = useLocation();
  const { data, loading, error, reload } = useLoad(listClientes);
  const [image, setImage] = useState<{ src: string; title: string } | null>(null);
  const estado = useEstadoToggle<Cliente>(toggleCliente, reload);
  const canEdit = primaryRole(session?.user) !== 'Vendedor';

  const columns = useMemo<Column<Cliente>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      {
        id: 'imagen',
        header: 'Imagen',
        enableSorting: false,
        cell: ({ row }) => (
          <Thumb src={row.original.imagen} alt={row.original.nombres_apellidos} onOpen={(src) => setImage({ src, title: row.original.nombres_apellidos })} />
        ),
      },
      { accessorKey: 'nombres_apellidos', header: 'Nombre / Razón Social', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { id: 'documento', header: 'CI/NIT', accessorFn: (c) => documento(c) },
      { accessorKey: 'telefono', header: 'Teléfono' },
      { accessorKey: 'email', header: 'Email' },
      { accessorKey: 'direccion', header: 'Dirección' },
      estadoColumn(),
      actionsColumn((r) => (
        <>
          <ActionButton icon="eye" title="Ver" variant="info" href={`/admin/show-cliente/${r.id}`} />
          {canEdit && <ActionButton icon="edit" title="Editar" variant="primary" href={`/admin/editcliente/${r.id}/edit`} />}
          {canEdit && <ToggleButton active={r.estado} onClick={() => estado.ask(r)} />}
        </>
      )),
    ],
    [estado.ask, canEdit],
  );

  return (
    <ListScreen
      title="CLIENTES"
      subtitle="Clientes a los que se emiten ventas, cotizaciones y catálogos."
      area="clientes"
      columns={columns}
      data={data}
      loading={loading}
      error={error}
      addLabel="Nuevo Cliente"
      onAdd={() => navigate('/admin/addcliente')}
    >
      {image && <ImageModal src={image.src} title={image.title} onClose={() => setImage(null)} />}
      {estado.dialog}
    </ListScreen>
  );
}
