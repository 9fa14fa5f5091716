import { PRODUCT_HEADERS, bearerHeader } from '../../contract/http/headers';
import { API_VERSION, PRODUCT_API_TIMEOUT_MS } from '../../contract/account/authSession';
import { DEFAULT_DEVICE_OS } from '../../contract/analytics/analyticsConstants';
import { ResultCode } from '../../contract/http/resultCodes';
import type { Locale } from '../i18n/translate';
import { deviceId } from './deviceId';
import { xsrfHeader } from './xsrfToken';

/** Why a call did not give data; pages pick their message from it. */
export type ProductFailureKind = 'unauthorized' | 'notFound' | 'invalidInput' | 'tooManyRequests' | 'server' | 'network' | 'timeout' | 'aborted';

export type ProductResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      kind: ProductFailureKind;
      status?: number;
      errorCode?: number;
      message?: string;
      /** The API's message key: pages choose their own text by it. */
      messageKey?: string;
      /** Payment result code (PR-PAY-9), when a payment call failed with one (10132: already subscribed). */
      resultCode?: number;
      fields?: Record<string, string>;
      /** How long a rate limit (429) asks to wait. */
      retryAfterSeconds?: number;
    };

export interface ProductCall {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  /** A plain object goes as JSON; FormData as multipart. */
  body?: Record<string, unknown> | FormData;
  /** Call-specific headers, e.g. a payment's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ProductClientContext {
  locale: Locale;
  token: string | null;
  userId?: string | null;
  /** The viewer's country and continent as the server resolved them, once known. */
  geo?: { country: string; continent: string } | null;
}

export interface ProductClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Envelope = { errorCode?: unknown; message?: unknown; messageKey?: unknown; resultCode?: unknown; data?: unknown; fields?: unknown; retryAfterSeconds?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function failureKind(status: number, errorCode: unknown): ProductFailureKind {
  if (status === 401 || errorCode === ResultCode.Unauthorized) return 'unauthorized';
  if (status === 404 || errorCode === ResultCode.EntityNotFound) return 'notFound';
  if (status === 429 || errorCode === ResultCode.TooManyRequests) return 'tooManyRequests';
  if ((status >= 400 && status < 500) || errorCode === ResultCode.WrongInputs) return 'invalidInput';
  return 'server';
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * One product API call with the custom headers of PR-API-2 that the browser knows, the API version
 * 4.18.1, the 10 second timeout of PR-API-3 and the XSRF token of PR-API-13. Never throws: answers
 * are results.
 */
export async function callProduct<T>(context: ProductClientContext, call: ProductCall, options: ProductClientOptions = {}): Promise<ProductResult<T>> {
  const url = new URL(call.path, options.baseUrl ?? globalThis.location.origin);
  for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));

  const headers: Record<string, string> = {
    Accept: 'application/json',
    [PRODUCT_HEADERS.version]: API_VERSION,
    [PRODUCT_HEADERS.language]: context.locale,
    [PRODUCT_HEADERS.os]: DEFAULT_DEVICE_OS,
    [PRODUCT_HEADERS.deviceId]: deviceId(),
    [PRODUCT_HEADERS.requestId]: crypto.randomUUID(),
    ...call.headers,
  };
  if (context.token) headers[PRODUCT_HEADERS.authorization] = bearerHeader(context.token);
  if (context.userId) headers[PRODUCT_HEADERS.userId] = context.userId;
  if (context.geo?.country) headers[PRODUCT_HEADERS.geoCountry] = context.geo.country;
  if (context.geo?.continent) headers[PRODUCT_HEADERS.geoContinent] = context.geo.continent;
  Object.assign(headers, xsrfHeader());
  let body: BodyInit | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body) {
    body = JSON.stringify(call.body);
    headers['Content-Type'] = 'application/json';
  }

  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? PRODUCT_API_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  call.signal?.addEventListener('abort', forwardAbort);

  try {
    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(url, { method: call.method ?? 'GET', headers, body, signal: controller.signal });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const envelope: Envelope = isObject(parsed) ? parsed : {};
    const errorCode = envelope.errorCode;
    if (response.ok && (errorCode === undefined || errorCode === ResultCode.Success)) {
      return { ok: true, data: ('data' in envelope ? envelope.data : parsed) as T };
    }
    return {
      ok: false,
      kind: failureKind(response.status, errorCode),
      status: response.status,
      ...(typeof errorCode === 'number' ? { errorCode } : {}),
      ...(typeof envelope.message === 'string' ? { message: envelope.message } : {}),
      ...(typeof envelope.messageKey === 'string' ? { messageKey: envelope.messageKey } : {}),
      ...(typeof envelope.resultCode === 'number' ? { resultCode: envelope.resultCode } : {}),
      ...(stringRecord(envelope.fields) ? { fields: stringRecord(envelope.fields) } : {}),
      ...(typeof envelope.retryAfterSeconds === 'number' ? { retryAfterSeconds: envelope.retryAfterSeconds } : {}),
    };
  } catch {
    if (timedOut) return { ok: false, kind: 'timeout' };
    if (call.signal?.aborted) return { ok: false, kind: 'aborted' };
    return { ok: false, kind: 'network' };
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', forwardAbort);
  }
}
