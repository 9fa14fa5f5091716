import type { Amount } from '../session/sessionSchema';

/** Vault tokens of the card fields, keyed by the vault's column names (section 3). */
export interface CardDataTokens {
  card_number: string;
  expiry_month?: string;
  expiry_year?: string;
  expiry_date?: string;
  security_code?: string;
  cardholder_name?: string;
}

export interface ReturnInfo {
  success?: string;
  cancel?: string;
  error?: string;
  pending?: string;
}

export interface CardAuthorizeInput {
  amount: Amount;
  cardData: CardDataTokens;
  storeInstrument?: boolean;
  installmentsCount?: number;
  billingAddress?: unknown;
  enrollInstrumentToNetworkOffers?: boolean;
  returnInfo?: ReturnInfo;
  riskSessionId?: string;
}

/** The authorize request body of section 3 for one card payment. */
export function buildCardAuthorizeBody(input: CardAuthorizeInput) {
  return {
    amount: input.amount,
    paymentComposition: [
      {
        paymentMethodCode: 'card',
        integrationType: 'api',
        amount: input.amount,
        storeInstrument: input.storeInstrument ?? false,
        ...(input.installmentsCount ? { installments: { count: input.installmentsCount } } : {}),
        paymentInstrumentData: {
          cardData: input.cardData,
          ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
        },
        ...(input.enrollInstrumentToNetworkOffers ? { enrollInstrumentToNetworkOffers: true } : {}),
      },
    ],
    ...(input.returnInfo ? { returnInfo: input.returnInfo } : {}),
    ...(input.riskSessionId ? { meta: { risk: { sessionId: input.riskSessionId } } } : {}),
  };
}

export type AuthorizeBody = ReturnType<typeof buildCardAuthorizeBody>;
