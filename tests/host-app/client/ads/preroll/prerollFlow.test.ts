import { describe, expect, it } from 'vitest';
import {
  contentMayStart,
  isSkippable,
  PREROLL_DECIDING,
  prerollReducer,
  secondsLeft,
  secondsUntilSkip,
  type PrerollAction,
  type PrerollState,
} from '../../../../../host-app/client/ads/preroll/prerollFlow';
import type { PrerollCreative } from '../../../../../host-app/client/ads/preroll/prerollTypes';

const creative: PrerollCreative = { adId: 'ad', title: 'Ad', mediaUrl: 'https://site.example/ad.mp4', durationSeconds: 15, skipOffsetSeconds: 5, clickThroughUrl: null };
const requesting: PrerollState = { phase: 'requesting' };
const playingAt = (position: number, skipOffsetSeconds: number | null = 5): PrerollState => ({ phase: 'playing', creative: { ...creative, skipOffsetSeconds }, position });
const done = (outcome: Extract<PrerollState, { phase: 'done' }>['outcome']): PrerollState => ({ phase: 'done', outcome });

const ACTIONS: PrerollAction[] = [
  { type: 'adsOff' },
  { type: 'requested' },
  { type: 'noAd' },
  { type: 'adReceived', creative },
  { type: 'progressed', position: 6 },
  { type: 'skipRequested' },
  { type: 'ended' },
  { type: 'failed' },
  { type: 'timedOut' },
];

describe('preroll flow', () => {
  // Every state × action: where each lands, and where nothing may change.
  const table: [PrerollState, PrerollAction['type'], PrerollState][] = [
    [PREROLL_DECIDING, 'adsOff', done('off')],
    [PREROLL_DECIDING, 'requested', requesting],
    [PREROLL_DECIDING, 'noAd', PREROLL_DECIDING],
    [PREROLL_DECIDING, 'adReceived', PREROLL_DECIDING],
    [PREROLL_DECIDING, 'progressed', PREROLL_DECIDING],
    [PREROLL_DECIDING, 'skipRequested', PREROLL_DECIDING],
    [PREROLL_DECIDING, 'ended', PREROLL_DECIDING],
    [PREROLL_DECIDING, 'failed', done('failed')],
    [PREROLL_DECIDING, 'timedOut', done('timedOut')],
    [requesting, 'adsOff', requesting],
    [requesting, 'requested', requesting],
    [requesting, 'noAd', done('noAd')],
    [requesting, 'adReceived', playingAt(0)],
    [requesting, 'progressed', requesting],
    [requesting, 'skipRequested', requesting],
    [requesting, 'ended', requesting],
    [requesting, 'failed', done('failed')],
    [requesting, 'timedOut', done('timedOut')],
    [playingAt(2), 'adsOff', playingAt(2)],
    [playingAt(2), 'requested', playingAt(2)],
    [playingAt(2), 'noAd', playingAt(2)],
    [playingAt(2), 'adReceived', playingAt(2)],
    [playingAt(2), 'progressed', playingAt(6)],
    [playingAt(2), 'skipRequested', playingAt(2)],
    [playingAt(5), 'skipRequested', done('skipped')],
    [playingAt(2), 'ended', done('completed')],
    [playingAt(2), 'failed', done('failed')],
    [playingAt(2), 'timedOut', playingAt(2)],
  ];

  it.each(table)('%j on %s', (state, type, expected) => {
    const action = ACTIONS.find((candidate) => candidate.type === type)!;
    expect(prerollReducer(state, action)).toEqual(expected);
  });

  it('keeps a finished preroll finished, whatever comes after', () => {
    for (const outcome of ['off', 'noAd', 'skipped', 'completed', 'failed', 'timedOut'] as const) {
      const state = done(outcome);
      for (const action of ACTIONS) expect(prerollReducer(state, action)).toBe(state);
    }
  });

  it('refuses a skip before the offset has played, and always for an ad without one', () => {
    expect(isSkippable(playingAt(4.99))).toBe(false);
    expect(isSkippable(playingAt(5))).toBe(true);
    expect(isSkippable(playingAt(14, null))).toBe(false);
    expect(prerollReducer(playingAt(14, null), { type: 'skipRequested' })).toEqual(playingAt(14, null));
  });

  it('counts whole seconds down to the skip and to the end', () => {
    expect(secondsUntilSkip(playingAt(0))).toBe(5);
    expect(secondsUntilSkip(playingAt(4.2))).toBe(1);
    expect(secondsUntilSkip(playingAt(7))).toBe(0);
    expect(secondsUntilSkip(playingAt(1, null))).toBeNull();
    expect(secondsLeft(playingAt(0.4))).toBe(15);
    expect(secondsLeft(playingAt(14.5))).toBe(1);
  });

  it('holds the content until the preroll is done', () => {
    expect([PREROLL_DECIDING, requesting, playingAt(3)].map(contentMayStart)).toEqual([false, false, false]);
    expect(contentMayStart(done('failed'))).toBe(true);
  });

  it('throws on an unknown action', () => {
    expect(() => prerollReducer(PREROLL_DECIDING, { type: 'rewound' } as unknown as PrerollAction)).toThrow('Unknown preroll action "rewound"');
  });
});
