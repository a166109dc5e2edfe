// Registrar Proforma (/admin/nueva-proforma): on the left the client block
// and the branch's product picker, on the right the quotation cart with its
// total and REGISTRAR (operations.md §2, §4, §5). The cart is kept for the
// tab's session, per branch, until the quotation is saved; a save opens its
// PDF in a new tab and returns to COTIZACIONES.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { listClientesActivos } from '../../api/clientes';
import type { PickerProduct } from '../../api/productos-picker';
import { createProforma, proformaPdfPath, type ProformaInput } from '../../api/proformas';
import { showPdfInTab } from '../../api/ventas';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { ClienteBlock, clienteInput, type ClienteBlockFields } from '../../components/ClienteBlock';
import { DEFAULT_CLIENTE } from '../../components/ClienteSelect';
import { FieldError } from '../../components/Feedback';
import { OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { ProductPicker } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { formatMoney } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useCartErrors } from '../../lib/useCartErrors';
import { withoutError } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { useStoredState } from '../../lib/useStoredState';
import { cartTotal } from '../../lib/cart';
import { addProformaProduct, asProformaCart, PROFORMA_CART_MSG, proformaLinesPayload, type ProformaLine } from './cart';
import { PROFORMA_MSG, proformaSaveErrorText } from './common';
import { ProformaCart } from './ProformaCart';

const FRESH: ClienteBlockFields = { ...DEFAULT_CLIENTE, descripcion: '' };
const FORM_FIELDS = ['cliente', 'razon_social', 'nit', 'telefono', 'direccion', 'descripcion', 'total', 'productos', 'sucursal'];

/** The new-quotation screen. */
export function NuevaProformaPage() {
  const { session } = useSession();
  const branchId = useBranchId();
  const toast = useToast();
  const [, navigate] = useLocation();

  const clientes = useLoad(listClientesActivos);
  useEffect(() => {
    if (clientes.error) toast.error(PROFORMA_MSG.clientsError);
  }, [clientes.error, toast]);

  const [cart, setCart] = useStoredState<ProformaLine[]>(`sgc.proforma.carrito.${branchId}`, [], asProformaCart);
  const [form, setForm] = useState<ClienteBlockFields>(FRESH);
  const { errors, setErrors, lineErrors, clearErrors, showErrors } = useCartErrors();
  const [busy, setBusy] = useState(false);
  // Blocks a second click before the busy state has re-rendered the button.
  const inFlight = useRef(false);

  const totalCents = cartTotal(cart, (l) => l.precio);

  const set = (name: keyof ClienteBlockFields, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => withoutError(e, name));
  };

  const add = (p: PickerProduct) => {
    setCart(addProformaProduct(cart, p));
    toast.success(PROFORMA_CART_MSG.added);
  };

  const submit = async () => {
    if (inFlight.current || cart.length === 0) return;
    clearErrors();
    const input: ProformaInput = {
      ...clienteInput(form),
      total: totalCents / 100,
      sucursal: branchId,
      productos: proformaLinesPayload(cart),
    };
    // The tab for the PDF is opened now, inside the click, so that pop-up
    // blockers allow it; it is closed again if the quotation is refused.
    const tab = window.open('', '_blank');
    inFlight.current = true;
    setBusy(true);
    try {
      const res = await createProforma(input);
      toast.success(res?.message || PROFORMA_MSG.saved);
      setCart([]);
      setForm(FRESH);
      navigate('/admin/proformas');
      showPdfInTab(tab, proformaPdfPath(res?.proforma_id ?? res?.id)).catch(() => toast.error(MSG.pdfError));
    } catch (e) {
      tab?.close();
      showErrors(e, cart);
      toast.error(proformaSaveErrorText(e));
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Registrar Proforma"
        subtitle={`Sucursal: ${session?.branch?.sucursal ?? session?.user.sucursal ?? ''}`}
        actions={<BackButton href="/admin/proformas" />}
      />
      <div className="op-layout">
        <div className="op-main">
          <Card title="Datos del cliente" className="op-form">
            <ClienteBlock form={form} errors={errors} clientes={clientes.data} set={set} onCliente={(c) => setForm((f) => ({ ...f, ...c }))} />
          </Card>
          <Card title="Productos de la sucursal" className="op-picker">
            <ProductPicker sucursalId={branchId} variant="venta" onAdd={add} />
          </Card>
        </div>

        <div className="op-side">
          <Card
            title="Carrito de Cotización"
            className="op-cart"
            actions={
              <span className="badge badge-info">
                {cart.length} {cart.length === 1 ? 'producto' : 'productos'}
              </span>
            }
          >
            <ProformaCart cart={cart} setCart={setCart} lineErrors={lineErrors} onRemoved={() => toast.success(PROFORMA_CART_MSG.removed)} />
            <dl className="cart-totals">
              <dt className="grand">Total</dt>
              <dd className="grand">{formatMoney(totalCents / 100)}</dd>
            </dl>
            <FieldError errors={errors} name="total" />
            <FieldError errors={errors} name="productos" />
            <OtherErrors errors={errors} shown={[...FORM_FIELDS, ...Object.keys(errors).filter((k) => k.startsWith('productos.'))]} />
            {cart.length > 0 && (
              <div className="cart-submit">
                <button type="button" className="btn btn-primary btn-lg btn-block" onClick={submit} disabled={busy}>
                  <Icon name="check" /> {busy ? 'Guardando...' : 'REGISTRAR'}
                </button>
              </div>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
