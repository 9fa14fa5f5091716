import { HEADERS } from '../../headless/core/api/constants';
import { PaymentClientError, withRequestId } from '../../headless/core/errors/PaymentClientError';
import type { ClientMetadata } from './clientMetadata';

// This file runs inside the secure frame, whose bundle has a tight size budget: no zod here.

export const CLIENT_METADATA_HEADER = 'X-Client-Metadata';
const JSON_TYPE = 'application/json';
const MAX_TEXT_DESCRIPTION = 200;

export interface VaultRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  bearerToken: string;
  /** Default application/json; form-urlencoded and multipart send the body as form data. */
  contentType?: string;
  metadata: ClientMetadata;
  /** Sent as Idempotency-Key: the same for every retry of one operation. */
  idempotencyKey?: string;
}

type FormEntry = [string, string | Blob];

/** Nested objects and arrays as `a[b][0]` keys, the usual form encoding. */
function formEntries(value: unknown, key = ''): FormEntry[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([inner, nested]) => formEntries(nested, key ? `${key}[${inner}]` : inner));
  }
  return [[key, value instanceof Blob ? value : String(value)]];
}

function encode(body: unknown, contentType: string): { body?: BodyInit; headers: Record<string, string> } {
  if (/multipart\/form-data/i.test(contentType)) {
    const form = new FormData();
    for (const [key, value] of formEntries(body)) form.append(key, value);
    // fetch writes the multipart Content-Type itself, with its boundary.
    return { body: form, headers: {} };
  }
  const headers = { 'Content-Type': contentType };
  if (body === undefined) return { headers };
  if (/x-www-form-urlencoded/i.test(contentType)) {
    return { body: new URLSearchParams(formEntries(body).map(([key, value]) => [key, String(value)])), headers };
  }
  return { body: JSON.stringify(body), headers };
}

/** The server's JSON error message, else its plain text, else a default (PC-VAULT-2). */
function errorDescription(text: string, status: number): string {
  const fallback = `The vault answered HTTP ${status}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.trim().slice(0, MAX_TEXT_DESCRIPTION) || fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  const { error, message } = parsed as { error?: { message?: unknown }; message?: unknown };
  const found = typeof error?.message === 'string' ? error.message : message;
  return typeof found === 'string' && found !== '' ? found : fallback;
}

/**
 * One call to the vault from inside the frame (PC-VAULT-1). Answers the parsed JSON when the
 * response says it is JSON, else the text; a status below 200 or from 400 raises NETWORK_ERROR.
 */
export async function vaultRequest(request: VaultRequest): Promise<unknown> {
  const doFetch = globalThis.fetch;
  if (typeof doFetch !== 'function') throw new PaymentClientError('CONNECTION_ERROR', 'No fetch is available to reach the vault');
  const { body, headers } = encode(request.body, request.contentType ?? JSON_TYPE);

  let response: Response;
  let text: string;
  try {
    response = await doFetch(request.url, {
      method: request.method,
      headers: {
        ...headers,
        [HEADERS.authorization]: `Bearer ${request.bearerToken}`,
        [CLIENT_METADATA_HEADER]: JSON.stringify(request.metadata),
        ...(request.idempotencyKey ? { [HEADERS.idempotencyKey]: request.idempotencyKey } : {}),
      },
      body,
      credentials: 'omit',
    });
    text = await response.text();
  } catch (cause) {
    throw new PaymentClientError('NETWORK_ERROR', 'Could not reach the vault', { cause });
  }

  const requestId = response.headers.get(HEADERS.requestId) ?? undefined;
  const { status } = response;
  if (status < 200 || status >= 400) throw new PaymentClientError('NETWORK_ERROR', withRequestId(errorDescription(text, status), requestId), { requestId, status });
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return text;
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch (cause) {
    throw new PaymentClientError('NETWORK_ERROR', withRequestId('The vault answered malformed JSON', requestId), { requestId, status, cause });
  }
}
