import * as z from 'zod/mini';
import { resourceIdSchema } from '../../contract/forms/validation';

/** The event lists take no query parameters. */
export const eventsQuerySchema = z.strictObject({});

export const eventParamsSchema = z.strictObject({ eventId: resourceIdSchema });
