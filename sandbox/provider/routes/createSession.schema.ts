import { z } from 'zod';
import { allowedOriginSchema } from '../../shared/origins';
import { amountSchema } from './amount.schema';

export const createSessionBodySchema = z.strictObject({
  amount: amountSchema,
  merchantReference: z.string().min(1).max(100),
  holderReference: z.string().min(1).max(100).optional(),
  allowedOrigins: z.array(allowedOriginSchema).min(1).max(10),
});

export type CreateSessionBody = z.output<typeof createSessionBodySchema>;
