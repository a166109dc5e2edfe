// Registrar Venta (/admin/nueva-venta): on the left the client and payment
// form and the product picker of the branch; on the right the cart with its
// totals, the paper type and the submit button (operations.md §2, §4, §5).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { listClientesActivos, type Cliente } from '../../api/clientes';
import type { FieldErrors } from '../../api/client';
import type { PickerProduct } from '../../api/productos-picker';
import {
  createVenta,
  documentPath,
  loadPaperType,
  PAPER_TYPES,
  savePaperType,
  showPdfInTab,
  type PaperType,
  type VentaInput,
} from '../../api/ventas';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { DateInput } from '../../components/DateInput';
import { FieldError } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { MoneyInput } from '../../components/MoneyInput';
import { ProductPicker } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { aCuentaError, lineErrorsByIndex, typedCents, validAmount } from '../../lib/amounts';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { formatMoney, todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { hasCapability, primaryRole } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { useStoredState } from '../../lib/useStoredState';
import {
  addToCart,
  CART_MSG,
  discountError,
  lineProblem,
  linesPayload,
  newIdCarrito,
  priceFloorApplies,
  priceFloorError,
  saleTotals,
  type CartResult,
  type SaleLine,
} from './cart';
import { SaleCart } from './SaleCart';

/** Texts of the screen fixed by the specification. */
export const VENTA_MSG = {
  saved: 'Venta guardada con éxito',
  saveError: 'Error al guardar la venta',
  saveUnknown: 'Error desconocido al guardar la venta.',
  clientsError: 'Error al cargar los clientes',
} as const;

/** Payment methods, Efectivo first (the default). */
export const METODOS_PAGO = ['Efectivo', 'Cheque', 'Transferencia', 'Tarjeta'] as const;

interface VentaForm {
  cliente: string;
  razon_social: string;
  nit: string;
  complemento: string;
  direccion: string;
  telefono: string;
  fecha_venta: string;
  tipo_pago: 'Contado' | 'Cuotas';
  metodo_pago: string;
  numero_documento_pago: string;
  descripcion: string;
  descuento: string;
  a_cuenta: string;
  fecha_limite: string;
}

function freshForm(): VentaForm {
  return {
    cliente: '1',
    razon_social: 'SN',
    nit: '0',
    complemento: '',
    direccion: '',
    telefono: '',
    fecha_venta: todayIso(),
    tipo_pago: 'Contado',
    metodo_pago: 'Efectivo',
    numero_documento_pago: '',
    descripcion: '',
    descuento: '',
    a_cuenta: '',
    fecha_limite: '',
  };
}

const FORM_FIELDS = ['cliente', 'razon_social', 'nit', 'fecha_venta', 'tipo_pago', 'metodo_pago', 'numero_documento_pago', 'descripcion', 'descuento', 'a_cuenta', 'fecha_limite', 'total', 'productos', 'sucursal'];

function asCart(v: unknown): SaleLine[] {
  return Array.isArray(v) ? v.filter((l) => l && typeof l.idCarrito === 'string' && typeof l.id === 'number') : [];
}

/** The new-sale screen. */
export function NuevaVentaPage() {
  const { session } = useSession();
  const role = primaryRole(session?.user);
  const isSuper = role === 'Super';
  // Selling in Cuotas: Super and Administrador, or a role granted it (Permisos por rol).
  const canCredit = hasCapability(session?.user, 'vender_credito');
  const branchId = useBranchId();
  const toast = useToast();
  const [, navigate] = useLocation();

  const clientes = useLoad(listClientesActivos);
  useEffect(() => {
    if (clientes.error) toast.error(VENTA_MSG.clientsError);
  }, [clientes.error, toast]);

  const [cart, setCart] = useStoredState<SaleLine[]>(`sgc.venta.carrito.${branchId}`, [], asCart);
  const [form, setForm] = useState<VentaForm>(freshForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [paper, setPaper] = useState<PaperType>(loadPaperType);
  const [busy, setBusy] = useState(false);
  // Blocks a second click before the busy state has re-rendered the button.
  const inFlight = useRef(false);

  const tipoPago = canCredit ? form.tipo_pago : 'Contado';
  const totals = useMemo(() => saleTotals(cart, form.descuento, tipoPago, form.a_cuenta), [cart, form.descuento, tipoPago, form.a_cuenta]);
  const descuentoError = discountError(totals);
  const aCuentaMsg = tipoPago === 'Cuotas' ? aCuentaError(form.a_cuenta, totals.total) : null;

  const set = <K extends keyof VentaForm>(name: K, value: VentaForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  const chooseCliente = (id: string) => {
    const c = (clientes.data ?? []).find((x: Cliente) => String(x.id) === id);
    setForm((f) => ({
      ...f,
      cliente: id,
      razon_social: c?.nombres_apellidos ?? 'SN',
      nit: c?.numero_documento || '0',
      complemento: c?.complemento ?? '',
      telefono: c?.telefono ?? '',
      direccion: c?.direccion ?? '',
    }));
    setErrors((e) => ({ ...e, cliente: [], razon_social: [], nit: [] }));
  };

  /** Applies a cart operation: toast its error, or store the new cart. */
  const apply = (r: CartResult, ok?: string) => {
    if (r.error) {
      toast.error(r.error);
      return false;
    }
    setCart(r.cart);
    if (ok) toast.success(ok);
    return true;
  };

  const add = (p: PickerProduct) => apply(addToCart(cart, p, newIdCarrito()), CART_MSG.added);

  const submit = async () => {
    if (inFlight.current || cart.length === 0) return;
    setLineErrors({});
    const bad = lineProblem(cart);
    if (bad) {
      setLineErrors({ [bad.idCarrito]: [bad.message] });
      toast.error(bad.message);
      return;
    }
    if (priceFloorApplies(role)) {
      const bad = priceFloorError(cart);
      if (bad) {
        setLineErrors({ [bad.idCarrito]: [bad.message] });
        toast.error(bad.message);
        return;
      }
    }
    if (descuentoError || aCuentaMsg || !validAmount(form.descuento) || !validAmount(form.a_cuenta)) {
      toast.error(descuentoError || aCuentaMsg || MSG.invalidNumber);
      return;
    }
    const input: VentaInput = {
      cliente: Number(form.cliente) || 1,
      razon_social: form.razon_social.trim() || 'SN',
      nit: form.nit.trim() || '0',
      complemento: form.complemento,
      direccion: form.direccion,
      telefono: form.telefono,
      tipo_pago: tipoPago,
      metodo_pago: form.metodo_pago,
      numero_documento_pago: form.numero_documento_pago.trim(),
      descripcion: form.descripcion.trim(),
      descuento: totals.descuento / 100,
      a_cuenta: totals.aCuenta / 100,
      saldo: totals.saldo / 100,
      fecha_limite: tipoPago === 'Cuotas' ? form.fecha_limite : '',
      total: totals.total / 100,
      sucursal: branchId,
      productos: linesPayload(cart),
    };
    if (isSuper) input.fecha_venta = form.fecha_venta;
    // The tab for the note is opened now, inside the click, so that pop-up
    // blockers allow it; it is closed again if the sale is refused.
    const tab = window.open('', '_blank');
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await createVenta(input);
      toast.success(res?.message || VENTA_MSG.saved);
      setCart([]);
      setForm((f) => ({ ...f, descuento: '' }));
      navigate('/admin/ventas');
      const id = res?.venta_id ?? res?.id;
      showPdfInTab(tab, documentPath(id, paper)).catch(() => toast.error(MSG.pdfError));
    } catch (e) {
      tab?.close();
      const errs = fieldErrorsOf(e);
      if (errs) {
        setErrors(errs);
        const byLine: Record<string, string[]> = {};
        lineErrorsByIndex(errs).forEach((msgs, i) => {
          if (cart[i]) byLine[cart[i].idCarrito] = msgs;
        });
        setLineErrors(byLine);
      }
      const message = serverMessage(e);
      toast.error(message ? `${VENTA_MSG.saveError}: ${message}` : VENTA_MSG.saveUnknown);
      inFlight.current = false;
      setBusy(false);
    }
  };

  const choosePaper = (p: PaperType) => {
    setPaper(p);
    savePaperType(p);
  };

  const text = (name: keyof VentaForm, label: string, opts: { type?: string; className?: string; placeholder?: string } = {}) => (
    <Field label={label} name={name} errors={errors} className={opts.className}>
      <input
        id={`f-${name}`}
        className="input"
        type={(opts.type ?? 'text') as 'text'}
        placeholder={opts.placeholder}
        value={form[name]}
        onInput={(e) => set(name, e.currentTarget.value as never)}
      />
    </Field>
  );

  const clienteOptions = clientes.data ?? [];
  const knownCliente = clienteOptions.some((c) => String(c.id) === form.cliente);

  return (
    <>
      <PageHeader
        title="Registrar Venta"
        subtitle={`Sucursal: ${session?.branch?.sucursal ?? session?.user.sucursal ?? ''}`}
        actions={<BackButton href="/admin/ventas" />}
      />
      <div className="op-layout">
        <div className="op-main">
          <Card title="Datos del cliente y pago" className="op-form">
            <div className="form-grid form-grid-compact">
              <Field label="Cliente" name="cliente" errors={errors} className="span-2">
                <select id="f-cliente" className="input" value={form.cliente} onChange={(e) => chooseCliente(e.currentTarget.value)}>
                  {!knownCliente && <option value={form.cliente}>{form.cliente === '1' ? 'SN' : MSG.loading}</option>}
                  {clienteOptions.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.nombres_apellidos}
                      {c.numero_documento && c.numero_documento !== '0' ? ` — ${c.numero_documento}${c.complemento ? `-${c.complemento}` : ''}` : ''}
                    </option>
                  ))}
                </select>
              </Field>
              {text('razon_social', 'Razón Social', { className: 'span-2' })}
              {text('nit', 'NIT / CI', { className: isSuper ? undefined : 'span-2' })}
              {isSuper && (
                <Field label="Fecha de venta" name="fecha_venta" errors={errors}>
                  <DateInput id="f-fecha_venta" max={todayIso()} value={form.fecha_venta} onChange={(iso) => set('fecha_venta', iso ?? '')} />
                </Field>
              )}
              {canCredit && (
                <Field label="Tipo de pago" name="tipo_pago" errors={errors}>
                  <select id="f-tipo_pago" className="input" value={form.tipo_pago} onChange={(e) => set('tipo_pago', e.currentTarget.value as VentaForm['tipo_pago'])}>
                    <option value="Contado">Contado</option>
                    <option value="Cuotas">Cuotas</option>
                  </select>
                </Field>
              )}
              <Field label="Método de pago" name="metodo_pago" errors={errors} className={canCredit ? undefined : 'span-2'}>
                <select id="f-metodo_pago" className="input" value={form.metodo_pago} onChange={(e) => set('metodo_pago', e.currentTarget.value)}>
                  {METODOS_PAGO.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
              </Field>
              {tipoPago === 'Cuotas' && (
                <>
                  <Field label="A cuenta (Bs)" name="a_cuenta" errors={errors}>
                    <MoneyInput
                      id="f-a_cuenta"
                      disabled={totals.total <= 0}
                      value={typedCents(form.a_cuenta)}
                      error={aCuentaMsg}
                      onChange={(_c, _ok, t) => set('a_cuenta', t)}
                    />
                  </Field>
                  <Field label="Fecha límite" name="fecha_limite" errors={errors}>
                    <DateInput id="f-fecha_limite" min={todayIso()} value={form.fecha_limite} onChange={(iso) => set('fecha_limite', iso ?? '')} />
                  </Field>
                </>
              )}
              {text('numero_documento_pago', 'N° documento de pago', { placeholder: 'Cheque, transferencia, voucher...' })}
              <Field label="Descuento (Bs)" name="descuento" errors={errors}>
                <MoneyInput id="f-descuento" value={typedCents(form.descuento)} error={descuentoError} onChange={(_c, _ok, t) => set('descuento', t)} />
              </Field>
              <Field label="Descripción" name="descripcion" errors={errors} className="span-2">
                <textarea id="f-descripcion" className="input" rows={1} value={form.descripcion} onInput={(e) => set('descripcion', e.currentTarget.value)} />
              </Field>
            </div>
          </Card>
          <Card title="Productos de la sucursal" className="op-picker">
            <ProductPicker sucursalId={branchId} variant="venta" conStock onAdd={add} />
          </Card>
        </div>

        <div className="op-side">
          <Card
            title="Carrito de Ventas"
            className="op-cart"
            actions={<span className="badge badge-info">{cart.length} {cart.length === 1 ? 'línea' : 'líneas'}</span>}
          >
            <SaleCart cart={cart} lineErrors={lineErrors} apply={(r, ok) => apply(r, ok)} />
            <dl className="cart-totals">
              <dt>Subtotal</dt>
              <dd>{formatMoney(totals.subtotal / 100)}</dd>
              <dt>Descuento</dt>
              <dd>{totals.descuento ? `− ${formatMoney(totals.descuento / 100)}` : formatMoney(0)}</dd>
              <dt className="grand">Total</dt>
              <dd className="grand">{formatMoney(totals.total / 100)}</dd>
              {tipoPago === 'Cuotas' && (
                <>
                  <dt>A cuenta</dt>
                  <dd>{formatMoney(totals.aCuenta / 100)}</dd>
                </>
              )}
              <dt>Saldo</dt>
              <dd className={totals.saldo > 0 ? 'saldo-open' : undefined}>{formatMoney(totals.saldo / 100)}</dd>
            </dl>
            <FieldError errors={errors} name="total" />
            <FieldError errors={errors} name="productos" />
            <OtherErrors errors={errors} shown={[...FORM_FIELDS, ...Object.keys(errors).filter((k) => k.startsWith('productos.'))]} />
            <div className="cart-submit">
              <div className="paper-toggle" role="radiogroup" aria-label="Tipo de papel">
                <span className="paper-label">Imprimir en</span>
                {PAPER_TYPES.map((p) => (
                  <label key={p.value} className={`paper-option${paper === p.value ? ' checked' : ''}`}>
                    <input type="radio" name="tipo_papel" value={p.value} checked={paper === p.value} onChange={() => choosePaper(p.value)} />
                    <Icon name={p.value === 'Termico' ? 'receipt' : 'file'} /> {p.label}
                  </label>
                ))}
              </div>
              {cart.length > 0 && (
                <button type="button" className="btn btn-primary btn-lg btn-block" onClick={submit} disabled={busy}>
                  <Icon name="check" /> {busy ? 'Guardando...' : 'Registrar Venta'}
                </button>
              )}
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
