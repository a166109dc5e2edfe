// Return of a sale (/admin/nueva-devolucion/:id, Super and Administrador, or
// a role granted returns): the sale's data and lines, a return cart, the box
// that pays the refund, motivo and descripcion; a confirmation says how much
// leaves which box before anything is saved; after saving it goes to
// /admin/devoluciones.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import type { FieldErrors } from '../../api/client';
import { createDevolucion, listCajasAbiertas, quoteDevolucion, type RefundQuote } from '../../api/devoluciones';
import { getVenta, type Venta, type VentaDetalle } from '../../api/ventas';
import { BackButton } from '../../components/BackButton';
import { CartTable, productColumn, QtyInput, type CartColumn } from '../../components/CartTable';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FieldError, LoadError, Loading } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { useDocumentKey } from '../../lib/documentKey';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { countOf, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { RefundBreakdown } from './RefundBreakdown';
import { boxHolder, RefundBoxField } from './RefundBox';
import { bs, cartTotal, lineErrorsByKey, removeLine } from '../../lib/cart';
import { addReturnLine, returnable, returnPayload, RETURN_MSG, setReturnQuantity, type ReturnLine } from './cart';

/** The return screen. */
export function NuevaDevolucionPage() {
  const { id } = useParams<{ id: string }>();
  const { data, loading, error } = useLoad(() => getVenta(Number(id)), [id]);
  return (
    <>
      <PageHeader
        title="Registrar Devolución"
        subtitle={data ? `Devolución de productos de la venta N° ${data.venta.numero_comprobante}` : undefined}
        actions={<BackButton href="/admin/ventas" />}
      />
      {loading ? <Loading /> : error || !data ? <LoadError error={error} /> : <DevolucionForm venta={data.venta} detalles={data.detalles ?? []} />}
    </>
  );
}

function DevolucionForm({ venta, detalles }: { venta: Venta; detalles: VentaDetalle[] }) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const [cart, setCart] = useState<ReturnLine[]>([]);
  const [motivo, setMotivo] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const inFlight = useRef(false);
  const { session } = useSession();
  const cajas = useLoad(() => listCajasAbiertas(venta.sucursal_id), [venta.sucursal_id]);
  // null until the open boxes are known and the default is picked; '' asks the user to choose.
  const [caja, setCaja] = useState<number | '' | null>(null);
  const valid = Number(venta.estado) === 1;
  const subtotal = cartTotal(cart, (l) => l.precio);
  const lines = returnPayload(cart);
  // The refund is the server's (one rule, in the engine): asked for again
  // shortly after each change of the cart, and used only for the cart it
  // was asked for.
  const key = JSON.stringify(lines);
  const [quote, setQuote] = useState<{ key: string; quote: RefundQuote } | null>(null);
  useEffect(() => {
    if (!lines.length) return;
    let live = true;
    const timer = setTimeout(() => {
      quoteDevolucion({ venta_id: venta.id, sucursal: venta.sucursal_id, productos: lines })
        .then((q) => live && setQuote({ key, quote: q }))
        .catch(() => live && setQuote(null));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = quote?.key === key ? quote.quote : null;
  // The refund first lowers the sale's open balance; only the rest leaves a box (centavos).
  const refund = current ? Math.round(current.total * 100) : subtotal;
  const credit = Math.min(refund, Math.round(Number(venta.saldo) * 100));
  const cashOut = refund - credit;

  const add = (d: VentaDetalle) => {
    const r = addReturnLine(cart, d);
    if (r.error) toast.error(r.error);
    else {
      setCart(r.cart);
      toast.success(RETURN_MSG.added);
    }
  };

  // Registrar Devolución asks first: how much leaves which box.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || !cart.length) return;
    // The open boxes are still on their way: the question would name the wrong one.
    if (cashOut > 0 && cajas.loading && !cajas.data) return;
    if (cashOut > 0 && cajas.data && (caja === '' || caja === null)) {
      setErrors({ caja_id: ['Elija la caja de la que sale el dinero.'] });
      return;
    }
    setErrors({});
    setAsking(true);
  };
  const me = session ? `${session.user.nombres} ${session.user.apellidos}`.trim() : '';
  const question =
    cashOut > 0
      ? `Se devolverán ${formatMoney(cashOut / 100)} de ${cajas.data ? boxHolder(cajas.data, caja ?? '', me) : 'su propia caja'}.` +
        (credit > 0 ? ` Además se descontarán ${formatMoney(credit / 100)} del saldo de la venta.` : '')
      : `Se descontarán ${formatMoney(credit / 100)} del saldo de la venta; no sale dinero de ninguna caja.`;

  const returnKey = useDocumentKey();
  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setErrors({});
    setLineErrors({});
    try {
      await returnKey.run((key) =>
        createDevolucion(
          {
            venta_id: venta.id,
            motivo: motivo.trim(),
            descripcion: descripcion.trim(),
            // The quoted refund, or the lines' sum when no quote is in yet (the server accepts both).
            total: current ? current.total : subtotal / 100,
            sucursal: venta.sucursal_id,
            productos: lines,
            caja_id: cashOut > 0 && typeof caja === 'number' ? caja : undefined,
          },
          key,
        ),
      );
      toast.success(RETURN_MSG.saved);
      navigate('/admin/devoluciones');
    } catch (err) {
      const errs = fieldErrorsOf(err);
      if (errs) {
        setErrors(errs);
        // The chosen box was closed meanwhile: offer the boxes open now.
        if (errs.caja_id) {
          setCaja(null);
          void cajas.reload();
        }
        setLineErrors(lineErrorsByKey(errs, cart));
      }
      toast.error(`${RETURN_MSG.saveError}: ${errorMessage(err) || RETURN_MSG.unknownError}`);
      inFlight.current = false;
      setBusy(false);
    }
  };

  const soldColumns: CartColumn<VentaDetalle>[] = [
    productColumn((d) => d.producto, (d) => [d.unidad, `Serie ${d.serie || 'N/A'}`]),
    { header: 'Vend.', className: 'num col-wide-only', cell: (d) => formatNumber(d.cantidad_vendida) },
    { header: 'Dev.', className: 'num col-wide-only', cell: (d) => formatNumber(d.cantidad_devuelta) || '0' },
    { header: 'Disp.', className: 'num', cell: (d) => <strong>{returnable(d)}</strong> },
    { header: 'Precio', className: 'num', cell: (d) => formatMoney(d.precio) },
    {
      header: '',
      className: 'center',
      cell: (d) => (
        <button
          type="button"
          className="btn btn-primary btn-icon"
          aria-label={`Agregar ${d.producto}`}
          title="Agregar a la devolución"
          disabled={!valid || returnable(d) < 1}
          onClick={() => add(d)}
        >
          <Icon name="plus" />
        </button>
      ),
    },
  ];

  const cartColumns: CartColumn<ReturnLine>[] = [
    productColumn((l) => l.producto, (l) => [formatMoney(bs(l.precio)), `máx. ${l.max}`]),
    {
      header: 'Cant.',
      className: 'center col-qty',
      cell: (l) => (
        <QtyInput
          value={l.cantidad}
          label={`Cantidad a devolver de ${l.producto}`}
          onChange={(raw) => {
            const r = setReturnQuantity(cart, l.key, raw);
            if (r.error) toast.error(r.error);
            setCart(r.cart);
            return true;
          }}
        />
      ),
    },
    { header: 'Subtotal', className: 'num', cell: (l) => <strong>{formatMoney(bs(l.precio * l.cantidad))}</strong> },
    {
      header: '',
      className: 'center col-remove',
      cell: (l) => (
        <button
          type="button"
          className="action-btn action-danger"
          title="Quitar"
          aria-label={`Quitar ${l.producto}`}
          onClick={() => {
            setCart(removeLine(cart, l.key));
            toast.success(RETURN_MSG.removed);
          }}
        >
          <Icon name="trash" />
        </button>
      ),
    },
  ];

  return (
    <>
      <Card title="Datos de la venta">
        <dl className="doc-fields doc-fields-inline">
          <div className="doc-field">
            <dt>N° de nota</dt>
            <dd>
              <strong>{venta.numero_comprobante}</strong>
            </dd>
          </div>
          <div className="doc-field">
            <dt>Fecha</dt>
            <dd>{formatDateTime(venta.fecha_venta)}</dd>
          </div>
          <div className="doc-field">
            <dt>Cliente</dt>
            <dd>{venta.razon_social || venta.cliente}</dd>
          </div>
          <div className="doc-field">
            <dt>NIT / CI</dt>
            <dd>{venta.nit}</dd>
          </div>
          <div className="doc-field">
            <dt>Pago</dt>
            <dd>
              {venta.tipo_pago} · {venta.metodo_pago}
            </dd>
          </div>
          <div className="doc-field">
            <dt>Total</dt>
            <dd>
              <strong>{formatMoney(venta.total)}</strong>
            </dd>
          </div>
          <div className="doc-field">
            <dt>Saldo</dt>
            <dd>{formatMoney(venta.saldo)}</dd>
          </div>
          <div className="doc-field">
            <dt>Usuario</dt>
            <dd>{venta.empleado || venta.usuario}</dd>
          </div>
        </dl>
        {!valid && (
          <div className="alert alert-error" role="alert">
            <Icon name="alert" />
            <span>La venta está anulada: no admite devoluciones.</span>
          </div>
        )}
      </Card>
      <div className="op-layout op-layout-return card-gap">
        <Card title="Productos vendidos">
          <CartTable columns={soldColumns} rows={detalles} rowKey={(d) => d.detalleAgrupadoId} pageSize={10} empty={MSG.emptyTable} rowClass={(d) => (d.estado === 1 ? undefined : 'row-void')} />
        </Card>
        <Card title="Carrito de devolución" actions={<span className="badge badge-info">{countOf(cart.length, 'producto', 'productos')}</span>}>
          <form onSubmit={submit} noValidate>
            <CartTable
              columns={cartColumns}
              rows={cart}
              rowKey={(l) => l.key}
              pageSize={10}
              empty={
                <span className="cart-empty">
                  <Icon name="undo" size={26} />
                  No hay productos en el carrito.
                </span>
              }
              below={(l) =>
                lineErrors[l.key]?.length ? (
                  <div className="line-errors" role="alert">
                    {lineErrors[l.key].map((m, i) => (
                      <div key={i}>{m}</div>
                    ))}
                  </div>
                ) : null
              }
            />
            <RefundBreakdown quote={cart.length ? current : { subtotal: 0, descuento: 0, tope: 0, total: 0 }} pending={cart.length > 0 && !current} label="Total a devolver" />
            <div className="form-grid form-grid-compact">
              {cashOut > 0 && cajas.data && <RefundBoxField cajas={cajas.data} value={caja} onChange={setCaja} errors={errors} />}
              <Field label="Motivo" name="motivo" errors={errors} required className="span-2">
                <input id="f-motivo" className="input" value={motivo} maxLength={255} onInput={(e) => setMotivo(e.currentTarget.value)} />
              </Field>
              <Field label="Descripción" name="descripcion" errors={errors} className="span-2">
                <textarea id="f-descripcion" className="input" rows={2} value={descripcion} onInput={(e) => setDescripcion(e.currentTarget.value)} />
              </Field>
            </div>
            <FieldError errors={errors} name="productos" />
            <OtherErrors errors={errors} shown={['caja_id', 'motivo', 'descripcion', 'productos', ...Object.keys(errors).filter((k) => k.startsWith('productos.'))]} />
            {cart.length > 0 && (
              <div className="cart-submit">
                <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy || !valid}>
                  <Icon name="check" /> {busy ? 'Guardando...' : 'Registrar Devolución'}
                </button>
              </div>
            )}
          </form>
        </Card>
      </div>
      {asking && <ConfirmDialog text={question} confirmLabel="Sí, registrar devolución" onConfirm={save} onClose={() => setAsking(false)} />}
    </>
  );
}
