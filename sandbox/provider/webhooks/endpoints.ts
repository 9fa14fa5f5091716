import type { Queryable } from '../../db';
import { newId } from '../../db/ids';
import { newWebhookSecret } from './signature';

export interface WebhookEndpointRow {
  id: string;
  merchantScope: string;
  url: string;
  secret: string;
  eventTypes: string[];
  createdAt: Date;
}

interface Row {
  id: string;
  merchant_scope: string;
  url: string;
  secret: string;
  event_types: string[];
  created_at: Date | string;
}

function fromRow(row: Row): WebhookEndpointRow {
  return { id: row.id, merchantScope: row.merchant_scope, url: row.url, secret: row.secret, eventTypes: row.event_types, createdAt: new Date(row.created_at) };
}

export async function insertWebhookEndpoint(
  tx: Queryable,
  merchantScope: string,
  url: string,
  eventTypes: readonly string[],
  now: Date,
  secret: string = newWebhookSecret(),
): Promise<WebhookEndpointRow> {
  const endpoint: WebhookEndpointRow = { id: newId('whe'), merchantScope, url, secret, eventTypes: [...eventTypes], createdAt: now };
  await tx.query(
    'INSERT INTO provider.webhook_endpoints (id, merchant_scope, url, secret, event_types, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [endpoint.id, merchantScope, url, endpoint.secret, JSON.stringify(endpoint.eventTypes), now.toISOString()],
  );
  return endpoint;
}

export async function listWebhookEndpoints(db: Queryable, merchantScope: string): Promise<WebhookEndpointRow[]> {
  const { rows } = await db.query<Row>('SELECT * FROM provider.webhook_endpoints WHERE merchant_scope = $1 AND deleted_at IS NULL ORDER BY created_at, id', [merchantScope]);
  return rows.map(fromRow);
}

export async function findWebhookEndpoint(db: Queryable, merchantScope: string, id: string): Promise<WebhookEndpointRow | null> {
  const { rows } = await db.query<Row>('SELECT * FROM provider.webhook_endpoints WHERE merchant_scope = $1 AND id = $2 AND deleted_at IS NULL', [merchantScope, id]);
  const row = rows[0];
  return row ? fromRow(row) : null;
}

/** Stops sending to the endpoint; its delivery log stays readable in the database. Returns whether it existed. */
export async function deleteWebhookEndpoint(db: Queryable, merchantScope: string, id: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE provider.webhook_endpoints SET deleted_at = $3 WHERE merchant_scope = $1 AND id = $2 AND deleted_at IS NULL RETURNING id',
    [merchantScope, id, now.toISOString()],
  );
  return rows.length > 0;
}

/** The public view of an endpoint: the secret is shown once, when the endpoint is created. */
export function endpointBody(endpoint: WebhookEndpointRow) {
  return { id: endpoint.id, url: endpoint.url, events: endpoint.eventTypes, createdAt: endpoint.createdAt.toISOString() };
}
