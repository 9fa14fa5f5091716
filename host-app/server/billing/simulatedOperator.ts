/**
 * The simulated mobile operators charge every number except those ending in 0000, which they
 * refuse (as a real operator refuses a barred or prepaid-empty line), so the refused path can be
 * exercised end to end.
 */
export function operatorRefusesNumber(msisdn: string): boolean {
  return msisdn.endsWith('0000');
}
