// Users (Super): list with view, edit, branch assignment and
// activate/deactivate; add and edit are full pages.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { listUsuarios, toggleUsuario, type Usuario } from '../../api/usuarios';
import type { Column } from '../../components/DataTable';
import { ImageModal, Thumb } from '../../components/ImageGallery';
import { ListScreen } from '../../components/ListScreen';
import { ActionButton, actionsColumn, ToggleButton } from '../../components/RowActions';
import { estadoColumn, useEstadoToggle } from '../../components/useEstadoToggle';
import { can } from '../../lib/policies';
import { displayName, roleLabel } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { AsignarSucursalesModal } from './AsignarSucursalesModal';

/** The user list screen. */
export function UsuariosPage() {
  const { session } = useSession();
  const [, navigate] = useLocation();
  const { data, loading, error, reload } = useLoad(listUsuarios);
  const [image, setImage] = useState<{ src: string; title: string } | null>(null);
  const [assigning, setAssigning] = useState<Usuario | null>(null);
  const estado = useEstadoToggle<Usuario>(toggleUsuario, reload);
  const canToggle = can(session?.user, 'usuario:activar');

  const columns = useMemo<Column<Usuario>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      {
        id: 'imagen',
        header: 'Imagen',
        enableSorting: false,
        cell: ({ row }) => <Thumb src={row.original.imagen} alt={row.original.usuario} onOpen={(src) => setImage({ src, title: displayName(row.original) })} />,
      },
      { id: 'nombre', header: 'Nombre', accessorFn: (u) => displayName(u), cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'usuario', header: 'Usuario' },
      { accessorKey: 'numero_identificacion', header: 'CI' },
      { id: 'rol', header: 'Rol', accessorFn: (u) => (u.rol ?? []).map(roleLabel).join(', '), cell: ({ getValue }) => <span className="badge badge-info">{getValue()}</span> },
      { accessorKey: 'sucursal', header: 'Sucursal' },
      estadoColumn(),
      actionsColumn((r) => (
        <>
          <ActionButton icon="eye" title="Ver" variant="info" href={`/admin/show-usuario/${r.id}`} />
          <ActionButton icon="edit" title="Editar" variant="primary" href={`/admin/editUsuario/${r.id}`} />
          <ActionButton icon="link" title="Asignar sucursales" onClick={() => setAssigning(r)} />
          {canToggle && <ToggleButton active={r.estado} onClick={() => estado.ask(r)} />}
        </>
      )),
    ],
    [estado.ask, canToggle],
  );

  return (
    <ListScreen
      title="USUARIOS"
      subtitle="Personal con acceso al sistema, su rol y sucursal."
      area="usuarios"
      columns={columns}
      data={data}
      loading={loading}
      error={error}
      addLabel="Nuevo Usuario"
      onAdd={() => navigate('/admin/addUsuario')}
    >
      {image && <ImageModal src={image.src} title={image.title} onClose={() => setImage(null)} />}
      {assigning && <AsignarSucursalesModal usuario={assigning} onClose={() => setAssigning(null)} />}
      {estado.dialog}
    </ListScreen>
  );
}
