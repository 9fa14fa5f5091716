/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs pattern): arrows wrap around,
 * Home and End jump to the ends, and in a right-to-left layout the arrows follow the reading
 * direction. Null for keys the tablist does not handle.
 */
export function nextTabIndex(key: string, current: number, count: number, direction: 'ltr' | 'rtl'): number | null {
  if (count === 0) return null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return current < 0 ? 0 : (current + 1) % count;
    case backward:
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
