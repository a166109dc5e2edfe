// Units of measure (Super): list, add/edit modal, activate/deactivate.
import { useMemo, useState } from 'react';
import { createUnidad, listUnidades, toggleUnidad, updateUnidad, type Unidad } from '../../api/unidades';
import type { Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/Feedback';
import { ListScreen } from '../../components/ListScreen';
import { ActionButton, RowActions, ToggleButton } from '../../components/RowActions';
import { SimpleFormModal, type SimpleField } from '../../components/SimpleFormModal';
import { useEstadoToggle } from '../../components/useEstadoToggle';
import { useLoad } from '../../lib/useLoad';

const FIELDS: SimpleField[] = [
  { name: 'unidad', label: 'Unidad', required: true },
  { name: 'sigla', label: 'Sigla', required: true },
  { name: 'descripcion', label: 'Descripción', kind: 'textarea' },
];

/** The unit list screen. */
export function UnidadesPage() {
  const { data, loading, error, reload } = useLoad(listUnidades);
  const [editing, setEditing] = useState<Unidad | 'new' | null>(null);
  const estado = useEstadoToggle<Unidad>(toggleUnidad, reload);

  const columns = useMemo<Column<Unidad>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      { accessorKey: 'unidad', header: 'Unidad', cell: ({ getValue }) => <strong>{getValue()}</strong> },
      { accessorKey: 'sigla', header: 'Sigla', cell: ({ getValue }) => <span className="chip">{getValue()}</span> },
      { accessorKey: 'descripcion', header: 'Descripción' },
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
      title="UNIDADES"
      subtitle="Unidades de medida de los productos."
      area="unidades"
      columns={columns}
      data={data}
      loading={loading}
      error={error}
      addLabel="Nueva Unidad"
      onAdd={() => setEditing('new')}
    >
      {editing && (
        <SimpleFormModal
          title={current ? 'Editar Unidad' : 'Nueva Unidad'}
          fields={FIELDS}
          initial={{ unidad: current?.unidad ?? '', sigla: current?.sigla ?? '', descripcion: current?.descripcion ?? '' }}
          editing={!!current}
          save={(v) => {
            const input = { unidad: v.unidad, sigla: v.sigla, descripcion: v.descripcion };
            return current ? updateUnidad(current.id, input) : createUnidad(input);
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
