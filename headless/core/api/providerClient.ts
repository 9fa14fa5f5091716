import { PaymentClientError, type PaymentClientErrorCode } from '../errors/PaymentClientError';
import { API_VERSION, CLIENT_TYPE, CLIENT_VERSION, HEADERS } from './constants';
import { createIdempotencyKey } from './idempotencyKey';
import { DEFAULT_RETRY_POLICY, isRetryable, retryDelayMs, wait, type AttemptFailure, type RetryPolicy } from './retryPolicy';

/** PC-PAY-3: an expired API token raises the payment-session-expired event with this message. */
export const API_TOKEN_EXPIRED = 'API token is not valid or expired.';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ProviderRequest {
  method: HttpMethod;
  /** Always a link from the session or an execution record: the client never builds paths. */
  url: string;
  body?: unknown;
  /** Give the same key to retry one operation by hand; mutating calls get a fresh one otherwise. */
  idempotencyKey?: string;
  /** For calls whose outcome must be reconciled rather than repeated (authorize). */
  retry?: boolean;
  signal?: AbortSignal;
}

export interface ProviderClientOptions {
  getToken: () => string;
  fetch?: typeof fetch;
  retryPolicy?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
}

export interface ProviderClient {
  request<T>(request: ProviderRequest): Promise<T>;
}

/** PC-API-2: 401/403 unauthorized, 429 too many requests, any other non-OK unsuccessful. */
export function errorCodeForStatus(status: number): PaymentClientErrorCode {
  if (status === 401 || status === 403) return 'API_UNAUTHORIZED';
  if (status === 429) return 'API_TOO_MANY_REQUESTS';
  return 'API_UNSUCCESSFUL';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageFrom(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  if (typeof body === 'string' && body.trim() !== '') return body.slice(0, 200);
  return fallback;
}

function errorCodeOf(body: unknown): string | undefined {
  return body && typeof body === 'object' && 'errorCode' in body && typeof body.errorCode === 'string'
    ? body.errorCode
    : undefined;
}

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const sleep = options.sleep ?? wait;

  async function attempt(request: ProviderRequest, idempotencyKey: string | undefined) {
    const headers: Record<string, string> = {
      [HEADERS.authorization]: `Bearer ${options.getToken()}`,
      [HEADERS.clientVersion]: CLIENT_VERSION,
      [HEADERS.clientType]: CLIENT_TYPE,
      [HEADERS.apiVersion]: API_VERSION,
      Accept: 'application/json',
    };
    if (idempotencyKey) headers[HEADERS.idempotencyKey] = idempotencyKey;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    return doFetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'omit',
      signal: request.signal,
    });
  }

  return {
    async request<T>(request: ProviderRequest): Promise<T> {
      const idempotencyKey = request.method === 'GET' ? undefined : (request.idempotencyKey ?? createIdempotencyKey());
      const maxAttempts = request.retry === false ? 1 : policy.maxAttempts;
      for (let attemptNumber = 1; ; attemptNumber += 1) {
        let failure: AttemptFailure;
        let error: PaymentClientError;
        try {
          const response = await attempt(request, idempotencyKey);
          const requestId = response.headers.get(HEADERS.requestId) ?? undefined;
          const body = await readBody(response);
          if (response.ok) return body as T;
          failure = { kind: 'status', status: response.status };
          const code = errorCodeForStatus(response.status);
          const expired = errorCodeOf(body) === 'TOKEN_EXPIRED';
          // PC-PAY-3: a token the provider refuses (401, 403) reads as the spec's text; its own stays in `cause`.
          error = new PaymentClientError(
            expired ? 'SESSION_EXPIRED' : code,
            expired || code === 'API_UNAUTHORIZED' ? API_TOKEN_EXPIRED : messageFrom(body, `Provider answered ${response.status}`),
            { requestId, status: response.status, cause: body },
          );
        } catch (cause) {
          if (request.signal?.aborted) throw PaymentClientError.from(cause, 'USER_CANCELLED', 'Request aborted');
          if (cause instanceof PaymentClientError) throw cause;
          failure = { kind: 'connection' };
          error = new PaymentClientError('NETWORK_ERROR', `Could not reach ${new URL(request.url).origin}`, { cause });
        }
        if (attemptNumber >= maxAttempts || !isRetryable(failure)) throw error;
        await sleep(retryDelayMs(policy, attemptNumber, failure));
      }
    },
  };
}
