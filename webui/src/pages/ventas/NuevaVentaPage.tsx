// Registrar Venta (/admin/nueva-venta): the product search of the branch
// (first, with the cursor in it, for scanners), the cart right beside it on
// a laptop and right under it on a tablet or phone, the client and payment
// form folded under them (SN and Efectivo by default), and a bar that stays
// at the foot of the screen with the totals, Paga con → Cambio, the paper and
// the submit button (operations.md §2, §4, §5). F2 or Ctrl+Enter registers
// the sale; the screen then comes back empty for the next one, saying which
// sale was saved, with links to print it again. The draft — cart, client,
// discount, note — is kept whole per user and branch, so a reload keeps it and
// the next user signing in on the same tab never finds it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { getCaja } from '../../api/cajas';
import { CAT, facturaPdfPath, getSiatCatalogos, getSiatEstado } from '../../api/facturacion';
import type { Cliente } from '../../api/clientes';
import type { FieldErrors } from '../../api/client';
import type { PickerProduct } from '../../api/productos-picker';
import {
  documentPath,
  loadPaperType,
  savePaperType,
  showPdfInTab,
  type PaperType,
  type VentaInput,
} from '../../api/ventas';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { ClientePicker } from '../../components/ClientePicker';
import { clienteLabel } from '../../components/ClienteSelect';
import { DateInput } from '../../components/DateInput';
import { FieldError } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { MoneyInput } from '../../components/MoneyInput';
import { ProductPicker } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { aCuentaError, typedCents, validAmount } from '../../lib/amounts';
import { lineErrorsByKey, type CartResult } from '../../lib/cart';
import { useDocumentKey } from '../../lib/documentKey';
import { withOfflineCopy } from '../../lib/offline/cache';
import { provisional } from '../../lib/offline/outbox';
import { registerSale } from '../../lib/offline/sale';
import { printProvisionalTicket } from '../../lib/offline/ticket';
import { fieldErrorsOf, serverMessage } from '../../lib/errors';
import { todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { METODOS_PAGO } from '../../lib/paymentMethods';
import { can } from '../../lib/policies';
import { primaryRole } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { useStoredState } from '../../lib/useStoredState';
import {
  addToCart,
  CART_MSG,
  cashChange,
  clampQuantity,
  asSaleCart,
  discountError,
  lineProblem,
  newLineKey,
  priceFloorError,
  salePayload,
  saleTotals,
  type SaleLine,
} from './cart';
import { NitCheckNote, useNitCheck } from './NitCheck';
import { isNitDocument } from './nitRules';
import { SaleBar } from './SaleBar';
import { SaleCart } from './SaleCart';
import { SaleSaved, type SavedSale } from './SaleSaved';

/** Texts of the screen fixed by the specification. */
export const VENTA_MSG = {
  saved: 'Venta guardada con éxito',
  saveError: 'Error al guardar la venta',
  saveUnknown: 'Error desconocido al guardar la venta.',
  clientsError: 'Error al cargar los clientes',
  /** The cash-box rule of docs/api-money.md, said before the sale takes money. */
  noBox: 'No tienes una caja abierta: al registrar esta venta se abrirá tu caja de hoy con monto inicial Bs 0,00.',
  closedBox: 'Tu caja de hoy está cerrada: al registrar esta venta se abrirá otra caja con monto inicial Bs 0,00.',
} as const;

interface VentaForm {
  cliente: string;
  /** The chosen customer as the picker shows it (not sent). */
  cliente_nombre: string;
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
  /** The cash handed over (Efectivo), for the change. */
  paga_con: string;
}

function freshForm(): VentaForm {
  return {
    cliente: '1',
    cliente_nombre: 'SN',
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
    paga_con: '',
  };
}

/**
 * True when the folded client and payment form holds something besides the
 * defaults, so it opens to show it (a reloaded draft, a chosen customer).
 */
function formTouched(f: VentaForm): boolean {
  const fresh = freshForm();
  return (['cliente', 'razon_social', 'nit', 'tipo_pago', 'metodo_pago', 'numero_documento_pago', 'descripcion', 'descuento'] as const).some(
    (k) => f[k] !== fresh[k],
  );
}

const FORM_FIELDS = ['cliente', 'razon_social', 'nit', 'codigo_tipo_documento_identidad', 'fecha_venta', 'tipo_pago', 'metodo_pago', 'numero_documento_pago', 'descripcion', 'descuento', 'a_cuenta', 'fecha_limite', 'total', 'productos', 'sucursal', 'paga_con'];
/** The fields inside the folded form: a server error on one of them opens it. */
const FOLDED_FIELDS = ['cliente', 'razon_social', 'nit', 'codigo_tipo_documento_identidad', 'fecha_venta', 'tipo_pago', 'metodo_pago', 'numero_documento_pago', 'descripcion', 'descuento', 'a_cuenta', 'fecha_limite'];

/** What is kept of a sale being made: all of it, or a reload bills "SN" at full price. */
interface VentaDraft {
  cart: SaleLine[];
  form: VentaForm;
}

function freshDraft(): VentaDraft {
  return { cart: [], form: freshForm() };
}

/** Repairs a stored draft: unknown fields dropped, missing ones fresh. */
function asDraft(v: unknown): VentaDraft {
  const d = (v && typeof v === 'object' ? v : {}) as Partial<VentaDraft>;
  const fresh = freshForm();
  const stored = (d.form && typeof d.form === 'object' ? d.form : {}) as Record<string, unknown>;
  const form = { ...fresh };
  for (const k of Object.keys(fresh) as (keyof VentaForm)[]) {
    if (typeof stored[k] === 'string') (form as Record<string, string>)[k] = stored[k] as string;
  }
  return { cart: asSaleCart(d.cart), form };
}

/** The sessionStorage key of a user's draft in a branch. */
export function draftKey(userId: number, branchId: number): string {
  return `sgc.venta.borrador.${userId}.${branchId}`;
}

/** The new-sale screen. */
export function NuevaVentaPage() {
  const { session } = useSession();
  const role = primaryRole(session?.user);
  const isSuper = role === 'Super';
  // Selling in Cuotas: Super and Administrador, or a role granted it (Permisos por rol).
  const canCredit = can(session?.user, 'venta:credito');
  const branchId = useBranchId();
  const toast = useToast();

  const [draft, setDraft] = useStoredState<VentaDraft>(draftKey(session?.user.id ?? 0, branchId), freshDraft(), asDraft);
  const { cart, form } = draft;
  const setCart = (next: SaleLine[]) => setDraft((d) => ({ ...d, cart: next }));
  const setForm = (change: (f: VentaForm) => VentaForm) => setDraft((d) => ({ ...d, form: change(d.form) }));
  const caja = useLoad(
    () =>
      can(session?.user, 'venta:caja')
        ? withOfflineCopy(`caja.${branchId}`, () => getCaja({ sucursal_id: branchId, fecha: todayIso() }))
        : Promise.resolve(null),
    [branchId, role],
  );
  const boxNote = caja.data?.estado === 'No Abierta' ? VENTA_MSG.noBox : caja.data?.estado === 'Cerrada' ? VENTA_MSG.closedBox : null;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [paper, setPaper] = useState<PaperType>(loadPaperType);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<SavedSale | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(() => formTouched(form));
  // Invoicing (SIAT): offered where the branch invoices, ticked by the
  // branch's default until the cashier changes it for this sale.
  const siat = useLoad(getSiatEstado, [branchId]);
  const invoices = !!siat.data?.factura;
  const siatCats = useLoad(() => (invoices ? getSiatCatalogos() : Promise.resolve(null)), [invoices]);
  const [factura, setFactura] = useState<boolean | null>(null);
  const [tipoDoc, setTipoDoc] = useState(1);
  const conFactura = invoices && (factura ?? !!siat.data?.factura_por_defecto);
  const tiposDoc = siatCats.data?.parametricas?.[CAT.documentos];
  const nitCheck = useNitCheck(conFactura && isNitDocument(tiposDoc?.find((d) => d.codigo === tipoDoc)?.descripcion), form.nit);
  const search = useRef<HTMLInputElement>(null);
  // Blocks a second click before the busy state has re-rendered the button.
  const inFlight = useRef(false);
  // The sale's Idempotency-Key, kept with the stored cart until the sale is saved.
  const saleKey = useDocumentKey('venta');

  const tipoPago = canCredit ? form.tipo_pago : 'Contado';
  const totals = useMemo(() => saleTotals(cart, form.descuento, tipoPago, form.a_cuenta), [cart, form.descuento, tipoPago, form.a_cuenta]);
  const descuentoError = discountError(totals);
  const aCuentaMsg = tipoPago === 'Cuotas' ? aCuentaError(form.a_cuenta, totals.total) : null;
  const cash = form.metodo_pago === 'Efectivo' ? cashChange(totals, tipoPago, form.paga_con) : null;

  const set = <K extends keyof VentaForm>(name: K, value: VentaForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  const chooseCliente = (c: Cliente) => {
    setForm((f) => ({
      ...f,
      cliente: String(c.id),
      cliente_nombre: clienteLabel(c),
      razon_social: c.nombres_apellidos || 'SN',
      nit: c.numero_documento || '0',
      complemento: c.complemento ?? '',
      telefono: c.telefono ?? '',
      direccion: c.direccion ?? '',
    }));
    setErrors((e) => ({ ...e, cliente: [], razon_social: [], nit: [] }));
  };

  /** Applies a cart operation: toast its error, or store the new cart. */
  const apply = (r: CartResult<SaleLine>, ok?: string) => {
    if (r.error) {
      toast.error(r.error);
      return false;
    }
    setCart(r.cart);
    if (ok) toast.success(ok);
    return true;
  };

  // Read codes can land before the screen re-renders: each add starts from
  // the latest cart (setDraft's), never from the one this render saw.
  const add = (p: PickerProduct) => {
    let error: string | undefined;
    setDraft((d) => {
      const r = addToCart(d.cart, p, newLineKey());
      error = r.error;
      return r.error ? d : { ...d, cart: r.cart };
    });
    if (error) toast.error(error);
    else toast.success(CART_MSG.added);
    return !error;
  };

  // Typing is over on a quantity: bring it down to the stock and keep the
  // reason on the line; a quantity that fits drops an earlier reason.
  const commitQuantity = (key: string) => {
    const r = clampQuantity(cart, key);
    if (r.cart !== cart) setCart(r.cart);
    setLineErrors((e) => {
      const { [key]: _old, ...rest } = e;
      return r.clamped ? { ...rest, [key]: [r.clamped] } : rest;
    });
  };

  const submit = async () => {
    if (inFlight.current || cart.length === 0) return;
    setLineErrors({});
    const bad = lineProblem(cart);
    if (bad) {
      setLineErrors({ [bad.key]: [bad.message] });
      toast.error(bad.message);
      return;
    }
    if (!can(session?.user, 'venta:bajo-minimo')) {
      const bad = priceFloorError(cart);
      if (bad) {
        setLineErrors({ [bad.key]: [bad.message] });
        toast.error(bad.message);
        return;
      }
    }
    if (descuentoError || aCuentaMsg || !validAmount(form.descuento) || !validAmount(form.a_cuenta)) {
      setDetailsOpen(true);
      toast.error(descuentoError || aCuentaMsg || MSG.invalidNumber);
      return;
    }
    if (cash?.error) {
      toast.error(cash.error);
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
      paga_con: (cash?.pagaCon ?? 0) / 100,
      sucursal: branchId,
      productos: salePayload(cart),
      ...(conFactura ? { factura: true, codigo_tipo_documento_identidad: tipoDoc, codigo_excepcion: nitCheck.codigoExcepcion } : {}),
    };
    if (isSuper) input.fecha_venta = form.fecha_venta;
    // The tab for the note is opened now, inside the click, so that pop-up
    // blockers allow it; it is closed again if the sale is refused.
    const tab = window.open('', '_blank');
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await registerSale(input, saleKey.current, {
        user: session!.user,
        sucursalId: branchId,
        lineas: input.productos.map((l, i) => ({ producto: cart[i].producto, cantidad: l.cantidad, precio: l.precio })),
      });
      saleKey.settle();
      if ('pendiente' in outcome) {
        // Sold without the server: the outbox sends it when it answers.
        printProvisionalTicket(tab, outcome.pendiente, session?.branch?.sucursal ?? session?.user.sucursal ?? '');
        toast.success(`Venta guardada sin conexión: Pendiente ${provisional(outcome.pendiente)}`);
        setDraft(freshDraft());
        setErrors({});
        setDetailsOpen(false);
        setSaved(null);
        search.current?.focus();
        inFlight.current = false;
        setBusy(false);
        return;
      }
      const res = outcome.guardada;
      toast.success(res?.message || VENTA_MSG.saved);
      // The next sale starts here afresh: no lines, SN, no discount, no note,
      // the cursor in the search for its first code.
      const id = res?.venta_id ?? res?.id;
      setDraft(freshDraft());
      setErrors({});
      setDetailsOpen(false);
      setSaved({
        id,
        numero: Number(res?.numero_comprobante) || 0,
        cambio: Math.round(Number(res?.cambio ?? 0) * 100),
        factura: res?.factura_id && res.cuf ? { numero: Number(res.numero_factura), cuf: res.cuf } : undefined,
      });
      search.current?.focus();
      // An invoiced sale prints its factura (the roll for the thermal printer).
      const printed = res?.factura_id ? facturaPdfPath(res.factura_id, paper === 'Termico' ? 'rollo' : paper === 'Oficio' ? 'oficio' : 'carta') : documentPath(id, paper);
      setFactura(null);
      showPdfInTab(tab, printed).catch(() => toast.error(MSG.pdfError));
      // The sale may have opened the cash box: its note changes.
      if (boxNote) void caja.reload();
      inFlight.current = false;
      setBusy(false);
    } catch (e) {
      tab?.close();
      const errs = fieldErrorsOf(e);
      if (errs) {
        setErrors(errs);
        if (FOLDED_FIELDS.some((f) => errs[f]?.length)) setDetailsOpen(true);
        setLineErrors(lineErrorsByKey(errs, cart));
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

  const text = (name: keyof VentaForm, label: string, opts: { type?: string; className?: string; placeholder?: string; onBlur?: () => void } = {}) => (
    <Field label={label} name={name} errors={errors} className={opts.className}>
      <input
        id={`f-${name}`}
        className="input"
        type={(opts.type ?? 'text') as 'text'}
        placeholder={opts.placeholder}
        value={form[name]}
        onInput={(e) => set(name, e.currentTarget.value as never)}
        onBlur={opts.onBlur}
      />
    </Field>
  );


  // F2 or Ctrl+Enter registers the sale from anywhere on the screen (the
  // cursor is usually in the search box, 30-odd Tab presses from the button).
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Not behind a dialog (a new customer being typed, a picture).
      if (document.querySelector('[aria-modal="true"]')) return;
      if (e.key === 'F2' || (e.key === 'Enter' && (e.ctrlKey || e.metaKey))) {
        e.preventDefault();
        void submitRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const summary = [form.cliente_nombre || form.razon_social || 'SN', tipoPago, form.metodo_pago, ...(conFactura ? ['Con factura'] : [])].join(' · ');

  return (
    <>
      <PageHeader
        title="Registrar Venta"
        subtitle={`Sucursal: ${session?.branch?.sucursal ?? session?.user.sucursal ?? ''}`}
        actions={<BackButton href="/admin/ventas" />}
      />
      {saved && <SaleSaved sale={saved} paper={paper} toast={toast} onClose={() => setSaved(null)} />}
      <div className="sale-layout">
        <Card title="Productos de la sucursal" className="sale-picker">
          <ProductPicker sucursalId={branchId} variant="venta" conStock autoFocus searchRef={search} onAdd={add} />
        </Card>
        <Card
          title="Carrito de Ventas"
          className="sale-cart-card"
          actions={<span className="badge badge-info">{cart.length} {cart.length === 1 ? 'línea' : 'líneas'}</span>}
        >
          <SaleCart cart={cart} lineErrors={lineErrors} apply={(r, ok) => apply(r, ok)} commitQuantity={commitQuantity} />
          <FieldError errors={errors} name="productos" />
          <FieldError errors={errors} name="total" />
          <OtherErrors errors={errors} shown={[...FORM_FIELDS, ...Object.keys(errors).filter((k) => k.startsWith('productos.'))]} />
        </Card>
        <section className="card op-form sale-details">
          <button
            type="button"
            className="sale-details-toggle"
            aria-expanded={detailsOpen}
            aria-controls={detailsOpen ? 'sale-details-body' : undefined}
            onClick={() => setDetailsOpen((o) => !o)}
          >
            <span className="card-title">Datos del cliente y pago</span>
            <span className="sale-details-summary">{summary}</span>
            <Icon name="chevronDown" />
          </button>
          {detailsOpen && (
            <div className="card-body" id="sale-details-body">
              <div className="form-grid form-grid-compact">
                <Field label="Cliente" name="cliente" errors={errors} className="span-2">
                  <ClientePicker label={form.cliente_nombre} onChoose={chooseCliente} />
                </Field>
                {text('razon_social', 'Razón Social', { className: 'span-2' })}
                {text('nit', 'NIT / CI', { className: isSuper ? undefined : 'span-2', onBlur: nitCheck.check })}
                {invoices && (
                  <>
                    <label className="check">
                      <input type="checkbox" checked={conFactura} onChange={(e) => setFactura(e.currentTarget.checked)} /> Factura
                    </label>
                    <Field label="Documento del comprador" name="codigo_tipo_documento_identidad" errors={errors}>
                      <select id="f-codigo_tipo_documento_identidad" className="input" disabled={!conFactura} value={String(tipoDoc)} onChange={(e) => setTipoDoc(Number(e.currentTarget.value))}>
                        {(siatCats.data?.parametricas?.[CAT.documentos] ?? [{ codigo: 1, descripcion: 'CI' }]).map((d) => (
                          <option key={d.codigo} value={String(d.codigo)}>{d.descripcion}</option>
                        ))}
                      </select>
                    </Field>
                    <NitCheckNote check={nitCheck} />
                    {siat.data?.contingencia && conFactura && (
                      <p className="alert alert-warning span-2" role="status">Sin conexión con el SIN: la factura se emite fuera de línea y se enviará al volver la conexión.</p>
                    )}
                  </>
                )}
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
            </div>
          )}
        </section>
      </div>
      {cart.length > 0 && (
        <SaleBar
          totals={totals}
          cuotas={tipoPago === 'Cuotas'}
          cash={cash}
          pagaCon={form.paga_con}
          onPagaCon={(t) => set('paga_con', t)}
          pagaConError={errors.paga_con?.[0]}
          paper={paper}
          onPaper={choosePaper}
          boxNote={boxNote}
          busy={busy}
          onSubmit={() => void submit()}
        />
      )}
    </>
  );
}
