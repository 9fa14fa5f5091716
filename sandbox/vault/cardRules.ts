import {
  cardNumberDigits,
  checkCardNumber,
  expandYear,
  isValidCardholderName,
  isValidExpiry,
  isValidExpiryMonth,
  isValidSecurityCode,
  securityCodeLength,
  type CardNetwork,
} from '../../headless/core/card';
import type { TokenizeBody } from './routes/tokenize.schema';

export type CardCheck =
  | { ok: true; digits: string; network: CardNetwork; cardholderName: string | undefined }
  | { ok: false; fields: string[]; message: string };

/** The same rules the frame applies while the shopper types (PC-CARD-2 to PC-CARD-10). */
export function checkCard(body: TokenizeBody, now: Date): CardCheck {
  const problems: [field: string, message: string][] = [];
  const number = checkCardNumber(body.card_number);
  if (!number.isValid || !number.network) problems.push(['card_number', 'is not a valid card number']);

  const monthOk = isValidExpiryMonth(body.expiry_month);
  const yearOk = /^(\d{2}|\d{4})$/.test(body.expiry_year);
  if (!monthOk) problems.push(['expiry_month', 'must be 01 to 12']);
  if (!yearOk) problems.push(['expiry_year', 'must be YY or YYYY']);
  if (monthOk && yearOk && !isValidExpiry({ month: Number(body.expiry_month), year: expandYear(body.expiry_year) }, now)) {
    problems.push(['expiry_year', 'the card has expired or the date is too far ahead']);
  }

  if (body.security_code === '' || !isValidSecurityCode(body.security_code, number.network)) {
    const expected = number.network ? `${securityCodeLength(number.network)} digits for this card` : '3 or 4 digits';
    problems.push(['security_code', `must be ${expected}`]);
  }
  const name = body.cardholder_name?.trim() ? body.cardholder_name.trim() : undefined;
  if (name !== undefined && !isValidCardholderName(name)) problems.push(['cardholder_name', 'must be at least 2 letters']);

  if (problems.length > 0 || !number.network) {
    return {
      ok: false,
      fields: [...new Set(problems.map(([field]) => field))],
      message: `Invalid card: ${problems.map(([field, message]) => `${field} ${message}`).join('; ')}`,
    };
  }
  return { ok: true, digits: cardNumberDigits(body.card_number.trim()), network: number.network, cardholderName: name };
}
