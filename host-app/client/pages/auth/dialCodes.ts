import type { OtpCountry } from '../../../contract/account/accountTypes';
import { DEFAULT_USER_COUNTRY } from '../../../contract/site/markets';
import type { SelectOption } from '../../forms/SelectField';

/** Picker options: flag, country and dial code (isolated, so it reads +971 in Arabic too); the value is the country, since several share a dial code. */
export function dialCodeOptions(countries: readonly OtpCountry[]): SelectOption[] {
  return countries.map((country) => ({ value: country.isoCode, label: `${country.flag} \u2066${country.dialCode}\u2069 ${country.name}` }));
}

/** The visitor's country first, then the default country (AE), then the first of the list. */
export function defaultDialCountry(countries: readonly OtpCountry[], preferred?: string | null): string {
  const wanted = [preferred?.toUpperCase(), DEFAULT_USER_COUNTRY];
  for (const iso of wanted) if (iso && countries.some((country) => country.isoCode === iso)) return iso;
  return countries[0]?.isoCode ?? '';
}

export function dialCodeOf(countries: readonly OtpCountry[], isoCode: string): string {
  return countries.find((country) => country.isoCode === isoCode)?.dialCode ?? '';
}
