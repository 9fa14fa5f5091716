import { z } from 'zod';
import { returnUrlSchema } from '../../shared/origins';
import { resourceIdSchema } from '../../shared/validation';
import { amountSchema } from './amount.schema';

export const executionParamsSchema = z.strictObject({ id: resourceIdSchema });

const vaultToken = z.string().min(1).max(100);

/** Vault tokens only: raw card data never reaches the provider from the browser. */
const cardDataSchema = z.strictObject({
  card_number: vaultToken,
  expiry_month: vaultToken,
  expiry_year: vaultToken,
  security_code: vaultToken,
  cardholder_name: vaultToken.optional(),
});

const billingAddressSchema = z.strictObject({
  country: z.looseObject({
    code: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
    fullName: z.string().max(100).optional(),
    iso3: z.string().regex(/^[A-Z]{3}$/).optional(),
  }),
  postalCode: z.string().max(20).optional(),
});

const paymentItemSchema = z
  .strictObject({
    paymentMethodCode: z.literal('card'),
    integrationType: z.literal('api'),
    amount: amountSchema,
    storeInstrument: z.boolean().optional(),
    paymentInstrumentId: z.string().min(1).max(100).optional(),
    installments: z.strictObject({ count: z.int().min(1).max(48) }).optional(),
    paymentInstrumentData: z
      .strictObject({ cardData: cardDataSchema.optional(), billingAddress: billingAddressSchema.optional() })
      .optional(),
    enrollInstrumentToNetworkOffers: z.boolean().optional(),
  })
  .refine((item) => (item.paymentInstrumentId === undefined) !== (item.paymentInstrumentData?.cardData === undefined), {
    message: 'send either paymentInstrumentData.cardData or paymentInstrumentId',
    path: ['paymentInstrumentData'],
  });

export const authorizeBodySchema = z.strictObject({
  amount: amountSchema,
  paymentComposition: z.array(paymentItemSchema).min(1).max(5),
  returnInfo: z
    .strictObject({
      success: returnUrlSchema.optional(),
      cancel: returnUrlSchema.optional(),
      error: returnUrlSchema.optional(),
      pending: returnUrlSchema.optional(),
    })
    .optional(),
  meta: z.looseObject({ risk: z.looseObject({ sessionId: z.string().max(200).optional() }).optional() }).optional(),
});

export type AuthorizeBody = z.output<typeof authorizeBodySchema>;
