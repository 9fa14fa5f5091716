import { z } from 'zod';

export const binLookupBodySchema = z.strictObject({
  bin: z.string().regex(/^\d{6,8}$/, 'must be 6 to 8 digits'),
});
