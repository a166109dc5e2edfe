// The notification banners of the shell (foundation.md §2.2, §2.6, §4, §8):
// one for transfers received by the user's branch, one for voids, returns
// and write-offs (Super and Administrador). Each opens its detail modal or
// marks its notifications read. They follow the server through useLive
// (polled every 17 s today); Inventario never sees them.
import { useCallback, useEffect, useState } from 'react';
import { useBannerSettled } from '../app/bannerGate';
import { getNotificaciones, marcarAnulacionesLeidas, marcarTraspasosLeidos, type Notificacion, type Notificaciones } from '../api/notificaciones';
import { useLive } from '../lib/live';
import { primaryRole, type User } from '../lib/session';
import { Icon } from './Icon';
import { CancellationNoticesModal, NOTIF_MSG, TransferNoticesModal } from './NotificationModals';
import { useToast } from './Toast';

/** Polling period of the notifications while the server's stream is not pushing them. */
export const NOTIFICATIONS_POLL_MS = 17_000;

/** True for the roles that get notifications (all but Inventario). */
export function seesNotifications(user: Pick<User, 'rol'> | null | undefined): boolean {
  const r = primaryRole(user);
  return r !== null && r !== 'Inventario';
}

/** "3 sin leer" after the message when there are several. */
export function unreadText(n: Notificacion): string {
  return n.total > 1 ? `${n.mensaje} (${n.total} sin leer)` : n.mensaje;
}

function Bar({ n, tone, onShow, onRead }: { n: Notificacion; tone: 'transfer' | 'cancel'; onShow: () => void; onRead: () => void }) {
  return (
    <div className={`notice-bar notice-${tone}`} role="status">
      <span className="notice-icon">
        <Icon name={tone === 'transfer' ? 'swap' : 'ban'} />
      </span>
      <div className="notice-text" title={`${n.titulo}: ${unreadText(n)}`}>
        <strong>{n.titulo}</strong>
        <span>{unreadText(n)}</span>
      </div>
      <div className="notice-actions">
        <button type="button" className="btn btn-sm notice-show" onClick={onShow} aria-label="VER DETALLE" title="VER DETALLE">
          <Icon name="eye" /> <span className="btn-label">VER DETALLE</span>
        </button>
        <button type="button" className="btn btn-sm notice-read" onClick={onRead} aria-label="MARCAR COMO LEÍDO" title="MARCAR COMO LEÍDO">
          <Icon name="check" /> <span className="btn-label">MARCAR COMO LEÍDO</span>
        </button>
      </div>
    </div>
  );
}

/** The two banners and their modals. */
export function NotificationBanner({ user }: { user: User }) {
  const toast = useToast();
  const enabled = seesNotifications(user);
  const [state, setState] = useState<Notificaciones>({ traspaso: null, anulacion: null });
  const [showing, setShowing] = useState<'traspaso' | 'anulacion' | null>(null);
  const [asked, setAsked] = useState(false);
  useBannerSettled('notifications', !enabled || asked);

  const reload = useCallback(() => {
    getNotificaciones()
      .then(setState)
      .catch(() => {
        // A failed check keeps what is shown; the next one may succeed.
      })
      .finally(() => setAsked(true));
  }, []);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, user.id, reload]);
  useLive('notificaciones', reload, NOTIFICATIONS_POLL_MS, enabled);

  if (!enabled) return null;

  const readAll = async (kind: 'traspaso' | 'anulacion') => {
    try {
      const res = kind === 'traspaso' ? await marcarTraspasosLeidos() : await marcarAnulacionesLeidas();
      toast.success(res?.message || (kind === 'traspaso' ? NOTIF_MSG.transferRead : NOTIF_MSG.read));
      setState((s) => ({ ...s, [kind]: null }));
      setShowing(null);
    } catch {
      toast.error(NOTIF_MSG.readError);
    }
  };

  return (
    <>
      {state.traspaso && <Bar n={state.traspaso} tone="transfer" onShow={() => setShowing('traspaso')} onRead={() => void readAll('traspaso')} />}
      {state.anulacion && <Bar n={state.anulacion} tone="cancel" onShow={() => setShowing('anulacion')} onRead={() => void readAll('anulacion')} />}
      {showing === 'traspaso' && <TransferNoticesModal onClose={() => setShowing(null)} onChanged={reload} />}
      {showing === 'anulacion' && <CancellationNoticesModal onClose={() => setShowing(null)} />}
    </>
  );
}
