// Categorías de ingresos and Categorías de gastos (Super and Administrador):
// list, add/edit modal, activate/deactivate and PDF, one simple registry per book.
import {
  createCategoriaDinero,
  listCategoriasDinero,
  toggleCategoriaDinero,
  updateCategoriaDinero,
  type CategoriaDinero,
  type CategoriaDineroInput,
  type Libro,
} from '../../api/dinero';
import { CATEGORIA_REGISTRY } from '../../components/categoriaRegistry';
import { SimpleRegistryPage, type SimpleRegistryConfig } from '../../components/SimpleRegistryPage';

function config(libro: Libro): SimpleRegistryConfig<CategoriaDinero, CategoriaDineroInput> {
  const name = libro === 'ingresos' ? 'Ingresos' : 'Gastos';
  return {
    title: `CATEGORÍAS DE ${name.toUpperCase()}`,
    subtitle: `Categorías con las que se agrupan los ${name.toLowerCase()}.`,
    area: `categorias_${libro}`,
    ...CATEGORIA_REGISTRY,
    list: () => listCategoriasDinero(libro),
    create: (input) => createCategoriaDinero(libro, input),
    update: (id, input) => updateCategoriaDinero(libro, id, input),
    toggle: (id) => toggleCategoriaDinero(libro, id),
  };
}

const INGRESOS = config('ingresos');
const GASTOS = config('gastos');

/** Categorías de ingresos. */
export function CategoriasIngresosPage() {
  return <SimpleRegistryPage config={INGRESOS} />;
}

/** Categorías de gastos. */
export function CategoriasGastosPage() {
  return <SimpleRegistryPage config={GASTOS} />;
}
