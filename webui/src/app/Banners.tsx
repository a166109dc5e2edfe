// The banner area under the top bar: the transfer and cancellation
// notifications and the price-change alert, all hidden from Inventario
// (foundation.md §2.2, §2.6, §4), for Super a failed automatic backup, and
// for everyone a server of a group that lost the majority (read-only), and
// for Super and Administrador an outage of the SIN (invoices fuera de línea).
import { BackupFailureBanner } from '../components/BackupFailureBanner';
import { ClusterBanner } from '../components/ClusterBanner';
import { NotificationBanner } from '../components/NotificationBanner';
import { PriceAlertBanner } from '../components/PriceAlertBanner';
import { SiatBanner } from '../components/SiatBanner';
import type { User } from '../lib/session';
import { BannerSettled, useBannerGate } from './bannerGate';

/** Notification and price-alert banners; `onSettled` runs once all have had their first answer. */
export function Banners({ user, branchId, onSettled }: { user: User; branchId: number | null; onSettled: () => void }) {
  const settled = useBannerGate(onSettled);
  return (
    <BannerSettled.Provider value={settled}>
      <ClusterBanner />
      <NotificationBanner user={user} />
      <BackupFailureBanner user={user} />
      <PriceAlertBanner user={user} branchId={branchId} />
      <SiatBanner user={user} branchId={branchId} />
    </BannerSettled.Provider>
  );
}
