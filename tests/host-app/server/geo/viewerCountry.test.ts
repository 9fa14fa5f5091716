import { describe, expect, it } from 'vitest';
import { isNonPublicAddress } from '../../../../host-app/server/geo/ipAddress';
import { createIpCountryTable, SEED_IP_BLOCKS } from '../../../../host-app/server/geo/ipCountryTable';
import { resolveViewerCountry, type CountryClues } from '../../../../host-app/server/geo/viewerCountry';

const table = createIpCountryTable();
const clues = (overrides: Partial<CountryClues>): CountryClues => ({
  profileCountry: '',
  choice: undefined,
  headerCountry: undefined,
  headerContinent: undefined,
  address: '127.0.0.1',
  ...overrides,
});
const resolve = (overrides: Partial<CountryClues>) => resolveViewerCountry(clues(overrides), table);

describe('the offline IP table', () => {
  it('finds each seeded block at its first and last address, and nothing just outside', () => {
    expect(table.countryOf('2.88.0.0')).toBe('SA');
    expect(table.countryOf('2.91.255.255')).toBe('SA');
    expect(table.countryOf('2.92.0.0')).toBeNull();
    expect(table.countryOf('2.47.255.255')).toBeNull();
    expect(table.countryOf('2.48.0.0')).toBe('AE');
    expect(table.countryOf('41.47.1.2')).toBe('EG');
    expect(table.countryOf('62.215.9.9')).toBe('KW');
    expect(table.countryOf('86.130.1.1')).toBe('GB');
    expect(table.countryOf('::ffff:188.50.1.1')).toBe('SA');
  });

  it('holds every market the operators are seeded for', () => {
    expect(Object.keys(SEED_IP_BLOCKS).sort()).toEqual(['AE', 'EG', 'GB', 'KW', 'SA']);
  });

  it('refuses overlapping or misaligned blocks, and answers nothing for what is not IPv4', () => {
    expect(() => createIpCountryTable({ AE: ['2.48.0.0/14'], SA: ['2.50.0.0/16'] })).toThrow(/overlap/);
    expect(() => createIpCountryTable({ AE: ['2.49.0.0/14'] })).toThrow(/boundary/);
    expect(table.countryOf('2001:db8::1')).toBeNull();
    expect(table.countryOf('2.88.0')).toBeNull();
    expect(table.countryOf('256.1.1.1')).toBeNull();
  });

  it('tells loopback, private, shared, link-local and documentation addresses, and non-addresses, from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '169.254.1.1', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '2001:db8::1', 'not an address']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['172.32.0.1', '2.88.1.1', '8.8.8.8', '2a00:1450:4001::1', '::ffff:2.88.1.1']) expect(isNonPublicAddress(address), address).toBe(false);
  });
});

describe('resolveViewerCountry', () => {
  it('takes a trusted header first, with its continent', () => {
    expect(resolve({ headerCountry: 'sa', headerContinent: 'as', address: '2.48.1.1' })).toEqual({ country: 'SA', continent: 'AS', source: 'header' });
    expect(resolve({ headerCountry: 'UK' })).toEqual({ country: 'GB', continent: 'EU', source: 'header' });
    // A country outside the markets is still the viewer's; it is shown the default offer elsewhere.
    expect(resolve({ headerCountry: 'US', headerContinent: 'NA' })).toEqual({ country: 'US', continent: 'NA', source: 'header' });
    expect(resolve({ headerCountry: 'SA', headerContinent: 'Mars' }).continent).toBe('AS');
  });

  it('looks the public address up when no header says, and an unknown, malformed or XX header counts as none', () => {
    expect(resolve({ address: '37.105.1.1' })).toEqual({ country: 'SA', continent: 'AS', source: 'ip' });
    expect(resolve({ headerCountry: 'XX', address: '41.33.0.1' })).toEqual({ country: 'EG', continent: 'AF', source: 'ip' });
    expect(resolve({ headerCountry: 'S1', address: '41.33.0.1' }).source).toBe('ip');
  });

  it('gives loopback, private and unknown addresses the default country, AE', () => {
    for (const address of ['127.0.0.1', '::1', '192.168.0.10', '10.0.0.5', '8.8.8.8']) {
      expect(resolve({ address })).toEqual({ country: 'AE', continent: 'AS', source: 'default' });
    }
  });

  it('lets the viewer’s own choice win over header and address, the profile’s over the cookie’s', () => {
    expect(resolve({ choice: 'KW', headerCountry: 'SA', address: '2.88.1.1' })).toEqual({ country: 'KW', continent: 'AS', source: 'choice' });
    expect(resolve({ profileCountry: 'EG', choice: 'KW', headerCountry: 'SA' })).toEqual({ country: 'EG', continent: 'AF', source: 'profile' });
  });

  it('ignores a choice that is not one of the markets', () => {
    expect(resolve({ choice: 'US', address: '2.88.1.1' }).source).toBe('ip');
    expect(resolve({ profileCountry: 'ZZ', choice: 'nonsense', headerCountry: 'SA' }).source).toBe('header');
  });
});
