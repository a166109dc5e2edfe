// Registrar Producto (/admin/addproducto) and Actualizar Producto
// (/admin/editproducto/:id/edit), Super only. The prices are the product's own
// (branches without prices of their own use them), images travel only when
// changed, and a stored image can be removed. Success returns to the list
// with the server's message.
import type { FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { listCategoriasActivas } from '../../api/categorias';
import { ApiError } from '../../api/client';
import {
  createProducto,
  getProducto,
  IMAGE_FIELDS,
  PRICE_FIELDS,
  updateProducto,
  type ImageField,
  type Producto,
  type ProductoInput,
} from '../../api/productos';
import { listUnidadesActivas } from '../../api/unidades';
import { getSiatEstado } from '../../api/facturacion';
import { BackButton } from '../../components/BackButton';
import { LoadError, Loading } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { MoneyInput } from '../../components/MoneyInput';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { typedCents } from '../../lib/amounts';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { onlyDigits, useForm } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';
import { withFlash } from './flash';
import { ImageSlots } from '../../components/ImageSlot';

/** Minimum stock of a new product. */
export const DEFAULT_MINIMO = 10;

/** The SIN's homologation of the product: codes of the synced catalogues (Facturación). */
const SIN_FIELDS = [
  { name: 'codigo_producto_sin', label: 'Código de producto SIN' },
  { name: 'actividad_economica', label: 'Actividad económica (SIN)' },
  { name: 'unidad_medida_sin', label: 'Unidad de medida SIN (código)' },
] as const;
const SHOWN = ['codigo', 'producto', 'nombre_factura', 'unidad', 'categoria', 'costo', 'minimo', 'descripcion', ...SIN_FIELDS.map((d) => d.name), ...PRICE_FIELDS, ...IMAGE_FIELDS];

/** An amount as the price inputs show it: "10.80", or "0". */
const money = (v: number | null | undefined) => (v ? Number(v).toFixed(2) : '0');

/** The form values of a product, or the defaults of a new one (costo 0, prices 0, minimo 10). */
export function initialProducto(p: Producto | null): ProductoInput {
  const prices = Object.fromEntries(PRICE_FIELDS.map((f) => [f, p ? money(p[f]) : '0'])) as Record<(typeof PRICE_FIELDS)[number], string>;
  return {
    codigo: p?.codigo ?? '',
    producto: p ? p.producto || p.nombre || '' : '',
    nombre_factura: p?.nombre_factura ?? '',
    unidad: p?.unidad_id ? String(p.unidad_id) : '',
    categoria: p?.categoria_id ? String(p.categoria_id) : '',
    costo: p ? money(p.costo) : '0',
    minimo: p ? String(p.minimo ?? DEFAULT_MINIMO) : String(DEFAULT_MINIMO),
    descripcion: p?.descripcion ?? '',
    ...prices,
    imagen: null,
    imagen2: null,
    imagen3: null,
    eliminar: [],
    codigo_producto_sin: p?.codigo_producto_sin ? String(p.codigo_producto_sin) : '',
    actividad_economica: p?.actividad_economica ?? '',
    unidad_medida_sin: p?.unidad_medida_sin ? String(p.unidad_medida_sin) : '',
  };
}

interface Option {
  value: string;
  label: string;
}

async function loadForm(id: number | null) {
  const [producto, unidades, categorias, siat] = await Promise.all([
    // Without a branch: the product's own prices, which are what the form saves.
    id ? getProducto(id) : Promise.resolve(null),
    listUnidadesActivas(),
    listCategoriasActivas(),
    getSiatEstado(),
  ]);
  // A product whose unit or category was deactivated keeps it selectable.
  const units: Option[] = unidades.map((u) => ({ value: String(u.id), label: u.unidad }));
  if (producto?.unidad_id && !units.some((o) => o.value === String(producto.unidad_id))) units.push({ value: String(producto.unidad_id), label: producto.unidad });
  const cats: Option[] = categorias.map((c) => ({ value: String(c.id), label: c.categoria }));
  if (producto?.categoria_id && !cats.some((o) => o.value === String(producto.categoria_id))) cats.push({ value: String(producto.categoria_id), label: producto.categoria });
  // The SIN's codes are asked only once invoicing is on, or kept in view when set.
  const invoicing = siat.activo || !!producto?.codigo_producto_sin || !!producto?.actividad_economica;
  return { producto, units, cats, invoicing };
}

/** The add/edit page. */
export function ProductoFormPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id ? Number(params.id) : null;
  const { data, loading, error } = useLoad(() => loadForm(id), [id]);
  return (
    <>
      <PageHeader
        title={id ? 'Actualizar Producto' : 'Registrar Producto'}
        subtitle={id ? 'Datos, precios de venta por defecto e imágenes del producto.' : 'Datos, precios de venta e imágenes del nuevo producto.'}
        actions={<BackButton href="/admin/productos" />}
      />
      {loading && !data ? (
        <Loading />
      ) : error || !data ? (
        <LoadError error={error} />
      ) : (
        <ProductoForm id={id} producto={data.producto} units={data.units} cats={data.cats} invoicing={data.invoicing} />
      )}
    </>
  );
}

function ProductoForm({
  id,
  producto,
  units,
  cats,
  invoicing,
}: {
  id: number | null;
  producto: Producto | null;
  units: Option[];
  cats: Option[];
  invoicing: boolean;
}) {
  const [, navigate] = useLocation();
  const toast = useToast();
  const f = useForm<ProductoInput>(() => initialProducto(producto));
  const v = f.values;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (f.busy) return;
    f.setBusy(true);
    try {
      const res = id ? await updateProducto(id, v) : await createProducto(v);
      const message = res?.message || (id ? 'Producto actualizado correctamente' : 'Producto registrado correctamente');
      navigate('/admin/productos', withFlash(message));
    } catch (err) {
      const errs = fieldErrorsOf(err);
      if (errs) f.setErrors(errs);
      else if (err instanceof ApiError && err.status === 403) toast.error(err.message);
      else toast.error((id ? 'Hubo un error al editar: ' : 'Hubo un error al registrar: ') + errorMessage(err));
      f.setBusy(false);
    }
  };

  const text = (name: 'codigo' | 'producto' | 'nombre_factura', label: string, required?: boolean) => (
    <Field label={label} name={name} errors={f.errors} required={required}>
      <input id={`f-${name}`} name={name} className="input" value={v[name]} onInput={(e) => f.set(name, e.currentTarget.value)} />
    </Field>
  );
  const number = (name: 'minimo', label: string, step: string) => (
    <Field label={label} name={name} errors={f.errors}>
      <input
        id={`f-${name}`}
        name={name}
        className="input input-num"
        type="number"
        min="0"
        step={step}
        inputMode={step === '1' ? 'numeric' : 'decimal'}
        value={v[name]}
        onInput={(e) => f.set(name, e.currentTarget.value)}
      />
    </Field>
  );
  const amount = (name: 'costo' | (typeof PRICE_FIELDS)[number], label: string) => (
    <Field label={label} name={name} errors={f.errors}>
      <MoneyInput id={`f-${name}`} name={name} className="input-num" value={typedCents(v[name])} onChange={(_c, _ok, t) => f.set(name, t)} />
    </Field>
  );
  const select = (name: 'unidad' | 'categoria', label: string, options: Option[]) => (
    <Field label={label} name={name} errors={f.errors} required>
      <select id={`f-${name}`} name={name} className="input" value={v[name]} onChange={(e) => f.set(name, e.currentTarget.value)}>
        <option value="">Seleccione...</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </Field>
  );
  const setImage = (field: ImageField, file: File | null) => {
    f.set(field, file);
    if (file) f.set('eliminar', v.eliminar.filter((x) => x !== field));
  };
  const removeImage = (field: ImageField) => {
    f.set(field, null);
    if (producto?.[field] && !v.eliminar.includes(field)) f.set('eliminar', [...v.eliminar, field]);
  };

  return (
    <form className="product-form" onSubmit={submit} noValidate>
      <Card title="Datos del producto">
        <div className="form-grid form-grid-3">
          {text('codigo', 'Código', true)}
          {text('producto', 'Producto', true)}
          {text('nombre_factura', 'Detalle')}
          {select('unidad', 'Unidad', units)}
          {select('categoria', 'Categoría', cats)}
          {number('minimo', 'Stock mínimo', '1')}
          <Field label="Descripción" name="descripcion" errors={f.errors} className="span-all">
            <textarea id="f-descripcion" name="descripcion" rows={2} className="input" value={v.descripcion} onInput={(e) => f.set('descripcion', e.currentTarget.value)} />
          </Field>
        </div>
      </Card>
      {invoicing && (
        <Card title="Facturación (SIN)" className="form-card">
          <div className="form-grid form-grid-3">
            {SIN_FIELDS.map((d) => (
              <Field key={d.name} label={d.label} name={d.name} errors={f.errors}>
                <input id={`f-${d.name}`} name={d.name} className="input" inputMode="numeric" value={v[d.name]} onInput={(e) => f.set(d.name, onlyDigits(e.currentTarget.value))} />
              </Field>
            ))}
          </div>
        </Card>
      )}
      <Card title="Costo y precios de venta" className="form-card">
        <div className="price-grid">
          {amount('costo', 'Costo (Bs)')}
          {PRICE_FIELDS.map((field, i) => amount(field, `Precio ${i + 1} (Bs)`))}
        </div>
      </Card>
      <Card title="Imágenes" className="form-card">
        <ImageSlots
          className="image-grid"
          fields={IMAGE_FIELDS}
          stored={producto}
          files={v}
          removed={v.eliminar}
          errors={f.errors}
          onFile={setImage}
          onRemove={removeImage}
        />
        <OtherErrors errors={f.errors} shown={SHOWN} />
        <div className="form-actions">
          <button type="button" className="btn btn-light" onClick={() => navigate('/admin/productos')} disabled={f.busy}>Cancelar</button>
          <button type="submit" className="btn btn-primary" disabled={f.busy}>
            {f.busy ? MSG.loading : id ? 'Actualizar' : 'Registrar'}
          </button>
        </div>
      </Card>
    </form>
  );
}
