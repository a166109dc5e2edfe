// The banner that tells Super, on every screen, that the last automatic
// backup failed (a full or missing backup disk must not go unnoticed until
// the day it is needed). It looks again every ten minutes, as often as the
// server tries.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { listRespaldos } from '../api/respaldos';
import { useBannerSettled } from '../app/bannerGate';
import { formatDateTime } from '../lib/format';
import type { User } from '../lib/session';
import { useLoad } from '../lib/useLoad';
import { Icon } from './Icon';

const EVERY_MS = 10 * 60 * 1000;

/** The banner, for Super only. */
export function BackupFailureBanner({ user }: { user: User }) {
  const asks = user.rol[0] === 'Super';
  useBannerSettled('backup', !asks);
  return asks ? <FailureBanner /> : null;
}

function FailureBanner() {
  const { data, loading, reload } = useLoad(listRespaldos);
  useBannerSettled('backup', !loading);
  useEffect(() => {
    const t = window.setInterval(() => void reload(), EVERY_MS);
    return () => window.clearInterval(t);
  }, [reload]);
  if (!data?.error) return null;
  return (
    <div className="alert alert-error banner" role="alert">
      <Icon name="alert" />
      <span>
        El último respaldo automático falló el {formatDateTime(data.error.fecha)}: {data.error.mensaje}.{' '}
        <Link href="/admin/datos">Ver respaldos</Link>
      </span>
    </div>
  );
}
