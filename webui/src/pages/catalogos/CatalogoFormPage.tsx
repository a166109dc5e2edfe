// Registrar Catálogo (/admin/nuevo-catalogo) and Editar Catálogo #{id}
// (/admin/editar-catalogo/:id): on the left the client block and the product
// picker, on the right the cart (operations.md §2, §4). Entering the screen
// starts with an empty cart, form and errors; the edit screen fills them from
// the catalogue and keeps the client block read-only. A save opens the PDF in
// a new tab and returns to CATALOGOS, where the success dialog shows.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { catalogoPdfPath, createCatalogo, getCatalogo, updateCatalogo, type CatalogoInput } from '../../api/catalogos';
import { listClientesActivos } from '../../api/clientes';
import type { PickerProduct } from '../../api/productos-picker';
import { showPdfInTab } from '../../api/ventas';
import { BackButton } from '../../components/BackButton';
import { useBranchId } from '../../components/BranchSelect';
import { ClienteBlock, clienteInput, type ClienteBlockFields } from '../../components/ClienteBlock';
import { DEFAULT_CLIENTE } from '../../components/ClienteSelect';
import { Loading } from '../../components/Feedback';
import { OtherErrors } from '../../components/Form';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { bs, cartTotal } from '../../lib/cart';
import { MSG } from '../../lib/messages';
import { useCartErrors } from '../../lib/useCartErrors';
import { withoutError } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import {
  addCatalogoProduct,
  addPageCatalogo,
  cartFromEdit,
  catalogoLinesPayload,
  type CatalogoLine,
  type CatalogoResult,
} from './cart';
import { CatalogoCart } from './CatalogoCart';
import { CatalogoPicker } from './CatalogoPicker';
import { CATALOGO_MSG, MessageDialog, saveErrorText, updateErrorText, withDialog, type DialogText } from './common';

const FRESH: ClienteBlockFields = { ...DEFAULT_CLIENTE, descripcion: '' };
const FORM_FIELDS = ['cliente', 'cliente_id', 'razon_social', 'nit', 'complemento', 'telefono', 'direccion', 'descripcion', 'total', 'productos', 'sucursal'];

/** The new-catalogue screen. */
export function NuevoCatalogoPage() {
  return <ClienteBlockFieldsScreen />;
}

/** The edit screen. */
export function EditarCatalogoPage() {
  const { id } = useParams<{ id: string }>();
  return <ClienteBlockFieldsScreen id={Number(id)} />;
}

function ClienteBlockFieldsScreen({ id }: { id?: number }) {
  const editing = id !== undefined;
  const { session } = useSession();
  const branchId = useBranchId();
  const toast = useToast();
  const [, navigate] = useLocation();

  const [form, setForm] = useState<ClienteBlockFields>(FRESH);
  const [cart, setCart] = useState<CatalogoLine[]>([]);
  const { errors, setErrors, lineErrors, clearErrors, showErrors } = useCartErrors();
  const [dialog, setDialog] = useState<DialogText | null>(null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(!editing);
  // State of the catalogue being edited: only a valid one (1) can be updated.
  const [estado, setEstado] = useState(1);
  // Blocks a second click before the busy state has re-rendered the button.
  const inFlight = useRef(false);

  const clientes = useLoad(() => (editing ? Promise.resolve([]) : listClientesActivos()), [editing]);
  useEffect(() => {
    if (clientes.error) toast.error(CATALOGO_MSG.clientsError);
  }, [clientes.error, toast]);

  // The edit screen fills form and cart from the catalogue, or goes back.
  useEffect(() => {
    if (!editing) return;
    let live = true;
    getCatalogo(id)
      .then((r) => {
        if (!live) return;
        const d = r?.data;
        if (!d) throw new Error('sin datos');
        setForm({
          cliente: String(d.cliente_id ?? ''),
          razon_social: d.razon_social ?? '',
          nit: d.nit ?? '',
          complemento: d.complemento ?? '',
          telefono: d.telefono ?? '',
          direccion: d.direccion ?? '',
          descripcion: d.descripcion ?? '',
        });
        setCart(cartFromEdit(d.productos));
        setEstado(Number(r.catalogo?.estado ?? 1));
        setLoaded(true);
      })
      .catch(() => {
        if (!live) return;
        toast.error(CATALOGO_MSG.loadError);
        navigate('/admin/catalogos');
      });
    return () => {
      live = false;
    };
  }, [editing, id]); // eslint-disable-line react-hooks/exhaustive-deps

  const inCart = useMemo(() => new Set(cart.map((l) => l.id)), [cart]);

  const set = (name: keyof ClienteBlockFields, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => withoutError(e, name));
  };

  const apply = (r: CatalogoResult) => {
    setCart(r.cart);
    if (r.error) toast.info(r.error);
    else if (r.message) toast.success(r.message);
  };

  const submit = async () => {
    if (inFlight.current || cart.length === 0) return;
    clearErrors();
    const productos = catalogoLinesPayload(cart);
    // The tab for the PDF is opened now, inside the click, so that pop-up
    // blockers allow it; it is closed again if the save is refused.
    const tab = window.open('', '_blank');
    inFlight.current = true;
    setBusy(true);
    try {
      let savedId: number;
      let done: DialogText;
      if (editing) {
        await updateCatalogo(id, {
          cliente_id: Number(form.cliente) || 1,
          razon_social: form.razon_social,
          nit: form.nit,
          complemento: form.complemento,
          telefono: form.telefono,
          direccion: form.direccion,
          descripcion: form.descripcion,
          productos,
        });
        savedId = id;
        done = { title: CATALOGO_MSG.updatedTitle, text: CATALOGO_MSG.updatedText };
      } else {
        const input: CatalogoInput = {
          ...clienteInput(form),
          complemento: form.complemento.trim(),
          total: bs(cartTotal(cart, (l) => l.precio)),
          sucursal: branchId,
          productos,
        };
        const res = await createCatalogo(input);
        savedId = res?.catalogo_id ?? res?.id;
        done = { title: CATALOGO_MSG.savedTitle, text: CATALOGO_MSG.savedText };
      }
      setCart([]);
      setForm(FRESH);
      navigate('/admin/catalogos', withDialog(done));
      showPdfInTab(tab, catalogoPdfPath(savedId)).catch(() => toast.error(MSG.pdfError));
    } catch (e) {
      tab?.close();
      showErrors(e, cart);
      setDialog(editing ? { title: CATALOGO_MSG.updateErrorTitle, text: updateErrorText(e) } : { title: CATALOGO_MSG.saveErrorTitle, text: saveErrorText(e) });
      inFlight.current = false;
      setBusy(false);
    }
  };

  const errorList = Object.entries(errors)
    .filter(([, v]) => v?.length)
    .map(([k, v]) => <li key={k}>{v[0]}</li>);

  return (
    <>
      <PageHeader
        title={editing ? `Editar Catálogo #${id}` : 'Registrar Catálogo'}
        subtitle={`Sucursal: ${session?.branch?.sucursal ?? session?.user.sucursal ?? ''}`}
        actions={<BackButton href="/admin/catalogos" />}
      />
      {!loaded ? (
        <Loading />
      ) : (
        <div className="op-layout op-layout-catalog">
          <div className="op-main">
            <Card title="Datos del cliente" className="op-form">
              {editing && (
                <div className="alert alert-info alert-compact" role="note">
                  <Icon name="lock" />
                  <span>{CATALOGO_MSG.clientLocked}</span>
                </div>
              )}
              {editing && estado !== 1 && (
                <div className="alert alert-warning alert-compact" role="alert">
                  <Icon name="alert" />
                  <span>
                    El catálogo está {estado === 2 ? 'fuera de plazo' : 'anulado'}: solo un catálogo válido puede actualizarse.
                  </span>
                </div>
              )}
              <ClienteBlock form={form} errors={errors} clientes={clientes.data} set={set} onCliente={(c) => setForm((f) => ({ ...f, ...c }))} locked={editing} />
            </Card>
            <Card title="Productos" className="op-picker">
              <CatalogoPicker
                sucursalId={branchId}
                inCart={inCart}
                onAdd={(p: PickerProduct) => apply(addCatalogoProduct(cart, p))}
                onAddPage={(v) => apply(addPageCatalogo(cart, v))}
              />
            </Card>
          </div>
          <div className="op-side">
            <CatalogoCart
              cart={cart}
              setCart={setCart}
              apply={apply}
              lineErrors={lineErrors}
              submitLabel={editing ? 'ACTUALIZAR CATÁLOGO' : 'GENERAR CATÁLOGO'}
              busy={busy}
              onSubmit={submit}
              errors={<OtherErrors errors={errors} shown={[...FORM_FIELDS.filter((f) => f !== 'total' && f !== 'productos'), ...Object.keys(errors).filter((k) => k.startsWith('productos.'))]} />}
            />
          </div>
        </div>
      )}
      {dialog && (
        <MessageDialog title={dialog.title} text={dialog.text} tone="error" onClose={() => setDialog(null)}>
          {errorList.length > 0 && <ul className="message-errors">{errorList}</ul>}
        </MessageDialog>
      )}
    </>
  );
}
