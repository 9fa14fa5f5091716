import type { OtpCountry } from '../../contract/account/accountTypes';

/**
 * Countries offered in the dial-code picker. The United Kingdom is GB here (ISO 3166-1);
 * the home data of the same market is keyed UK.
 */
const COUNTRIES: ReadonlyArray<Omit<OtpCountry, 'flag'>> = [
  { isoCode: 'AE', dialCode: '+971', name: 'United Arab Emirates' },
  { isoCode: 'SA', dialCode: '+966', name: 'Saudi Arabia' },
  { isoCode: 'KW', dialCode: '+965', name: 'Kuwait' },
  { isoCode: 'QA', dialCode: '+974', name: 'Qatar' },
  { isoCode: 'BH', dialCode: '+973', name: 'Bahrain' },
  { isoCode: 'OM', dialCode: '+968', name: 'Oman' },
  { isoCode: 'JO', dialCode: '+962', name: 'Jordan' },
  { isoCode: 'EG', dialCode: '+20', name: 'Egypt' },
  { isoCode: 'LB', dialCode: '+961', name: 'Lebanon' },
  { isoCode: 'IQ', dialCode: '+964', name: 'Iraq' },
  { isoCode: 'MA', dialCode: '+212', name: 'Morocco' },
  { isoCode: 'TN', dialCode: '+216', name: 'Tunisia' },
  { isoCode: 'DZ', dialCode: '+213', name: 'Algeria' },
  { isoCode: 'GB', dialCode: '+44', name: 'United Kingdom' },
  { isoCode: 'US', dialCode: '+1', name: 'United States' },
  { isoCode: 'FR', dialCode: '+33', name: 'France' },
  { isoCode: 'DE', dialCode: '+49', name: 'Germany' },
  { isoCode: 'ES', dialCode: '+34', name: 'Spain' },
  { isoCode: 'IN', dialCode: '+91', name: 'India' },
  { isoCode: 'PK', dialCode: '+92', name: 'Pakistan' },
];

/** The flag emoji is the pair of regional-indicator letters of the ISO code. */
export function flagOf(isoCode: string): string {
  return String.fromCodePoint(...[...isoCode.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export const OTP_COUNTRIES: readonly OtpCountry[] = COUNTRIES.map((country) => ({ ...country, flag: flagOf(country.isoCode) }));

/** Codes are only sent to dial codes the picker offers. */
export const OTP_DIAL_CODES: ReadonlySet<string> = new Set(OTP_COUNTRIES.map((country) => country.dialCode));
