import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsBatchBody } from '../../../../host-app/contract/analytics/analyticsRequests';
import { createAnalytics } from '../../../../host-app/client/analytics/analytics';
import { ANALYTICS_EVENTS } from '../../../../host-app/client/analytics/analyticsEvents';
import { createIdentityTracker } from '../../../../host-app/client/analytics/analyticsIdentity';
import { createHeartbeatStore } from '../../../../host-app/client/analytics/heartbeatStore';
import { createMemoryStorage } from '../../../../host-app/client/analytics/keyValueStorage';
import { ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS } from '../../../../host-app/client/analytics/analyticsConstants';
import { connectAnalyticsTransport } from '../../../../host-app/client/analytics/setupAnalytics';
import { createManualTimers, settle } from './manualTimers';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(remoteConfig: unknown = { maxBatchSize: 2 }, ingestStatus = 200, session: { token: string | null } = { token: null }) {
  const storage = createMemoryStorage();
  const timers = createManualTimers();
  const heartbeats = createHeartbeatStore(() => storage);
  let ids = 0;
  const analytics = createAnalytics({
    identity: createIdentityTracker({ storage: () => storage, deviceId: () => 'device-1', now: () => Date.UTC(2025, 0, 1), newId: () => `session-${++ids}` }),
    heartbeats,
    now: () => Date.UTC(2025, 0, 1),
  });
  const posts: { body: AnalyticsBatchBody; headers: Record<string, string>; keepalive: boolean; signal: AbortSignal | null }[] = [];
  let ingestAnswer: () => Promise<Response> = async () => json({ errorCode: ingestStatus === 200 ? 0 : 2 }, ingestStatus);
  const configRequests: string[] = [];
  const beacons: { url: string; body: Promise<AnalyticsBatchBody> }[] = [];
  const reports: string[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    if (url === '/analytics/config') {
      configRequests.push(url);
      return json({ errorCode: 0, message: 'OK', data: remoteConfig });
    }
    posts.push({ body: JSON.parse(String(init!.body)), headers: init!.headers as Record<string, string>, keepalive: init!.keepalive === true, signal: init!.signal ?? null });
    return ingestAnswer();
  }) as typeof globalThis.fetch;
  const sendBeacon = (url: string, data: Blob) => {
    beacons.push({ url, body: data.text().then((text) => JSON.parse(text)) });
    return true;
  };
  const teardown = connectAnalyticsTransport(analytics, heartbeats, {
    ingestUrl: '/analytics/events',
    remoteConfigUrl: '/analytics/config',
    headers: () => ({ 'x-device-id': 'device-1' }),
    credential: () => session.token,
    fetch,
    sendBeacon,
    timers,
    win: window,
    report: (_level, message) => reports.push(message),
  });
  const answerIngestWith = (answer: () => Promise<Response>) => void (ingestAnswer = answer);
  return { analytics, posts, beacons, timers, configRequests, teardown, heartbeats, reports, session, answerIngestWith };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('analytics transport to the product API', () => {
  it('posts full batches in the ingest shape, with the product headers and heartbeats', async () => {
    const { analytics, posts, teardown, heartbeats } = setup({ maxBatchSize: 2 }, 200, { token: 'tok_1' });
    cleanup = teardown;
    await settle(10);
    analytics.trackPageView('Home');
    analytics.track(ANALYTICS_EVENTS.vrModeButtonClicked, { videoId: 'v1', 'bad key': 'x' });
    await settle(10);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers).toMatchObject({ authorization: 'Bearer tok_1', 'x-device-id': 'device-1', 'Content-Type': 'application/json' });
    expect(posts[0]!.body).toEqual({
      deviceId: 'device-1',
      sessionId: 'session-1',
      events: [
        { name: 'analytics_heartbeat', occurredAt: '2025-01-01T00:00:00.000Z', properties: { date: '2025-01-01' } },
        { name: 'page_view', occurredAt: '2025-01-01T00:00:00.000Z', screen: 'Home' },
        { name: 'VRMode_Button_Clicked', occurredAt: '2025-01-01T00:00:00.000Z', screen: 'Home', properties: { videoId: 'v1' } },
      ],
    });
    expect(heartbeats.entries()).toEqual([]);
  });

  it('drops a batch the API refuses instead of retrying it forever, and reports it', async () => {
    const { analytics, posts, timers, teardown, reports } = setup({ maxBatchSize: 1 }, 400);
    cleanup = teardown;
    await settle(10);
    analytics.track(ANALYTICS_EVENTS.playerError);
    await settle(10);
    timers.advance(60_000);
    await settle(10);
    expect(posts).toHaveLength(1);
    expect(reports).toEqual(['Analytics ingest refused a batch (400); it was dropped.']);
  });

  it('retries after a server error at the next interval', async () => {
    const { analytics, posts, timers, teardown } = setup({ maxBatchSize: 1, flushIntervalMs: 5_000 }, 503);
    cleanup = teardown;
    await settle(10);
    analytics.track(ANALYTICS_EVENTS.playerError);
    await settle(10);
    expect(posts).toHaveLength(1);
    timers.advance(5_000);
    await settle(10);
    expect(posts).toHaveLength(2);
  });

  it('sends the queue with a beacon on pagehide', async () => {
    const { analytics, posts, beacons, teardown } = setup({ maxBatchSize: 50 });
    cleanup = teardown;
    await settle(10);
    analytics.track(ANALYTICS_EVENTS.playerError, { videoId: 'v1' });
    window.dispatchEvent(new Event('pagehide'));
    expect(posts).toEqual([]);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/analytics/events');
    expect((await beacons[0]!.body).events.at(-1)).toMatchObject({ name: 'Player_Error', properties: { videoId: 'v1' } });
  });

  it("sends a signed-in viewer's page-leave batch by keepalive fetch with the bearer token, which a beacon cannot carry", async () => {
    const { analytics, posts, beacons, teardown, session } = setup({ maxBatchSize: 50 });
    cleanup = teardown;
    await settle(10);
    session.token = 'tok_2';
    analytics.track(ANALYTICS_EVENTS.vrModeButtonClicked);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ keepalive: true, headers: { authorization: 'Bearer tok_2' } });
    expect(posts[0]!.body.events.at(-1)).toMatchObject({ name: 'VRMode_Button_Clicked' });
  });

  it('sends each event with the token of the session it was recorded in, in separate batches', async () => {
    const { analytics, posts, teardown, session } = setup({ maxBatchSize: 50 });
    cleanup = teardown;
    await settle(10);
    session.token = 'tok_a';
    analytics.track(ANALYTICS_EVENTS.loginSuccess);
    session.token = 'tok_b';
    analytics.track(ANALYTICS_EVENTS.vrModeButtonClicked);
    await analytics.flush('now');
    await analytics.flush('now');
    expect(posts.map((post) => [post.headers.authorization, post.body.events.map((event) => event.name).filter((name) => name !== 'analytics_heartbeat')])).toEqual([
      ['Bearer tok_a', ['Login_API_Success']],
      ['Bearer tok_b', ['VRMode_Button_Clicked']],
    ]);
  });

  it('keeps a signed-in page-leave batch queued when its body is over the keepalive budget', async () => {
    const { analytics, posts, beacons, teardown, session } = setup({ maxBatchSize: 50 });
    cleanup = teardown;
    await settle(10);
    session.token = 'tok_3';
    const long = 'x'.repeat(500);
    const props = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, long]));
    // Five events of about 15 kB each: over the 64 KiB a browser lets keepalive bodies take.
    for (let i = 0; i < 5; i += 1) analytics.track(ANALYTICS_EVENTS.playerError, props);
    window.dispatchEvent(new Event('pagehide'));
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
    // Still queued: the next ordinary send takes them.
    await analytics.flush('now');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body.events.filter((event) => event.name === 'Player_Error')).toHaveLength(5);
  });

  it('gives up an ingest call after the 10 second product API timeout and keeps its events for the next send', async () => {
    const { analytics, posts, timers, teardown, answerIngestWith } = setup({ maxBatchSize: 1, flushIntervalMs: 5_000 });
    cleanup = teardown;
    await settle(10);
    // An API that never answers, except by noticing the abort.
    answerIngestWith(() => new Promise<Response>((_resolve, reject) => posts.at(-1)!.signal!.addEventListener('abort', () => reject(new Error('aborted')))));
    analytics.track(ANALYTICS_EVENTS.playerError);
    await settle(10);
    expect(posts).toHaveLength(1);
    timers.advance(9_999);
    expect(posts[0]!.signal!.aborted).toBe(false);
    timers.advance(1);
    expect(posts[0]!.signal!.aborted).toBe(true);
    answerIngestWith(async () => json({ errorCode: 0 }));
    await settle(10);
    timers.advance(5_000);
    await settle(10);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body.events.at(-1)).toMatchObject({ name: 'Player_Error' });
  });

  it('sends with a beacon when the page turns hidden, not when it turns visible', async () => {
    const { analytics, beacons, teardown } = setup({ maxBatchSize: 50 });
    cleanup = teardown;
    await settle(10);
    analytics.track(ANALYTICS_EVENTS.playerError);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
  });

  it('stops recording when the remote config disables analytics', async () => {
    const { analytics, posts, beacons, teardown } = setup({ enabled: false });
    cleanup = teardown;
    await settle(10);
    analytics.track(ANALYTICS_EVENTS.playerError);
    window.dispatchEvent(new Event('pagehide'));
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it('refreshes the remote config every 30 minutes until torn down', async () => {
    const { timers, configRequests, teardown } = setup();
    await settle(10);
    expect(configRequests).toHaveLength(1);
    timers.advance(ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS * 1000);
    await settle(10);
    expect(configRequests).toHaveLength(2);
    teardown();
    timers.advance(ANALYTICS_REMOTE_CONFIG_REFRESH_SECONDS * 2000);
    await settle(10);
    expect(configRequests).toHaveLength(2);
  });
});

describe('setupAnalytics', () => {
  it('sends the site analytics to the product API paths by default', async () => {
    const { setupAnalytics, analytics, ANALYTICS_EVENTS: events } = await import('../../../../host-app/client/analytics');
    const requested: string[] = [];
    const fetch = (async (url: string) => {
      requested.push(url);
      return json({ errorCode: 0, message: 'OK', data: { maxBatchSize: 1 } });
    }) as typeof globalThis.fetch;
    const teardown = setupAnalytics({ fetch, sendBeacon: () => true, timers: createManualTimers() });
    await settle(10);
    analytics.track(events.playerError);
    await settle(10);
    teardown();
    expect(requested).toEqual(['/api/v1/analytics/remote-config', '/api/v1/analytics/events']);
  });
});
