import { describe, expect, it } from 'vitest';
import { defaultDialCountry, dialCodeOf, dialCodeOptions } from '../../../../host-app/client/pages/auth/dialCodes';

const countries = [
  { isoCode: 'GB', dialCode: '+44', flag: '🇬🇧', name: 'United Kingdom' },
  { isoCode: 'AE', dialCode: '+971', flag: '🇦🇪', name: 'United Arab Emirates' },
  { isoCode: 'CA', dialCode: '+1', flag: '🇨🇦', name: 'Canada' },
  { isoCode: 'US', dialCode: '+1', flag: '🇺🇸', name: 'United States' },
];

describe('dial-code picker', () => {
  it('shows flag, name and dial code, keyed by country since dial codes repeat', () => {
    const options = dialCodeOptions(countries);
    expect(options.map((option) => option.value)).toEqual(['GB', 'AE', 'CA', 'US']);
    expect(options[1]!.label.startsWith('🇦🇪')).toBe(true);
    expect(options[1]!.label).toContain('United Arab Emirates');
    expect(options[1]!.label).toContain('+971');
  });

  it('preselects the visitor country, else AE, else the first', () => {
    expect(defaultDialCountry(countries, 'us')).toBe('US');
    expect(defaultDialCountry(countries, 'FR')).toBe('AE');
    expect(defaultDialCountry(countries.filter((c) => c.isoCode !== 'AE'))).toBe('GB');
    expect(defaultDialCountry([])).toBe('');
  });

  it('gives the dial code of the chosen country', () => {
    expect(dialCodeOf(countries, 'CA')).toBe('+1');
    expect(dialCodeOf(countries, 'ZZ')).toBe('');
  });
});
