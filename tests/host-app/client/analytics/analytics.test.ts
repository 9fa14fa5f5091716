import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../../../../host-app/client/analytics/analytics';
import type { AnalyticsEvent, AnalyticsSink } from '../../../../host-app/client/analytics/analyticsEvent';
import { ANALYTICS_EVENTS, SCREEN_NAMES, isScreenName } from '../../../../host-app/client/analytics/analyticsEvents';
import { createIdentityTracker } from '../../../../host-app/client/analytics/analyticsIdentity';
import { createHeartbeatStore } from '../../../../host-app/client/analytics/heartbeatStore';
import { createMemoryStorage } from '../../../../host-app/client/analytics/keyValueStorage';

function setup() {
  const storage = createMemoryStorage();
  const clock = { now: Date.UTC(2025, 4, 6, 10, 0, 0) };
  let ids = 0;
  const heartbeats = createHeartbeatStore(() => storage);
  const onSinkError = vi.fn();
  const analytics = createAnalytics({
    identity: createIdentityTracker({ storage: () => storage, deviceId: () => 'device-1', now: () => clock.now, newId: () => `id-${++ids}` }),
    heartbeats,
    now: () => clock.now,
    onSinkError,
  });
  const received: AnalyticsEvent[] = [];
  const sink: AnalyticsSink = { name: 'memory', receive: (event) => received.push(event) };
  analytics.addSink(sink);
  return { analytics, received, heartbeats, clock, onSinkError };
}

describe('analytics', () => {
  it('reports a page view with its screen name and the GUEST identity', () => {
    const { analytics, received } = setup();
    analytics.trackPageView('Video_Player');
    expect(received).toEqual([
      { kind: 'page_view', name: 'page_view', screen: 'Video_Player', props: {}, occurredAt: '2025-05-06T10:00:00.000Z', os: 'web', userId: 'GUEST', deviceId: 'device-1', sessionId: 'id-1' },
    ]);
  });

  it('tells where an event happened: the last screen viewed', () => {
    const { analytics, received } = setup();
    analytics.track(ANALYTICS_EVENTS.loginAttempt);
    analytics.trackPageView('Login');
    analytics.track(ANALYTICS_EVENTS.loginFailed);
    expect(received.map((event) => [event.name, event.screen])).toEqual([
      ['Login_API_Attempt', null],
      ['page_view', 'Login'],
      ['Login_API_Failed', 'Login'],
    ]);
  });

  it('reports the signed-in user id after identify and GUEST after identify(null)', () => {
    const { analytics, received } = setup();
    analytics.identify({ id: 77 });
    analytics.track(ANALYTICS_EVENTS.loginSuccess);
    analytics.identify(null);
    analytics.track(ANALYTICS_EVENTS.logoutSuccess);
    expect(received.map((event) => [event.name, event.userId])).toEqual([
      [ANALYTICS_EVENTS.loginSuccess, '77'],
      [ANALYTICS_EVENTS.logoutSuccess, 'GUEST'],
    ]);
  });

  it('carries event properties and records the day as a heartbeat', () => {
    const { analytics, received, heartbeats } = setup();
    analytics.track(ANALYTICS_EVENTS.followChannelButtonClicked, { channelId: 'ch_1', following: true });
    expect(received[0]!.props).toEqual({ channelId: 'ch_1', following: true });
    expect(heartbeats.entries()).toEqual([{ date: '2025-05-06' }]);
  });

  it('keeps going when one sink throws', () => {
    const { analytics, received, onSinkError } = setup();
    analytics.addSink({ name: 'broken', receive: () => { throw new Error('vendor down'); } });
    analytics.track(ANALYTICS_EVENTS.playerError);
    analytics.track(ANALYTICS_EVENTS.playerError);
    expect(received).toHaveLength(2);
    expect(onSinkError).toHaveBeenCalledWith('broken', expect.any(Error));
  });

  it('drops events while disabled and stops sending to removed sinks', () => {
    const { analytics, received } = setup();
    analytics.setEnabled(false);
    analytics.track(ANALYTICS_EVENTS.playerError);
    analytics.setEnabled(true);
    const dispose = vi.fn();
    const remove = analytics.addSink({ name: 'extra', receive: () => {}, dispose });
    remove();
    analytics.track(ANALYTICS_EVENTS.videoPlayerFailed);
    expect(received.map((event) => event.name)).toEqual(['Video_Player_Failed']);
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('flushes every sink that can', () => {
    const { analytics } = setup();
    const flush = vi.fn();
    analytics.addSink({ name: 'queued', receive: () => {}, flush });
    void analytics.flush('beacon');
    expect(flush).toHaveBeenCalledWith('beacon');
  });

  it("settles a flush once every sink's send has, reporting a failed one instead of throwing", async () => {
    const { analytics, onSinkError } = setup();
    let finishSend!: () => void;
    analytics.addSink({ name: 'slow', receive: () => {}, flush: () => new Promise<void>((resolve) => (finishSend = resolve)) });
    analytics.addSink({ name: 'broken', receive: () => {}, flush: () => Promise.reject(new Error('offline')) });
    let settled = false;
    const flushed = analytics.flush('now').then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    finishSend();
    await flushed;
    expect(settled).toBe(true);
    expect(onSinkError).toHaveBeenCalledWith('broken', new Error('offline'));
  });
});

describe('analytics names', () => {
  it('spells the spec events exactly', () => {
    expect(Object.values(ANALYTICS_EVENTS)).toEqual(
      expect.arrayContaining(['Video_Player_Failed', 'Player_Error', 'VRMode_Button_Clicked', 'Follow_Channel_Button_Clicked', 'DCB_Payment_Started', 'DCB_Payment_Successful', 'happening_suggested_video_click']),
    );
    for (const action of ['Login', 'Signup', 'Logout']) {
      const variants = Object.values(ANALYTICS_EVENTS).filter((name) => name.startsWith(`${action}_API_`));
      expect(variants.sort()).toEqual([`${action}_API_Attempt`, `${action}_API_Failed`, `${action}_API_Success`]);
    }
    expect(Object.values(ANALYTICS_EVENTS).filter((name) => name.startsWith('Login_OTP_Request_'))).toHaveLength(3);
  });

  it('knows both groups of screen names and nothing else', () => {
    expect(SCREEN_NAMES).toHaveLength(25 + 18);
    expect(isScreenName('Video_Player')).toBe(true);
    expect(isScreenName('Apple_Login')).toBe(true);
    expect(isScreenName('video_player')).toBe(false);
    expect(new Set(SCREEN_NAMES).size).toBe(SCREEN_NAMES.length);
  });
});
