import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadLiveEvents, loadUpcomingEvents } from '../api/contentApi';
import { toDisplayEvent, type DisplayEvent } from '../api/displayEvent';
import { useProductCaller } from '../api/useProductCaller';
import { useI18n } from '../i18n/I18nProvider';

export interface EventsState {
  live: DisplayEvent[];
  upcoming: DisplayEvent[];
  /** Both loads have answered (or failed). */
  settled: boolean;
}

const EventsContext = createContext<EventsState | null>(null);

/**
 * Live and upcoming events in the page's language (product spec section 4): each list is
 * replaced by the result of its own load; failures are ignored and leave the list as it was.
 */
export function EventsProvider({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const call = useProductCaller();
  const [state, setState] = useState<EventsState>({ live: [], upcoming: [], settled: false });

  useEffect(() => {
    const controller = new AbortController();
    let pending = 2;
    const settle = () => {
      pending -= 1;
      if (pending === 0 && !controller.signal.aborted) setState((previous) => ({ ...previous, settled: true }));
    };
    void loadLiveEvents(call, controller.signal).then((result) => {
      if (result.ok && !controller.signal.aborted) setState((previous) => ({ ...previous, live: result.data.map(toDisplayEvent) }));
      settle();
    });
    void loadUpcomingEvents(call, controller.signal).then((result) => {
      if (result.ok && !controller.signal.aborted) setState((previous) => ({ ...previous, upcoming: result.data.map(toDisplayEvent) }));
      settle();
    });
    return () => controller.abort();
    // Reloaded per language; the lists do not depend on who is signed in.
  }, [locale]);

  return <EventsContext.Provider value={state}>{children}</EventsContext.Provider>;
}

export function useEvents(): EventsState {
  const value = useContext(EventsContext);
  if (!value) throw new Error('useEvents needs an <EventsProvider> above it: wrap the page that shows events in one.');
  return value;
}
