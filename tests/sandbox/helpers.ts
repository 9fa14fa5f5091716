import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { decodeInitResponse } from '../../headless/core/session/decodeInitResponse';
import type { PaymentClientSession } from '../../headless/core/session/sessionSchema';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/createSandbox';
import { generateKeyMaterial } from '../../sandbox/keys/keyMaterial';
import { SANDBOX_MIGRATIONS, type Database } from '../../sandbox/db';
import { MIGRATIONS_DIR } from '../../sandbox/paths';
import { openTestDatabase } from '../support/testDatabase';

export const PROVIDER_ORIGIN = 'http://localhost:4000';
export const VAULT_ORIGIN = 'http://127.0.0.1:4100';
export const MERCHANT_KEY = 'sk_test_sandbox';
export const SETTLE_DELAY_MS = 2500;
export const START_TIME = new Date('2026-06-01T10:00:00.000Z');

export const FRAME_HTML = '<!doctype html><html><head><style>body{margin:0}</style></head><body><script>window.frameReady=true</script></body></html>';
export const SDK_SOURCE = 'window.PaymentClient={init:function(){return {}}};\n';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
export const FRAME_CSP = { scriptHashes: [sha256('window.frameReady=true')], styleHashes: [sha256('body{margin:0}')] };

/** A stand-in for `npm run build`: the three files the sandbox serves from dist. */
export async function makeFakeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-dist-'));
  await mkdir(join(dir, 'embed'), { recursive: true });
  await mkdir(join(dir, 'frame'), { recursive: true });
  await writeFile(join(dir, 'embed', 'payment-client.js'), SDK_SOURCE);
  await writeFile(join(dir, 'frame', 'card-form.html'), FRAME_HTML);
  await writeFile(join(dir, 'frame', 'card-form.csp.json'), JSON.stringify(FRAME_CSP));
  return dir;
}

export class TestClock {
  now = new Date(START_TIME);
  read = () => new Date(this.now);
  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
}

export interface TestSandbox {
  sandbox: Sandbox;
  provider: FastifyInstance;
  vault: FastifyInstance;
  db: Database;
  clock: TestClock;
  distDir: string;
  close(): Promise<void>;
}

export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const distDir = options.distDir ?? (await makeFakeDist());
  const clock = new TestClock();
  const db = await openTestDatabase(undefined, { dir: MIGRATIONS_DIR, ...SANDBOX_MIGRATIONS });
  const sandbox = await createSandbox({
    db,
    distDir,
    clock: clock.read,
    providerOrigin: PROVIDER_ORIGIN,
    vaultOrigin: VAULT_ORIGIN,
    settleDelayMs: SETTLE_DELAY_MS,
    merchantSecretKey: MERCHANT_KEY,
    // Fresh keys per sandbox, so tests never read or write a key file; CVC sweeps run when a test says.
    environment: 'test',
    keys: generateKeyMaterial(),
    cvcSweepIntervalMs: 0,
    webhookIntervalMs: 0,
    ...options,
  });
  return {
    sandbox,
    provider: sandbox.provider,
    vault: sandbox.vault,
    db,
    clock,
    distDir,
    async close() {
      await sandbox.close();
      await db.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}

/**
 * One sandbox for a test file: started before its tests and closed after them. The object
 * answers for that sandbox, so tests read `t.provider`, `t.clock` and the rest as usual.
 */
export function useTestSandbox(options: Partial<SandboxOptions> = {}): TestSandbox {
  let started: TestSandbox | undefined;
  beforeAll(async () => {
    started = await startTestSandbox(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestSandbox, {
    get(_target, key) {
      if (!started) throw new Error('The test sandbox is read before it has started: read it inside a test or hook');
      return started[key as keyof TestSandbox];
    },
  });
}

export const TABLES = [
  'provider.executions',
  'provider.execution_statuses',
  'provider.authorizations',
  'provider.idempotency_keys',
  'provider.instruments',
  'provider.payouts',
  'vault.sessions',
  'vault.cards',
  'vault.tokens',
  'vault.idempotency_keys',
  'vault.records',
  'vault.record_fields',
  'vault.record_tokens',
] as const;

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await db.query<{ count: number | string }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = Number(rows[0]?.count);
  }
  return counts;
}

export function sessionBody(overrides: Record<string, unknown> = {}) {
  return { amount: { value: 800, currency: 'EUR' }, merchantReference: 'order-1', allowedOrigins: ['http://localhost:3000'], ...overrides };
}

export async function createSession(provider: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<PaymentClientSession> {
  const response = await provider.inject({
    method: 'POST',
    url: '/v1/payment-sessions',
    headers: { authorization: `Bearer ${MERCHANT_KEY}` },
    payload: sessionBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`session creation failed: ${response.statusCode} ${response.body}`);
  return decodeInitResponse(response.json());
}

export interface CardInput {
  card_number: string;
  expiry_month: string;
  expiry_year: string;
  security_code: string;
  cardholder_name?: string;
}

export function card(number: string, overrides: Partial<CardInput> = {}): CardInput {
  return { card_number: number, expiry_month: '12', expiry_year: '30', security_code: number.startsWith('3') ? '1234' : '123', ...overrides };
}

export function tokenizeRequest(vault: FastifyInstance, session: PaymentClientSession, payload: unknown, headers: Record<string, string> = {}) {
  return vault.inject({
    method: 'POST',
    url: `/v1/vaults/${session.vaultConfiguration.vaultId}/tokenize`,
    headers: { authorization: `Bearer ${session.vaultConfiguration.token}`, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

export function recordsRequest(vault: FastifyInstance, session: PaymentClientSession, payload: unknown, headers: Record<string, string> = {}) {
  return vault.inject({
    method: 'POST',
    url: `/v1/vaults/${session.vaultConfiguration.vaultId}/records`,
    headers: { authorization: `Bearer ${session.vaultConfiguration.token}`, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** What the SDK sends in X-Client-Metadata on vault calls. */
export const CLIENT_METADATA = { sdkName: 'payment-client', sdkVersion: '5.29.3', deviceModel: 'desktop', os: 'Linux', browser: 'Chromium' };

export interface TokenizeAnswer {
  id: string;
  tokens: Record<string, string>;
  bin: string;
  lastFour: string;
  network: string;
}

export async function tokenize(vault: FastifyInstance, session: PaymentClientSession, input: CardInput): Promise<TokenizeAnswer> {
  const response = await tokenizeRequest(vault, session, input);
  if (response.statusCode !== 201) throw new Error(`tokenize failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function authorizeBody(session: PaymentClientSession, tokens: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return {
    amount: session.amount,
    paymentComposition: [
      { paymentMethodCode: 'card', integrationType: 'api', amount: session.amount, paymentInstrumentData: { cardData: tokens } },
    ],
    ...overrides,
  };
}

export function authorizeRequest(
  provider: FastifyInstance,
  session: PaymentClientSession,
  payload: unknown,
  headers: Record<string, string> = { 'idempotency-key': `key-${Math.random()}` },
): Promise<LightMyRequestResponse> {
  return provider.inject({
    method: 'POST',
    url: `/v1/executions/${session.execution.id}/authorize`,
    headers: { authorization: `Bearer ${session.token}`, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** The merchant's list of a payment session's authorizations; `headers` replace the merchant key. */
export function authorizationsRequest(
  provider: FastifyInstance,
  executionId: string,
  headers: Record<string, string> = { authorization: `Bearer ${MERCHANT_KEY}` },
): Promise<LightMyRequestResponse> {
  return provider.inject({ method: 'GET', url: `/v1/payment-sessions/${executionId}/authorizations`, headers });
}

export function getExecution(provider: FastifyInstance, session: PaymentClientSession): Promise<LightMyRequestResponse> {
  return provider.inject({
    method: 'GET',
    url: `/v1/executions/${session.execution.id}`,
    headers: { authorization: `Bearer ${session.token}` },
  });
}

export function statusCodes(response: LightMyRequestResponse): string[] {
  return (response.json() as { status: { code: string }[] }).status.map((entry) => entry.code);
}

/** A link the sandbox handed out, as the path `inject()` takes. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Calls a provider link with the session's bearer token and a fresh idempotency key unless headers say otherwise. */
export function callLink(
  provider: FastifyInstance,
  session: PaymentClientSession,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  link: string,
  payload?: unknown,
  headers: Record<string, string> = method === 'GET' ? {} : { 'idempotency-key': `key-${Math.random()}` },
): Promise<LightMyRequestResponse> {
  return provider.inject({
    method,
    url: pathOf(link),
    headers: { authorization: `Bearer ${session.token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The hidden form token and the form's action of a shopper page, as a browser would submit it. */
export function shopperForm(page: LightMyRequestResponse): { action: string; token: string } {
  const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1];
  const token = /<input type="hidden" name="token" value="([^"]+)">/.exec(page.body)?.[1];
  if (!action || !token) throw new Error('no form on the page');
  return { action, token };
}

/** Posts a shopper page's form, as its buttons do. */
export function submitShopperForm(provider: FastifyInstance, action: string, fields: Record<string, string>) {
  return provider.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Headers of a server-to-server call with the merchant's secret key and, unless told otherwise, a fresh idempotency key. */
export function merchantHeaders(headers: Record<string, string> = { 'idempotency-key': `key-${Math.random()}` }): Record<string, string> {
  return { authorization: `Bearer ${MERCHANT_KEY}`, ...headers };
}

/** Saves a card for the holder as an earlier visit would: tokenized in a session's vault, then saved with its token. */
export async function storeCard(provider: FastifyInstance, vault: FastifyInstance, holderReference: string, number: string): Promise<string> {
  const session = await createSession(provider, { holderReference });
  const { tokens } = await tokenize(vault, session, card(number));
  const saved = await callLink(provider, session, 'POST', session.vaultConfiguration.links.saveInstrument!, { data: { cardData: tokens }, paymentMethod: 'card' });
  if (saved.statusCode !== 201) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  return (saved.json() as { id: string }).id;
}

export function payoutSessionBody(holderReference: string, paymentInstrumentId: string, overrides: Record<string, unknown> = {}) {
  return {
    amount: { value: 6000, currency: 'AED' },
    merchantReference: 'payout-1',
    holderReference,
    paymentInstrumentId,
    allowedOrigins: ['http://localhost:3000'],
    ...overrides,
  };
}

export function postPayoutSession(provider: FastifyInstance, payload: unknown, headers: Record<string, string> = merchantHeaders({})): Promise<LightMyRequestResponse> {
  return provider.inject({ method: 'POST', url: '/v1/payout-sessions', headers, payload: payload as Record<string, unknown> });
}

/** A payout session the merchant's server created for this holder, card and amount. */
export async function createPayoutSession(
  provider: FastifyInstance,
  holderReference: string,
  paymentInstrumentId: string,
  overrides: Record<string, unknown> = {},
): Promise<PaymentClientSession> {
  const response = await postPayoutSession(provider, payoutSessionBody(holderReference, paymentInstrumentId, overrides));
  if (response.statusCode !== 201) throw new Error(`payout session creation failed: ${response.statusCode} ${response.body}`);
  return decodeInitResponse(response.json());
}

/** The SDK's payout body (headless/core/executor/payout.ts): the whole amount to one stored card. */
export function payoutBody(amount: { value: number; currency: string }, paymentInstrumentId: string, overrides: Record<string, unknown> = {}) {
  return {
    amount,
    payoutComposition: [{ integrationType: 'api', amount, paymentMethodCode: 'card', paymentInstrumentId }],
    ...overrides,
  };
}
