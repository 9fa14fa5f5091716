import * as z from 'zod/mini';

/** Collection slugs: lower-case words joined by hyphens. */
export const collectionParamsSchema = z.strictObject({ slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id.invalid'), z.maxLength(64, 'id.invalid')) });

export const collectionQuerySchema = z.strictObject({});
