/** Country record of the countries asset (PC-ADDRESS-2). */
export interface CountryRecord {
  code: string;
  name: string;
  iso3: string;
  timezones: string[];
  showPostalCode: boolean;
  postalCodeRegex?: string | null;
}

/** Billing address (PC-ADDRESS-1): the postal code is present only where the country has one. */
export interface BillingAddress {
  country: { code: string; fullName: string; iso3: string };
  postalCode?: string;
}

function matchesWhole(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    // A broken pattern in the asset must not block the shopper: fall back to non-empty.
    return value !== '';
  }
}

/**
 * PC-ADDRESS-3: valid when a country is chosen and, where it shows a postal code, the code
 * matches its regex (or is non-empty without one).
 */
export function isBillingAddressValid(country: CountryRecord | null, postalCode: string): boolean {
  if (!country) return false;
  if (!country.showPostalCode) return true;
  const code = postalCode.trim();
  return country.postalCodeRegex ? matchesWhole(country.postalCodeRegex, code) : code !== '';
}

export function toBillingAddress(country: CountryRecord, postalCode: string): BillingAddress {
  return {
    country: { code: country.code, fullName: country.name, iso3: country.iso3 },
    ...(country.showPostalCode ? { postalCode: postalCode.trim() } : {}),
  };
}
