import * as z from 'zod/mini';
import { localeSchema } from '../../contract/forms/validation';

/** `/home/{locale}/{country}`: the country is two letters, either case; GB and UK name the same market. */
export const homeParamsSchema = z.strictObject({
  locale: localeSchema,
  country: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'country.invalid'), z.toUpperCase()),
});
