// The banner area under the top bar: the transfer and cancellation
// notifications and the price-change alert, all hidden from Inventario
// (foundation.md §2.2, §2.6, §4), for Super a failed automatic backup, and
// for everyone a server of a group that lost the majority (read-only).
import { BackupFailureBanner } from '../components/BackupFailureBanner';
import { ClusterBanner } from '../components/ClusterBanner';
import { NotificationBanner } from '../components/NotificationBanner';
import { PriceAlertBanner } from '../components/PriceAlertBanner';
import type { User } from '../lib/session';

/** Notification and price-alert banners. */
export function Banners({ user, branchId }: { user: User; branchId: number | null }) {
  return (
    <>
      <ClusterBanner />
      <NotificationBanner user={user} />
      <BackupFailureBanner user={user} />
      <PriceAlertBanner user={user} branchId={branchId} />
    </>
  );
}
