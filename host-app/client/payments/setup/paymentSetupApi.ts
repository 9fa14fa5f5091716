import type { PaymentOsType } from './osType';
import type { PaymentSetupConfiguration } from './paymentSetupReducer';

/** Client init body (PR-API-8); `billingPlan` is the selected plan's encrypted string. */
export interface PaymentSetupRequest {
  variation: string;
  osType: PaymentOsType;
  urlReferrer: string;
  language: string;
  source: string;
  billingPlan: string;
}

/**
 * Asks the product API for a configuration; null when it gave none (failures are ignored
 * silently). The site makes the call with its own product client, which knows its headers.
 */
export type RequestConfiguration = (request: PaymentSetupRequest, signal: AbortSignal) => Promise<PaymentSetupConfiguration | null>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The configuration in a client init answer's `data`, or null when it is not one. */
export function readConfiguration(data: unknown): PaymentSetupConfiguration | null {
  if (!isObject(data) || typeof data.sdkConfiguration !== 'string') return null;
  if (data.environment !== 'TEST' && data.environment !== 'PRODUCTION') return null;
  return data as PaymentSetupConfiguration;
}
