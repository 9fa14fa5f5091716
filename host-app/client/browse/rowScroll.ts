/** Which ends of a sideways-scrolling row are reached, whichever way its text runs. */
export interface RowEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** Half a pixel is rounding, not scroll left to do. */
const SLACK = 1;

/**
 * A right-to-left row starts at scrollLeft 0 and scrolls to negative values (as browsers now
 * agree), so the distance from the start is the magnitude either way.
 */
export function rowEdges({ scrollLeft, scrollWidth, clientWidth }: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): RowEdges {
  const travelled = Math.abs(scrollLeft);
  return { atStart: travelled <= SLACK, atEnd: travelled + clientWidth >= scrollWidth - SLACK };
}

/** How far one arrow press scrolls: most of a screenful, so the last card seen stays in sight. */
export const ROW_PAGE_FRACTION = 0.9;

/**
 * The `left` to scroll by for a step toward the row's end (+1) or start (-1): toward the right in
 * a left-to-right row, toward the left in a right-to-left one.
 */
export function rowScrollOffset(step: 1 | -1, direction: 'ltr' | 'rtl', clientWidth: number): number {
  return step * (direction === 'rtl' ? -1 : 1) * Math.round(clientWidth * ROW_PAGE_FRACTION);
}
