// What every category registry shows and asks: the products' categories and
// the income and expense categories share the modal and the columns, and
// differ only in titles, area and calls.
import type { Categoria, CategoriaInput } from '../api/categorias';
import type { SimpleRegistryConfig } from './SimpleRegistryPage';

/** The texts, modal fields and columns of a category registry. */
export const CATEGORIA_REGISTRY: Pick<SimpleRegistryConfig<Categoria, CategoriaInput>, 'addLabel' | 'editTitle' | 'fields' | 'columns'> = {
  addLabel: 'Nueva Categoría',
  editTitle: 'Editar Categoría',
  fields: [
    { name: 'categoria', label: 'Categoría', required: true, wide: true },
    { name: 'descripcion', label: 'Descripción', kind: 'textarea' },
  ],
  columns: [
    { accessorKey: 'categoria', header: 'Categoría', cell: ({ getValue }) => <strong>{getValue()}</strong> },
    { accessorKey: 'descripcion', header: 'Descripción' },
  ],
};
