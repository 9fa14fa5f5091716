import type { Database } from '@payment-client/server-kit/db';
import { MERCHANT_SECRET_KEY } from './processEnvironment';

export interface ProviderAuthorization {
  executionId: string;
  outcome: string;
  voidedAt: string | null;
}

/** The subscriber's subscriptions, as the product database holds them. */
export async function subscriptionsOf(productDb: Database, subscriberId: string): Promise<{ id: string; status: string }[]> {
  const { rows } = await productDb.query<{ id: string; status: string }>('SELECT id, status FROM product.subscriptions WHERE subscriber_id = $1', [subscriberId]);
  return rows;
}

/** The subscriber's payment sessions (one per execution the product started), oldest first. */
export async function paymentSessionsOf(productDb: Database, subscriberId: string): Promise<{ execution_id: string; status: string; subscription_id: string | null }[]> {
  const { rows } = await productDb.query<{ execution_id: string; status: string; subscription_id: string | null }>(
    'SELECT execution_id, status, subscription_id FROM product.payment_sessions WHERE subscriber_id = $1 ORDER BY created_at, id',
    [subscriberId],
  );
  return rows;
}

/**
 * Every authorization the provider holds for the subscriber, across all of the holder's
 * executions: the executions are found in the sandbox's database, their authorizations are the
 * provider's word, read with the merchant key (which also applies any outcome that is due).
 */
export async function providerAuthorizationsOf(sandboxDb: Database, providerOrigin: string, subscriberId: string): Promise<ProviderAuthorization[]> {
  const { rows } = await sandboxDb.query<{ id: string }>('SELECT id FROM provider.executions WHERE holder_reference = $1 ORDER BY created_at, id', [subscriberId]);
  const all: ProviderAuthorization[] = [];
  for (const { id } of rows) {
    const response = await fetch(`${providerOrigin}/v1/payment-sessions/${encodeURIComponent(id)}/authorizations`, {
      headers: { authorization: `Bearer ${MERCHANT_SECRET_KEY}` },
    });
    if (!response.ok) throw new Error(`authorizations of ${id}: ${response.status} ${await response.text()}`);
    const { authorizations } = (await response.json()) as { authorizations: { outcome: string; voidedAt?: string | null }[] };
    for (const entry of authorizations) all.push({ executionId: id, outcome: entry.outcome, voidedAt: entry.voidedAt ?? null });
  }
  return all;
}

/** Money the subscriber is charged: successful authorizations nobody voided. */
export const charges = (authorizations: ProviderAuthorization[]) =>
  authorizations.filter((entry) => entry.outcome === 'authorizeSuccessful' && entry.voidedAt === null);

/** Authorizations still waiting for their outcome. */
export const undecided = (authorizations: ProviderAuthorization[]) =>
  authorizations.filter((entry) => entry.outcome !== 'authorizeSuccessful' && entry.outcome !== 'authorizeFailed');

/** One line per authorization, for the message of a failing assertion. */
export const describeAuthorizations = (authorizations: ProviderAuthorization[]) =>
  authorizations.map((entry) => `${entry.executionId} ${entry.outcome}${entry.voidedAt ? ' voided' : ''}`);
