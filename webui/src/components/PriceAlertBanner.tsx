// The price-change alert of the shell (foundation.md §2.6, §4, §8, §9): the
// branch is asked at start and every 60 s (not while the tab is hidden)
// whether its sale prices changed since this user last dismissed the alert.
// If so a banner offers VER PRODUCTOS (the changed products) and DEJAR DE
// MOSTRAR (after '¿Estás seguro?', the dismissal is stored on the server).
// Inventario never sees it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmarAlertaPrecios, verificaAlertaPrecios } from '../api/precios';
import { ApiError } from '../api/client';
import { errorMessage } from '../lib/errors';
import { MSG } from '../lib/messages';
import { primaryRole, type User } from '../lib/session';
import { ConfirmDialog } from './ConfirmDialog';
import { Icon } from './Icon';
import { PriceAlertModal } from './PriceAlertModal';
import { useToast } from './Toast';

/** Polling period of the alert. */
export const PRICE_ALERT_POLL_MS = 60_000;

/** Fixed texts of the alert. */
export const PRICE_ALERT = {
  text: 'SE MODIFICARON PRECIOS DE VENTA POR FAVOR REVICE',
  show: 'VER PRODUCTOS',
  dismiss: 'DEJAR DE MOSTRAR',
  dismissed: 'Se dejará de mostrar el mensaje.',
  confirmText: 'El aviso dejará de mostrarse hasta el próximo cambio de precios de esta sucursal.',
  confirmLabel: 'Sí, dejar de mostrar',
} as const;

/** True for the roles that see the alert (all but Inventario). */
export function seesPriceAlert(user: Pick<User, 'rol'> | null | undefined): boolean {
  const r = primaryRole(user);
  return r !== null && r !== 'Inventario';
}

/**
 * Whether the branch has an alert, checked now and every `periodMs` while the
 * page is visible; coming back to the tab checks at once. `hide` drops the
 * banner and any answer still on its way.
 */
export function usePriceAlert(branchId: number | null, enabled: boolean, periodMs = PRICE_ALERT_POLL_MS) {
  const [visible, setVisible] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    seq.current++;
    setVisible(false);
    if (!enabled || branchId === null) return;
    let timer: number | undefined;
    let live = true;
    const check = async () => {
      const mine = ++seq.current;
      try {
        const on = await verificaAlertaPrecios(branchId);
        if (live && mine === seq.current) setVisible(on);
      } catch {
        // A failed check keeps what is shown; the next one may succeed.
      }
    };
    const start = () => {
      if (timer === undefined) timer = window.setInterval(() => void check(), periodMs);
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) {
        stop();
      } else {
        void check();
        start();
      }
    };
    if (!document.hidden) {
      void check();
      start();
    }
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [branchId, enabled, periodMs]);

  const hide = useCallback(() => {
    seq.current++;
    setVisible(false);
  }, []);
  return { visible, hide };
}

/** PriceAlertBanner props. */
export interface PriceAlertBannerProps {
  user: User;
  branchId: number | null;
}

/** The banner, its products modal and its dismissal. */
export function PriceAlertBanner({ user, branchId }: PriceAlertBannerProps) {
  const toast = useToast();
  const { visible, hide } = usePriceAlert(branchId, seesPriceAlert(user));
  const [showing, setShowing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (!visible || branchId === null) return null;

  const dismiss = async () => {
    try {
      const res = await confirmarAlertaPrecios(branchId);
      hide();
      setShowing(false);
      toast.success(res?.message || PRICE_ALERT.dismissed);
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 403 ? e.message : MSG.updateError + errorMessage(e));
    }
  };

  return (
    <>
      <div className="price-alert" role="alert">
        <span className="price-alert-icon">
          <Icon name="tag" />
        </span>
        <strong className="price-alert-text">{PRICE_ALERT.text}</strong>
        <div className="price-alert-actions">
          <button type="button" className="btn btn-sm price-alert-show" onClick={() => setShowing(true)}>
            <Icon name="eye" /> {PRICE_ALERT.show}
          </button>
          <button type="button" className="btn btn-sm price-alert-dismiss" onClick={() => setConfirming(true)}>
            <Icon name="x" /> {PRICE_ALERT.dismiss}
          </button>
        </div>
      </div>
      {showing && <PriceAlertModal sucursalId={branchId} onClose={() => setShowing(false)} />}
      {confirming && (
        <ConfirmDialog text={PRICE_ALERT.confirmText} confirmLabel={PRICE_ALERT.confirmLabel} onConfirm={dismiss} onClose={() => setConfirming(false)} />
      )}
    </>
  );
}
