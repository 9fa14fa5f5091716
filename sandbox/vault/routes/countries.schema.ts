import { z } from 'zod';

function compiles(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`);
    return true;
  } catch {
    return false;
  }
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Country record (PC-ADDRESS-2), as the SDK reads it from the assets host.
 * The client anchors `postalCodeRegex` itself (`^(?:pattern)$`); without one, any non-empty code passes.
 */
export const countryRecordSchema = z.strictObject({
  code: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
  name: z.string().min(1).max(100),
  iso3: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 3166-1 alpha-3 code'),
  timezones: z.array(z.string().refine(isTimeZone, 'must be an IANA time zone name')).min(1),
  showPostalCode: z.boolean(),
  postalCodeRegex: z
    .string()
    .min(1)
    .refine((pattern) => !pattern.startsWith('^') && !pattern.endsWith('$'), 'must not be anchored: the client anchors it')
    .refine(compiles, 'must be a regular expression that compiles')
    .nullable()
    .optional(),
});

export const countriesSchema = z
  .array(countryRecordSchema)
  .min(1)
  .superRefine((countries, ctx) => {
    const seen = new Set<string>();
    countries.forEach((country, index) => {
      if (seen.has(country.code)) ctx.addIssue({ code: 'custom', path: [index, 'code'], message: `duplicate country code ${country.code}` });
      seen.add(country.code);
      if (!country.showPostalCode && country.postalCodeRegex) {
        ctx.addIssue({ code: 'custom', path: [index, 'postalCodeRegex'], message: 'a country without postal codes has no regex' });
      }
    });
  });

export type CountryRecord = z.output<typeof countryRecordSchema>;
