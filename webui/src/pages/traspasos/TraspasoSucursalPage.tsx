// Solicitar Traspaso (/admin/traspaso-sucursal): a request from the current
// branch (its stock, its inventory) to an active branch enabled for
// transfers; the destination accepts or rejects it. Buttons Vaciar Carrito
// and SOLICITAR; after saving, back to TRASPASOS ENTRE SUCURSALES.
import { useEffect, useState } from 'react';
import { listSucursalesActivas } from '../../api/sucursales';
import { productosInventario, solicitarTraspaso } from '../../api/traspasos';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { CartErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { transferPayload } from './cart';
import { TRASPASO_MSG } from './common';
import { OrigenProductos } from './OrigenProductos';
import { TraspasoCart } from './TraspasoCart';
import { DestinoField } from './DestinoField';
import { useTransferForm } from './useTransferForm';

const SHOWN = ['sucursal_destino', 'sucursal', 'motivo', 'descripcion', 'productos'];

/** The transfer request screen. */
export function TraspasoSucursalPage() {
  const { session } = useSession();
  const toast = useToast();
  const form = useTransferForm();
  const { cart, errors, lineErrors, busy } = form;
  const branchId = useBranchId();
  const branches = useLoad(listSucursalesActivas);
  const inventory = useLoad(() => productosInventario(branchId), [branchId]);
  const [destino, setDestino] = useState(0);

  useEffect(() => {
    if (branches.error) toast.error(TRASPASO_MSG.branchesError);
  }, [branches.error, toast]);
  useEffect(() => {
    if (inventory.error) toast.error(TRASPASO_MSG.inventoryError);
  }, [inventory.error, toast]);

  const destinations = (branches.data ?? []).filter((b) => b.is_activa_traspasos && b.id !== branchId);
  const current = session?.branch?.sucursal ?? session?.user.sucursal ?? '';

  const submit = () =>
    form.submit(
      (key) =>
        solicitarTraspaso(
          {
            sucursal: branchId,
            sucursal_origen: branchId,
            sucursal_destino: destino,
            motivo: form.motivo.trim(),
            descripcion: form.descripcion.trim(),
            productos: transferPayload(cart, false),
          },
          key,
        ),
      { saved: TRASPASO_MSG.requested, failed: TRASPASO_MSG.requestError, unknown: TRASPASO_MSG.requestUnknown, list: '/admin/traspasos_sucursales' },
    );

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
            <DestinoField branches={destinations} value={destino} onChange={setDestino} errors={errors} className="span-2" />
            {form.motivoFields}
          </div>
        </Card>
        <Card title="Inventario" className="op-picker">
          <OrigenProductos rows={inventory.data} loading={inventory.loading} failed={!!inventory.error} withPrices={false} onAdd={form.add} />
        </Card>
      </div>
      <Card title="Carrito de Solicitud" className="card-gap op-cart">
        <TraspasoCart
          cart={cart}
          withPrices={false}
          withCost={false}
          onQuantity={form.setQuantity}
          onRemove={form.remove}
          lineErrors={lineErrors}
        />
        <div className="purchase-foot">
          <CartErrors errors={errors} list="productos" shown={SHOWN} />
          {cart.length > 0 && (
            <div className="toolbar-buttons">
              <button type="button" className="btn btn-light" onClick={form.clearCart} disabled={busy}>
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
