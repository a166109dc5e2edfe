// The branches a user is assigned to (besides the home branch): a checkbox
// per branch, saved as one list.
import { useEffect, useState } from 'react';
import { getAsignaciones, saveAsignaciones, type Asignacion, type Usuario } from '../../api/usuarios';
import { LoadError, Loading } from '../../components/Feedback';
import { FormModalFooter, Modal } from '../../components/Modal';
import { useToast } from '../../components/Toast';
import { MSG } from '../../lib/messages';
import { displayName } from '../../lib/session';

/** The assignment modal of one user. */
export function AsignarSucursalesModal({ usuario, onClose }: { usuario: Usuario; onClose: () => void }) {
  const toast = useToast();
  const [items, setItems] = useState<Asignacion[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getAsignaciones(usuario.id)
      .then(setItems)
      .catch(() => {
        setFailed(true);
        toast.error(MSG.assignLoadError);
      });
  }, [usuario.id, toast]);

  const flip = (id: number) => setItems((all) => all?.map((a) => (a.id === id ? { ...a, asignado: !a.asignado } : a)) ?? null);

  const save = async () => {
    if (!items) return;
    setBusy(true);
    try {
      await saveAsignaciones(usuario.id, items.filter((a) => a.asignado).map((a) => a.id));
      toast.success(MSG.assignSaved);
      onClose();
    } catch {
      toast.error(MSG.assignSaveError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={`Asignar sucursales — ${displayName(usuario)}`}
      onClose={onClose}
      busy={busy}
      footer={<FormModalFooter onSave={save} busy={busy} disabled={!items} onCancel={onClose} />}
    >
      {failed ? (
        <LoadError text={MSG.assignLoadError} />
      ) : !items ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">{MSG.noData}</p>
      ) : (
        <ul className="check-list">
          {items.map((a) => (
            <li key={a.id}>
              <label className="check">
                <input type="checkbox" checked={a.asignado} onChange={() => flip(a.id)} />
                <span>{a.sucursal ?? a.nombre}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
