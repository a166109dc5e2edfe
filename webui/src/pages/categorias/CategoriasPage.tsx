// Product categories (Super): list, add/edit modal, activate/deactivate.
import { createCategoria, listCategorias, toggleCategoria, updateCategoria, type Categoria, type CategoriaInput } from '../../api/categorias';
import { CATEGORIA_REGISTRY } from '../../components/categoriaRegistry';
import { SimpleRegistryPage, type SimpleRegistryConfig } from '../../components/SimpleRegistryPage';

const CATEGORIAS: SimpleRegistryConfig<Categoria, CategoriaInput> = {
  title: 'CATEGORÍAS',
  subtitle: 'Categorías con las que se agrupan los productos.',
  area: 'categorias',
  ...CATEGORIA_REGISTRY,
  list: listCategorias,
  create: createCategoria,
  update: updateCategoria,
  toggle: toggleCategoria,
};

/** The category list screen. */
export function CategoriasPage() {
  return <SimpleRegistryPage config={CATEGORIAS} />;
}
