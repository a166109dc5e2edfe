// Suppliers (Super): list, add/edit modal, activate/deactivate.
import { createProveedor, listProveedores, toggleProveedor, updateProveedor, type Proveedor, type ProveedorInput } from '../../api/proveedores';
import { SimpleRegistryPage, type SimpleRegistryConfig } from '../../components/SimpleRegistryPage';

const PROVEEDORES: SimpleRegistryConfig<Proveedor, ProveedorInput> = {
  title: 'PROVEEDORES',
  subtitle: 'Proveedores a los que se registran las compras.',
  area: 'proveedores',
  addLabel: 'Nuevo Proveedor',
  editTitle: 'Editar Proveedor',
  fields: [
    { name: 'proveedor', label: 'Proveedor', required: true, wide: true },
    { name: 'nit', label: 'NIT' },
    { name: 'telefono', label: 'Teléfono', kind: 'digits' },
    { name: 'direccion', label: 'Dirección', wide: true },
  ],
  columns: [
    { accessorKey: 'proveedor', header: 'Proveedor', cell: ({ getValue }) => <strong>{getValue()}</strong> },
    { accessorKey: 'nit', header: 'NIT' },
    { accessorKey: 'telefono', header: 'Teléfono' },
    { accessorKey: 'direccion', header: 'Dirección' },
  ],
  list: listProveedores,
  create: createProveedor,
  update: updateProveedor,
  toggle: toggleProveedor,
};

/** The supplier list screen. */
export function ProveedoresPage() {
  return <SimpleRegistryPage config={PROVEEDORES} />;
}
