// Product categories (Super): list, add/edit modal, activate/deactivate.
import { useMemo, useState } from 'react';
import { createCategoria, listCategorias, toggleCategoria, updateCategoria, type Categoria } from '../../api/categorias';
import type { Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/Feedback';
import { ListScreen } from '../../components/ListScreen';
import { ActionButton, RowActions, ToggleButton } from '../../components/RowActions';
import { SimpleFormModal, type SimpleField } from '../../components/SimpleFormModal';
import { useEstadoToggle } from '../../components/useEstadoToggle';
import { useLoad } from '../../lib/useLoad';

const FIELDS: SimpleField[] = [
  { name: 'categoria', label: 'Categoría', required: true, wide: true },
  { name: 'descripcion', label: 'Descripción', kind: 'textarea' },
];

/** The category list screen. */
export function CategoriasPage() {
  const { data, loading, error, reload } = useLoad(listCategorias);
  const [editing, setEditing] = useState<Categoria | 'new' | null>(null);
  const estado = useEstadoToggle<Categoria>(toggleCategoria, reload);

  const columns = useMemo<Column<Categoria>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      { accessorKey: 'categoria', header: 'Categoría', cell: ({ getValue }) => <strong>{getValue()}</strong> },
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
      title="CATEGORÍAS"
      subtitle="Categorías con las que se agrupan los productos."
      area="categorias"
      columns={columns}
      data={data}
      loading={loading}
      error={error}
      addLabel="Nueva Categoría"
      onAdd={() => setEditing('new')}
    >
      {editing && (
        <SimpleFormModal
          title={current ? 'Editar Categoría' : 'Nueva Categoría'}
          fields={FIELDS}
          initial={{ categoria: current?.categoria ?? '', descripcion: current?.descripcion ?? '' }}
          editing={!!current}
          save={(v) => {
            const input = { categoria: v.categoria, descripcion: v.descripcion };
            return current ? updateCategoria(current.id, input) : createCategoria(input);
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
