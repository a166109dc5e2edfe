// Solicitar Traspaso (/admin/traspaso-sucursal): a request from the current
// branch (its stock, its inventory) to an active branch enabled for
// transfers; the destination accepts or rejects it. Buttons Vaciar Carrito
// and SOLICITAR; after saving, back to TRASPASOS ENTRE SUCURSALES.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { FieldErrors } from '../../api/client';
import { listSucursalesActivas } from '../../api/sucursales';
import { productosInventario, solicitarTraspaso, type PrecioSucursal } from '../../api/traspasos';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { FieldError } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { addTransferProduct, removeTransferLine, setTransferQuantity, transferPayload, type TransferLine } from './cart';
import { TRASPASO_MSG } from './common';
import { lineErrorsOf } from './NuevoTraspasoPage';
import { OrigenProductos } from './OrigenProductos';
import { TraspasoCart } from './TraspasoCart';

const SHOWN = ['sucursal_destino', 'sucursal', 'motivo', 'descripcion', 'productos'];

/** The transfer request screen. */
export function TraspasoSucursalPage() {
  const { session } = useSession();
  const toast = useToast();
  const [, navigate] = useLocation();
  const branchId = useBranchId();
  const branches = useLoad(listSucursalesActivas);
  const inventory = useLoad(() => productosInventario(branchId), [branchId]);
  const [destino, setDestino] = useState(0);
  const [motivo, setMotivo] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [cart, setCart] = useState<TransferLine[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lineErrors, setLineErrors] = useState<Record<number, string[]>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    if (branches.error) toast.error(TRASPASO_MSG.branchesError);
  }, [branches.error, toast]);
  useEffect(() => {
    if (inventory.error) toast.error(TRASPASO_MSG.inventoryError);
  }, [inventory.error, toast]);

  const destinations = (branches.data ?? []).filter((b) => b.is_activa_traspasos && b.id !== branchId);
  const current = session?.branch?.sucursal ?? session?.user.sucursal ?? '';

  const add = (p: PrecioSucursal) => {
    const r = addTransferProduct(cart, p);
    if (r.error) {
      toast.error(r.error);
      return;
    }
    setCart(r.cart);
    toast.success('Agregado al carrito');
  };

  const submit = async () => {
    if (inFlight.current || !cart.length) return;
    inFlight.current = true;
    setBusy(true);
    setErrors({});
    setLineErrors({});
    try {
      const res = await solicitarTraspaso({
        sucursal: branchId,
        sucursal_origen: branchId,
        sucursal_destino: destino,
        motivo: motivo.trim(),
        descripcion: descripcion.trim(),
        productos: transferPayload(cart, false),
      });
      toast.success(res?.message || TRASPASO_MSG.requested);
      navigate('/admin/traspasos_sucursales');
    } catch (e) {
      const errs = fieldErrorsOf(e);
      if (errs) {
        setErrors(errs);
        setLineErrors(lineErrorsOf(errs, cart));
      }
      toast.error(`${TRASPASO_MSG.requestError}: ${errorMessage(e) || TRASPASO_MSG.requestUnknown}`);
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Solicitar Traspaso"
        subtitle={`La solicitud sale de ${current}; la sucursal de destino la acepta o la rechaza.`}
        actions={<BackButton href="/admin/traspasos_sucursales" />}
      />
      <div className="op-layout">
        <Card title="Datos de la solicitud" className="op-form">
          <div className="form-grid form-grid-compact">
            <Field label="Sucursal destino" name="sucursal_destino" errors={errors} required className="span-2">
              <select id="f-sucursal_destino" className="input" value={String(destino)} onChange={(e) => setDestino(Number(e.currentTarget.value))}>
                <option value="0">Seleccione la sucursal destino</option>
                {destinations.map((b) => (
                  <option key={b.id} value={String(b.id)}>
                    {b.sucursal}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Motivo" name="motivo" errors={errors} required className="span-2">
              <input id="f-motivo" className="input" value={motivo} onInput={(e) => setMotivo(e.currentTarget.value)} />
            </Field>
            <Field label="Descripción" name="descripcion" errors={errors} className="span-2">
              <textarea id="f-descripcion" className="input" rows={2} value={descripcion} onInput={(e) => setDescripcion(e.currentTarget.value)} />
            </Field>
          </div>
        </Card>
        <Card title="Inventario" className="op-picker">
          <OrigenProductos rows={inventory.data} loading={inventory.loading} failed={!!inventory.error} withPrices={false} onAdd={add} />
        </Card>
      </div>
      <Card title="Carrito de Solicitud" className="card-gap op-cart">
        <TraspasoCart
          cart={cart}
          withPrices={false}
          withCost={false}
          onQuantity={(id, raw) => {
            const r = setTransferQuantity(cart, id, raw);
            if (r.error) {
              toast.error(r.error);
              return false;
            }
            setCart(r.cart);
            return true;
          }}
          onRemove={(id) => {
            setCart((c) => removeTransferLine(c, id));
            toast.success('Eliminado del carrito');
          }}
          lineErrors={lineErrors}
        />
        <div className="purchase-foot">
          <div className="purchase-errors">
            <FieldError errors={errors} name="productos" />
            <OtherErrors errors={errors} shown={[...SHOWN, ...Object.keys(errors).filter((k) => k.startsWith('productos.'))]} />
          </div>
          {cart.length > 0 && (
            <div className="toolbar-buttons">
              <button type="button" className="btn btn-light" onClick={() => setCart([])} disabled={busy}>
                <Icon name="trash" /> Vaciar Carrito
              </button>
              <button type="button" className="btn btn-primary btn-lg" onClick={submit} disabled={busy}>
                <Icon name="check" /> {busy ? 'Guardando...' : 'SOLICITAR'}
              </button>
            </div>
          )}
        </div>
      </Card>
    </>
  );
}
