import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useState, type RefObject } from 'react';
import { useBrowseText } from './browseMessages';
import { rowEdges, rowScrollOffset, type RowEdges } from './rowScroll';

/** Before it is measured: at its start, with more to see. */
const UNMEASURED: RowEdges = { atStart: true, atEnd: false };

/**
 * A row's arrow buttons over its two ends, for a mouse: each scrolls most of a screenful toward
 * its end, and the one whose end is reached is hidden. A chunk of its own, which a phone never loads.
 */
export function RowArrows({ list, direction }: { list: RefObject<HTMLElement | null>; direction: 'ltr' | 'rtl' }) {
  const { t } = useBrowseText();
  const [edges, setEdges] = useState<RowEdges>(UNMEASURED);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setEdges(rowEdges(element));
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [list]);

  const scroll = (step: 1 | -1) => {
    const element = list.current;
    if (element) element.scrollBy({ left: rowScrollOffset(step, direction, element.clientWidth) });
  };
  const StartIcon = direction === 'rtl' ? ChevronRight : ChevronLeft;
  const EndIcon = direction === 'rtl' ? ChevronLeft : ChevronRight;
  return (
    <>
      <button type="button" className="site-RowArrow site-IconButton" data-edge="start" aria-label={t('browse.row.previous')} disabled={edges.atStart} onClick={() => scroll(-1)}>
        <StartIcon aria-hidden="true" focusable="false" />
      </button>
      <button type="button" className="site-RowArrow site-IconButton" data-edge="end" aria-label={t('browse.row.next')} disabled={edges.atEnd} onClick={() => scroll(1)}>
        <EndIcon aria-hidden="true" focusable="false" />
      </button>
    </>
  );
}
