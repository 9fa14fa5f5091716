import { z } from 'zod';

/** What PayPal hands back after the shopper approved: the order or billing agreement, and the payer. */
export const confirmBodySchema = z.strictObject({
  data: z
    .strictObject({
      orderId: z.string().min(1).max(100).optional(),
      billingToken: z.string().min(1).max(100).optional(),
      payerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, - or _'),
    })
    // PayPal also returns an order id in the billing agreement flow, so both may come; the
    // one the confirm link names is checked.
    .refine((data) => data.orderId !== undefined || data.billingToken !== undefined, {
      message: 'send the orderId or billingToken of the confirm link',
      path: ['orderId'],
    }),
});

export type ConfirmBody = z.output<typeof confirmBodySchema>;
