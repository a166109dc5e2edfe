// Units of measure (Super): list, add/edit modal, activate/deactivate.
import { createUnidad, listUnidades, toggleUnidad, updateUnidad, type Unidad, type UnidadInput } from '../../api/unidades';
import { SimpleRegistryPage, type SimpleRegistryConfig } from '../../components/SimpleRegistryPage';

const UNIDADES: SimpleRegistryConfig<Unidad, UnidadInput> = {
  title: 'UNIDADES',
  subtitle: 'Unidades de medida de los productos.',
  area: 'unidades',
  addLabel: 'Nueva Unidad',
  editTitle: 'Editar Unidad',
  fields: [
    { name: 'unidad', label: 'Unidad', required: true },
    { name: 'sigla', label: 'Sigla', required: true },
    { name: 'descripcion', label: 'Descripción', kind: 'textarea' },
  ],
  columns: [
    { accessorKey: 'unidad', header: 'Unidad', cell: ({ getValue }) => <strong>{getValue()}</strong> },
    { accessorKey: 'sigla', header: 'Sigla', cell: ({ getValue }) => <span className="chip">{getValue()}</span> },
    { accessorKey: 'descripcion', header: 'Descripción' },
  ],
  list: listUnidades,
  create: createUnidad,
  update: updateUnidad,
  toggle: toggleUnidad,
};

/** The unit list screen. */
export function UnidadesPage() {
  return <SimpleRegistryPage config={UNIDADES} />;
}
