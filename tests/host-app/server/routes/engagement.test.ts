import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../../../host-app/contract/http/apiPaths';
import type { AdConfiguration } from '../../../../host-app/contract/ads/adConfiguration';
import type { AnalyticsAccepted, AnalyticsRemoteConfig } from '../../../../host-app/contract/analytics/analyticsTypes';
import type { Interest, InterestsUpdated } from '../../../../host-app/contract/account/accountTypes';
import type { PublicIp } from '../../../../host-app/contract/site/markets';
import { ResultCode } from '../../../../host-app/contract/http/resultCodes';
import { recordSubscription } from '../../../../host-app/server/subscriptions/subscriptionStore';
import { ANALYTICS_SIGN_OUT_GRACE_SECONDS, RATE_LIMITS } from '../../../../host-app/server/securityPolicy';
import { changeCatalogue } from '../catalogueChanges';
import { countRows, failure, injectAs, signUp, startTestProduct, success, uniqueIp, type TestProduct } from '../helpers';

describe('interests, ads, analytics and public IP', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(async () => {
    await product.close();
  });

  describe('interests', () => {
    it('lists interests for visitors with nothing selected', async () => {
      const interests = success<Interest[]>(await product.app.inject({ method: 'GET', url: API_PATHS.interests, headers: { 'x-language': 'ar' } }));
      expect(interests.length).toBe(10);
      expect(interests[0]).toMatchObject({ id: 'football', name: 'كرة القدم', icon: expect.stringMatching(/^\/media\/files\/interests\/football-64\.[0-9a-f]{10}\.jpg$/), selected: false });
      expect(interests.every((interest) => !interest.selected)).toBe(true);
    });

    it('replaces the subscriber interests; the answer errorCode is Success (0)', async () => {
      const { token } = await signUp(product.app);
      const update = (interests: string[]) => injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests } });
      const first = await update(['music', 'travel']);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ errorCode: ResultCode.Success, messageKey: 'success' });
      expect(success<InterestsUpdated>(first).interests).toEqual(['music', 'travel']);
      await update(['food']);
      const listed = success<Interest[]>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.interests }));
      expect(listed.filter((interest) => interest.selected).map((interest) => interest.id)).toEqual(['food']);
      expect(success<InterestsUpdated>(await update([])).interests).toEqual([]);
    });

    it('refuses an unknown or repeated interest, naming it, and keeps the previous choice', async () => {
      const { token } = await signUp(product.app);
      await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests: ['music'] } });
      const before = await countRows(product.db);
      const unknown = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests: ['food', 'knitting'] } });
      expect(unknown.statusCode).toBe(400);
      expect(failure(unknown)).toMatchObject({ errorCode: ResultCode.WrongInputs, messageKey: 'interests.unknown', fields: ['body.interests.1'] });
      const repeated = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests: ['food', 'food'] } });
      expect(failure(repeated)).toMatchObject({ messageKey: 'interests.duplicate', fields: ['body.interests'] });
      const notArray = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests: 'food' } });
      expect(failure(notArray).fields).toEqual(['body.interests']);
      expect(await countRows(product.db)).toEqual(before);
      const listed = success<Interest[]>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.interests }));
      expect(listed.filter((interest) => interest.selected).map((interest) => interest.id)).toEqual(['music']);
    });

    it('needs a token to update', async () => {
      const response = await product.app.inject({ method: 'POST', url: API_PATHS.interestsUpdate, payload: { interests: ['music'] } });
      expect(response.statusCode).toBe(401);
      expect(failure(response).errorCode).toBe(ResultCode.Unauthorized);
    });
  });

  describe('ads', () => {
    it('answers house ads and their placements when no ad units are configured, and the preroll while a video ad is active', async () => {
      const config = success<AdConfiguration | null>(await product.app.inject({ method: 'GET', url: API_PATHS.adConfiguration }));
      expect(config?.units).toEqual({});
      expect(config?.placements).toEqual(['billboard', 'mpu', 'native', 'interstitial', 'sticky', 'preroll']);
      expect(config?.houseAds.map((ad) => ad.id)).toEqual(['premium-billboard', 'nature-mpu', 'concerts-native', 'old-town-interstitial', 'premium-sticky']);
    });

    it('includes configured units', async () => {
      await changeCatalogue(product.db, () => product.db.query("INSERT INTO product.ad_units (unit, ad_unit_id) VALUES ('sticky', '/123/site/sticky')"));
      const config = success<AdConfiguration | null>(await product.app.inject({ method: 'GET', url: API_PATHS.adConfiguration }));
      expect(config?.units).toEqual({ sticky: { adUnitId: '/123/site/sticky' } });
      expect(config?.placements).toEqual(['sticky', 'billboard', 'mpu', 'native', 'interstitial', 'preroll']);
      await changeCatalogue(product.db, () => product.db.query("DELETE FROM product.ad_units WHERE unit = 'sticky'"));
    });

    it('answers null (no ads) for a VIP subscriber, decided from the subscriptions table', async () => {
      const { token, subscriber } = await signUp(product.app);
      expect(success<AdConfiguration | null>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.adConfiguration }))).not.toBeNull();
      await recordSubscription(
        product.db,
        { subscriberId: subscriber.id, plan: 'yearly', paymentMethod: 'ApplePay', isTrial: false, autoRenew: true, currentPeriodEndsAt: new Date(product.clock.now.getTime() + 86_400_000) },
        product.clock.now,
      );
      expect(success<AdConfiguration | null>(await injectAs(product.app, token.id, { method: 'GET', url: API_PATHS.adConfiguration }))).toBeNull();
    });

    it('answers null when nothing is configured at all', async () => {
      await changeCatalogue(product.db, () => product.db.query('UPDATE product.house_ads SET active = false'));
      expect(success<AdConfiguration | null>(await product.app.inject({ method: 'GET', url: API_PATHS.adConfiguration }))?.placements).toEqual(['preroll']);
      await changeCatalogue(product.db, () => product.db.query('UPDATE product.video_ads SET active = false'));
      expect(success<AdConfiguration | null>(await product.app.inject({ method: 'GET', url: API_PATHS.adConfiguration }))).toBeNull();
      await changeCatalogue(product.db, () => product.db.query('UPDATE product.house_ads SET active = true'));
      await changeCatalogue(product.db, () => product.db.query('UPDATE product.video_ads SET active = true'));
    });
  });

  describe('analytics', () => {
    const batch = (overrides: Record<string, unknown> = {}) => ({
      deviceId: 'device-1',
      sessionId: 'session-1',
      events: [
        { name: 'Home', occurredAt: '2026-06-01T09:59:00.000Z', screen: 'Home' },
        { name: 'Login_Attempt', occurredAt: '2026-06-01T09:59:30+04:00', properties: { method: 'email', step: 1, remember: true, note: null } },
      ],
      ...overrides,
    });

    it('stores a batch as GUEST without a token, and as the subscriber with one', async () => {
      const guest = await product.app.inject({ method: 'POST', url: API_PATHS.analyticsEvents, payload: batch() });
      expect(guest.statusCode).toBe(202);
      expect(success<AnalyticsAccepted>(guest)).toEqual({ accepted: 2 });
      const { token, subscriber } = await signUp(product.app);
      await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.analyticsEvents, payload: batch({ sessionId: 'session-2' }) });
      const { rows } = await product.db.query<{ user_id: string; name: string; screen: string | null; properties: Record<string, unknown>; occurred_at: Date }>(
        'SELECT user_id, name, screen, properties, occurred_at FROM product.analytics_events ORDER BY id',
      );
      expect(rows.map((row) => row.user_id)).toEqual(['GUEST', 'GUEST', subscriber.id, subscriber.id]);
      expect(rows[0]).toMatchObject({ name: 'Home', screen: 'Home' });
      expect(rows[1]?.properties).toEqual({ method: 'email', step: 1, remember: true, note: null });
      expect(new Date(rows[1]!.occurred_at).toISOString()).toBe('2026-06-01T05:59:30.000Z');
    });

    it('counts an expired or revoked token as GUEST instead of losing the batch', async () => {
      const { token } = await signUp(product.app);
      await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.signOut });
      // Past the grace that still credits the sign-out's own events to the viewer (analyticsAttribution.test.ts).
      product.clock.advance((ANALYTICS_SIGN_OUT_GRACE_SECONDS + 1) * 1000);
      const response = await injectAs(product.app, token.id, { method: 'POST', url: API_PATHS.analyticsEvents, payload: batch({ sessionId: 'session-3' }) });
      expect(response.statusCode).toBe(202);
      const { rows } = await product.db.query<{ user_id: string }>("SELECT user_id FROM product.analytics_events WHERE session_id = 'session-3'");
      expect(rows.every((row) => row.user_id === 'GUEST')).toBe(true);
    });

    it('refuses a bad batch whole: nothing is stored', async () => {
      const before = await countRows(product.db);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ events: [] }, 'body.events'],
        [{ events: [{ name: 'has spaces', occurredAt: '2026-06-01T09:59:00Z' }] }, 'body.events.0.name'],
        [{ events: [{ name: 'Ok', occurredAt: 'yesterday' }] }, 'body.events.0.occurredAt'],
        [{ events: [{ name: 'Ok', occurredAt: '2026-06-01T09:59:00Z', properties: { nested: { a: 1 } } }] }, 'body.events.0.properties.nested'],
        [{ userId: 'someone-else' }, 'body.userId'],
        [{ deviceId: '' }, 'body.deviceId'],
        [{ events: Array.from({ length: 51 }, () => ({ name: 'Ok', occurredAt: '2026-06-01T09:59:00Z' })) }, 'body.events'],
      ];
      for (const [overrides, field] of cases) {
        const response = await product.app.inject({ method: 'POST', url: API_PATHS.analyticsEvents, remoteAddress: uniqueIp(), payload: batch(overrides) });
        expect(response.statusCode, field).toBe(400);
        expect(failure(response).fields).toContain(field);
      }
      expect(await countRows(product.db)).toEqual(before);
    });

    it('rate limits ingestion per address', async () => {
      const ip = uniqueIp();
      let last = 0;
      for (let i = 0; i <= RATE_LIMITS.analyticsPerIp.limit; i++) {
        last = (await product.app.inject({ method: 'POST', url: API_PATHS.analyticsEvents, remoteAddress: ip, payload: batch() })).statusCode;
      }
      expect(last).toBe(429);
    });

    it('serves the analytics remote config with the spec constants', async () => {
      const response = await product.app.inject({ method: 'GET', url: API_PATHS.analyticsRemoteConfig });
      expect(response.headers['cache-control']).toBe('public, max-age=1800');
      // Public, so the same for everyone: a request with a session gets the very same answer.
      const withSession = await product.app.inject({ method: 'GET', url: API_PATHS.analyticsRemoteConfig, headers: { authorization: 'Bearer some-session-token' } });
      expect(withSession.body).toBe(response.body);
      expect(success<AnalyticsRemoteConfig>(response)).toEqual({
        enabled: true,
        telemetryLevel: 'error',
        heartbeatStoreLimit: 30,
        maxBatchSize: 50,
        sessionTimeoutSeconds: 1800,
        idCookieLifetimeSeconds: 63_072_000,
        refreshIntervalSeconds: 1800,
        fetchTries: 3,
        fetchTimeoutMs: 1000,
      });
    });
  });

  it('answers the caller address', async () => {
    const response = await product.app.inject({ method: 'GET', url: API_PATHS.publicIp, remoteAddress: '203.0.113.7' });
    expect(success<PublicIp>(response)).toEqual({ ip: '203.0.113.7' });
    // Without a trusted proxy, a forwarded header cannot pick the address.
    const spoofed = await product.app.inject({ method: 'GET', url: API_PATHS.publicIp, remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(success<PublicIp>(spoofed).ip).toBe('203.0.113.7');
  });
});
