import { describe, expect, it } from 'vitest';
import { createPlayerSession, initialPlayerSnapshot, playerReducer, type PlayerAction } from '../../../../host-app/client/player/playerSession';
import { PLAYER_STATES, type PlayerState } from '../../../../host-app/client/player/playerStates';

describe('player states', () => {
  it('are the thirteen states of the spec, in its order', () => {
    expect(PLAYER_STATES.join(' ')).toBe('None ContentRequested PlaybackTime Ready Buffering Playing Paused Seek Ended Fullscreen CloseFullscreen Volume Select');
  });
});

describe('player reducer', () => {
  it('starts at None without interaction', () => {
    expect(initialPlayerSnapshot).toEqual({ state: 'None', hasInteracted: false });
  });

  it('moves to the reported state and keeps the same object for a repeat', () => {
    const playing = playerReducer(initialPlayerSnapshot, { type: 'stateChanged', state: 'Playing' });
    expect(playing).toEqual({ state: 'Playing', hasInteracted: false });
    expect(playerReducer(playing, { type: 'stateChanged', state: 'Playing' })).toBe(playing);
  });

  it('marks interaction on a route change, once', () => {
    const after = playerReducer(initialPlayerSnapshot, { type: 'routeChanged' });
    expect(after.hasInteracted).toBe(true);
    expect(playerReducer(after, { type: 'routeChanged' })).toBe(after);
  });

  it('returns to None when the video closes, keeping the interaction flag', () => {
    const state = playerReducer({ state: 'Paused', hasInteracted: true }, { type: 'videoClosed' });
    expect(state).toEqual({ state: 'None', hasInteracted: true });
  });

  it('refuses unknown states and actions, naming them', () => {
    expect(() => playerReducer(initialPlayerSnapshot, { type: 'stateChanged', state: 'Stopped' as PlayerState })).toThrow(/Unknown player state "Stopped"/);
    expect(() => playerReducer(initialPlayerSnapshot, { type: 'rewind' } as unknown as PlayerAction)).toThrow(/Unknown player action "rewind"/);
  });
});

describe('player session', () => {
  it('notifies subscribers of changes only', () => {
    const session = createPlayerSession();
    const seen: string[] = [];
    session.store.subscribe(() => seen.push(session.store.getState().state));
    session.setState('Buffering');
    session.setState('Buffering');
    session.setState('Playing');
    session.markRouteChanged();
    expect(seen).toEqual(['Buffering', 'Playing', 'Playing']);
    expect(session.store.getState().hasInteracted).toBe(true);
  });
});
