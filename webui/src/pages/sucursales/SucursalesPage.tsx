// Branches (Super): the list with image thumbnails, price levels and estado,
// add/edit in a modal and activate/deactivate after a confirmation.
import { useMemo, useState } from 'react';
import { listSucursales, PRICE_FLAGS, toggleSucursal, type Sucursal } from '../../api/sucursales';
import type { Column } from '../../components/DataTable';
import { ImageModal, Thumb } from '../../components/ImageGallery';
import { ListScreen } from '../../components/ListScreen';
import { ActionButton, actionsColumn, ToggleButton } from '../../components/RowActions';
import { estadoColumn, useEstadoToggle } from '../../components/useEstadoToggle';
import { useLoad } from '../../lib/useLoad';
import { SucursalFormModal } from './SucursalFormModal';

/** Enabled price levels of a branch as "P1 P3 ...". */
export function priceLevels(s: Sucursal): string[] {
  return PRICE_FLAGS.map((f, i) => (Number(s[f]) === 1 ? `P${i + 1}` : '')).filter(Boolean);
}

/** The branch list screen. */
export function SucursalesPage() {
  const { data, loading, error, reload } = useLoad(listSucursales);
  const [editing, setEditing] = useState<Sucursal | 'new' | null>(null);
  const [image, setImage] = useState<{ src: string; title: string } | null>(null);
  const estado = useEstadoToggle<Sucursal>(toggleSucursal, reload);

  const columns = useMemo<Column<Sucursal>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      {
        id: 'imagen',
        header: 'Imagen',
        enableSorting: false,
        cell: ({ row }) => <Thumb src={row.original.imagen} alt={row.original.sucursal} onOpen={(src) => setImage({ src, title: row.original.sucursal })} />,
      },
      { accessorKey: 'sucursal', header: 'Sucursal', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'nombre_oficial', header: 'Nombre Oficial' },
      { accessorKey: 'grupo', header: 'Grupo', cell: ({ getValue }) => `Grupo ${getValue()}` },
      { accessorKey: 'direccion', header: 'Dirección' },
      { accessorKey: 'telefono', header: 'Teléfono' },
      {
        id: 'precios',
        header: 'Precios',
        accessorFn: (s) => priceLevels(s).join(' '),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="chips">
            {priceLevels(row.original).map((p) => (
              <span key={p} className="chip">{p}</span>
            ))}
          </span>
        ),
      },
      estadoColumn(),
      actionsColumn((r) => (
        <>
          <ActionButton icon="edit" title="Editar" variant="primary" onClick={() => setEditing(r)} />
          <ToggleButton active={r.estado} onClick={() => estado.ask(r)} />
        </>
      )),
    ],
    [estado.ask],
  );

  return (
    <ListScreen
      title="SUCURSALES"
      subtitle="Sucursales del negocio, sus niveles de precio y estado."
      area="sucursales"
      columns={columns}
      data={data}
      loading={loading}
      error={error}
      addLabel="Nueva Sucursal"
      onAdd={() => setEditing('new')}
    >
      {editing && (
        <SucursalFormModal
          sucursal={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {image && <ImageModal src={image.src} title={image.title} onClose={() => setImage(null)} />}
      {estado.dialog}
    </ListScreen>
  );
}
