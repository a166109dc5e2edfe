// Registrar Traspaso (/admin/nuevo-traspaso): origin and destination
// branches, motivo and descripcion, the origin's products with both
// branches' prices, and the cart (10 per page) with editable destination
// prices and, for Super, the Costo column. Changing the origin clears the
// cart and the prices. The stock moves at once; the destination's prices
// become those of the cart.
import { useEffect, useState } from 'react';
import { listSucursalesActivas, PRICE_FLAGS } from '../../api/sucursales';
import { createTraspaso, preciosSucursal, type PrecioSucursal } from '../../api/traspasos';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { CartErrors, Field } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { countOf } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { can } from '../../lib/policies';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { hasInvalidPrice, setDestinoPrice, transferPayload, transferUnits, withDestination } from './cart';
import { TRASPASO_MSG } from './common';
import { OrigenProductos } from './OrigenProductos';
import { TraspasoCart } from './TraspasoCart';
import { DestinoField } from './DestinoField';
import { useTransferForm } from './useTransferForm';

const SHOWN = ['sucursal_origen', 'sucursal_destino', 'motivo', 'descripcion', 'productos'];

/** The new direct transfer screen. */
export function NuevoTraspasoPage() {
  const { session } = useSession();
  const toast = useToast();
  const form = useTransferForm();
  const { cart, setCart, errors, lineErrors, busy } = form;
  const isAdmin = can(session?.user, 'sucursal:todas');
  const home = useBranchId();
  const branches = useLoad(listSucursalesActivas);
  const [origen, setOrigen] = useState<number>(isAdmin ? home : (session?.user.sucursal_id ?? home));
  const [destino, setDestino] = useState<number>(0);

  useEffect(() => {
    if (branches.error) toast.error(TRASPASO_MSG.branchesError);
  }, [branches.error, toast]);

  const prices = useLoad<PrecioSucursal[] | undefined>(
    () => (origen && destino ? preciosSucursal(origen, destino) : Promise.resolve(undefined)),
    [origen, destino],
  );
  useEffect(() => {
    if (prices.error) toast.error(TRASPASO_MSG.pricesError);
  }, [prices.error, toast]);
  // A new destination brings its own prices into the lines already in the cart.
  useEffect(() => {
    if (prices.data) setCart((c) => withDestination(c, prices.data ?? []));
  }, [prices.data]);

  const changeOrigen = (id: number) => {
    setOrigen(id);
    if (destino === id) setDestino(0);
    form.clearCart();
  };

  const submit = () => {
    if (busy || !cart.length) return;
    if (hasInvalidPrice(cart)) {
      toast.error(`${TRASPASO_MSG.saveError}: ${MSG.invalidNumber}`);
      return;
    }
    form.submit(
      (key) =>
        createTraspaso(
          {
            sucursal_origen: origen,
            sucursal_destino: destino,
            motivo: form.motivo.trim(),
            descripcion: form.descripcion.trim(),
            productos: transferPayload(cart, true),
          },
          key,
        ),
      { saved: TRASPASO_MSG.saved, failed: TRASPASO_MSG.saveError, unknown: TRASPASO_MSG.saveUnknown, list: '/admin/traspasos' },
    );
  };

  const options = branches.data ?? [];
  // The cart edits the destination's enabled levels; the others are sent as they are.
  const dest = options.find((b) => b.id === destino);
  const levels = dest ? PRICE_FLAGS.flatMap((f, i) => (Number(dest[f]) === 1 ? [i] : [])) : undefined;
  return (
    <>
      <PageHeader title="Registrar Traspaso" subtitle="El stock pasa al momento de la sucursal de origen a la de destino." actions={<BackButton href="/admin/traspasos" />} />
      <div className="op-layout">
        <Card title="Datos del traspaso" className="op-form">
          <div className="form-grid form-grid-compact">
            <Field label="Sucursal origen" name="sucursal_origen" errors={errors} required>
              <select id="f-sucursal_origen" className="input" value={String(origen)} disabled={!isAdmin} onChange={(e) => changeOrigen(Number(e.currentTarget.value))}>
                {!options.some((b) => b.id === origen) && <option value={String(origen)}>{session?.user.sucursal ?? MSG.loading}</option>}
                {options.map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.sucursal}
                  </option>
                ))}
              </select>
            </Field>
            <DestinoField branches={options.filter((b) => b.id !== origen)} value={destino} onChange={setDestino} errors={errors} />
            {form.motivoFields}
          </div>
        </Card>
        <Card title="Productos de la sucursal origen" className="op-picker">
          <OrigenProductos
            rows={prices.data}
            loading={prices.loading}
            failed={!!prices.error}
            withPrices
            idle={destino ? undefined : 'Seleccione la sucursal destino para ver los productos y sus precios.'}
            onAdd={form.add}
          />
        </Card>
      </div>
      <Card
        title="Carrito de Traspaso"
        className="card-gap op-cart"
        actions={<span className="badge badge-info">{countOf(transferUnits(cart), 'unidad', 'unidades')}</span>}
      >
        <TraspasoCart
          cart={cart}
          withPrices
          withCost={can(session?.user, 'producto:costo')}
          levels={levels}
          onQuantity={form.setQuantity}
          onPrice={(key, i, raw) => setCart((c) => setDestinoPrice(c, key, i, raw))}
          onRemove={form.remove}
          lineErrors={lineErrors}
        />
        <div className="purchase-foot">
          <CartErrors errors={errors} list="productos" shown={SHOWN} />
          {cart.length > 0 && (
            <button type="button" className="btn btn-primary btn-lg" onClick={submit} disabled={busy}>
              <Icon name="check" /> {busy ? 'Guardando...' : 'Registrar Traspaso'}
            </button>
          )}
        </div>
      </Card>
    </>
  );
}
