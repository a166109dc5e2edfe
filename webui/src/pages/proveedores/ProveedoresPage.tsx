// Suppliers (Super): list, add/edit modal, activate/deactivate.
import { useMemo, useState } from 'react';
import { createProveedor, listProveedores, toggleProveedor, updateProveedor, type Proveedor } from '../../api/proveedores';
import type { Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/Feedback';
import { ListScreen } from '../../components/ListScreen';
import { ActionButton, RowActions, ToggleButton } from '../../components/RowActions';
import { SimpleFormModal, type SimpleField } from '../../components/SimpleFormModal';
import { useEstadoToggle } from '../../components/useEstadoToggle';
import { useLoad } from '../../lib/useLoad';

const FIELDS: SimpleField[] = [
  { name: 'proveedor', label: 'Proveedor', required: true, wide: true },
  { name: 'nit', label: 'NIT' },
  { name: 'telefono', label: 'Teléfono', kind: 'digits' },
  { name: 'direccion', label: 'Dirección', wide: true },
];

/** The supplier list screen. */
export function ProveedoresPage() {
  const { data, loading, error, reload } = useLoad(listProveedores);
  const [editing, setEditing] = useState<Proveedor | 'new' | null>(null);
  const estado = useEstadoToggle<Proveedor>(toggleProveedor, reload);

  const columns = useMemo<Column<Proveedor>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      { accessorKey: 'proveedor', header: 'Proveedor', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'nit', header: 'NIT' },
      { accessorKey: 'telefono', header: 'Teléfono' },
      { accessorKey: 'direccion', header: 'Dirección' },
      { id: 'estado', header: 'Estado', accessorFn: (r) => (r.estado ? 'Activo' : 'Inactivo'), cell: ({ row }) => <StatusBadge active={row.original.estado} /> },
      {
        id: 'acciones',
        header: 'Acciones',
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions>
            <ActionButton icon="edit" title="Editar" variant="primary" onClick={() => setEditing(row.original)} />
            <ToggleButton active={row.original.estado} onClick={() => estado.ask(row.original)} />
          </RowActions>
        ),
      },
    ],
    [estado.ask],
  );

  const current = editing === 'new' ? null : editing;
  return (
    <ListScreen
      title="PROVEEDORES"
      subtitle="Proveedores a los que se registran las compras."
      area="proveedores"
      columns={columns}
      data={data}
      loading={loading}
      error={error}
      addLabel="Nuevo Proveedor"
      onAdd={() => setEditing('new')}
    >
      {editing && (
        <SimpleFormModal
          title={current ? 'Editar Proveedor' : 'Nuevo Proveedor'}
          fields={FIELDS}
          initial={{
            proveedor: current?.proveedor ?? '',
            nit: current?.nit ?? '',
            telefono: current?.telefono ?? '',
            direccion: current?.direccion ?? '',
          }}
          editing={!!current}
          save={(v) => {
            const input = { proveedor: v.proveedor, nit: v.nit, telefono: v.telefono, direccion: v.direccion };
            return current ? updateProveedor(current.id, input) : createProveedor(input);
          }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {estado.dialog}
    </ListScreen>
  );
}
