// The price-change alert of the shell (foundation.md §2.6, §4, §8, §9): the
// branch is asked at start and whenever the server pushes a price change (every
// 60 s while the push is down, not while the tab is hidden) whether its sale
// prices changed since this user last dismissed the alert.
// If so a banner offers VER PRODUCTOS (the changed products) and DEJAR DE
// MOSTRAR (after '¿Estás seguro?', the dismissal is stored on the server).
// Inventario never sees it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmarAlertaPrecios, verificaAlertaPrecios } from '../api/precios';
import { ApiError } from '../api/client';
import { useBannerSettled } from '../app/bannerGate';
import { errorMessage } from '../lib/errors';
import { useLive } from '../lib/live';
import { MSG } from '../lib/messages';
import { primaryRole, type User } from '../lib/session';
import { ConfirmDialog } from './ConfirmDialog';
import { Icon } from './Icon';
import { PriceAlertModal } from './PriceAlertModal';
import { useToast } from './Toast';

/** Polling period of the alert while the event stream is down. */
export const PRICE_ALERT_POLL_MS = 60_000;

/** Fixed texts of the alert. */
export const PRICE_ALERT = {
  text: 'SE MODIFICARON PRECIOS DE VENTA, POR FAVOR REVISE',
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
 * Whether the branch has an alert, checked now and whenever the server says
 * the branch's prices changed (every `periodMs` while that push is down).
 * `hide` drops the banner and any answer still on its way.
 */
export function usePriceAlert(branchId: number | null, enabled: boolean, periodMs = PRICE_ALERT_POLL_MS) {
  const [visible, setVisible] = useState(false);
  const [asked, setAsked] = useState(false);
  const seq = useRef(0);
  const on = enabled && branchId !== null;

  const check = useCallback(async () => {
    if (branchId === null) return;
    const mine = ++seq.current;
    try {
      const alert = await verificaAlertaPrecios(branchId);
      if (mine === seq.current) setVisible(alert);
    } catch {
      // A failed check keeps what is shown; the next one may succeed.
    }
    // A check superseded by a newer one (the event stream asks again when it connects) is not the answer yet.
    if (mine === seq.current) setAsked(true);
  }, [branchId]);

  useEffect(() => {
    seq.current++;
    setVisible(false);
    if (on) void check();
    return () => {
      seq.current++; // an answer for the previous branch is dropped
    };
  }, [on, check]);
  useLive('precios', () => void check(), periodMs, on);

  const hide = useCallback(() => {
    seq.current++;
    setVisible(false);
  }, []);
  return { visible, hide, asked: !on || asked };
}

/** PriceAlertBanner props. */
export interface PriceAlertBannerProps {
  user: User;
  branchId: number | null;
}

/** The banner, its products modal and its dismissal. */
export function PriceAlertBanner({ user, branchId }: PriceAlertBannerProps) {
  const toast = useToast();
  const { visible, hide, asked } = usePriceAlert(branchId, seesPriceAlert(user));
  useBannerSettled('prices', asked);
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
        <strong className="price-alert-text" title={PRICE_ALERT.text}>{PRICE_ALERT.text}</strong>
        <div className="price-alert-actions">
          <button type="button" className="btn btn-sm price-alert-show" onClick={() => setShowing(true)} aria-label={PRICE_ALERT.show} title={PRICE_ALERT.show}>
            <Icon name="eye" /> <span className="btn-label">{PRICE_ALERT.show}</span>
          </button>
          <button type="button" className="btn btn-sm price-alert-dismiss" onClick={() => setConfirming(true)} aria-label={PRICE_ALERT.dismiss} title={PRICE_ALERT.dismiss}>
            <Icon name="x" /> <span className="btn-label">{PRICE_ALERT.dismiss}</span>
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
