import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalytics, type Analytics } from '../../../../host-app/client/analytics/analytics';
import { ANALYTICS_EVENTS } from '../../../../host-app/client/analytics/analyticsEvents';
import { createIdentityTracker } from '../../../../host-app/client/analytics/analyticsIdentity';
import { createHeartbeatStore } from '../../../../host-app/client/analytics/heartbeatStore';
import { createMemoryStorage } from '../../../../host-app/client/analytics/keyValueStorage';
import { createProductApiSink } from '../../../../host-app/client/analytics/productApiSink';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import { PRODUCT_HEADERS } from '../../../../host-app/contract/http/headers';
import { GUEST_USER_ID } from '../../../../host-app/contract/analytics/analyticsConstants';
import { ANALYTICS_SIGN_OUT_GRACE_SECONDS } from '../../../../host-app/server/securityPolicy';
import { createManualTimers } from '../../client/analytics/manualTimers';
import { injectFetch } from '../injectFetch';
import { injectAs, signUp, startTestProduct, uniqueIp, type TestProduct } from '../helpers';

/**
 * The site's own analytics client, talking to the real ingest in-process: what the server stores
 * is what a browser's batches and page-leave sends would leave behind.
 */
describe('attribution of analytics events to the signed-in viewer', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  let sessions = 0;
  function site() {
    const storage = createMemoryStorage();
    const sessionId = `analytics-session-${++sessions}`;
    const analytics: Analytics = createAnalytics({
      identity: createIdentityTracker({ storage: () => storage, deviceId: () => 'device-1', now: () => product.clock.now.getTime(), newId: () => sessionId }),
      heartbeats: createHeartbeatStore(() => storage),
      now: () => product.clock.now.getTime(),
    });
    const { fetch, sent, idle } = injectFetch(product.app, { remoteAddress: uniqueIp() });
    // navigator.sendBeacon: no headers, only the body; delivered in the background.
    const beacons: Promise<Response>[] = [];
    const sendBeacon = (url: string, data: Blob) => {
      beacons.push(fetch(url, { method: 'POST', body: data, headers: { 'content-type': data.type } }));
      return true;
    };
    let token: string | null = null;
    analytics.addSink(
      createProductApiSink({
        ingestUrl: `http://site.test${API_PATHS.analyticsEvents}`,
        heartbeats: createHeartbeatStore(() => storage),
        timers: createManualTimers(),
        credential: () => token,
        fetch,
        sendBeacon,
      }),
    );
    // Beacons and keepalive sends are not awaited by the page; the test waits for the server's answers.
    const delivered = idle;
    const stored = async () =>
      (
        await product.db.query<{ user_id: string; name: string }>(
          "SELECT user_id, name FROM product.analytics_events WHERE session_id = $1 AND name <> 'analytics_heartbeat' ORDER BY id",
          [sessionId],
        )
      ).rows;
    return {
      analytics,
      sent,
      beacons,
      delivered,
      stored,
      signIn: (id: string) => void (token = id),
      signOut: () => void (token = null),
    };
  }

  it('files events sent as the page goes away under the signed-in subscriber, not GUEST', async () => {
    const { token, subscriber } = await signUp(product.app);
    const page = site();
    page.signIn(token.id);
    page.analytics.trackPageView('Home');
    page.analytics.track(ANALYTICS_EVENTS.vrModeButtonClicked);
    await page.analytics.flush('beacon');
    await page.delivered();

    expect(page.beacons).toHaveLength(0);
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0]).toMatchObject({ method: 'POST', keepalive: true, headers: { [PRODUCT_HEADERS.authorization]: `Bearer ${token.id}` } });
    expect(await page.stored()).toEqual([
      { user_id: subscriber.id, name: 'page_view' },
      { user_id: subscriber.id, name: ANALYTICS_EVENTS.vrModeButtonClicked },
    ]);
  });

  it('files batched events under the subscriber too', async () => {
    const { token, subscriber } = await signUp(product.app);
    const page = site();
    page.signIn(token.id);
    page.analytics.track(ANALYTICS_EVENTS.followChannelButtonClicked);
    await page.analytics.flush('now');
    expect(await page.stored()).toEqual([{ user_id: subscriber.id, name: ANALYTICS_EVENTS.followChannelButtonClicked }]);
  });

  it("keeps a visitor's page-leave events on the beacon, filed as GUEST", async () => {
    const page = site();
    page.analytics.trackPageView('Home');
    await page.analytics.flush('beacon');
    await page.delivered();
    expect(page.beacons).toHaveLength(1);
    expect(page.sent[0]!.headers[PRODUCT_HEADERS.authorization]).toBeUndefined();
    expect(await page.stored()).toEqual([{ user_id: GUEST_USER_ID, name: 'page_view' }]);
  });

  it('files each event under the session it happened in, when sign-in and sign-out fall between sends', async () => {
    const { token, subscriber } = await signUp(product.app);
    const page = site();
    page.analytics.track(ANALYTICS_EVENTS.loginAttempt);
    page.signIn(token.id);
    page.analytics.track(ANALYTICS_EVENTS.loginSuccess);
    page.signOut();
    page.analytics.track(ANALYTICS_EVENTS.logoutSuccess);
    await page.analytics.flush('beacon');
    await page.delivered();

    // Three batches, sent side by side: compared by event, not by arrival.
    const byEvent = Object.fromEntries((await page.stored()).map((row) => [row.name, row.user_id]));
    expect(byEvent).toEqual({
      [ANALYTICS_EVENTS.loginAttempt]: GUEST_USER_ID,
      [ANALYTICS_EVENTS.loginSuccess]: subscriber.id,
      [ANALYTICS_EVENTS.logoutSuccess]: GUEST_USER_ID,
    });
  });

  it('never lets a token placed in the body pick the user', async () => {
    const { token } = await signUp(product.app);
    // The ingest body is strict: identity travels only in the Authorization header.
    const answer = await product.app.inject({
      method: 'POST',
      url: API_PATHS.analyticsEvents,
      remoteAddress: uniqueIp(),
      payload: { deviceId: 'device-1', sessionId: 'forged-body', token: token.id, events: [{ name: 'page_view', occurredAt: '2026-06-01T10:00:00.000Z' }] },
    });
    expect(answer.statusCode).toBe(400);
    const { rows } = await product.db.query("SELECT 1 FROM product.analytics_events WHERE session_id = 'forged-body'");
    expect(rows).toEqual([]);
  });

  it('files the sign-out success, sent with the token just signed out, under its subscriber', async () => {
    const { token, subscriber } = await signUp(product.app);
    const page = site();
    page.signIn(token.id);
    await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.signOut });
    page.analytics.track(ANALYTICS_EVENTS.logoutSuccess);
    await page.analytics.flush('beacon');
    await page.delivered();
    expect(await page.stored()).toEqual([{ user_id: subscriber.id, name: ANALYTICS_EVENTS.logoutSuccess }]);
  });

  it('files events of a token signed out longer ago than the grace as GUEST', async () => {
    const { token } = await signUp(product.app);
    const page = site();
    page.signIn(token.id);
    page.analytics.track(ANALYTICS_EVENTS.logoutAttempt);
    await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.signOut });
    product.clock.advance((ANALYTICS_SIGN_OUT_GRACE_SECONDS + 1) * 1000);
    await page.analytics.flush('beacon');
    await page.delivered();
    expect(await page.stored()).toEqual([{ user_id: GUEST_USER_ID, name: ANALYTICS_EVENTS.logoutAttempt }]);
  });
});
