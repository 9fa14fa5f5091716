import * as z from 'zod/mini';
import { resourceIdSchema } from '../forms/validation';

/* Bodies of the catalogue calls. Unknown fields are refused, so a typo is a clear 400. */

export const updateFollowingBodySchema = z.strictObject({ channelId: resourceIdSchema, follow: z.boolean() });
export type UpdateFollowingBody = z.input<typeof updateFollowingBodySchema>;
