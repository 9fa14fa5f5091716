import { useEffect } from 'react';
import { analytics, type ScreenName } from '../analytics';

/**
 * Reports a step of a page that the spec names as a screen of its own (Choose_Operator,
 * Card_Details…) as a page view when the step opens: once each time `screen` turns to it, not
 * on every render while it stays open. `null` while no named step is open.
 */
export function useScreenView(screen: ScreenName | null): void {
  useEffect(() => {
    if (screen) analytics.trackPageView(screen);
  }, [screen]);
}
