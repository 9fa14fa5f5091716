import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { VAULT_ASSETS_DIR } from '../../paths';
import { ASSET_CACHE_CONTROL } from './iconRoutes';
import { countriesSchema, type CountryRecord } from './countries.schema';

export const COUNTRIES_PATH = '/assets/countries.json';

/** Checked at start, so a bad edit of the data file stops the vault instead of reaching shoppers. */
export function loadCountries(file: string = join(VAULT_ASSETS_DIR, 'countries.json')): CountryRecord[] {
  const result = countriesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${file} is not a valid countries list: ${problems}`);
  }
  return result.data;
}

/** Public reference data: merchant pages on any origin may read it (no credentials involved). */
export function registerCountriesRoute(app: FastifyInstance): void {
  const body = JSON.stringify(loadCountries());
  app.get(COUNTRIES_PATH, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Access-Control-Allow-Origin', '*')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Cache-Control', ASSET_CACHE_CONTROL)
      .send(body),
  );
}
