// Cambio de precios (/admin/cambio-precios, Super): branches grouped by grupo
// 0..3, the product picker, the options (Actualizar Todos, Monto Bs, Usar
// porcentaje, Incremento, Restar) and the cart with P1..P6 per product;
// MODIFICAR says what will change (branches, products, how) and, once
// confirmed, sends everything in one request; RESETEAR clears the screen.
// The branches, the options and the cart survive a visit to another screen.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { FieldErrors } from '../../api/client';
import { actualizarPrecios, listPreciosSucursales, PRICE_LEVELS } from '../../api/precios';
import type { PickerProduct } from '../../api/productos-picker';
import { listSucursalesActivas } from '../../api/sucursales';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldError, Loading } from '../../components/Feedback';
import { CartErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { MoneyInput } from '../../components/MoneyInput';
import { ProductPicker } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { typedCents } from '../../lib/amounts';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { useStoredState } from '../../lib/useStoredState';
import { BranchGroups, orderedSelection } from './BranchGroups';
import {
  addLine,
  asCart,
  asIds,
  asOptions,
  buildPayload,
  CAMBIO_MSG,
  cartErrorsByIndex,
  confirmText,
  firstMessage,
  freshOptions,
  hasDirection,
  hasMode,
  inCart,
  toggleOption,
  validateCambio,
  type CambioLine,
  type CambioOptions,
  type CambioSwitch,
} from './cambio';
import { CambioCart } from './CambioCart';

const BRANCHES_KEY = 'sgc.cambio-precios.sucursales';
const OPTIONS_KEY = 'sgc.cambio-precios.opciones';
const CART_KEY = 'sgc.cambio-precios.carrito';
/** Error fields shown in their own place; the rest go to the list under the cart. */
const SHOWN = ['sucursales', 'carrito', 'porcentaje', 'monto', 'isPorcentaje', 'isMonto', 'isIncremento', 'isRestar', 'actualizarTodo'];

/** What the chosen options will do, in a sentence. */
function explain(o: CambioOptions): string {
  if (!hasDirection(o)) return CAMBIO_MSG.needDirection;
  const dir = o.isRestar ? 'disminuye' : 'aumenta';
  if (o.actualizarTodo) {
    if (o.isPorcentaje) return `Cada precio de todos los productos activos se ${dir} en el porcentaje indicado.`;
    if (o.isMonto) return `Cada precio de todos los productos activos se ${dir} en el monto indicado (Bs).`;
    return 'Elija "Usar porcentaje" o "Monto Bs" para actualizar todos los productos.';
  }
  if (o.isPorcentaje) return `Cada precio actual de los productos del carrito se ${dir} en el porcentaje de su línea.`;
  if (o.isMonto) return `Cada precio actual de los productos del carrito se ${dir} en el monto (Bs) de su línea.`;
  return 'Los precios P1 a P6 del carrito reemplazan a los actuales en las sucursales elegidas.';
}

function Switch({ label, name, options, disabled, onToggle }: { label: string; name: CambioSwitch; options: CambioOptions; disabled?: boolean; onToggle: (name: CambioSwitch, on: boolean) => void }) {
  const on = options[name];
  return (
    <label className={`option-pill${on ? ' checked' : ''}${disabled ? ' disabled' : ''}`}>
      <input type="checkbox" checked={on} disabled={disabled} onChange={(e) => onToggle(name, e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The bulk price change screen. */
export function CambioPreciosPage() {
  const toast = useToast();
  const { session } = useSession();
  const sucursales = useLoad(listSucursalesActivas);
  const precios = useLoad(listPreciosSucursales);
  useEffect(() => {
    if (sucursales.error) toast.error('Error al cargar las sucursales');
  }, [sucursales.error, toast]);

  const [selected, setSelected] = useStoredState<number[]>(BRANCHES_KEY, [], asIds);
  const [options, setOptions] = useStoredState<CambioOptions>(OPTIONS_KEY, freshOptions(), asOptions);
  const [cart, setCart] = useStoredState<CambioLine[]>(CART_KEY, [], asCart);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Bumped after a save: the product list reads the new prices again.
  const [saved, setSaved] = useState(0);
  const inFlight = useRef(false);

  const branches = sucursales.data ?? [];
  // A remembered branch that is no longer active is dropped once the list is known.
  const chosen = sucursales.data ? orderedSelection(branches, selected) : selected;
  const first = branches.find((b) => b.id === chosen[0]) ?? null;
  const pickerBranch = first?.id ?? session?.branch?.id ?? 1;

  // Current prices by product and branch, for the preview column.
  const base = useMemo(() => {
    const m = new Map<string, number[]>();
    for (const p of precios.data ?? []) {
      for (const s of Object.values(p.sucursales ?? {})) {
        m.set(`${p.id}:${s.sucursal_id}`, PRICE_LEVELS.map((k) => Number(s[k] ?? 0)));
      }
    }
    return m;
  }, [precios.data]);
  const baseOf = (id: number) => (first ? (base.get(`${id}:${first.id}`) ?? null) : null);

  const clear = (match: (key: string) => boolean) =>
    setErrors((e) => {
      const keys = Object.keys(e).filter(match);
      if (!keys.length) return e;
      const out = { ...e };
      keys.forEach((k) => delete out[k]);
      return out;
    });

  const onBranches = (ids: number[]) => {
    setSelected(ids);
    clear((k) => k === 'sucursales');
  };

  const onToggle = (name: CambioSwitch, on: boolean) => {
    setOptions((o) => toggleOption(o, name, on));
    clear((k) => SHOWN.includes(k) && k !== 'sucursales' && k !== 'carrito');
    clear((k) => /^carrito\.\d+\.(porcentaje|monto)$/.test(k));
  };

  const setGlobal = (field: 'porcentaje' | 'monto', raw: string) => {
    if (raw.trim().startsWith('-')) return;
    setOptions((o) => ({ ...o, [field]: raw }));
    clear((k) => k === field);
  };

  const add = (p: PickerProduct) => {
    if (inCart(cart, p.id)) {
      toast.info(CAMBIO_MSG.already);
      return;
    }
    setCart((c) => addLine(c, p));
    clear((k) => k === 'carrito');
    toast.success(CAMBIO_MSG.added);
  };

  const onCartChange = (next: CambioLine[]) => {
    // Only the line that changed loses its errors.
    const changed = new Set(next.map((l, i) => (l !== cart[i] ? i : -1)).filter((i) => i >= 0));
    setCart(next);
    if (changed.size) clear((k) => changed.has(Number(/^carrito\.(\d+)\./.exec(k)?.[1] ?? -1)));
  };

  const reset = (keepBranches = false) => {
    if (!keepBranches) setSelected([]);
    setOptions(freshOptions());
    setCart([]);
    setErrors({});
  };

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await actualizarPrecios(buildPayload(chosen, cart, options));
      toast.success(res?.message || CAMBIO_MSG.saved);
      // The branches stay chosen for the next change; the new prices are read again.
      reset(true);
      setSaved((n) => n + 1);
      void precios.reload();
    } catch (e) {
      const errs = fieldErrorsOf(e);
      if (errs) {
        setErrors(errs);
        toast.error(`${CAMBIO_MSG.saveError}: ${firstMessage(errs) ?? errorMessage(e)}`);
      } else {
        toast.error(CAMBIO_MSG.registerError + errorMessage(e));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const submit = () => {
    if (inFlight.current) return;
    const errs = validateCambio(chosen, cart, options);
    setErrors(errs);
    const msg = firstMessage(errs);
    if (msg) {
      toast.error(msg);
      return;
    }
    setConfirming(true);
  };

  const lineErrors = cartErrorsByIndex(errors);
  const mode = hasMode(options);
  const globalField = options.isPorcentaje ? 'porcentaje' : 'monto';

  return (
    <>
      <PageHeader
        title="CAMBIO DE PRECIOS"
        subtitle="Modifique los precios de venta P1 a P6 de varios productos en las sucursales elegidas."
        actions={
          <Link href="/admin/precios-sucursales" className="btn btn-light">
            <Icon name="sheet" /> Precios por Sucursal
          </Link>
        }
      />
      <div className="op-layout cambio-layout">
        <div className="op-main">
          <Card title="Sucursales" className={errors.sucursales ? 'card-invalid' : undefined}>
            {sucursales.loading && !sucursales.data ? (
              <Loading />
            ) : branches.length ? (
              <BranchGroups branches={branches} selected={chosen} onChange={onBranches} disabled={busy} />
            ) : (
              <p className="muted">{sucursales.error ? 'Error al cargar las sucursales' : 'No hay sucursales activas.'}</p>
            )}
            <FieldError errors={errors} name="sucursales" />
          </Card>
          <Card title="Opciones">
            <div className="cambio-options">
              <div className="option-row">
                <span className="option-label">Alcance</span>
                <Switch label="Actualizar Todos" name="actualizarTodo" options={options} onToggle={onToggle} disabled={busy} />
              </div>
              <div className="option-row">
                <span className="option-label">Modo</span>
                <Switch label="Usar porcentaje" name="isPorcentaje" options={options} onToggle={onToggle} disabled={busy} />
                <Switch label="Monto Bs" name="isMonto" options={options} onToggle={onToggle} disabled={busy} />
              </div>
              <div className="option-row">
                <span className="option-label">Operación</span>
                <Switch label="Incremento" name="isIncremento" options={options} onToggle={onToggle} disabled={busy || !mode} />
                <Switch label="Restar" name="isRestar" options={options} onToggle={onToggle} disabled={busy || !mode} />
              </div>
              {options.actualizarTodo && mode && (
                <div className={`field cambio-global${errors[globalField] ? ' field-invalid' : ''}`}>
                  <label htmlFor="f-global">{options.isPorcentaje ? 'Porcentaje para todos los productos' : 'Monto para todos los productos'}</label>
                  <span className="input-suffixed">
                    {options.isPorcentaje ? (
                      <input
                        id="f-global"
                        className="input input-money"
                        type="text"
                        inputMode="decimal"
                        placeholder="0"
                        value={options[globalField]}
                        disabled={busy}
                        onInput={(e) => setGlobal(globalField, e.currentTarget.value)}
                      />
                    ) : (
                      <MoneyInput id="f-global" placeholder="0" value={typedCents(options.monto)} disabled={busy} onChange={(_c, _ok, t) => setGlobal('monto', t)} />
                    )}
                    <span className="input-suffix">{options.isPorcentaje ? '%' : 'Bs'}</span>
                  </span>
                  <FieldError errors={errors} name={globalField} />
                </div>
              )}
              <FieldError errors={errors} name="isPorcentaje" />
              <FieldError errors={errors} name="isMonto" />
              <FieldError errors={errors} name="isIncremento" />
              <FieldError errors={errors} name="isRestar" />
              <p className="option-help">
                <Icon name="info" /> {explain(options)}
              </p>
            </div>
          </Card>
        </div>
        <Card title="Productos" className="op-picker">
          <ProductPicker sucursalId={pickerBranch} variant="compra" onAdd={add} refresh={saved} />
          <p className="picker-foot muted">
            Precios actuales de <strong>{first?.sucursal ?? session?.branch?.sucursal ?? 'la sucursal'}</strong>.
          </p>
        </Card>
      </div>
      <Card
        title="Carrito de Precios"
        className={`card-gap op-cart${errors.carrito ? ' card-invalid' : ''}`}
        actions={<span className="badge badge-info">{cart.length} {cart.length === 1 ? 'producto' : 'productos'}</span>}
      >
        {options.actualizarTodo && (
          <div className="alert alert-warning cambio-note">
            <Icon name="alert" />
            <span>Con "Actualizar Todos" se modifican todos los productos activos de las sucursales elegidas; el carrito no se tiene en cuenta.</span>
          </div>
        )}
        <CambioCart
          cart={cart}
          options={options}
          onChange={onCartChange}
          onRemove={(c) => {
            setCart(c);
            clear((k) => k.startsWith('carrito.'));
            toast.success(CAMBIO_MSG.removed);
          }}
          lineErrors={lineErrors}
          previewBranch={first}
          baseOf={baseOf}
        />
        <div className="purchase-foot cambio-foot">
          <CartErrors errors={errors} list="carrito" shown={SHOWN} />
          <button type="button" className="btn btn-light btn-lg" title="Resetear el formulario" onClick={() => reset()} disabled={busy}>
            <Icon name="refresh" /> RESETEAR
          </button>
          <button type="button" className="btn btn-primary btn-lg" onClick={submit} disabled={busy}>
            <Icon name="check" /> {busy ? 'Modificando...' : 'MODIFICAR'}
          </button>
        </div>
      </Card>
      {confirming && (
        <ConfirmDialog
          text={confirmText(
            chosen.map((id) => branches.find((b) => b.id === id)?.sucursal ?? `Sucursal ${id}`),
            cart,
            options,
          )}
          confirmLabel="Sí, modificar"
          onConfirm={send}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
