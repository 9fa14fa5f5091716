import { createStore, type Store } from '../state/createStore';
import { PLAYER_STATES, type PlayerState } from './playerStates';

/** The player context (PR-PLAYER-1, PR-PLAYER-2): the current player state and whether the user has interacted. */
export interface PlayerSnapshot {
  state: PlayerState;
  /** Set once the route changes: the visitor has acted on the site, so sound may start with playback. */
  hasInteracted: boolean;
}

export type PlayerAction = { type: 'stateChanged'; state: PlayerState } | { type: 'routeChanged' } | { type: 'videoClosed' };

export const initialPlayerSnapshot: PlayerSnapshot = { state: 'None', hasInteracted: false };

export function playerReducer(snapshot: PlayerSnapshot, action: PlayerAction): PlayerSnapshot {
  switch (action.type) {
    case 'stateChanged':
      if (!PLAYER_STATES.includes(action.state)) throw new Error(`Unknown player state "${String(action.state)}"; use one of ${PLAYER_STATES.join(', ')}.`);
      return snapshot.state === action.state ? snapshot : { ...snapshot, state: action.state };
    case 'routeChanged':
      return snapshot.hasInteracted ? snapshot : { ...snapshot, hasInteracted: true };
    case 'videoClosed':
      return snapshot.state === 'None' ? snapshot : { ...snapshot, state: 'None' };
    default:
      throw new Error(`Unknown player action "${(action as { type: unknown }).type}".`);
  }
}

export interface PlayerSession {
  store: Store<PlayerSnapshot>;
  dispatch(action: PlayerAction): void;
  setState(state: PlayerState): void;
  markRouteChanged(): void;
}

export function createPlayerSession(initial: PlayerSnapshot = initialPlayerSnapshot): PlayerSession {
  const store = createStore(initial);
  const dispatch = (action: PlayerAction) => store.setState((snapshot) => playerReducer(snapshot, action));
  return {
    store,
    dispatch,
    setState: (state) => dispatch({ type: 'stateChanged', state }),
    markRouteChanged: () => dispatch({ type: 'routeChanged' }),
  };
}
