import { z } from 'zod';
import { secureUrlProblem } from '../../urls/returnUrls';
import { parseInput } from '../../http/validation';
import { amountSchema } from './amount.schema';

/** The wallet's validationURL: https (http only on localhost), no credentials. */
const sessionUrlSchema = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    const problem = secureUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const hostSchema = z.string().regex(/^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/, 'must be a host name such as shop.example');

const common = {
  integrationType: z.literal('api'),
  paymentMethodCode: z.literal('applePay'),
  amount: amountSchema,
};

/** PC-APPLEPAY-4: the link asked (`requestUrl`), Apple's validation URL (`sessionUrl`) and the shop's domain. */
const specShapeSchema = z.strictObject({
  ...common,
  requestUrl: z.string().max(2000),
  sessionUrl: sessionUrlSchema,
  clientDomain: hostSchema,
});

/** The shape merchants' pages sent before; still accepted, so a page not yet on the new SDK keeps paying. */
const earlierShapeSchema = z.strictObject({
  ...common,
  meta: z.strictObject({ sessionURL: sessionUrlSchema, clientContext: z.strictObject({ host: hostSchema }) }),
});

/** Either shape, read as one: what to validate with Apple, for which domain, and (new shape) the link asked. */
export interface ApplePaySessionBody {
  paymentMethodCode: 'applePay';
  amount: z.output<typeof amountSchema>;
  sessionUrl: string;
  clientDomain: string;
  /** Where the domain came from, to name it in an error. */
  domainField: 'clientDomain' | 'meta.clientContext.host';
  requestUrl: string | undefined;
}

/** A body with `meta` is read in the earlier shape (its errors name its fields), any other in the spec's. */
export function readApplePaySessionBody(body: unknown): ApplePaySessionBody {
  if (typeof body === 'object' && body !== null && 'meta' in body) {
    const earlier = parseInput(earlierShapeSchema, body, 'body');
    return { paymentMethodCode: earlier.paymentMethodCode, amount: earlier.amount, sessionUrl: earlier.meta.sessionURL, clientDomain: earlier.meta.clientContext.host, domainField: 'meta.clientContext.host', requestUrl: undefined };
  }
  const spec = parseInput(specShapeSchema, body, 'body');
  return { paymentMethodCode: spec.paymentMethodCode, amount: spec.amount, sessionUrl: spec.sessionUrl, clientDomain: spec.clientDomain, domainField: 'clientDomain', requestUrl: spec.requestUrl };
}
