import type { Operator } from '../../../contract/content/contentTypes';

/** PR-CONTENT-6: home lists the country's operators; only live ones can bill. */
export const liveOperators = (operators: readonly Operator[]): Operator[] => operators.filter((operator) => operator.isLive);

/** The countries (ISO codes, as the dial-code list keys them) whose numbers the operators bill; home keys the UK as UK. */
export const operatorDialCountries = (operators: readonly Operator[]): ReadonlySet<string> =>
  new Set(operators.map((operator) => (operator.country.toUpperCase() === 'UK' ? 'GB' : operator.country.toUpperCase())));
