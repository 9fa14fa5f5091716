import { describe, expect, it, vi } from 'vitest';
import { fetchCountries, loadCountries } from '../../../../headless/core/address/countries';

const ASSETS = 'http://127.0.0.1:4100/assets/';
const records = [
  { code: 'GB', name: 'United Kingdom', iso3: 'GBR', timezones: ['Europe/London'], showPostalCode: true, postalCodeRegex: '\\w+' },
  { code: 'AE', name: 'United Arab Emirates', iso3: 'ARE', timezones: ['Asia/Dubai'], showPostalCode: false, postalCodeRegex: null },
];
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the countries asset', () => {
  it('is fetched from the assets host and mapped by code, sorted by name', async () => {
    const fetchImpl = answer(records);
    const countries = await fetchCountries(ASSETS, 'en', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:4100/assets/countries.json', expect.objectContaining({ credentials: 'omit' }));
    expect(countries.list.map((c) => c.code)).toEqual(['AE', 'GB']);
    expect(countries.byCode.get('GB')?.iso3).toBe('GBR');
  });

  it("answers 'too many requests' on 429 and 'unsuccessful' on other failures", async () => {
    await expect(fetchCountries(ASSETS, 'en', answer({}, 429))).rejects.toMatchObject({ code: 'API_TOO_MANY_REQUESTS', message: 'too many requests' });
    await expect(fetchCountries(ASSETS, 'en', answer({}, 500))).rejects.toMatchObject({ code: 'API_UNSUCCESSFUL', message: 'unsuccessful' });
  });

  it('refuses a malformed asset', async () => {
    await expect(fetchCountries(ASSETS, 'en', answer([{ code: 'GB' }]))).rejects.toMatchObject({ code: 'API_UNSUCCESSFUL' });
  });

  it('is fetched once per host and locale, and again after a failure', async () => {
    const failing = answer({}, 503);
    await expect(loadCountries('http://a.test/', 'en', failing)).rejects.toThrow();
    const ok = answer(records);
    await loadCountries('http://a.test/', 'en', ok);
    await loadCountries('http://a.test/', 'en', ok);
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
