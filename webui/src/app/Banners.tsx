// The banner area under the top bar: the transfer and cancellation
// notifications and the price-change alert, all hidden from Inventario
// (foundation.md §2.2, §2.6, §4), and for Super a failed automatic backup.
import { BackupFailureBanner } from '../components/BackupFailureBanner';
import { NotificationBanner } from '../components/NotificationBanner';
import { PriceAlertBanner } from '../components/PriceAlertBanner';
import type { User } from '../lib/session';

/** Notification and price-alert banners. */
export function Banners({ user, branchId }: { user: User; branchId: number | null }) {
  return (
    <>
      <NotificationBanner user={user} />
      <BackupFailureBanner user={user} />
      <PriceAlertBanner user={user} branchId={branchId} />
    </>
  );
}
