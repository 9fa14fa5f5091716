import { z } from 'zod';
import { allowedOriginSchema } from '../../urls/origins';
import { EXECUTION_FAULT_STATUSES } from '../executionFaults';
import { PAYMENT_METHOD_CODES } from '../paymentMethods';
import { amountSchema } from './amount.schema';

/** Lifetime bounds of the session and vault tokens; short ones let tests reach expiry. */
export const TOKEN_TTL_SECONDS = { min: 5, max: 3600 } as const;

/** The session's methods: known codes, each once. */
export const paymentMethodListSchema = z
  .array(z.enum(PAYMENT_METHOD_CODES))
  .min(1)
  .max(PAYMENT_METHOD_CODES.length)
  .refine((codes) => new Set(codes).size === codes.length, 'must not name a method twice');

/** How long the session's tokens live. */
export const tokenTtlSecondsSchema = z.int().min(TOKEN_TTL_SECONDS.min).max(TOKEN_TTL_SECONDS.max);

export const createSessionBodySchema = z.strictObject({
  amount: amountSchema,
  merchantReference: z.string().min(1).max(100),
  holderReference: z.string().min(1).max(100).optional(),
  allowedOrigins: z.array(allowedOriginSchema).min(1).max(10),
  paymentMethods: paymentMethodListSchema.optional(),
  tokenTtlSeconds: tokenTtlSecondsSchema.optional(),
  simulate: z
    .strictObject({
      executionFaults: z
        .array(z.literal([...EXECUTION_FAULT_STATUSES]))
        .max(20)
        .optional(),
    })
    .optional(),
});

export type CreateSessionBody = z.output<typeof createSessionBodySchema>;
