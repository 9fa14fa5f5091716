import { z } from 'zod';
import { cardBin, checkCardNumber } from '../../headless/core/card';

/** The wallets whose payment token carries a card. */
export type CardWallet = 'googlePay' | 'applePay';

export interface WalletCard {
  cardNumber: string;
  network: string;
  bin: string;
  lastFour: string;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

// What the sandbox's wallet stand-ins encode in place of a real encrypted token.
const testTokenSchema = z.object({
  wallet: z.enum(['googlePay', 'applePay']),
  testCard: z.string().regex(/^\d{12,19}$/),
});

function decodeBase64Json(encoded: string): unknown {
  if (!BASE64.test(encoded)) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads a wallet `paymentToken`: (a) base64url JSON `{wallet, testCard}` (Google Pay's
 * tokenizationData.token), or (b) a JSON object whose `data` is such a string (Apple Pay's
 * payment.token.paymentData). Null when the token is unreadable, of another wallet, or its card
 * is not a valid number (network, length, Luhn).
 */
export function readWalletToken(paymentToken: string, wallet: CardWallet): WalletCard | null {
  let decoded = decodeBase64Json(paymentToken);
  if (decoded === undefined) {
    const envelope = parseJson(paymentToken);
    if (typeof envelope === 'object' && envelope !== null && typeof (envelope as { data?: unknown }).data === 'string') {
      decoded = decodeBase64Json((envelope as { data: string }).data);
    }
  }
  const token = testTokenSchema.safeParse(decoded);
  if (!token.success || token.data.wallet !== wallet) return null;
  const cardNumber = token.data.testCard;
  const check = checkCardNumber(cardNumber);
  if (!check.isValid || check.network === null) return null;
  return { cardNumber, network: check.network, bin: cardBin(cardNumber), lastFour: cardNumber.slice(-4) };
}

/** What a wallet stand-in sends for a test card (also used by tests). */
export function encodeWalletTestToken(wallet: CardWallet, testCard: string): string {
  return Buffer.from(JSON.stringify({ wallet, testCard })).toString('base64url');
}
