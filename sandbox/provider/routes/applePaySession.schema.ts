import { z } from 'zod';
import { isLocalHostname } from '../../shared/origins';
import { amountSchema } from './amount.schema';

/** The wallet's validationURL: https (http only on localhost), no credentials. */
const sessionUrlSchema = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute https URL' });
      return;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHostname(url.hostname))) {
      ctx.addIssue({ code: 'custom', message: 'must use https' });
    } else if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'must not contain credentials' });
    }
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
