import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { issuerCountry } from './testCards';

/** Stored instrument (PC-INSTRUMENT-1), kept per holder. */
export const INSTRUMENT_STATUSES = ['enabled', 'created', 'deleted', 'disabled', 'invalid', 'transient'] as const;
export type InstrumentStatus = (typeof INSTRUMENT_STATUSES)[number];
export type InstrumentMethod = 'card' | 'payPal' | 'googlePay';

export interface InstrumentRow {
  id: string;
  holderId: string;
  paymentMethod: InstrumentMethod;
  status: InstrumentStatus;
  displayName: string | null;
  network: string | null;
  bin: string | null;
  lastFour: string | null;
  issuerCountry: string | null;
  cardId: string | null;
}

/** What the session's `storedInstruments[]` and the instrument routes answer (a type, so it fits the loose session schema). */
export type StoredInstrumentBody = {
  id: string;
  displayName?: string;
  paymentMethod: InstrumentMethod;
  status: InstrumentStatus;
  data?: { network: string; bin: string; binLookup: { issuerCountry: { code: string } } };
};

export interface NewInstrument {
  holderId: string;
  paymentMethod: InstrumentMethod;
  status: InstrumentStatus;
  displayName?: string;
  network?: string;
  bin?: string;
  lastFour?: string;
  cardId?: string;
  futureUsage?: string;
  merchantReference?: string;
  sourceExecutionId?: string;
}

const NETWORK_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  unionpay: 'UnionPay',
  hipercard: 'Hipercard',
  elo: 'Elo',
};

/** 'Visa •••• 4242'. */
export function cardDisplayName(network: string, lastFour: string): string {
  return `${NETWORK_NAMES[network] ?? 'Card'} •••• ${lastFour}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Instrument ids are UUIDs; anything else cannot name one (and must not reach a uuid column). */
export function isInstrumentId(value: string): boolean {
  return UUID.test(value);
}

interface Row {
  id: string;
  holder_id: string;
  payment_method: InstrumentMethod;
  status: InstrumentStatus;
  display_name: string | null;
  network: string | null;
  bin: string | null;
  last_four: string | null;
  issuer_country: string | null;
  card_id: string | null;
}

const COLUMNS = 'id, holder_id, payment_method, status, display_name, network, bin, last_four, issuer_country, card_id';

function fromRow(row: Row): InstrumentRow {
  return {
    id: row.id,
    holderId: row.holder_id,
    paymentMethod: row.payment_method,
    status: row.status,
    displayName: row.display_name,
    network: row.network,
    bin: row.bin,
    lastFour: row.last_four,
    issuerCountry: row.issuer_country,
    cardId: row.card_id,
  };
}

export function instrumentBody(instrument: InstrumentRow): StoredInstrumentBody {
  const { network, bin } = instrument;
  return {
    id: instrument.id,
    ...(instrument.displayName === null ? {} : { displayName: instrument.displayName }),
    paymentMethod: instrument.paymentMethod,
    status: instrument.status,
    ...(network === null || bin === null
      ? {}
      : { data: { network, bin, binLookup: { issuerCountry: { code: instrument.issuerCountry ?? issuerCountry(bin) } } } }),
  };
}

export async function insertInstrument(tx: Queryable, input: NewInstrument, now: Date): Promise<InstrumentRow> {
  const { rows } = await tx.query<Row>(
    `INSERT INTO provider.instruments (id, holder_id, payment_method, status, display_name, network, bin, last_four, issuer_country, card_id,
       future_usage, merchant_reference, source_execution_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
     RETURNING ${COLUMNS}`,
    [
      randomUUID(),
      input.holderId,
      input.paymentMethod,
      input.status,
      input.displayName ?? null,
      input.network ?? null,
      input.bin ?? null,
      input.lastFour ?? null,
      input.bin === undefined ? null : issuerCountry(input.bin),
      input.cardId ?? null,
      input.futureUsage ?? null,
      input.merchantReference ?? null,
      input.sourceExecutionId ?? null,
      now.toISOString(),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('The instrument was not stored');
  return fromRow(row);
}

/** The holder's instruments as the session lists them: newest first, deleted ones left out. */
export async function listHolderInstruments(db: Queryable, holderId: string): Promise<InstrumentRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM provider.instruments WHERE holder_id = $1 AND status <> 'deleted' ORDER BY created_at DESC, position DESC`,
    [holderId],
  );
  return rows.map(fromRow);
}

/** Every instrument the holder ever stored, deleted ones included: the merchant's record of them. */
export async function listHolderInstrumentRecords(db: Queryable, holderId: string): Promise<InstrumentRow[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM provider.instruments WHERE holder_id = $1 ORDER BY created_at, position`, [holderId]);
  return rows.map(fromRow);
}

export async function holderHasInstruments(db: Queryable, holderId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM provider.instruments WHERE holder_id = $1 LIMIT 1', [holderId]);
  return rows.length > 0;
}

/** A live (not deleted) instrument of this holder; `forUpdate` locks it for a change. */
export async function findHolderInstrument(db: Queryable, holderId: string, id: string, forUpdate = false): Promise<InstrumentRow | null> {
  if (!isInstrumentId(id)) return null;
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM provider.instruments WHERE id = $1 AND holder_id = $2 AND status <> 'deleted'${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, holderId],
  );
  const row = rows[0];
  return row ? fromRow(row) : null;
}

export async function updateInstrument(
  tx: Queryable,
  id: string,
  changes: { displayName?: string; status?: InstrumentStatus },
  now: Date,
): Promise<InstrumentRow> {
  const { rows } = await tx.query<Row>(
    `UPDATE provider.instruments SET display_name = COALESCE($2, display_name), status = COALESCE($3, status), updated_at = $4
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, changes.displayName ?? null, changes.status ?? null, now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error(`Instrument ${id} vanished while locked`);
  return fromRow(row);
}
