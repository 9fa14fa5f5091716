import type { CollectResult } from '../../headless/core/frame/messages';

export interface CardFields {
  card_number: string;
  expiry_month: string;
  expiry_year: string;
  security_code: string;
  cardholder_name?: string;
}

export class TokenizeError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields?: string[],
  ) {
    super(message);
  }
}

/**
 * Sends the card straight to the vault, on the frame's own origin (CSP `connect-src 'self'`),
 * so the parent page only ever sees the tokens.
 */
export async function tokenizeCard(vaultId: string, vaultToken: string, card: CardFields): Promise<CollectResult> {
  let response: Response;
  try {
    response = await fetch(`${location.origin}/v1/vaults/${encodeURIComponent(vaultId)}/tokenize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${vaultToken}` },
      body: JSON.stringify(card),
      credentials: 'omit',
    });
  } catch {
    throw new TokenizeError('NETWORK_ERROR', 'Could not reach the vault');
  }
  const requestId = response.headers.get('X-Request-Id');
  const suffix = requestId ? ` - requestId: ${requestId}` : '';
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // The vault answers JSON; anything else is reported with the status alone.
  }
  if (!response.ok) {
    const message = typeof body.message === 'string' ? body.message : `Vault answered ${response.status}`;
    const fields = Array.isArray(body.fields) ? body.fields.filter((field): field is string => typeof field === 'string') : undefined;
    throw new TokenizeError(typeof body.errorCode === 'string' ? body.errorCode : 'NETWORK_ERROR', message + suffix, fields);
  }
  return body as unknown as CollectResult;
}
