import { randomUUID } from 'node:crypto';
import type { Queryable } from '@payment-client/server-kit/db';
import type { ProductContext } from '../context';
import { ProviderRefusedError } from '../payments/providerClient';
import { PROVIDER_WEBHOOK_PATH } from './providerWebhookRoute';
import { webhookSecretFingerprint } from './webhookSecret';

/** The product hears payment events only: it never sends money out. */
export const PROVIDER_WEBHOOK_EVENTS = ['payment.*'] as const;

/** Long enough for the provider calls of one registration (bounded by their timeouts and retries). */
const REGISTRATION_LEASE_MS = 60_000;

export type WebhookRegistration =
  /** The endpoint registered before, with the secret configured now, is still at the provider. */
  | { outcome: 'unchanged'; endpointId: string }
  | { outcome: 'registered'; endpointId: string }
  /** Another process is registering it right now. */
  | { outcome: 'registeringElsewhere' };

interface EndpointRow {
  endpoint_id: string | null;
  secret_fingerprint: string | null;
}

export function providerWebhookUrl(context: ProductContext): string {
  return `${context.payments.hostAppOrigin}${PROVIDER_WEBHOOK_PATH}`;
}

async function readEndpointRow(db: Queryable, url: string): Promise<EndpointRow | null> {
  const { rows } = await db.query<EndpointRow>('SELECT endpoint_id, secret_fingerprint FROM product.provider_webhook_endpoints WHERE url = $1', [url]);
  return rows[0] ?? null;
}

/** Takes the URL's registration for this process, unless another holds a live claim on it. */
async function claimRegistration(context: ProductContext, url: string, claimId: string, now: Date): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    await tx.query('INSERT INTO product.provider_webhook_endpoints (url) VALUES ($1) ON CONFLICT (url) DO NOTHING', [url]);
    const { rows } = await tx.query<{ claim_id: string | null; lease_expires_at: Date | string | null }>(
      'SELECT claim_id, lease_expires_at FROM product.provider_webhook_endpoints WHERE url = $1 FOR UPDATE',
      [url],
    );
    const held = rows[0];
    if (held?.claim_id && held.lease_expires_at !== null && new Date(held.lease_expires_at).getTime() > now.getTime()) return false;
    await tx.query('UPDATE product.provider_webhook_endpoints SET claim_id = $2, lease_expires_at = $3 WHERE url = $1', [
      url,
      claimId,
      new Date(now.getTime() + REGISTRATION_LEASE_MS).toISOString(),
    ]);
    return true;
  });
}

async function releaseRegistration(db: Queryable, url: string, claimId: string, registered?: { endpointId: string; fingerprint: string; now: Date }): Promise<void> {
  if (registered) {
    await db.query(
      `UPDATE product.provider_webhook_endpoints SET endpoint_id = $3, secret_fingerprint = $4, registered_at = $5, claim_id = NULL, lease_expires_at = NULL
       WHERE url = $1 AND claim_id = $2`,
      [url, claimId, registered.endpointId, registered.fingerprint, registered.now.toISOString()],
    );
  } else {
    await db.query('UPDATE product.provider_webhook_endpoints SET claim_id = NULL, lease_expires_at = NULL WHERE url = $1 AND claim_id = $2', [url, claimId]);
  }
}

/**
 * Registers this API's webhook endpoint with the provider once per environment (its URL), signed
 * with the configured secret: a restart, or a second API process, finds it registered and
 * creates nothing. A changed secret registers a new endpoint and removes the old one, which
 * signs with a secret no process holds any more.
 */
export async function ensureWebhookEndpoint(context: ProductContext): Promise<WebhookRegistration> {
  const { provider, webhookSecret } = context.payments;
  const url = providerWebhookUrl(context);
  const fingerprint = webhookSecretFingerprint(webhookSecret);
  const isCurrent = async () => {
    const row = await readEndpointRow(context.db, url);
    if (!row?.endpoint_id || row.secret_fingerprint !== fingerprint) return { current: null, listed: await provider.listWebhookEndpoints() };
    const listed = await provider.listWebhookEndpoints();
    return { current: listed.some((endpoint) => endpoint.id === row.endpoint_id) ? row.endpoint_id : null, listed };
  };

  const before = await isCurrent();
  if (before.current) return { outcome: 'unchanged', endpointId: before.current };
  const claimId = randomUUID();
  if (!(await claimRegistration(context, url, claimId, context.clock()))) return { outcome: 'registeringElsewhere' };
  try {
    // Another process may have registered it between the first look and the claim.
    const claimed = await isCurrent();
    if (claimed.current) {
      await releaseRegistration(context.db, url, claimId);
      return { outcome: 'unchanged', endpointId: claimed.current };
    }
    const created = await provider.createWebhookEndpoint({ url, events: PROVIDER_WEBHOOK_EVENTS, secret: webhookSecret });
    await releaseRegistration(context.db, url, claimId, { endpointId: created.id, fingerprint, now: context.clock() });
    for (const stale of claimed.listed.filter((endpoint) => endpoint.url === url && endpoint.id !== created.id)) {
      await provider.deleteWebhookEndpoint(stale.id).catch((error: unknown) => {
        // Already gone: what was wanted.
        if (!(error instanceof ProviderRefusedError && error.status === 404)) throw error;
      });
    }
    return { outcome: 'registered', endpointId: created.id };
  } catch (error) {
    await releaseRegistration(context.db, url, claimId);
    throw error;
  }
}
