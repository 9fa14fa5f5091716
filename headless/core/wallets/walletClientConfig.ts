import * as z from 'zod/mini';
import { configurationError } from '../errors/describeIssues';
import { httpUrl } from '../validation/httpUrl';
import { nonEmpty, nonEmptyList } from '../validation/nonEmpty';
import { matches } from '../validation/matches';
import { oneOf } from '../validation/oneOf';

/** The clientConfig of each wallet payment method, as the provider sends it in the session. */
const countryCode = () => matches(/^[A-Z]{2}$/, 'must be a country code such as GB');

export const applePayConfigSchema = z.looseObject({
  merchantIdentifier: nonEmpty(),
  displayName: nonEmpty(),
  supportedNetworks: nonEmptyList(nonEmpty()),
  merchantCapabilities: nonEmptyList(nonEmpty()),
  countryCode: countryCode(),
  scriptUrl: z.optional(httpUrl()),
});

export const googlePayConfigSchema = z.looseObject({
  environment: z.optional(oneOf(['TEST', 'PRODUCTION'])),
  merchantId: z.optional(nonEmpty()),
  merchantName: z.optional(nonEmpty()),
  gateway: nonEmpty(),
  gatewayMerchantId: nonEmpty(),
  allowedCardNetworks: nonEmptyList(nonEmpty()),
  allowedAuthMethods: nonEmptyList(nonEmpty()),
  countryCode: z.optional(countryCode()),
  scriptUrl: z.optional(httpUrl()),
});

/** PayPal config (PC-PAYPAL-8): clientId, captureMode (Instant or other), integrationMode (express or other). */
export const payPalConfigSchema = z.looseObject({
  clientId: nonEmpty(),
  captureMode: z.optional(z.string()),
  integrationMode: z.optional(z.string()),
  scriptUrl: z.optional(httpUrl()),
});

export type ApplePayConfig = z.infer<typeof applePayConfigSchema>;
export type GooglePayConfig = z.infer<typeof googlePayConfigSchema>;
export type PayPalConfig = z.infer<typeof payPalConfigSchema>;

/** Parses a clientConfig, or throws INVALID_CONFIGURATION naming every bad field. */
export function parseWalletConfig<T>(schema: z.ZodMiniType<T>, clientConfig: unknown): T {
  const parsed = schema.safeParse(clientConfig);
  if (!parsed.success) throw configurationError('clientConfig', parsed.error.issues);
  return parsed.data;
}
