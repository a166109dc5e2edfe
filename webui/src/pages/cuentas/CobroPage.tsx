// COBRO (/admin/cobrar/:id) and PAGO (/admin/pagar/:id), Super: the payment
// form while the document has a balance (otherwise the debt is paid), its
// instalments (choosing a pending one prefills its monto), the document's
// data and its lines. After a cobro the screen offers its papers (the 80 mm
// receipt and the estado de cuenta) before going back; after a pago it goes
// back to the list.
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ApiError } from '../../api/client';
import { cuentaPdfPath, getCuenta, pagarCuenta, reciboCobroPath, type CuentaDocumento, type CuentaKind, type Pago } from '../../api/cuentas';
import { openPdf } from '../../api/downloads';
import { BackButton } from '../../components/BackButton';
import { CartTable } from '../../components/CartTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { MoneyInput } from '../../components/MoneyInput';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { useDocumentKey } from '../../lib/documentKey';
import { formatDate, formatDateTime, formatMoney, formatNumber, todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { METODOS_PAGO } from '../../lib/paymentMethods';
import { useForm, onlyDigits } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';
import { DueDate, KIND, PagoEstado } from './common';

interface Draft {
  pago_id: number | null;
  monto: number | null;
  montoValid: boolean;
  metodo_pago: string;
  numero_documento: string;
  descripcion: string;
}

const emptyDraft: Draft = { pago_id: null, monto: null, montoValid: true, metodo_pago: 'Efectivo', numero_documento: '', descripcion: '' };

/** The first pending instalment, the one a payment covers by default. */
export function firstPending(pagos: Pago[]): Pago | undefined {
  return pagos.find((p) => !p.cancelado && !p.anulado);
}

/** The text of a failed save: the server's message after the spec's prefix. */
export function pagoErrorText(kind: CuentaKind, e: unknown): string {
  if (e instanceof ApiError && e.status === 403) return e.message;
  if (e instanceof ApiError && e.message) return `${KIND[kind].saveError}: ${e.message}`;
  return KIND[kind].unknownError;
}

/** COBRO of a sale. */
export const CobrarPage = () => <CobroPage kind="cobrar" />;
/** PAGO of a purchase. */
export const PagarPage = () => <CobroPage kind="pagar" />;

/** The Cobro / Pago screen. */
export function CobroPage({ kind }: { kind: CuentaKind }) {
  const k = KIND[kind];
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const toast = useToast();
  const { data, loading, error, reload } = useLoad(() => getCuenta(kind, Number(id)), [kind, id]);
  const prefilled = useRef('');
  // The amount of the cobro just saved, while its papers are offered.
  const [saved, setSaved] = useState<number | null>(null);
  const pdf = (path: string) => openPdf(path).catch(() => toast.error(MSG.pdfError));
  const f = useForm<Draft>(emptyDraft);
  const doc = data ? (data.venta ?? data.compra) : undefined;
  const pagos = data?.pagos ?? [];

  // The pending instalment is chosen at first, with its monto; a reload of the
  // same document (after a save, or live data) keeps what the user typed.
  useEffect(() => {
    if (!data || prefilled.current === `${kind}/${id}`) return;
    prefilled.current = `${kind}/${id}`;
    const p = firstPending(pagos);
    if (p) f.setValues({ ...emptyDraft, pago_id: p.id, monto: Math.round(Number(p.monto) * 100) });
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (p: Pago) => {
    f.setValues({ ...f.values, pago_id: p.id, monto: Math.round(Number(p.monto) * 100), montoValid: true });
    document.getElementById('f-monto')?.focus();
  };

  const paymentKey = useDocumentKey();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = f.values;
    if (!v.montoValid || !f.claim()) return;
    try {
      const res = await paymentKey.run((key) =>
        pagarCuenta(
          kind,
          Number(id),
          {
            pago_id: v.pago_id,
            monto: v.monto === null ? '' : (v.monto / 100).toFixed(2),
            metodo_pago: v.metodo_pago,
            numero_documento: v.numero_documento,
            descripcion: v.descripcion.trim(),
          },
          key,
        ),
      );
      toast.success(res?.message || 'Pago guardado con éxito');
      if (kind === 'pagar') {
        navigate(k.list);
        return;
      }
      setSaved(v.monto);
      f.setBusy(false);
      await reload();
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(pagoErrorText(kind, err));
      f.setBusy(false);
    }
  };

  const saldo = Number(doc?.saldo ?? 0);
  const valid = doc ? Number(doc.estado) === 1 || doc.estado === 'Correcto' : false;
  const today = todayIso();
  return (
    <>
      <PageHeader
        title={`${k.screen} — ${k.doc} N° ${doc?.numero_comprobante ?? doc?.id ?? id}`}
        actions={
          <>
            {doc && (
              <button type="button" className="btn btn-light" onClick={() => pdf(cuentaPdfPath(kind, Number(id)))}>
                <Icon name="file" /> Estado de cuenta
              </button>
            )}
            <BackButton href={k.list} />
          </>
        }
      />
      {loading && !data ? (
        <Loading />
      ) : error || !doc ? (
        <LoadError text={error instanceof ApiError && error.status === 403 ? error.message : undefined} />
      ) : (
        <div className="cobro-grid">
          <Card title={`Registrar ${k.noun}`}>
            {saved !== null ? (
              <div className="cobro-saved">
                <div className="alert alert-success" role="status">
                  <Icon name="check" /> Cobro de {formatMoney(saved / 100)} guardado. Saldo: {formatMoney(saldo)}.
                </div>
                <p className="muted">Entregue al cliente su comprobante:</p>
                <div className="cobro-saved-actions">
                  <button type="button" className="btn btn-primary" onClick={() => pdf(reciboCobroPath(Number(id)))}>
                    <Icon name="printer" /> Imprimir recibo (80 mm)
                  </button>
                  <button type="button" className="btn btn-light" onClick={() => pdf(cuentaPdfPath(kind, Number(id)))}>
                    <Icon name="file" /> Estado de cuenta
                  </button>
                  {saldo > 0 && valid && (
                    <button
                      type="button"
                      className="btn btn-light"
                      onClick={() => {
                        setSaved(null);
                        const p = firstPending(pagos);
                        f.setValues({ ...emptyDraft, pago_id: p?.id ?? null, monto: p ? Math.round(Number(p.monto) * 100) : null });
                      }}
                    >
                      <Icon name="wallet" /> Registrar otro cobro
                    </button>
                  )}
                  <button type="button" className="btn btn-light" onClick={() => navigate(k.list)}>
                    Volver a Cuentas por Cobrar
                  </button>
                </div>
              </div>
            ) : !valid ? (
              <div className="alert alert-error" role="alert">El documento está anulado: no admite pagos.</div>
            ) : saldo <= 0 ? (
              <div className="alert alert-success" role="status">
                <Icon name="check" /> La deuda está totalmente pagada.
              </div>
            ) : (
              <form id="pago-form" className="form-grid" onSubmit={submit} noValidate>
                <div className="cobro-saldo">
                  <span className="muted">Saldo</span>
                  <strong>{formatMoney(saldo)}</strong>
                </div>
                <Field label="Monto" name="monto" errors={f.errors} required>
                  <MoneyInput
                    id="f-monto"
                    name="monto"
                    value={f.values.monto}
                    onChange={(cents, ok) => {
                      f.set('monto', cents);
                      f.set('montoValid', ok);
                    }}
                  />
                </Field>
                <Field label="Método de pago" name="metodo_pago" errors={f.errors} required>
                  <select id="f-metodo_pago" className="input" value={f.values.metodo_pago} onChange={(e) => f.set('metodo_pago', e.currentTarget.value)}>
                    {METODOS_PAGO.map((m) => (
                      <option key={m} value={m}>{m}</option>
                    ))}
                  </select>
                </Field>
                <Field label="N° de documento" name="numero_documento" errors={f.errors}>
                  <input
                    id="f-numero_documento"
                    className="input"
                    inputMode="numeric"
                    value={f.values.numero_documento}
                    onInput={(e) => f.set('numero_documento', onlyDigits(e.currentTarget.value))}
                  />
                </Field>
                <Field label="Descripción" name="descripcion" errors={f.errors} className="span-all">
                  <textarea id="f-descripcion" className="input" rows={2} value={f.values.descripcion} onInput={(e) => f.set('descripcion', e.currentTarget.value)} />
                </Field>
                <OtherErrors errors={f.errors} shown={['monto', 'metodo_pago', 'numero_documento', 'descripcion']} />
                <div className="form-actions span-all">
                  <button type="submit" className="btn btn-primary" disabled={f.busy || !f.values.montoValid}>
                    <Icon name="wallet" /> {f.busy ? MSG.loading : `Guardar ${k.noun}`}
                  </button>
                </div>
              </form>
            )}
          </Card>
          <Card title="Datos del documento">
            <DocFields kind={kind} doc={doc} />
          </Card>
          <Card title="Pagos" className="cobro-wide">
            <CartTable
              rows={pagos}
              rowKey={(p) => p.id}
              empty="Sin pagos registrados."
              rowClass={(p) => (p.id === f.values.pago_id ? 'row-selected' : undefined)}
              columns={[
                { header: 'Fecha', cell: (p) => formatDateTime(p.fecha) },
                { header: 'Vence', cell: (p) => (!p.cancelado && !p.anulado && p.fecha_limite ? <DueDate fecha={p.fecha_limite} today={today} /> : '—') },
                { header: 'Monto', className: 'num', cell: (p) => formatMoney(p.monto) },
                { header: 'Método', cell: (p) => p.metodo_pago || '—' },
                { header: 'N° documento', cell: (p) => p.numero_documento || '—' },
                { header: 'Descripción', cell: (p) => p.descripcion },
                { header: 'Empleado', cell: (p) => p.empleado },
                { header: 'Estado', className: 'center', cell: (p) => <PagoEstado pago={p} /> },
                {
                  header: '',
                  cell: (p) =>
                    !p.cancelado && !p.anulado && valid && saldo > 0 && saved === null ? (
                      <button type="button" className="btn btn-sm btn-primary" onClick={() => choose(p)}>{k.action}</button>
                    ) : kind === 'cobrar' && p.cancelado && !p.anulado ? (
                      <button type="button" className="btn btn-sm btn-light" title="Imprimir el recibo de este pago" onClick={() => pdf(reciboCobroPath(Number(id), p.id))}>
                        <Icon name="printer" /> Recibo
                      </button>
                    ) : null,
                },
              ]}
            />
          </Card>
          <Card title="Detalle" className="cobro-wide">
            <CartTable
              rows={data?.detalles ?? []}
              rowKey={(_, i) => i}
              empty="Sin líneas."
              columns={[
                { header: 'Producto', cell: (l) => l.producto },
                { header: 'Unidad', cell: (l) => l.unidad },
                { header: 'Cantidad', className: 'num', cell: (l) => formatNumber(l.cantidad_vendida ?? l.cantidad) },
                { header: kind === 'cobrar' ? 'Precio' : 'Costo', className: 'num', cell: (l) => formatMoney(l.precio ?? l.costo) },
                { header: 'Subtotal', className: 'num', cell: (l) => formatMoney(l.subtotal) },
              ]}
            />
          </Card>
        </div>
      )}
    </>
  );
}

function DocFields({ kind, doc }: { kind: CuentaKind; doc: CuentaDocumento }) {
  const items: [string, string][] = [
    ['Fecha', formatDateTime(doc.fecha_venta ?? doc.fecha_compra)],
    [KIND[kind].party, doc.razon_social || doc.cliente || doc.proveedor || ''],
    ['NIT / CI', doc.nit || '0'],
    ['Sucursal', doc.sucursal],
    ['Empleado', doc.empleado],
    ['Total', formatMoney(doc.total)],
    ['A cuenta', formatMoney(doc.a_cuenta ?? 0)],
    ['Saldo', formatMoney(doc.saldo)],
  ];
  if (doc.fecha_limite) items.push(['Fecha límite', formatDate(doc.fecha_limite)]);
  if (doc.descripcion) items.push(['Descripción', doc.descripcion]);
  return (
    <dl className="doc-fields">
      {items.map(([label, value]) => (
        <div key={label} className="doc-field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
