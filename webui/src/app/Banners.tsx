// The banner area under the top bar. Transfer and cancellation notifications
// (polled every 17 s) will be rendered here; the price-change alert (polled
// every 60 s) is. Both are hidden from Inventario (foundation.md §2.6, §4).
// Super also sees a failed automatic backup here.
import { BackupFailureBanner } from '../components/BackupFailureBanner';
import { PriceAlertBanner } from '../components/PriceAlertBanner';
import type { User } from '../lib/session';

/** Notification and price-alert banners. */
export function Banners({ user, branchId }: { user: User; branchId: number | null }) {
  return (
    <>
      <BackupFailureBanner user={user} />
      <PriceAlertBanner user={user} branchId={branchId} />
    </>
  );
}
