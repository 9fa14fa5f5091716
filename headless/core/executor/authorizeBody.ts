import type { Amount } from '../session/sessionSchema';

/** Vault tokens of the card fields, keyed by the vault's column names (PC-COLLECT-1). */
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

export interface CardPaymentInput {
  cardData: CardDataTokens;
  storeInstrument?: boolean;
  installmentsCount?: number;
  billingAddress?: unknown;
  enrollInstrumentToNetworkOffers?: boolean;
}

/** One paymentComposition entry of the authorize body (PC-PAY-4). */
export interface PaymentCompositionInput {
  paymentMethodCode: string;
  integrationType?: string;
  storeInstrument?: boolean;
  paymentInstrumentId?: string;
  installmentsCount?: number;
  paymentInstrumentData?: Record<string, unknown>;
  enrollInstrumentToNetworkOffers?: boolean;
}

export interface AuthorizeInput {
  amount: Amount;
  item: PaymentCompositionInput;
  returnInfo?: ReturnInfo;
  riskSessionId?: string;
}

/** The authorize request body (PC-PAY-4): one payment composition item paying the whole amount. */
export function buildAuthorizeBody(input: AuthorizeInput) {
  const { item } = input;
  return {
    amount: input.amount,
    paymentComposition: [
      {
        paymentMethodCode: item.paymentMethodCode,
        integrationType: item.integrationType ?? 'api',
        amount: input.amount,
        storeInstrument: item.storeInstrument ?? false,
        ...(item.paymentInstrumentId ? { paymentInstrumentId: item.paymentInstrumentId } : {}),
        ...(item.installmentsCount ? { installments: { count: item.installmentsCount } } : {}),
        ...(item.paymentInstrumentData ? { paymentInstrumentData: item.paymentInstrumentData } : {}),
        ...(item.enrollInstrumentToNetworkOffers ? { enrollInstrumentToNetworkOffers: true } : {}),
      },
    ],
    ...(input.returnInfo ? { returnInfo: input.returnInfo } : {}),
    ...(input.riskSessionId ? { meta: { risk: { sessionId: input.riskSessionId } } } : {}),
  };
}

/** A card payment with the frame's vault tokens. */
export function cardPaymentItem(input: CardPaymentInput): PaymentCompositionInput {
  return {
    paymentMethodCode: 'card',
    storeInstrument: input.storeInstrument,
    installmentsCount: input.installmentsCount,
    paymentInstrumentData: { cardData: input.cardData, ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}) },
    enrollInstrumentToNetworkOffers: input.enrollInstrumentToNetworkOffers,
  };
}

export type AuthorizeBody = ReturnType<typeof buildAuthorizeBody>;
