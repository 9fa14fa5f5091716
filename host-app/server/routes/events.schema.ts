import * as z from 'zod/mini';

/** The event lists take no query parameters. */
export const eventsQuerySchema = z.strictObject({});
