// Configurar Sucursales (Super and Administrador): which branches have
// transfers enabled, one checkbox per branch, saved as one list.
import { useEffect, useState } from 'react';
import { listSucursales, type Sucursal } from '../../api/sucursales';
import { configurarSucursales } from '../../api/traspasos';
import { LoadError, Loading } from '../../components/Feedback';
import { FormModalFooter, Modal } from '../../components/Modal';
import { useToast } from '../../components/Toast';
import { TRASPASO_MSG } from './common';

/** The transfer configuration modal. */
export function ConfigurarSucursalesModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [items, setItems] = useState<Sucursal[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listSucursales()
      .then(setItems)
      .catch(() => {
        setFailed(true);
        toast.error(TRASPASO_MSG.branchesError);
      });
  }, [toast]);

  const flip = (id: number) => setItems((all) => all?.map((s) => (s.id === id ? { ...s, is_activa_traspasos: !s.is_activa_traspasos } : s)) ?? null);

  const save = async () => {
    if (!items) return;
    setBusy(true);
    try {
      const res = await configurarSucursales(items.filter((s) => s.is_activa_traspasos).map((s) => s.id));
      toast.success(res?.message || TRASPASO_MSG.configSaved);
      onClose();
    } catch {
      toast.error(TRASPASO_MSG.configError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Configurar Sucursales"
      onClose={onClose}
      busy={busy}
      footer={<FormModalFooter onSave={save} busy={busy} disabled={!items} onCancel={onClose} />}
    >
      <p className="muted">Las sucursales marcadas pueden enviar y recibir solicitudes de traspaso entre sucursales.</p>
      {failed ? (
        <LoadError text={TRASPASO_MSG.branchesError} />
      ) : !items ? (
        <Loading />
      ) : (
        <ul className="check-list">
          {items.map((s) => (
            <li key={s.id}>
              <label className="check">
                <input type="checkbox" checked={!!s.is_activa_traspasos} onChange={() => flip(s.id)} />
                <span>
                  {s.sucursal}
                  {!s.estado && <small className="muted"> (inactiva)</small>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
