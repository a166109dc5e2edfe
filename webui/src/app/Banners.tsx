// The banner area under the top bar. Transfer and cancellation notifications
// (polled every 17 s) and the price-change alert (polled every 60 s) will be
// rendered here; both are hidden from Inventario (foundation.md §2.6, §4).
import type { User } from '../lib/session';

/** Notification and price-alert banners; empty until those areas land. */
export function Banners(_props: { user: User; branchId: number | null }) {
  return null;
}
