import { isHttpUrl } from '../validation/httpUrl';
import type { AuthSessionApi, ProfileLoadFailure, ProfileLoadResult, SubscriptionStatus } from './authSessionApi';
import {
  PRODUCT_API_TIMEOUT_MS,
  PRODUCT_API_VERSION,
  PRODUCT_HEADERS,
  PROFILE_PATH,
  RESULT_CODE_SUCCESS,
  RESULT_CODE_UNAUTHORIZED,
  subscriptionStatusPath,
} from './authSessionConstants';
import { parseSubscriberProfile } from './subscriber';

export interface ProductAuthApiOptions {
  /** Origin (and optional path prefix) of the product API, e.g. `https://example.com`. */
  baseUrl: string;
  /** The custom headers (PR-API-2: device id, API key, OS, language ...), read on every call. */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
  /** PR-API-3: 10 seconds unless told otherwise. */
  timeoutMs?: number;
}

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Answers may come wrapped as `{ data: ... }`; the fields are read from inside it then. */
const dataOf = (body: unknown): unknown => (isObject(body) && isObject(body.data) ? body.data : body);

/** The internal result code (PR-API-4), which product answers carry as `errorCode`. */
const resultCodeOf = (body: unknown): number | undefined => (isObject(body) && typeof body.errorCode === 'number' ? body.errorCode : undefined);

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}

const failed = (failure: ProfileLoadFailure): ProfileLoadResult => ({ outcome: 'failed', failure });

/** The session's product calls over fetch, at the paths of PR-API-1. Never throws; never puts the token in a message. */
export function createProductAuthApi(options: ProductAuthApiOptions): AuthSessionApi {
  if (!isHttpUrl(options.baseUrl)) throw new Error(`createProductAuthApi: baseUrl must be an absolute http(s) URL, got ${JSON.stringify(options.baseUrl)}`);
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? PRODUCT_API_TIMEOUT_MS;

  type Answer = { kind: 'answered'; response: Response; body: unknown } | { kind: 'timeout' } | { kind: 'unreachable' };

  /** Both calls are GETs with the bearer token; a timeout and an unreachable API are told apart. */
  async function get(path: string, token: string): Promise<Answer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    // Headers compare names without case: ours replace any same-named custom header.
    const headers = new Headers(options.headers?.());
    headers.set('Accept', 'application/json');
    headers.set(PRODUCT_HEADERS.apiVersion, PRODUCT_API_VERSION);
    headers.set(PRODUCT_HEADERS.authorization, `Bearer ${token}`);
    try {
      const response = await doFetch(`${base}${path}`, { method: 'GET', headers, signal: controller.signal });
      return { kind: 'answered', response, body: await readJson(response) };
    } catch {
      return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'unreachable' };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async getProfile(token) {
      const answer = await get(PROFILE_PATH, token);
      if (answer.kind === 'timeout') {
        return failed({ reason: 'timeout', message: `The profile could not be loaded: no answer within ${timeoutMs} ms.` });
      }
      if (answer.kind === 'unreachable') {
        return failed({ reason: 'network', message: 'The profile could not be loaded: the product API was not reached.' });
      }
      const { response, body } = answer;
      const resultCode = resultCodeOf(body);
      // PR-API-4: Unauthorized is result code 1; HTTP 401 means the same.
      if (response.status === 401 || resultCode === RESULT_CODE_UNAUTHORIZED) return { outcome: 'unauthorized' };
      if (!response.ok || (resultCode !== undefined && resultCode !== RESULT_CODE_SUCCESS)) {
        return failed({
          reason: 'server',
          message: `The profile could not be loaded: the product API answered ${response.status}${resultCode === undefined ? '' : ` with result code ${resultCode}`}.`,
          status: response.status,
          ...(resultCode === undefined ? {} : { resultCode }),
        });
      }
      const parsed = parseSubscriberProfile(dataOf(body));
      if (!parsed.ok) {
        return failed({ reason: 'invalidResponse', message: `The profile answer has missing or wrong fields: ${parsed.fields.join(', ')}.`, status: response.status });
      }
      return { outcome: 'loaded', profile: parsed.profile };
    },

    async getSubscriptionStatus(subscriberId, token): Promise<SubscriptionStatus> {
      const answer = await get(subscriptionStatusPath(subscriberId), token);
      // PR-API-7: a failed lookup means not subscribed.
      if (answer.kind !== 'answered' || !answer.response.ok) return { isSubscribed: false };
      const resultCode = resultCodeOf(answer.body);
      if (resultCode !== undefined && resultCode !== RESULT_CODE_SUCCESS) return { isSubscribed: false };
      const data = dataOf(answer.body);
      if (!isObject(data)) return { isSubscribed: false };
      return { isSubscribed: data.isSubscribed === true };
    },
  };
}
