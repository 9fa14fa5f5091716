import type { Database, Queryable } from '../db';
import { findLatestAuthorization, type AuthorizationRow } from './authorizations';
import { findExecution, type ExecutionKind, type ExecutionRow } from './executions';
import { instrumentBody, listHolderInstruments, type StoredInstrumentBody } from './instruments';
import { findPayout, type PayoutRow } from './payouts';
import { executionLinks, shopperPageLinks } from './links';
import { isRedirectMethod } from './paymentMethods';
import type { Amount } from './routes/amount.schema';
import { settleDueAuthorization, settleDuePayout } from './settlement';

export interface ExecutionError {
  code: string;
  reason: { result: string };
}

export type RedirectLink = { href: string; type: '3ds' } | { href: string; method: 'GET'; type: 'redirect' | 'popup' };

export interface ConfirmLink {
  href: string;
  action: { parameters: Record<string, string> };
}

/** The state of the latest request (authorize or payout) once it is final or pending. */
export interface FinalState {
  code: string;
  errors?: ExecutionError[];
  response?: { links: { redirect?: RedirectLink; confirm?: ConfirmLink } };
}

/** The "Payment execution record" (PC-PAY-7), as the SDK polls it. */
export interface ExecutionRecord {
  id: string;
  merchantReference: string;
  status: { code: string; time: string }[];
  /** `payout` only on a payout execution: no other execution can pay out. */
  links: { self: string; execution: string; authorize: string; payout?: string; '3ds'?: string };
  holderReference?: string;
  workflow: { code: ExecutionKind };
  amount: Amount;
  paymentMethod?: { paymentMethodCode: string; network?: string | null; bin?: string; lastFour?: string };
  /** The execution's methods, each with the holder's stored instruments of it (a card stored by this payment included). */
  paymentCompositionOptions: { paymentMethodCode: string; paymentInstruments: StoredInstrumentBody[] }[];
  errors?: ExecutionError[];
  finalState?: FinalState;
}

const REQUEST_CODES: readonly string[] = ['authorizeRequested', 'payoutRequested'];
const RESULT_CODES: readonly string[] = ['authorizePending', 'authorizeSuccessful', 'authorizeFailed', 'payoutPending', 'payoutSuccessful', 'payoutFailed'];

/** What the shopper has to do next, as links the SDK follows. */
function pendingLinks(providerOrigin: string, authorization: AuthorizationRow): { redirect?: RedirectLink; confirm?: ConfirmLink } {
  const pages = shopperPageLinks(providerOrigin, authorization.executionId);
  const code = authorization.paymentMethodCode;
  switch (authorization.pendingAction) {
    case '3ds':
      return { redirect: { href: pages.threeDS, type: '3ds' } };
    case 'redirect':
    case 'popup':
      return isRedirectMethod(code) ? { redirect: { href: pages.method(code), method: 'GET', type: authorization.pendingAction } } : {};
    case 'confirm':
      return {
        confirm: { href: executionLinks(providerOrigin, authorization.executionId).confirm, action: { parameters: authorization.actionParameters ?? {} } },
      };
    case null:
      return {};
  }
}

function finalStateOf(
  providerOrigin: string,
  statuses: readonly { code: string }[],
  authorization: AuthorizationRow | null,
  payout: PayoutRow | null,
): FinalState | undefined {
  const requestIndex = statuses.findLastIndex((status) => REQUEST_CODES.includes(status.code));
  if (requestIndex < 0) return undefined;
  const result = statuses.slice(requestIndex + 1).findLast((status) => RESULT_CODES.includes(status.code));
  if (!result) return undefined;
  const { code } = result;
  if (code === 'authorizePending' && authorization) return { code, response: { links: pendingLinks(providerOrigin, authorization) } };
  if (code === 'authorizeFailed' && authorization) {
    return { code, errors: [{ code: authorization.errorCode ?? 'declined', reason: { result: authorization.declineReason ?? 'Card declined' } }] };
  }
  if (code === 'payoutFailed' && payout) return { code, errors: [{ code: 'declined', reason: { result: payout.declineReason ?? 'Card declined' } }] };
  return { code };
}

async function paymentMethodOf(tx: Queryable, authorization: AuthorizationRow | null, payout: PayoutRow | null): Promise<ExecutionRecord['paymentMethod']> {
  if (authorization) {
    const { paymentMethodCode, network, bin, lastFour } = authorization;
    return bin === null || lastFour === null ? { paymentMethodCode } : { paymentMethodCode, network, bin, lastFour };
  }
  if (!payout) return undefined;
  const { rows } = await tx.query<{ network: string | null; bin: string | null; last_four: string | null }>(
    'SELECT network, bin, last_four FROM provider.instruments WHERE id = $1',
    [payout.instrumentId],
  );
  const instrument = rows[0];
  return instrument?.bin && instrument.last_four
    ? { paymentMethodCode: 'card', network: instrument.network, bin: instrument.bin, lastFour: instrument.last_four }
    : { paymentMethodCode: 'card' };
}

async function buildRecord(tx: Queryable, providerOrigin: string, execution: ExecutionRow): Promise<ExecutionRecord> {
  const { id } = execution;
  const statuses = await tx.query<{ code: string; time: Date }>('SELECT code, time FROM provider.execution_statuses WHERE execution_id = $1 ORDER BY id', [id]);
  // The current authorization: earlier ones failed, and the latest request's state is its state.
  const authorization = await findLatestAuthorization(tx, id);
  const payout = await findPayout(tx, id);
  const links = executionLinks(providerOrigin, id);
  const status = statuses.rows.map((row) => ({ code: row.code, time: new Date(row.time).toISOString() }));
  const instruments = (await listHolderInstruments(tx, execution.holderId)).map(instrumentBody);
  const record: ExecutionRecord = {
    id,
    merchantReference: execution.merchantReference,
    status,
    links: {
      self: links.execution,
      execution: links.execution,
      authorize: links.authorize,
      ...(execution.kind === 'payout' ? { payout: links.payout } : {}),
      ...(authorization?.pendingAction === '3ds' ? { '3ds': shopperPageLinks(providerOrigin, id).threeDS } : {}),
    },
    ...(execution.holderReference === null ? {} : { holderReference: execution.holderReference }),
    workflow: { code: execution.kind },
    amount: execution.amount,
    paymentCompositionOptions: execution.paymentMethods.map((paymentMethodCode) => ({
      paymentMethodCode,
      paymentInstruments: instruments.filter((instrument) => instrument.paymentMethod === paymentMethodCode),
    })),
  };
  const paymentMethod = await paymentMethodOf(tx, authorization, payout);
  if (paymentMethod) record.paymentMethod = paymentMethod;
  // Errors only show once the failure is applied, together with the status announcing it.
  const finalState = finalStateOf(providerOrigin, status, authorization, payout);
  if (finalState?.errors) record.errors = finalState.errors;
  if (finalState) record.finalState = finalState;
  return record;
}

/**
 * Reads the execution as of `now`, applying due outcomes first. The execution row stays locked
 * while it is read, so a reader never sees a status list and errors from different moments.
 * Every call counts as a read for the slow test card.
 */
export async function readExecutionRecord(db: Database, providerOrigin: string, id: string, now: Date): Promise<ExecutionRecord | null> {
  return db.transaction(async (tx) => {
    const execution = await findExecution(tx, id, true);
    if (!execution) return null;
    await settleDueAuthorization(tx, id, now);
    await settleDuePayout(tx, id, now);
    return buildRecord(tx, providerOrigin, execution);
  });
}
