/**
 * Calendar months in UTC from a billing anchor, kept on the anchor's day and clamped to the
 * month's last day: an anchor on 31 January ends periods on 28 (or 29) February, 31 March,
 * 30 April… Every period end is counted from the anchor, never from the previous end, so a short
 * month does not move the day for good.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  );
}

/**
 * The end of the period after the one ending at `currentEnd`, `months` long, counted from the
 * anchor. A subscription without an anchor (recorded before anchors were kept) is anchored on
 * its current period's end.
 */
export function nextPeriodEnd(anchor: Date | null, currentEnd: Date, months: number): Date {
  const from = anchor ?? currentEnd;
  const elapsed = (currentEnd.getUTCFullYear() - from.getUTCFullYear()) * 12 + (currentEnd.getUTCMonth() - from.getUTCMonth());
  return addMonths(from, elapsed + months);
}
