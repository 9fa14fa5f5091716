import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { FINE_POINTER_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { useI18n } from '../i18n/I18nProvider';
import { textDirection } from '../i18n/translate';

const RowArrows = lazy(() => import('./RowArrows').then((chunk) => ({ default: chunk.RowArrows })));

/**
 * A row of cards that scrolls sideways, snapping to a card (styles/browse.css). A finger swipes it;
 * a mouse gets arrow buttons over its ends (RowArrows), which only a pointer that hovers finely is
 * offered, and which the browser adds after hydration over the row, taking no space of their own.
 */
export function ScrollRow({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  const { locale } = useI18n();
  const list = useRef<HTMLUListElement>(null);
  const finePointer = useMediaQuery(FINE_POINTER_QUERY);
  return (
    <div className="site-Row">
      <ul ref={list} className="site-Slider" aria-labelledby={labelledBy}>
        {children}
      </ul>
      {finePointer ? (
        <Suspense fallback={null}>
          <RowArrows list={list} direction={textDirection(locale)} />
        </Suspense>
      ) : null}
    </div>
  );
}
