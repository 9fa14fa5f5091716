import * as z from 'zod/mini';
import { countSchema, pageSchema, resourceIdSchema } from '../../contract/forms/validation';

/** Video search (PR-CONTENT-1): search, page (from 0), count (5); a category narrows it for category pages. */
export const videoSearchQuerySchema = z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search.tooLong'))),
  categoryId: z.optional(resourceIdSchema),
  page: pageSchema,
  count: countSchema,
});

export const videoParamsSchema = z.strictObject({ videoId: resourceIdSchema });

export const channelVideosQuerySchema = z.strictObject({ channelId: resourceIdSchema, page: pageSchema, count: countSchema });

export const liveEventParamsSchema = z.strictObject({ eventId: resourceIdSchema });
