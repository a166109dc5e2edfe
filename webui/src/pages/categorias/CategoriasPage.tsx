// Product categories (Super): list, add/edit modal, activate/deactivate.
import { createCategoria, listCategorias, toggleCategoria, updateCategoria, type Categoria, type CategoriaInput } from '../../api/categorias';
import { SimpleRegistryPage, type SimpleRegistryConfig } from '../../components/SimpleRegistryPage';

const CATEGORIAS: SimpleRegistryConfig<Categoria, CategoriaInput> = {
  title: 'CATEGORÍAS',
  subtitle: 'Categorías con las que se agrupan los productos.',
  area: 'categorias',
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
  list: listCategorias,
  create: createCategoria,
  update: updateCategoria,
  toggle: toggleCategoria,
};

/** The category list screen. */
export function CategoriasPage() {
  return <SimpleRegistryPage config={CATEGORIAS} />;
}
