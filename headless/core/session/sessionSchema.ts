import * as z from 'zod/mini';
import { integer } from '../validation/integer';
import { httpUrl } from '../validation/httpUrl';
import { nonEmpty, nonEmptyList } from '../validation/nonEmpty';
import { amountSchema } from './amountSchema';
import { storedInstrumentSchema } from './storedInstrumentSchema';
import { recordOf } from '../validation/recordOf';
import { stringOrNumber } from '../validation/stringOrNumber';
import { listOf } from '../validation/listOf';

// Their own modules, so code that needs only these (stored-instrument calls) does not bundle every session schema.
export { amountSchema, storedInstrumentSchema };

/**
 * The payment client session (PC-SESSION-1): what the merchant's server
 * receives from the provider and hands to `PaymentClient.init` as base64 JSON in `data`.
 */
const link = () => httpUrl();

/** Installment option (PC-INSTALLMENT-1), shown as 'count x amount'. */
export const installmentOptionSchema = z.object({
  count: integer().check(z.refine((count) => count >= 2, 'must be at least 2')),
  amount: amountSchema,
});

export const clientConfigSchema = z.looseObject({
  flow: z.optional(z.string()),
  integrationType: z.optional(z.string()),
  supportsBillingInfo: z.optional(z.boolean()),
  supportsInstallments: z.optional(z.boolean()),
  /** Installment options keyed by the card issuer's country code. */
  installments: z.optional(recordOf(listOf(installmentOptionSchema), { pattern: /^[A-Z]{2}$/, message: 'must be a country code such as BR' })),
  instrumentDataSchema: z.optional(z.unknown()),
});

export const paymentMethodSchema = z.object({
  paymentMethodCode: nonEmpty(),
  clientConfig: z.optional(clientConfigSchema),
});

export const vaultConfigurationSchema = z.object({
  vaultId: nonEmpty(),
  vaultUrl: link(),
  token: nonEmpty(),
  vaultType: nonEmpty(),
  providerConfigId: nonEmpty(),
  cardTableName: nonEmpty(),
  links: z.object({
    saveInstrument: z.optional(link()),
    tokenize: link(),
    cardFrame: link(),
    /** The secure frame page of collect containers. */
    collectFrame: link(),
    /** Base URL of the assets host: card network icons and the countries JSON. */
    assets: link(),
  }),
});

export const sessionLinksSchema = z.object({
  authorize: link(),
  execution: link(),
  binLookup: z.optional(link()),
  instrumentUpdate: z.optional(link()),
  instrumentDelete: z.optional(z.string().check(z.refine((link) => link.includes(':instrumentId'), 'must contain :instrumentId'))),
  payout: z.optional(link()),
  /** Where Apple Pay merchant validation is requested (PC-APPLEPAY-4). */
  createApplePaySession: z.optional(link()),
  /** Where logged errors and warnings are sent; without it, none are. */
  telemetry: z.optional(link()),
});

export const paymentClientSessionSchema = z.object({
  token: nonEmpty(),
  execution: z.object({
    id: nonEmpty(),
    merchantReference: z.string(),
    workflow: z.object({ code: nonEmpty(), version: z.optional(stringOrNumber()) }),
  }),
  holderReference: z.optional(z.string()),
  holderId: z.optional(z.string()),
  amount: amountSchema,
  vaultConfiguration: vaultConfigurationSchema,
  links: sessionLinksSchema,
  paymentMethods: listOf(paymentMethodSchema),
  storedInstruments: listOf(storedInstrumentSchema),
  /** Origins allowed to embed the secure frame (its `frame-ancestors`). */
  allowedOrigins: nonEmptyList(httpUrl(), 'must list at least one origin'),
});

export const initResponseSchema = z.object({
  version: stringOrNumber(),
  data: nonEmpty(),
});

export type Amount = z.infer<typeof amountSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type StoredInstrument = z.infer<typeof storedInstrumentSchema>;
export type VaultConfiguration = z.infer<typeof vaultConfigurationSchema>;
export type PaymentClientSession = z.infer<typeof paymentClientSessionSchema>;
export type InitResponse = z.infer<typeof initResponseSchema>;
