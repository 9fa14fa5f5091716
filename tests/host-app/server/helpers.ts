import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '@payment-client/server-kit/db';
import { openTestDatabase } from '../../support/testDatabase';
import { API_PATHS } from '../../../host-app/contract/http/apiPaths';
import type { ApiFailure, ApiSuccess } from '../../../host-app/contract/http/apiEnvelope';
import type { DevOtp, SignedIn, SignUpStarted } from '../../../host-app/contract/account/accountTypes';
import type { SubscriptionDetails } from '../../../host-app/contract/subscriptions/subscriptionTypes';
import type { ProductContext } from '../../../host-app/server/context';
import { createProductContext, PRODUCT_MIGRATIONS, type ProductContextOptions } from '../../../host-app/server/createProductContext';
import { PRODUCT_MIGRATIONS_DIR } from '../../../host-app/server/paths';
import { createProductServer } from '../../../host-app/server/createProductServer';
import { PASSWORD_HASHING, type PasswordHashingCost } from '../../../host-app/server/securityPolicy';
import { streamMedia, STREAM_MEDIA_DIR } from '../../../host-app/server/content/mediaFiles';

export const START_TIME = new Date('2026-06-01T10:00:00.000Z');

/**
 * scrypt at a 32nd of the policy's cost: the suites sign up hundreds of accounts, and at the
 * policy's cost their hashing alone kept a core busy. `auth/auth.test.ts` checks the policy's own cost
 * on a server started without this.
 */
export const TEST_PASSWORD_HASHING: PasswordHashingCost = { ...PASSWORD_HASHING, N: 2 ** 10 };
/** What the stand-in renderer answers: the address it was asked for, and 404 for `/missing…`. */
export const STAND_IN_PAGE = (url: string) => `<!doctype html><html><body><div id="root">${url}</div></body></html>`;

/**
 * A stand-in for the site's server renderer (the real one is built from the client tree and tested
 * in http/serverRendering.test.ts): the API's own tests need a page route, not a real page.
 */
const STAND_IN_RENDERER = `export async function renderPage({ url }) {
  return { status: url.startsWith('/missing') ? 404 : 200, html: \`<!doctype html><html><body><div id="root">\${url}</div></body></html>\` };
}
`;

export class TestClock {
  now = new Date(START_TIME);
  read = () => new Date(this.now);
  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
}

export interface TestProduct {
  app: FastifyInstance;
  context: ProductContext;
  db: Database;
  clock: TestClock;
  dirs: { dist: string; renderer: string; media: string; uploads: string };
  close(): Promise<void>;
}

/** A tiny valid PNG (2×2: red, green, blue and white pixels, encoded by sharp), used as upload and as a stream file. */
export function tinyPng(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP4z8DAAMIM/////w8AH+4F+0HwQUsAAAAASUVORK5CYII=', 'base64');
}

/** A video's HLS folder as the generator lays it out, with stand-in bytes for the segment. */
export function tinyHlsFolder(): Record<string, string> {
  return {
    'master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=720x360\n360p/index.m3u8\n',
    '360p/index.m3u8': '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nsegment000.ts\n#EXT-X-ENDLIST\n',
    '360p/segment000.ts': 'G segment bytes',
    'captions/en.vtt': 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nHello\n',
  };
}

/** The product API over an in-memory database, a fake build and temporary media and upload folders. */
export async function startTestProduct(options: Partial<ProductContextOptions> = {}): Promise<TestProduct> {
  const root = await mkdtemp(join(tmpdir(), 'product-api-'));
  const dirs = { dist: join(root, 'dist'), renderer: join(root, 'renderer'), media: join(root, 'media'), uploads: join(root, 'uploads') };
  await mkdir(join(dirs.dist, 'assets'), { recursive: true });
  await mkdir(dirs.renderer, { recursive: true });
  await writeFile(join(dirs.renderer, 'renderPage.js'), STAND_IN_RENDERER);
  await writeFile(join(dirs.renderer, 'manifest.json'), JSON.stringify({ entry: '/assets/app.js', stylesheets: [], catalogs: {}, pages: {} }));
  await writeFile(join(dirs.dist, 'assets', 'app.js'), 'console.log("app");\n');
  // Only the stream files the tests open; the generator itself is tested on its own.
  for (const videoId of ['desert-dunes-360', 'coral-reef-360']) {
    for (const [file, content] of Object.entries(tinyHlsFolder())) {
      const path = join(dirs.media, STREAM_MEDIA_DIR, streamMedia.video(videoId), file);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, content);
    }
  }
  const clock = new TestClock();
  const db = await openTestDatabase(undefined, { dir: PRODUCT_MIGRATIONS_DIR, ...PRODUCT_MIGRATIONS });
  const context = await createProductContext({
    db,
    clock: clock.read,
    env: 'test',
    signingSecret: 'test-signing-secret-of-at-least-32-characters',
    trustProxy: false,
    passwordHashing: TEST_PASSWORD_HASHING,
    distDir: dirs.dist,
    rendererDir: dirs.renderer,
    mediaDir: dirs.media,
    uploadsDir: dirs.uploads,
    ...options,
  });
  const app = createProductServer(context);
  await app.ready();
  return {
    app,
    context,
    db,
    clock,
    dirs,
    async close() {
      await app.close();
      await db.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Tables a request can write; tests compare their counts before and after a refused request. */
export const WRITABLE_TABLES = [
  'product.subscribers',
  'product.sessions',
  'product.otp_challenges',
  'product.rate_limit_buckets',
  'product.subscriber_interests',
  'product.channel_follows',
  'product.subscriptions',
  'product.analytics_events',
  'product.payment_sessions',
  'product.billing_transactions',
  // Purchases and payment confirmation keys (migration 003).
  'product.purchases',
  'product.payment_confirmation_keys',
  // Watch progress (migration 005).
  'product.watch_progress',
  // Help chat messages (migration 007).
  'product.help_messages',
  // Provider webhook events, stored once (migration 022).
  'product.provider_webhook_events',
  // The ad server's beacons (migration 034).
  'product.ad_beacons',
] as const;

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WRITABLE_TABLES) {
    const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = Number(rows[0]?.count);
  }
  return counts;
}

export function success<T>(response: LightMyRequestResponse): T {
  const body = response.json() as ApiSuccess<T>;
  if (body.errorCode !== 0) throw new Error(`expected success, got ${response.statusCode} ${response.body}`);
  return body.data;
}

export function failure(response: LightMyRequestResponse): ApiFailure {
  return response.json() as ApiFailure;
}

let sequence = 0;
/** Distinct per call, so rate limits of one test never touch another. */
export function uniqueEmail(): string {
  sequence += 1;
  return `viewer${sequence}.${Date.now().toString(36)}@example.com`;
}

export function uniqueIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Signs up and enters the code sent to the email (read from the TEST outbox), as the site does; `staySignedIn` goes with the code. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<SignedIn> {
  const { staySignedIn, ...details } = overrides;
  const payload = { fullName: 'Layla Haddad', email: uniqueEmail(), password: 'correct horse battery', ...details };
  const response = await app.inject({ method: 'POST', url: API_PATHS.signUp, remoteAddress: uniqueIp(), payload });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { signUpToken } = success<SignUpStarted>(response);
  const sent = await app.inject({ method: 'GET', url: API_PATHS.devLatestOtp, query: { email: String(payload.email).trim().toLowerCase() } });
  const verified = await app.inject({
    method: 'POST',
    url: API_PATHS.signUpVerify,
    remoteAddress: uniqueIp(),
    payload: { signUpToken, code: success<DevOtp>(sent).code, ...(staySignedIn === undefined ? {} : { staySignedIn }) },
  });
  if (verified.statusCode !== 200) throw new Error(`sign-up verification failed: ${verified.statusCode} ${verified.body}`);
  return success<SignedIn>(verified);
}

export function injectAs(app: FastifyInstance, token: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });
}

/** The subscriber's subscription details, as the API answers them to that subscriber. */
export async function subscriptionDetailsOf(app: FastifyInstance, token: string, subscriberId: string): Promise<SubscriptionDetails> {
  return success<SubscriptionDetails>(await injectAs(app, token, { method: 'POST', url: API_PATHS.subscriptionDetails, payload: { subscriberId } }));
}
