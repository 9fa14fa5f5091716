import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DisplayEvent } from '../api/displayEvent';
import { useSiteQueries } from '../api/siteQueries';

export interface EventsState {
  live: DisplayEvent[];
  upcoming: DisplayEvent[];
  /** Both loads have answered (or failed). */
  settled: boolean;
}

const EventsContext = createContext<EventsState | null>(null);
const NO_EVENTS: DisplayEvent[] = [];

/**
 * Live and upcoming events in the page's language (PR-CONTENT-4): each list comes from
 * its own query; a failure is ignored and leaves the list as it was (empty, or the last answer).
 */
export function EventsProvider({ children }: { children: ReactNode }) {
  const queries = useSiteQueries();
  const live = useQuery(queries.events('live'));
  const upcoming = useQuery(queries.events('upcoming'));
  const value = useMemo<EventsState>(
    () => ({ live: live.data ?? NO_EVENTS, upcoming: upcoming.data ?? NO_EVENTS, settled: !live.isPending && !upcoming.isPending }),
    [live.data, live.isPending, upcoming.data, upcoming.isPending],
  );
  return <EventsContext.Provider value={value}>{children}</EventsContext.Provider>;
}

export function useEvents(): EventsState {
  const value = useContext(EventsContext);
  if (!value) throw new Error('useEvents needs an <EventsProvider> above it: wrap the page that shows events in one.');
  return value;
}
