import { createContext, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { createPlayerSession, type PlayerSession, type PlayerSnapshot } from './playerSession';
import type { PlayerState } from './playerStates';

const PlayerSessionContext = createContext<PlayerSession | null>(null);

export interface PlayerProviderProps {
  /**
   * The current route. When it changes after the first render, the visitor counts as having
   * interacted. Defaults to the router's (wouter) location; `markRouteChanged()` does the same by hand.
   */
  location?: string;
  children?: ReactNode;
}

/** Holds the player context (PR-PLAYER-1, PR-PLAYER-2) for the whole site. */
export function PlayerProvider({ location: givenLocation, children }: PlayerProviderProps) {
  const [routerLocation] = useLocation();
  const location = givenLocation ?? routerLocation;
  const [session] = useState(createPlayerSession);
  const firstLocation = useRef(location);
  // Before the new page's effects run, so a player on it already knows it may start with sound.
  useLayoutEffect(() => {
    if (location !== firstLocation.current) session.markRouteChanged();
  }, [location, session]);
  return <PlayerSessionContext.Provider value={session}>{children}</PlayerSessionContext.Provider>;
}

export interface UsePlayerResult extends PlayerSnapshot {
  setState(state: PlayerState): void;
  markRouteChanged(): void;
}

/** The player state and interaction flag, from the nearest PlayerProvider. */
export function usePlayer(): UsePlayerResult {
  const session = useContext(PlayerSessionContext);
  if (!session) throw new Error('usePlayer needs a <PlayerProvider> above it (the site shell renders one around the routes).');
  const snapshot = useSyncExternalStore(session.store.subscribe, session.store.getState, session.store.getState);
  return { ...snapshot, setState: session.setState, markRouteChanged: session.markRouteChanged };
}

/** The provider's session, or one of the player's own when it is used without a provider. */
export function usePlayerSession(): PlayerSession {
  const shared = useContext(PlayerSessionContext);
  const [own] = useState(() => (shared ? null : createPlayerSession()));
  return shared ?? own!;
}

export function usePlayerSnapshot(session: PlayerSession): PlayerSnapshot {
  return useSyncExternalStore(session.store.subscribe, session.store.getState, session.store.getState);
}
