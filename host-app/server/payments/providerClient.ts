import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * Server-to-server calls to the payment provider (SEC-11, SEC-12): one idempotency
 * key per operation, reused on every retry of it; bounded retries with backoff and jitter for
 * connection errors, 409, 429 and 5xx; other 4xx are answers, not failures to retry.
 */

export interface ProviderClientOptions {
  origin: string;
  secretKey: string;
  /** Injectable so tests can route to an in-process provider. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  maxAttempts?: number;
  retryBaseDelayMs?: number;
}

/** The provider could not be reached, or failed (5xx) on every try. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered a 4xx: the request was refused, and retrying it would not help. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly fields: readonly string[],
  ) {
    super(`provider refused the request: ${status} ${errorCode}`);
    this.name = 'ProviderRefusedError';
  }
}

export interface ProviderInitResponse {
  version: number;
  data: string;
}

export interface Amount {
  value: number;
  currency: string;
}

export interface NewProviderSession {
  amount: Amount;
  merchantReference: string;
  holderReference: string;
  allowedOrigins: readonly string[];
  paymentMethods: readonly string[];
}

export type AuthorizationOutcome = 'authorizeRequested' | 'authorizePending' | 'authorizeSuccessful' | 'authorizeFailed';

export interface ProviderAuthorization {
  executionId: string;
  paymentMethodCode: string;
  outcome: AuthorizationOutcome;
  requestedAt: string;
  /** Set once the merchant voided a successful authorization: its money is released. */
  voidedAt?: string | null;
}

export interface ProviderVoid {
  executionId: string;
  voidedAt: string;
}

/** How a card is shown to its holder: its network and last four digits, nothing more. */
export interface ProviderCardSummary {
  network: string;
  lastFour: string;
}

/** The card a payment session's successful authorization left on file (the one it stored or paid with). */
export interface ProviderCardOnFile {
  executionId: string;
  amount: Amount;
  outcome: AuthorizationOutcome | null;
  paymentInstrumentId: string | null;
  /** The card the latest authorization tried, whatever its outcome. */
  card?: ProviderCardSummary | null;
}

export interface MerchantInitiatedCharge {
  amount: Amount;
  merchantReference: string;
  holderReference: string;
  paymentInstrumentId: string;
}

export interface ProviderCharge {
  executionId: string;
  amount: Amount;
  outcome: 'authorizeSuccessful' | 'authorizeFailed';
  reason?: string;
  card?: ProviderCardSummary;
}

/**
 * The merchant-key read of a payment, as far as the product reads it: the provider's own record,
 * which a webhook only points at.
 */
export interface ProviderPayment {
  executionId: string;
  merchantReference: string;
  amount: Amount;
  paymentMethod: { network: string | null; lastFour: string | null } | null;
  /** `voided`, `partiallyRefunded` and `refunded` tell what the merchant did after a successful authorization. */
  status: string;
  /** Newest first: the first is the one that counts, every earlier one failed. */
  authorizations: { outcome: string; declineReason: string | null; voidedAt: string | null }[];
  /** Captures and refunds, oldest first; each refund has an id of its own. */
  moneyMovements: { id: string; kind: 'capture' | 'refund'; amount: Amount; createdAt: string }[];
}

/** Where the provider sends the merchant's webhooks (its secret is never read back). */
export interface ProviderWebhookEndpoint {
  id: string;
  url: string;
  events: string[];
}

export interface NewProviderWebhookEndpoint {
  url: string;
  events: readonly string[];
  /** The merchant's own signing secret, from its configuration. */
  secret: string;
}

/** The provider's answer when an execution holds no successful authorization to void. */
export const NOTHING_TO_VOID = 'NOTHING_TO_VOID';

/** The parts of an execution record the product reads. */
export interface ProviderExecution {
  id: string;
  status: { code: string; time: string }[];
  paymentMethod?: { paymentMethodCode: string };
  finalState?: { code: string; response?: { links?: { redirect?: { href: string; type?: string } } } };
}

export interface ProviderClient {
  readonly origin: string;
  /** Test keys (`sk_test_…`) talk to a TEST environment. */
  readonly environment: 'TEST' | 'PRODUCTION';
  createPaymentSession(session: NewProviderSession): Promise<ProviderInitResponse>;
  listAuthorizations(executionId: string): Promise<ProviderAuthorization[]>;
  /** Never retried: a lost answer means "outcome unknown", reconciled by reading the execution. */
  authorize(authorizeLink: string, sessionToken: string, body: unknown): Promise<void>;
  readExecution(executionLink: string, sessionToken: string): Promise<ProviderExecution>;
  /** Releases the execution's successful authorization; repeating it answers the same. */
  voidAuthorization(executionId: string): Promise<ProviderVoid>;
  readCardOnFile(executionId: string): Promise<ProviderCardOnFile>;
  /** Any payment of the merchant, a merchant-initiated charge too; one the provider does not know is refused with 404. */
  readPayment(executionId: string): Promise<ProviderPayment>;
  /**
   * Charges a stored card with no shopper present. The caller's idempotency key names the charge:
   * a retry (here or by another process) with the same key answers the first charge.
   */
  chargeStoredCard(charge: MerchantInitiatedCharge, idempotencyKey: string): Promise<ProviderCharge>;
  /** Deletes a card the holder stored; one that is already gone is refused with 404. */
  deleteStoredInstrument(holderReference: string, paymentInstrumentId: string): Promise<void>;
  listWebhookEndpoints(): Promise<ProviderWebhookEndpoint[]>;
  createWebhookEndpoint(endpoint: NewProviderWebhookEndpoint): Promise<ProviderWebhookEndpoint>;
  /** Stops deliveries to an endpoint; one that is already gone is refused with 404. */
  deleteWebhookEndpoint(endpointId: string): Promise<void>;
}

interface ProviderRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  bearer: string;
  body?: unknown;
  idempotencyKey?: string;
  retry: boolean;
  /** Error codes that are the provider's final word even on a status that is otherwise retried. */
  finalErrorCodes?: readonly string[];
}

const RETRYABLE_STATUSES = new Set([409, 429, 500, 502, 503, 504]);

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const origin = new URL(options.origin).origin;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 8_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const baseDelayMs = options.retryBaseDelayMs ?? 200;

  /** Links come from the provider's own answers; the session token is only ever sent back to its origin. */
  function providerUrl(link: string): string {
    const url = new URL(link, origin);
    if (url.origin !== origin) throw new ProviderUnavailableError(`provider link ${url.origin} is not on ${origin}`);
    return url.toString();
  }

  async function attempt(request: ProviderRequest): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${request.bearer}`, accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
    return fetchImpl(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function send<T>(request: ProviderRequest): Promise<T> {
    const attempts = request.retry ? maxAttempts : 1;
    let lastProblem: unknown;
    for (let index = 0; index < attempts; index += 1) {
      if (index > 0) await sleep(baseDelayMs * 2 ** (index - 1) * (0.5 + Math.random()));
      let response: Response;
      try {
        response = await attempt(request);
      } catch (error) {
        lastProblem = error;
        continue;
      }
      if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
      const answer = (await response.json().catch(() => ({}))) as { errorCode?: unknown; fields?: unknown };
      const final = typeof answer.errorCode === 'string' && (request.finalErrorCodes ?? []).includes(answer.errorCode);
      if (RETRYABLE_STATUSES.has(response.status) && !final) {
        lastProblem = new Error(`provider answered ${response.status}`);
        continue;
      }
      throw new ProviderRefusedError(
        response.status,
        typeof answer.errorCode === 'string' ? answer.errorCode : 'UNKNOWN',
        Array.isArray(answer.fields) ? answer.fields.filter((field): field is string => typeof field === 'string') : [],
      );
    }
    throw new ProviderUnavailableError(`provider unavailable: ${request.method} ${new URL(request.url).pathname}`, { cause: lastProblem });
  }

  return {
    origin,
    environment: options.secretKey.startsWith('sk_test_') ? 'TEST' : 'PRODUCTION',
    createPaymentSession: (session) =>
      send<ProviderInitResponse>({
        method: 'POST',
        url: `${origin}/v1/payment-sessions`,
        bearer: options.secretKey,
        body: session,
        idempotencyKey: randomUUID(),
        retry: true,
      }),
    listAuthorizations: async (executionId) => {
      const answer = await send<{ authorizations: ProviderAuthorization[] }>({
        method: 'GET',
        url: `${origin}/v1/payment-sessions/${encodeURIComponent(executionId)}/authorizations`,
        bearer: options.secretKey,
        retry: true,
      });
      return answer.authorizations;
    },
    authorize: async (authorizeLink, sessionToken, body) => {
      await send<unknown>({ method: 'POST', url: providerUrl(authorizeLink), bearer: sessionToken, body, idempotencyKey: randomUUID(), retry: false });
    },
    readExecution: async (executionLink, sessionToken) =>
      send<ProviderExecution>({ method: 'GET', url: providerUrl(executionLink), bearer: sessionToken, retry: true }),
    // Voiding is idempotent, so it is retried like the other merchant-key calls, with one key.
    voidAuthorization: (executionId) =>
      send<ProviderVoid>({
        method: 'POST',
        url: `${origin}/v1/payment-sessions/${encodeURIComponent(executionId)}/void`,
        bearer: options.secretKey,
        body: {},
        idempotencyKey: randomUUID(),
        retry: true,
        finalErrorCodes: [NOTHING_TO_VOID],
      }),
    readPayment: (executionId) =>
      send<ProviderPayment>({ method: 'GET', url: `${origin}/v1/payments/${encodeURIComponent(executionId)}`, bearer: options.secretKey, retry: true }),
    readCardOnFile: (executionId) =>
      send<ProviderCardOnFile>({
        method: 'GET',
        url: `${origin}/v1/payment-sessions/${encodeURIComponent(executionId)}/card-on-file`,
        bearer: options.secretKey,
        retry: true,
      }),
    // Retried with the one key: the provider answers a repeat with the first charge.
    chargeStoredCard: (charge, idempotencyKey) =>
      send<ProviderCharge>({ method: 'POST', url: `${origin}/v1/merchant-initiated-charges`, bearer: options.secretKey, body: charge, idempotencyKey, retry: true }),
    deleteStoredInstrument: async (holderReference, paymentInstrumentId) => {
      await send<unknown>({
        method: 'DELETE',
        url: `${origin}/v1/holders/${encodeURIComponent(holderReference)}/instruments/${encodeURIComponent(paymentInstrumentId)}`,
        bearer: options.secretKey,
        retry: true,
      });
    },
    listWebhookEndpoints: async () => {
      const answer = await send<{ endpoints: ProviderWebhookEndpoint[] }>({ method: 'GET', url: `${origin}/v1/webhook-endpoints`, bearer: options.secretKey, retry: true });
      return answer.endpoints;
    },
    // One key for every retry: a lost answer is replayed, not registered twice.
    createWebhookEndpoint: (endpoint) =>
      send<ProviderWebhookEndpoint>({
        method: 'POST',
        url: `${origin}/v1/webhook-endpoints`,
        bearer: options.secretKey,
        body: { url: endpoint.url, events: endpoint.events, secret: endpoint.secret },
        idempotencyKey: randomUUID(),
        retry: true,
      }),
    deleteWebhookEndpoint: async (endpointId) => {
      await send<unknown>({ method: 'DELETE', url: `${origin}/v1/webhook-endpoints/${encodeURIComponent(endpointId)}`, bearer: options.secretKey, retry: true });
    },
  };
}
