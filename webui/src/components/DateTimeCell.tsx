// A moment as the lists show it: the date, and the time under it in small
// type, so that a column of dates reads down the days.
import { formatDate, formatTime } from '../lib/format';

/** The date over the time of `value` (an ISO date-time). */
export function DateTimeCell({ value }: { value: unknown }) {
  return (
    <span className="date-cell">
      {formatDate(value)}
      <small>{formatTime(value)}</small>
    </span>
  );
}
