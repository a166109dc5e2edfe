// Registrar Compra (/admin/nuevaCompra, Super): supplier and payment form,
// the product picker of branch 1 with costs and the six prices, the cart and
// 'Limpiar Datos'. Purchases enter the main warehouse (branch 1). The form
// and the cart survive a visit to another screen until saved or cleared.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { createCompra, type CompraInput } from '../../api/compras';
import type { PickerProduct } from '../../api/productos-picker';
import { listProveedoresActivos } from '../../api/proveedores';
import { BackButton } from '../../components/BackButton';
import { DateInput } from '../../components/DateInput';
import { MoneyInput } from '../../components/MoneyInput';
import { FieldError } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { ProductPicker } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { aCuentaError, saldoOf, toCents, typedCents, validAmount } from '../../lib/amounts';
import { useDocumentKey } from '../../lib/documentKey';
import { errorMessage } from '../../lib/errors';
import { formatMoney, todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { METODOS_PAGO } from '../../lib/paymentMethods';
import { useCartErrors } from '../../lib/useCartErrors';
import { withoutError } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';
import { useStoredState } from '../../lib/useStoredState';
import { cartTotal } from '../../lib/cart';
import { addPurchaseProduct, asPurchaseCart, hasInvalidAmount, purchaseLinesPayload, type PurchaseLine } from './cart';
import { COMPRA_MSG } from './common';
import { MAIN_BRANCH } from './ComprasPage';
import { PurchaseCart } from './PurchaseCart';

/** Voucher types; Ninguno is the default. */
export const TIPOS_COMPROBANTE = ['Ninguno', 'Nota', 'Factura'] as const;

interface CompraForm {
  proveedor: string;
  fecha_compra: string;
  tipo_comprobante: string;
  numero_comprobante: string;
  tipo_pago: 'Contado' | 'Cuotas';
  metodo_pago: string;
  numero_documento: string;
  descripcion: string;
  a_cuenta: string;
  fecha_limite: string;
}

function freshForm(): CompraForm {
  return {
    proveedor: '',
    fecha_compra: todayIso(),
    tipo_comprobante: 'Ninguno',
    numero_comprobante: '',
    tipo_pago: 'Contado',
    metodo_pago: 'Efectivo',
    numero_documento: '',
    descripcion: '',
    a_cuenta: '',
    fecha_limite: '',
  };
}

const FORM_KEY = 'sgc.compra.form';
const CART_KEY = 'sgc.compra.carrito';
const SHOWN = ['proveedor', 'fecha_compra', 'tipo_comprobante', 'numero_comprobante', 'tipo_pago', 'metodo_pago', 'numero_documento', 'descripcion', 'a_cuenta', 'fecha_limite', 'total', 'productos', 'sucursal'];

function asForm(v: unknown): CompraForm {
  return v && typeof v === 'object' ? { ...freshForm(), ...(v as Partial<CompraForm>) } : freshForm();
}

/** The new-purchase screen. */
export function NuevaCompraPage() {
  const toast = useToast();
  const [, navigate] = useLocation();
  const proveedores = useLoad(listProveedoresActivos);
  useEffect(() => {
    if (proveedores.error) toast.error(COMPRA_MSG.suppliersError);
  }, [proveedores.error, toast]);

  const [form, setForm] = useStoredState<CompraForm>(FORM_KEY, freshForm(), asForm);
  const [cart, setCart] = useStoredState<PurchaseLine[]>(CART_KEY, [], asPurchaseCart);
  const { errors, setErrors, lineErrors, clearErrors, showErrors } = useCartErrors();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // The purchase's Idempotency-Key, kept with the stored cart until it is saved or cleared.
  const purchaseKey = useDocumentKey('compra');

  const total = useMemo(() => cartTotal(cart, (l) => l.costo), [cart]);
  const pay = saldoOf(total, form.tipo_pago, toCents(form.a_cuenta));
  const aCuentaMsg = form.tipo_pago === 'Cuotas' ? aCuentaError(form.a_cuenta, total) : null;
  const proveedor = (proveedores.data ?? []).find((p) => String(p.id) === form.proveedor);

  const set = <K extends keyof CompraForm>(name: K, value: CompraForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => withoutError(e, name));
  };

  const add = (p: PickerProduct) => {
    setCart((c) => addPurchaseProduct(c, p));
    toast.success('Agregado al carrito');
  };

  const limpiar = () => {
    purchaseKey.settle();
    setForm(freshForm());
    setCart([]);
    clearErrors();
  };

  const submit = async () => {
    if (inFlight.current || !cart.length) return;
    const bad = aCuentaMsg || (!validAmount(form.a_cuenta) || hasInvalidAmount(cart) ? MSG.invalidNumber : null);
    if (bad) {
      toast.error(bad);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    clearErrors();
    const input: CompraInput = {
      proveedor: Number(form.proveedor) || 0,
      sucursal: MAIN_BRANCH,
      fecha_compra: form.fecha_compra,
      tipo_comprobante: form.tipo_comprobante,
      numero_comprobante: form.numero_comprobante.trim(),
      tipo_pago: form.tipo_pago,
      metodo_pago: form.metodo_pago,
      numero_documento: form.numero_documento.trim(),
      descripcion: form.descripcion.trim(),
      a_cuenta: pay.aCuenta / 100,
      saldo: pay.saldo / 100,
      fecha_limite: form.tipo_pago === 'Cuotas' ? form.fecha_limite : '',
      total: total / 100,
      productos: purchaseLinesPayload(cart),
    };
    try {
      const res = await createCompra(input, purchaseKey.current);
      toast.success(res?.message || COMPRA_MSG.saved);
      limpiar();
      navigate('/admin/compras');
    } catch (e) {
      showErrors(e, cart);
      toast.error(`${COMPRA_MSG.saveError}: ${errorMessage(e) || COMPRA_MSG.unknownError}`);
      inFlight.current = false;
      setBusy(false);
    }
  };

  const input = (name: keyof CompraForm, label: string, opts: { type?: string; className?: string; placeholder?: string; max?: string; min?: string } = {}) => (
    <Field label={label} name={name} errors={errors} className={opts.className}>
      <input
        id={`f-${name}`}
        className="input"
        type={(opts.type ?? 'text') as 'text'}
        placeholder={opts.placeholder}
        max={opts.max}
        min={opts.min}
        value={form[name]}
        onInput={(e) => set(name, e.currentTarget.value as never)}
      />
    </Field>
  );

  const date = (name: 'fecha_compra' | 'fecha_limite', label: string, opts: { max?: string; min?: string }) => (
    <Field label={label} name={name} errors={errors}>
      <DateInput id={`f-${name}`} max={opts.max} min={opts.min} value={form[name]} onChange={(iso) => set(name, iso ?? '')} />
    </Field>
  );

  const select = (name: keyof CompraForm, label: string, options: readonly string[], className?: string) => (
    <Field label={label} name={name} errors={errors} className={className}>
      <select id={`f-${name}`} className="input" value={form[name]} onChange={(e) => set(name, e.currentTarget.value as never)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <>
      <PageHeader
        title="Registrar Compra"
        subtitle="Las compras ingresan al almacén central (Casa Matriz, sucursal 1)."
        actions={
          <>
            <button type="button" className="btn btn-light" onClick={limpiar} disabled={busy}>
              <Icon name="refresh" /> Limpiar Datos
            </button>
            <BackButton href="/admin/compras" />
          </>
        }
      />
      <div className="op-layout op-layout-purchase">
        <Card title="Proveedor y pago" className="op-form">
          <div className="form-grid form-grid-compact">
            <Field label="Proveedor" name="proveedor" errors={errors} required className="span-2">
              <select id="f-proveedor" className="input" value={form.proveedor} onChange={(e) => set('proveedor', e.currentTarget.value)}>
                <option value="">{proveedores.loading ? MSG.loading : 'Seleccione un proveedor'}</option>
                {(proveedores.data ?? []).map((p) => (
                  <option key={p.id} value={String(p.id)}>
                    {p.proveedor}
                    {p.nit ? ` — NIT ${p.nit}` : ''}
                  </option>
                ))}
              </select>
            </Field>
            {date('fecha_compra', 'Fecha de compra', { max: todayIso() })}
            <Field label="NIT" name="nit">
              <input id="f-nit" className="input" value={proveedor?.nit ?? ''} readOnly disabled placeholder="—" />
            </Field>
            {select('tipo_comprobante', 'Tipo de comprobante', TIPOS_COMPROBANTE)}
            {input('numero_comprobante', 'N° de comprobante')}
            {select('tipo_pago', 'Tipo de pago', ['Contado', 'Cuotas'])}
            {select('metodo_pago', 'Método de pago', METODOS_PAGO)}
            {form.tipo_pago === 'Cuotas' && (
              <>
                <Field label="A cuenta (Bs)" name="a_cuenta" errors={errors}>
                  <MoneyInput id="f-a_cuenta" disabled={total <= 0} value={typedCents(form.a_cuenta)} error={aCuentaMsg} onChange={(_c, _ok, t) => set('a_cuenta', t)} />
                </Field>
                {date('fecha_limite', 'Fecha límite', { min: todayIso() })}
              </>
            )}
            {input('numero_documento', 'N° documento de pago', { className: 'span-2' })}
            <Field label="Descripción" name="descripcion" errors={errors} className="span-2">
              <textarea id="f-descripcion" className="input" rows={2} value={form.descripcion} onInput={(e) => set('descripcion', e.currentTarget.value)} />
            </Field>
          </div>
        </Card>
        <Card title="Productos" className="op-picker">
          <ProductPicker sucursalId={MAIN_BRANCH} variant="compra" onAdd={add} />
        </Card>
      </div>
      <Card
        title="Carrito de Compras"
        className="card-gap op-cart"
        actions={<span className="badge badge-info">{cart.length} {cart.length === 1 ? 'producto' : 'productos'}</span>}
      >
        <PurchaseCart
          cart={cart}
          onChange={setCart}
          onRemove={(c) => {
            setCart(c);
            toast.success('Eliminado del carrito');
          }}
          lineErrors={lineErrors}
        />
        <div className="purchase-foot">
          <div className="purchase-errors">
            <FieldError errors={errors} name="total" />
            <FieldError errors={errors} name="productos" />
            <FieldError errors={errors} name="sucursal" />
            <OtherErrors errors={errors} shown={[...SHOWN, ...Object.keys(errors).filter((k) => k.startsWith('productos.'))]} />
          </div>
          <dl className="cart-totals purchase-totals">
            <dt className="grand">Total</dt>
            <dd className="grand">{formatMoney(total / 100)}</dd>
            {form.tipo_pago === 'Cuotas' && (
              <>
                <dt>A cuenta</dt>
                <dd>{formatMoney(pay.aCuenta / 100)}</dd>
                <dt>Saldo</dt>
                <dd className={pay.saldo > 0 ? 'saldo-open' : undefined}>{formatMoney(pay.saldo / 100)}</dd>
              </>
            )}
          </dl>
          {cart.length > 0 && (
            <button type="button" className="btn btn-primary btn-lg" onClick={submit} disabled={busy}>
              <Icon name="check" /> {busy ? 'Guardando...' : 'Registrar Compra'}
            </button>
          )}
        </div>
      </Card>
    </>
  );
}
