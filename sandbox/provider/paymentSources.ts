import type { SandboxContext } from '../context';
import type { Queryable } from '../db';
import { resolveCard } from '../vault/resolveCard';
import type { ExecutionRow } from './executions';
import { findHolderInstrument, type InstrumentRow } from './instruments';
import type { RedirectMethodCode } from './paymentMethods';
import type { PaymentItem } from './routes/authorize.schema';
import { readStoredCard } from './storedCards';
import { readWalletToken, type CardWallet } from './walletTokens';

export interface SourceCard {
  cardId: string | null;
  cardNumber: string;
  network: string;
  bin: string;
  lastFour: string;
}

/** What one paymentComposition entry pays with, once its tokens or ids are resolved server-side. */
export type PaymentSource =
  | { kind: 'card'; card: SourceCard; instrumentId: string | null; fromVaultTokens: boolean }
  | { kind: 'walletCard'; wallet: CardWallet; card: SourceCard }
  | { kind: 'storedAccount'; instrument: InstrumentRow }
  | { kind: 'payPal' }
  | { kind: 'redirect'; code: RedirectMethodCode }
  | { kind: 'bankAccount' };

export type SourceResolution = { ok: true; source: PaymentSource } | { ok: false; badFields: string[] };

/** An enabled instrument of this holder for this method, or the field to blame. */
async function resolveStoredInstrument(tx: Queryable, context: SandboxContext, execution: ExecutionRow, item: PaymentItem, path: string): Promise<SourceResolution> {
  const bad: SourceResolution = { ok: false, badFields: [`${path}.paymentInstrumentId`] };
  const id = 'paymentInstrumentId' in item ? item.paymentInstrumentId : undefined;
  if (id === undefined) return bad;
  const instrument = await findHolderInstrument(tx, execution.holderId, id);
  if (!instrument || instrument.status !== 'enabled' || instrument.paymentMethod !== item.paymentMethodCode) return bad;
  if (instrument.paymentMethod !== 'card') return { ok: true, source: { kind: 'storedAccount', instrument } };
  const card = instrument.cardId === null ? null : await readStoredCard(tx, context.keys.cardCipher, instrument.cardId);
  if (!card) return bad;
  return { ok: true, source: { kind: 'card', card, instrumentId: instrument.id, fromVaultTokens: false } };
}

export async function resolvePaymentSource(tx: Queryable, context: SandboxContext, execution: ExecutionRow, item: PaymentItem, path: string): Promise<SourceResolution> {
  switch (item.paymentMethodCode) {
    case 'card': {
      const cardData = item.paymentInstrumentData?.cardData;
      if (!cardData) return resolveStoredInstrument(tx, context, execution, item, path);
      const resolution = await resolveCard(tx, context.keys.cardCipher, execution.vaultId, cardData);
      if (!resolution.ok) return { ok: false, badFields: resolution.badFields.map((field) => `${path}.paymentInstrumentData.cardData.${field}`) };
      return { ok: true, source: { kind: 'card', card: resolution.card, instrumentId: null, fromVaultTokens: true } };
    }
    case 'googlePay':
    case 'applePay': {
      const token = item.paymentInstrumentData?.paymentToken;
      if (token === undefined) return resolveStoredInstrument(tx, context, execution, item, path);
      const card = readWalletToken(token, item.paymentMethodCode);
      if (!card) return { ok: false, badFields: [`${path}.paymentInstrumentData.paymentToken`] };
      return { ok: true, source: { kind: 'walletCard', wallet: item.paymentMethodCode, card: { ...card, cardId: null } } };
    }
    case 'payPal':
      if (item.paymentInstrumentId !== undefined) return resolveStoredInstrument(tx, context, execution, item, path);
      return { ok: true, source: { kind: 'payPal' } };
    case 'genericRedirect':
    case 'pix':
    case 'modo':
      return { ok: true, source: { kind: 'redirect', code: item.paymentMethodCode } };
    case 'bankAccount':
      return { ok: true, source: { kind: 'bankAccount' } };
  }
}
