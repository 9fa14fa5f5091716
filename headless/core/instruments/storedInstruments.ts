import * as z from 'zod/mini';
import type { PaymentClient } from '../client/createPaymentClient';
import { SESSION_CODES } from '../checkout/paymentRunner';
import { PaymentClientError } from '../errors/PaymentClientError';
import type { StoredInstrument } from '../session/sessionSchema';
import { storedInstrumentSchema } from '../session/storedInstrumentSchema';
import { parseInstrumentId, parseInstrumentUpdate, parseSaveInstrumentInput, SAVE_INSTRUMENT_URL_MISSING } from './instrumentInput';
import { listOf } from '../validation/listOf';

/**
 * Stored-instrument management (PC-INSTRUMENT-1 to PC-INSTRUMENT-3): list, save, update and
 * delete the session holder's instruments through the session's links. Each change is applied
 * to the client's session too, so a mounted drop-in lists what the holder now has.
 */

/** A link the session must carry for this call; its absence is logged and rejected. */
export function requireLink(client: PaymentClient, link: string | undefined, name: string, message = `API URL not found: ${name}`): string {
  if (link) return link;
  client.log('ERROR', message);
  throw new PaymentClientError('INVALID_CONFIGURATION', `${message}: the session has no ${name}`);
}

/**
 * Runs a merchant-initiated provider call: failures are logged and rejected as one
 * PaymentClientError, and an expired session asks the merchant for a new one (PC-SESSION-3).
 */
export async function providerCall<T>(client: PaymentClient, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reported = PaymentClientError.from(error, 'UNKNOWN_ERROR', 'API unknown error');
    client.log('ERROR', `${reported.code}: ${reported.message}`);
    if (SESSION_CODES.includes(reported.code)) void client.expireSession(reported);
    throw reported;
  }
}

/** Applies a change to the session's instruments; the client tells its session listeners. */
function changeInstruments(client: PaymentClient, change: (instruments: StoredInstrument[]) => StoredInstrument[]) {
  client.updateSession((session) => ({ ...session, storedInstruments: change(session.storedInstruments) }));
}

/** The instrument the provider answered with, or null if it does not read as one. */
function instrumentOf(answer: unknown): StoredInstrument | null {
  const parsed = storedInstrumentSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/** The holder's instruments as the session knows them (deleted ones left out), as copies the merchant may keep. */
export async function getStoredInstruments(client: PaymentClient): Promise<StoredInstrument[]> {
  return JSON.parse(JSON.stringify(client.session.storedInstruments.filter((instrument) => instrument.status !== 'deleted')));
}

/** DELETE `links.instrumentDelete` with `:instrumentId` replaced; the instrument leaves the session. */
export async function deleteInstrument(client: PaymentClient, rawId: unknown): Promise<void> {
  const id = parseInstrumentId(rawId);
  const link = requireLink(client, client.session.links.instrumentDelete, 'links.instrumentDelete');
  await providerCall(client, () => client.api.request({ method: 'DELETE', url: link.replace(':instrumentId', encodeURIComponent(id)) }));
  changeInstruments(client, (instruments) => instruments.filter((instrument) => instrument.id !== id));
}

/** PATCH `links.instrumentUpdate` (displayName, status); the session takes the provider's answer. */
export async function updateInstrument(client: PaymentClient, rawId: unknown, rawBody: unknown): Promise<StoredInstrument> {
  const id = parseInstrumentId(rawId);
  const body = parseInstrumentUpdate(rawBody);
  const link = requireLink(client, client.session.links.instrumentUpdate, 'links.instrumentUpdate');
  const answer = await providerCall(client, () => client.api.request({ method: 'PATCH', url: link.replace(':instrumentId', encodeURIComponent(id)), body }));
  const updated = instrumentOf(answer);
  if (updated) changeInstruments(client, (instruments) => instruments.map((instrument) => (instrument.id === id ? updated : instrument)));
  return (updated ?? answer) as StoredInstrument;
}

/** The save-instrument payload (PC-INSTRUMENT-2), with the session's references. */
export function buildSaveInstrumentBody(client: PaymentClient, rawInput: unknown) {
  const input = parseSaveInstrumentInput(rawInput);
  const { session } = client;
  // Fields left undefined are not sent.
  return {
    data: input.data,
    merchantReference: session.execution.merchantReference,
    holderReference: session.holderReference,
    holderId: session.holderId,
    paymentMethod: input.paymentMethod,
    storeInstrument: input.storeInstrument,
    futureUsage: input.futureUsage ?? (input.paymentMethod === 'card' ? 'CardOnFile' : undefined),
    encryptedData: input.encryptedData,
    vaultProviderConfigId: session.vaultConfiguration.providerConfigId,
  };
}

/** POST `vaultConfiguration.links.saveInstrument`; the new instrument heads the session's list (newest first). */
export async function saveInstrument(client: PaymentClient, rawInput: unknown): Promise<StoredInstrument> {
  const body = buildSaveInstrumentBody(client, rawInput);
  const link = requireLink(client, client.session.vaultConfiguration.links.saveInstrument, 'vaultConfiguration.links.saveInstrument', SAVE_INSTRUMENT_URL_MISSING);
  const answer = await providerCall(client, () => client.api.request({ method: 'POST', url: link, body }));
  const saved = instrumentOf(answer);
  if (saved) changeInstruments(client, (instruments) => [saved, ...instruments.filter((instrument) => instrument.id !== saved.id)]);
  return (saved ?? answer) as StoredInstrument;
}

/** The execution record's payment composition options, each with its stored instruments (PC-PAY-7). */
const compositionOptionsSchema = z.looseObject({
  paymentCompositionOptions: listOf(z.looseObject({ paymentInstruments: z.optional(listOf(z.unknown())) })),
});

/**
 * After a payment: instruments its execution record lists that the session lacks (a card stored
 * by that payment) head the session's list, and listed ones take the record's fields. A record
 * without composition options changes nothing.
 */
export function takeInstrumentsFromRecord(client: PaymentClient, record: unknown): void {
  const parsed = compositionOptionsSchema.safeParse(record);
  if (!parsed.success) return;
  const listed = parsed.data.paymentCompositionOptions.flatMap((option) => (option.paymentInstruments ?? []).map(instrumentOf)).filter((instrument) => instrument !== null);
  if (listed.length === 0) return;
  const byId = new Map(listed.map((instrument) => [instrument.id, instrument]));
  changeInstruments(client, (instruments) => {
    const known = new Set(instruments.map((instrument) => instrument.id));
    return [...listed.filter((instrument) => !known.has(instrument.id)), ...instruments.map((instrument) => byId.get(instrument.id) ?? instrument)];
  });
}
