import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBillingAddressValid, type CountryRecord } from '../../../../headless/core/address/billingAddress';
import { VAULT_ASSETS_DIR } from '../../../../sandbox/paths';
import { PAYMENT_METHOD_CODES } from '../../../../sandbox/provider/paymentMethods';
import { loadCountries } from '../../../../sandbox/vault/routes/countries';
import { VAULT_ORIGIN, createSession, startTestSandbox, type TestSandbox } from '../../helpers';

let t: TestSandbox;
let assetsBase: string;
beforeAll(async () => {
  t = await startTestSandbox();
  assetsBase = (await createSession(t.provider)).vaultConfiguration.links.assets;
});
afterAll(async () => {
  await t.close();
});

/** The session's assets link is on the vault origin, so the frame's `img-src 'self'` covers the icons. */
function assetPath(name: string): string {
  const url = new URL(name, assetsBase);
  expect(url.origin).toBe(VAULT_ORIGIN);
  return url.pathname;
}

/** An icon served as it is on disk, small, with safe headers and nothing in it that could load, run or style anything. */
async function expectInertIcon(family: string, name: string, title: string) {
  const response = await t.vault.inject({ method: 'GET', url: assetPath(`${family}/${name}.svg`) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(String(response.headers['cache-control'])).toMatch(/^public, max-age=\d+$/);
  expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  expect(response.headers['x-request-id']).toBeTruthy();

  const svg = response.body;
  expect(svg).toBe(readFileSync(join(VAULT_ASSETS_DIR, family, `${name}.svg`), 'utf8'));
  expect(Buffer.byteLength(svg)).toBeLessThan(1024);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 32 20"/);
  expect(svg).toContain('role="img"');
  expect(svg).toContain(`<title>${title}</title>`);
  expect(svg).toMatch(/<rect [^>]*rx="[\d.]+"/);
  // Nothing the CSP would have to allow: no script, handler, link, style or external reference.
  expect(svg).not.toMatch(/<script|\son\w+=|href|url\(|<style|\sstyle=|<foreignObject|<image/i);
}

const ICON_TITLES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  unionpay: 'UnionPay',
  hipercard: 'Hipercard',
  elo: 'Elo',
  default: 'Card',
};

describe('GET /assets/card-icons/{network}.svg', () => {
  it('names the icons under the session assets link', () => {
    expect(assetsBase).toBe(`${VAULT_ORIGIN}/assets/`);
  });

  it.each(Object.entries(ICON_TITLES))('serves %s.svg as a small, inert SVG with safe headers', (name, title) => expectInertIcon('card-icons', name, title));

  it('draws a different icon for every network', async () => {
    const bodies = await Promise.all(Object.keys(ICON_TITLES).map(async (name) => (await t.vault.inject({ method: 'GET', url: `/assets/card-icons/${name}.svg` })).body));
    expect(new Set(bodies).size).toBe(Object.keys(ICON_TITLES).length);
  });

  it.each([
    '/assets/card-icons/paypal.svg',
    '/assets/card-icons/VISA.svg',
    '/assets/card-icons/visa.png',
    '/assets/card-icons/visa',
    '/assets/card-icons/',
    '/assets/card-icons/visa.svg%00.png',
    '/assets/card-icons/..%2Fcountries.json',
    '/assets/card-icons/..%2F..%2F..%2Fpackage.json',
    '/assets/card-icons/%2e%2e%2f%2e%2e%2fmigrations%2f002_vault.sql',
    '/assets/card-icons/..%5C..%5Ccountries.json',
    '/assets/card-icons/%2Fetc%2Fpasswd',
    '/assets/countries.json%2F..%2F..%2Fpackage.json',
    '/assets/',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await t.vault.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(response.body).not.toContain('<svg');
    expect(response.body).not.toContain('"name"');
  });
});

const LOGO_TITLES: Record<string, string> = {
  card: 'Card',
  payPal: 'PayPal',
  googlePay: 'Google Pay',
  applePay: 'Apple Pay',
  genericRedirect: 'Redirect',
  pix: 'Pix',
  modo: 'MODO',
  bankAccount: 'Bank account',
};

describe('GET /assets/payment-methods/{code}.svg', () => {
  it('has a logo for every method the sandbox offers, and no other', () => {
    expect(Object.keys(LOGO_TITLES).sort()).toEqual([...PAYMENT_METHOD_CODES].sort());
  });

  it.each(Object.entries(LOGO_TITLES))('serves %s.svg as a small, inert SVG with safe headers', (code, title) => expectInertIcon('payment-methods', code, title));

  it('draws a different logo for every method', async () => {
    const bodies = await Promise.all(Object.keys(LOGO_TITLES).map(async (code) => (await t.vault.inject({ method: 'GET', url: `/assets/payment-methods/${code}.svg` })).body));
    expect(new Set(bodies).size).toBe(Object.keys(LOGO_TITLES).length);
  });

  it.each(['/assets/payment-methods/paypal.svg', '/assets/payment-methods/visa.svg', '/assets/payment-methods/..%2Fcard-icons%2Fvisa.svg', '/assets/payment-methods/'])(
    'answers 404 JSON for %s',
    async (url) => {
      const response = await t.vault.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    },
  );
});

const REQUIRED_COUNTRIES = [
  'GB', 'US', 'AE', 'SA', 'EG', 'QA', 'KW', 'BH', 'OM', 'JO', 'LB', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'IE', 'PT', 'SE', 'NO', 'DK', 'FI', 'PL',
  'CH', 'AT', 'BR', 'MX', 'AR', 'CO', 'CL', 'CA', 'AU', 'NZ', 'IN', 'PK', 'JP', 'CN', 'HK', 'SG', 'KR', 'TR', 'ZA', 'NG', 'KE', 'MA',
];

const RECORD_KEYS = ['code', 'name', 'iso3', 'timezones', 'showPostalCode', 'postalCodeRegex'];

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Every way a record can be wrong, described; an empty list means the record is well formed. */
function recordProblems(record: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const extra = Object.keys(record).filter((key) => !RECORD_KEYS.includes(key));
  if (extra.length > 0) problems.push(`unknown keys ${extra.join(', ')}`);
  if (typeof record.code !== 'string' || !/^[A-Z]{2}$/.test(record.code)) problems.push('code');
  if (typeof record.name !== 'string' || record.name.trim() === '') problems.push('name');
  if (typeof record.iso3 !== 'string' || !/^[A-Z]{3}$/.test(record.iso3)) problems.push('iso3');
  const { timezones } = record;
  if (!Array.isArray(timezones) || timezones.length === 0 || !timezones.every((zone) => typeof zone === 'string' && isTimeZone(zone))) problems.push('timezones');
  if (typeof record.showPostalCode !== 'boolean') problems.push('showPostalCode');
  const pattern = record.postalCodeRegex;
  if (pattern !== undefined && pattern !== null) {
    if (typeof pattern !== 'string' || pattern === '') problems.push('postalCodeRegex type');
    else {
      try {
        new RegExp(`^(?:${pattern})$`);
      } catch {
        problems.push('postalCodeRegex does not compile');
      }
      if (pattern.startsWith('^') || pattern.endsWith('$')) problems.push('postalCodeRegex is anchored');
      if (record.showPostalCode === false) problems.push('postalCodeRegex without postal codes');
    }
  }
  return problems;
}

describe('GET /assets/countries.json', () => {
  let countries: CountryRecord[];
  beforeAll(async () => {
    const response = await t.vault.inject({ method: 'GET', url: assetPath('countries.json'), headers: { origin: 'https://shop.example' } });
    expect(response.statusCode).toBe(200);
    countries = response.json();
  });

  it('is public JSON: any origin may read it, and it may be cached', async () => {
    const response = await t.vault.inject({ method: 'GET', url: '/assets/countries.json', headers: { origin: 'https://shop.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['cache-control'])).toMatch(/^public, max-age=\d+$/);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('lists at least 60 well-formed countries with unique codes, every regex compiling', () => {
    expect(Array.isArray(countries)).toBe(true);
    expect(countries.length).toBeGreaterThanOrEqual(60);
    const bad = countries.map((record) => [record.code, recordProblems(record as unknown as Record<string, unknown>)] as const).filter(([, problems]) => problems.length > 0);
    expect(bad).toEqual([]);
    expect(new Set(countries.map((record) => record.code)).size).toBe(countries.length);
    expect(new Set(countries.map((record) => record.iso3)).size).toBe(countries.length);
    expect(REQUIRED_COUNTRIES.filter((code) => !countries.some((record) => record.code === code))).toEqual([]);
  });

  it('has countries without postal codes and one with postal codes of free format', () => {
    const byCode = new Map(countries.map((record) => [record.code, record]));
    for (const code of ['AE', 'HK', 'QA']) expect(byCode.get(code)?.showPostalCode).toBe(false);
    expect(countries.some((record) => record.showPostalCode && !record.postalCodeRegex)).toBe(true);
    expect(byCode.get('GB')).toEqual({ code: 'GB', name: 'United Kingdom', iso3: 'GBR', timezones: ['Europe/London'], showPostalCode: true, postalCodeRegex: expect.any(String) });
  });

  // Checked with the client's own rule, which anchors the pattern and trims the input.
  it.each([
    ['GB', ['SW1A 1AA', 'SW1A1AA', 'EC1A 1BB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'sw1a 1aa'], ['12345', 'SW1A', 'SW1A 1A', '1AA SW1']],
    ['US', ['94105', '94105-1234', '00501'], ['9410', '941051', '94105-12', 'ABCDE']],
    ['CA', ['K1A 0B1', 'K1A0B1', 'H0H 0H0', 'k1a 0b1'], ['D1A 0B1', 'K1A 0BB', '12345']],
    ['DE', ['10115', '80331'], ['1011', '101150', 'D-10115']],
    ['BR', ['01310-100', '01310100'], ['01310-10', '1310-100', '01310_100']],
    ['NL', ['1012 AB', '1012AB', '9999 zz'], ['0123 AB', '1012 A', '1012']],
    ['FR', ['75008', '97400'], ['7500', 'F-75008']],
    ['ES', ['28013', '52001'], ['53001', '00123']],
    ['IE', ['D02 X285', 'A65F4E2', 'D6W 1234'], ['D02', 'B02 X285', 'D02 X28']],
    ['PT', ['1100-148'], ['1100148', '0100-148']],
    ['PL', ['00-950', '00950'], ['0-950']],
    ['SE', ['114 55', '11455'], ['01455', '1145']],
    ['JP', ['100-0001', '1000001'], ['100-001']],
    ['IN', ['110001', '110 001'], ['011001', '11001']],
    ['AR', ['C1425DKF', '1425'], ['C1425DK', '14250']],
    ['SA', ['11564', '11564-2345'], ['1156']],
    ['MX', ['06600'], ['0660', 'ABCDE']],
    ['AU', ['2000'], ['200', '20000']],
    ['CN', ['100000'], ['10000']],
    ['SG', ['018956'], ['18956']],
  ])('postal codes of %s', (code, accepted, rejected) => {
    const country = countries.find((record) => record.code === code) ?? null;
    expect(country?.postalCodeRegex).toBeTruthy();
    for (const postalCode of accepted) expect([postalCode, isBillingAddressValid(country, postalCode)]).toEqual([postalCode, true]);
    for (const postalCode of rejected) expect([postalCode, isBillingAddressValid(country, postalCode)]).toEqual([postalCode, false]);
  });

  it('needs no postal code where the country has none, and any non-empty one where its format is free', () => {
    const noCode = countries.find((record) => record.code === 'AE') ?? null;
    expect(isBillingAddressValid(noCode, '')).toBe(true);
    const free = countries.find((record) => record.showPostalCode && !record.postalCodeRegex) ?? null;
    expect(isBillingAddressValid(free, '')).toBe(false);
    expect(isBillingAddressValid(free, 'any 123')).toBe(true);
  });
});

describe('loadCountries', () => {
  it('refuses a data file with a broken record, naming it, so the vault does not start with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'countries-'));
    try {
      const file = join(dir, 'countries.json');
      const records = [
        { code: 'DE', name: 'Germany', iso3: 'DEU', timezones: ['Europe/Berlin'], showPostalCode: true, postalCodeRegex: '[0-9]{5}' },
        { code: 'XX', name: 'Broken', iso3: 'XXX', timezones: ['Mars/Olympus'], showPostalCode: true, postalCodeRegex: '([0-9]' },
      ];
      await writeFile(file, JSON.stringify(records));
      expect(() => loadCountries(file)).toThrow(/1\.timezones\.0: must be an IANA time zone name; 1\.postalCodeRegex: must be a regular expression that compiles/);
      await writeFile(file, JSON.stringify([records[0], records[0]]));
      expect(() => loadCountries(file)).toThrow(/duplicate country code DE/);
      await writeFile(file, JSON.stringify([records[0]]));
      expect(loadCountries(file)).toEqual([records[0]]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
