import * as z from 'zod/mini';

/** What a viewer typed: trimmed, and as long as the video search allows. */
export const catalogueSearchQuerySchema = z.strictObject({
  q: z.string().check(z.trim(), z.minLength(1, 'search.empty'), z.maxLength(100, 'search.tooLong')),
});
