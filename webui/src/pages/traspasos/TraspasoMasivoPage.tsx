// Traspaso Masivo (/admin/traspaso-masivo): products of the main warehouse
// (branch 1) distributed to the other branches in one go, one transfer per
// branch in one transaction. After success it goes back to TRASPASOS after
// 1.8 seconds.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { FieldErrors } from '../../api/client';
import type { PickerProduct } from '../../api/productos-picker';
import { listSucursalesActivas } from '../../api/sucursales';
import { traspasoMasivo } from '../../api/traspasos';
import { BackButton } from '../../components/BackButton';
import { CartTable, productColumn, QtyInput, type CartColumn } from '../../components/CartTable';
import { FieldError } from '../../components/Feedback';
import { Field, OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { StockBadge } from '../../components/ProductCells';
import { ProductPicker } from '../../components/ProductPicker';
import { useToast } from '../../components/Toast';
import { useDocumentKey } from '../../lib/documentKey';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { BULK_REDIRECT_MS, CART_PAGE_SIZE, TRASPASO_MSG } from './common';
import { addBulkProduct, bulkPayload, distributed, overStock, setShare, type BulkRow } from './masivo';

const MAIN_BRANCH = 1;

/** The bulk transfer screen. */
export function TraspasoMasivoPage() {
  const toast = useToast();
  const [, navigate] = useLocation();
  const branches = useLoad(listSucursalesActivas);
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [motivo, setMotivo] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (branches.error) toast.error(TRASPASO_MSG.branchesError);
  }, [branches.error, toast]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const targets = (branches.data ?? []).filter((b) => b.id !== MAIN_BRANCH);
  const exceeds = overStock(rows);

  const add = (p: PickerProduct) => {
    setRows((r) => addBulkProduct(r, p));
    toast.success('Agregado al carrito');
  };

  const bulkKey = useDocumentKey();
  const submit = async () => {
    if (inFlight.current || !rows.length || exceeds) return;
    inFlight.current = true;
    setBusy(true);
    setErrors({});
    try {
      const res = await bulkKey.run((key) => traspasoMasivo(bulkPayload(motivo, rows), key));
      toast.success(res?.message || TRASPASO_MSG.bulkDone);
      timer.current = window.setTimeout(() => navigate('/admin/traspasos'), BULK_REDIRECT_MS);
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? {});
      toast.error(`${TRASPASO_MSG.bulkError}: ${errorMessage(e)}`);
      inFlight.current = false;
      setBusy(false);
    }
  };

  const columns: CartColumn<BulkRow>[] = [
    productColumn((r) => r.producto, (r) => [r.codigo]),
    { header: 'Stock', className: 'center', cell: (r) => <StockBadge cantidad={r.stock} /> },
    ...targets.map(
      (b): CartColumn<BulkRow> => ({
        header: b.sucursal,
        className: 'center col-qty',
        cell: (r) => (
          <QtyInput
            value={r.cantidades[b.id] ?? 0}
            label={`Cantidad de ${r.producto} para ${b.sucursal}`}
            onChange={(raw) => {
              setRows((all) => setShare(all, r.id, b.id, raw));
              return true;
            }}
          />
        ),
      }),
    ),
    {
      header: 'Total',
      className: 'num',
      cell: (r) => <strong className={distributed(r) > r.stock ? 'text-danger' : undefined}>{formatNumber(distributed(r))}</strong>,
    },
    {
      header: '',
      className: 'center col-remove',
      cell: (r) => (
        <button type="button" className="action-btn action-danger" title="Quitar" aria-label={`Quitar ${r.producto}`} onClick={() => setRows((all) => all.filter((x) => x.id !== r.id))}>
          <Icon name="trash" />
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Traspaso Masivo" subtitle="Distribuya productos de la Casa Matriz (sucursal 1) a las demás sucursales." actions={<BackButton href="/admin/traspasos" />} />
      <div className="op-layout">
        <Card title="Datos" className="op-form">
          <Field label="Motivo" name="motivo" errors={errors} required>
            <input id="f-motivo" className="input" value={motivo} onInput={(e) => setMotivo(e.currentTarget.value)} />
          </Field>
        </Card>
        <Card title="Productos de la Casa Matriz" className="op-picker">
          <ProductPicker sucursalId={MAIN_BRANCH} variant="venta" conStock onAdd={add} />
        </Card>
      </div>
      <Card title="Distribución por sucursal" className="card-gap op-cart">
        <CartTable
          className="bulk-grid"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          pageSize={CART_PAGE_SIZE}
          followLast
          empty="Agregue productos para distribuirlos."
          rowClass={(r) => (distributed(r) > r.stock ? 'row-error' : undefined)}
        />
        <div className="purchase-foot">
          <div className="purchase-errors">
            {exceeds && <div className="field-error">{TRASPASO_MSG.stockOrigin}</div>}
            <FieldError errors={errors} name="productos" />
            <OtherErrors errors={errors} shown={['motivo', 'productos']} />
          </div>
          {rows.length > 0 && (
            <button type="button" className="btn btn-primary btn-lg" onClick={submit} disabled={busy || exceeds}>
              <Icon name="check" /> {busy ? 'Guardando...' : 'Realizar Traspaso Masivo'}
            </button>
          )}
        </div>
      </Card>
    </>
  );
}
