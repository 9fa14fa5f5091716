import { z } from 'zod';
import { resourceIdSchema } from '../../http/validation';
import { bankAccountDataSchema } from '../bankAccount';
import { amountSchema } from './amount.schema';

export const executionParamsSchema = z.strictObject({ id: resourceIdSchema });

const vaultToken = z.string().min(1).max(100);

/** Vault tokens only: raw card data never reaches the provider from the browser. */
export const cardDataSchema = z.strictObject({
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

/** A stored instrument's id; whether it names an enabled instrument of the holder is a 422, not a 400. */
const paymentInstrumentId = z.string().min(1).max(100);

const cardItemSchema = z
  .strictObject({
    paymentMethodCode: z.literal('card'),
    integrationType: z.literal('api'),
    amount: amountSchema,
    storeInstrument: z.boolean().optional(),
    paymentInstrumentId: paymentInstrumentId.optional(),
    installments: z.strictObject({ count: z.int().min(1).max(48) }).optional(),
    paymentInstrumentData: z.strictObject({ cardData: cardDataSchema.optional(), billingAddress: billingAddressSchema.optional() }).optional(),
    enrollInstrumentToNetworkOffers: z.boolean().optional(),
  })
  .refine((item) => (item.paymentInstrumentId === undefined) !== (item.paymentInstrumentData?.cardData === undefined), {
    message: 'send either paymentInstrumentData.cardData or paymentInstrumentId',
    path: ['paymentInstrumentData'],
  });

/** Google Pay and Apple Pay: the wallet's payment token, or a stored Google Pay instrument. */
const walletItemSchema = z
  .strictObject({
    paymentMethodCode: z.enum(['googlePay', 'applePay']),
    integrationType: z.literal('api'),
    amount: amountSchema,
    storeInstrument: z.boolean().optional(),
    paymentInstrumentId: paymentInstrumentId.optional(),
    paymentInstrumentData: z
      .strictObject({ paymentToken: z.string().min(1).max(16_000).optional(), billingAddress: billingAddressSchema.optional() })
      .optional(),
  })
  .refine((item) => (item.paymentInstrumentId === undefined) !== (item.paymentInstrumentData?.paymentToken === undefined), {
    message: 'send either paymentInstrumentData.paymentToken or paymentInstrumentId',
    path: ['paymentInstrumentData'],
  });

/** PayPal: a risk correlation id for a new order or billing agreement, or a stored PayPal instrument. */
const payPalItemSchema = z
  .strictObject({
    paymentMethodCode: z.literal('payPal'),
    integrationType: z.literal('api'),
    amount: amountSchema,
    storeInstrument: z.boolean().optional(),
    paymentInstrumentId: paymentInstrumentId.optional(),
    paymentInstrumentData: z
      .strictObject({
        providerData: z.strictObject({ riskSessionCorrelationId: z.string().min(1).max(200) }).optional(),
        billingAddress: billingAddressSchema.optional(),
      })
      .optional(),
  })
  .refine((item) => item.paymentInstrumentId !== undefined || item.paymentInstrumentData?.providerData !== undefined, {
    message: 'send paymentInstrumentData.providerData.riskSessionCorrelationId (or the paymentInstrumentId of a stored PayPal account)',
    path: ['paymentInstrumentData', 'providerData'],
  });

/** Methods completed on a provider page: nothing to send but the amount. storeInstrument is ignored. */
const redirectItemSchema = z.strictObject({
  paymentMethodCode: z.enum(['genericRedirect', 'pix', 'modo']),
  integrationType: z.enum(['api', 'redirect']),
  amount: amountSchema,
  storeInstrument: z.boolean().optional(),
  paymentInstrumentData: z.strictObject({ billingAddress: billingAddressSchema.optional() }).optional(),
});

/** The bank account form's values, checked with the same rules as its instrumentDataSchema. */
const bankAccountItemSchema = z.strictObject({
  paymentMethodCode: z.literal('bankAccount'),
  integrationType: z.literal('api'),
  amount: amountSchema,
  storeInstrument: z.boolean().optional(),
  paymentInstrumentData: z.strictObject({ instrumentData: bankAccountDataSchema, billingAddress: billingAddressSchema.optional() }),
});

const paymentItemSchema = z.discriminatedUnion('paymentMethodCode', [cardItemSchema, walletItemSchema, payPalItemSchema, redirectItemSchema, bankAccountItemSchema]);

export type PaymentItem = z.output<typeof paymentItemSchema>;

// Kept as plain strings here: a bad return URL is a 422 INVALID_RETURN_URL (SEC-14).
const returnUrl = z.string().max(2000);

export const authorizeBodySchema = z.strictObject({
  amount: amountSchema,
  paymentComposition: z
    .array(paymentItemSchema)
    .min(1)
    .max(5)
    .refine((items) => items.length === 1 || items.every((item) => item.paymentMethodCode === 'card'), {
      message: 'only card entries can be combined; other methods pay the whole amount alone',
    }),
  returnInfo: z
    .strictObject({
      success: returnUrl.optional(),
      cancel: returnUrl.optional(),
      error: returnUrl.optional(),
      pending: returnUrl.optional(),
    })
    .optional(),
  meta: z.looseObject({ risk: z.looseObject({ sessionId: z.string().max(200).optional() }).optional() }).optional(),
});

export type AuthorizeBody = z.output<typeof authorizeBodySchema>;
