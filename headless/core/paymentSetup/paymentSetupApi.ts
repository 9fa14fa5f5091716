import type { PaymentOsType } from './osType';
import type { PaymentSetupConfiguration } from './paymentSetupReducer';

/** Section 7: the payment setup call. */
export const PAYMENTS_CLIENT_INIT_PATH = '/v1/api/cc/payrails/client/init';

/** Section 7 client init body; `billingPlan` is the selected plan's encrypted string. */
export interface PaymentSetupRequest {
  variation: string;
  osType: PaymentOsType;
  urlReferrer: string;
  language: string;
  source: string;
  billingPlan: string;
}

/** Asks the product API for a configuration; null when it gave none (failures are ignored silently). */
export type RequestConfiguration = (request: PaymentSetupRequest, signal: AbortSignal) => Promise<PaymentSetupConfiguration | null>;

export interface ProductPaymentSetupApiOptions {
  /** Origin (and optional path prefix) of the product API. */
  baseUrl: string;
  /** The product headers (version, language, bearer token...), read on every call. */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `data.data` (or `data`) of a product answer as a configuration, or null when it is not one. */
export function readConfiguration(body: unknown): PaymentSetupConfiguration | null {
  if (!isObject(body) || (body.errorCode !== undefined && body.errorCode !== 0)) return null;
  const data = isObject(body.data) && isObject(body.data.data) ? body.data.data : body.data;
  if (!isObject(data) || typeof data.sdkConfiguration !== 'string') return null;
  if (data.environment !== 'TEST' && data.environment !== 'PRODUCTION') return null;
  return data as PaymentSetupConfiguration;
}

/** The client init call over fetch. Never throws except for an abort, which the caller started. */
export function createProductPaymentSetupApi(options: ProductPaymentSetupApiOptions): RequestConfiguration {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return async (request, signal) => {
    try {
      const response = await doFetch(`${base}${PAYMENTS_CLIENT_INIT_PATH}`, {
        method: 'POST',
        headers: { ...options.headers?.(), Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
        signal,
      });
      if (!response.ok) return null;
      return readConfiguration(JSON.parse(await response.text()));
    } catch {
      return null;
    }
  };
}
