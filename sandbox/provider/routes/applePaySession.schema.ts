import { z } from 'zod';
import { secureUrlProblem } from '../../shared/returnUrls';
import { amountSchema } from './amount.schema';

/** The wallet's validationURL: https (http only on localhost), no credentials. */
const sessionUrlSchema = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    const problem = secureUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const applePaySessionBodySchema = z.strictObject({
  integrationType: z.literal('api'),
  paymentMethodCode: z.literal('applePay'),
  amount: amountSchema,
  meta: z.strictObject({
    sessionURL: sessionUrlSchema,
    clientContext: z.strictObject({
      host: z.string().regex(/^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/, 'must be a host name such as shop.example'),
    }),
  }),
});

export type ApplePaySessionBody = z.output<typeof applePaySessionBodySchema>;
