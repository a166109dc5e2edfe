// The state and actions both transfer forms share (Registrar Traspaso and
// Solicitar Traspaso): motivo and descripcion, the cart with its toasts, the
// 422s mapped to fields and cart lines, and one submit at a time that goes to
// the list on success and stays with everything typed on failure.
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PrecioSucursal } from '../../api/traspasos';
import { Field } from '../../components/Form';
import { useToast } from '../../components/Toast';
import { removeLine } from '../../lib/cart';
import { useDocumentKey } from '../../lib/documentKey';
import { errorMessage } from '../../lib/errors';
import { useCartErrors } from '../../lib/useCartErrors';
import { addTransferProduct, setTransferQuantity, type TransferLine } from './cart';


/** What a submit says and where it goes. */
interface SubmitTexts {
  saved: string;
  failed: string;
  unknown: string;
  list: string;
}

/** The shared state of a transfer form. */
export function useTransferForm() {
  const toast = useToast();
  const [, navigate] = useLocation();
  const [motivo, setMotivo] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [cart, setCart] = useState<TransferLine[]>([]);
  const { errors, lineErrors, setLineErrors, clearErrors, showErrors } = useCartErrors();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const transferKey = useDocumentKey();

  const add = (p: PrecioSucursal) => {
    const r = addTransferProduct(cart, p);
    if (r.error) {
      toast.error(r.error);
      return;
    }
    setCart(r.cart);
    toast.success('Agregado al carrito');
  };

  const setQuantity = (key: string, raw: string) => {
    const r = setTransferQuantity(cart, key, raw);
    if (r.error) {
      toast.error(r.error);
      return false;
    }
    setCart(r.cart);
    return true;
  };

  const remove = (key: string) => {
    setCart((c) => removeLine(c, key));
    toast.success('Eliminado del carrito');
  };

  const clearCart = () => {
    setCart([]);
    setLineErrors({});
  };

  /** Sends the form through `call`, with the transfer's Idempotency-Key, once at a time. */
  const submit = async (call: (key: string) => Promise<{ message?: string } | undefined>, texts: SubmitTexts) => {
    if (inFlight.current || !cart.length) return;
    inFlight.current = true;
    setBusy(true);
    clearErrors();
    try {
      const res = await transferKey.run(call);
      toast.success(res?.message || texts.saved);
      navigate(texts.list);
    } catch (e) {
      showErrors(e, cart);
      toast.error(`${texts.failed}: ${errorMessage(e) || texts.unknown}`);
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** The Motivo and Descripción fields. */
  const motivoFields = (
    <>
      <Field label="Motivo" name="motivo" errors={errors} required className="span-2">
        <input id="f-motivo" className="input" value={motivo} onInput={(e) => setMotivo(e.currentTarget.value)} />
      </Field>
      <Field label="Descripción" name="descripcion" errors={errors} className="span-2">
        <textarea id="f-descripcion" className="input" rows={2} value={descripcion} onInput={(e) => setDescripcion(e.currentTarget.value)} />
      </Field>
    </>
  );

  return { motivo, descripcion, cart, setCart, errors, lineErrors, busy, add, setQuantity, remove, clearCart, submit, motivoFields };
}
