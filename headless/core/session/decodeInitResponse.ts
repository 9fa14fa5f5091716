import { configurationError } from '../errors/describeIssues';
import { PaymentClientError } from '../errors/PaymentClientError';
import { initResponseSchema, paymentClientSessionSchema, type PaymentClientSession } from './sessionSchema';

/** PC-SESSION-2: a session the merchant's server created without a workflow execution. */
export const NO_WORKFLOW_EXECUTION = 'SDK was not initialized with workflow execution';

function decodeBase64Json(data: string): unknown {
  const binary = atob(data);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Parses `{version, data}` into the session, or throws naming what is wrong. */
export function decodeInitResponse(initResponse: unknown): PaymentClientSession {
  const envelope = initResponseSchema.safeParse(initResponse);
  if (!envelope.success) throw configurationError('initResponse', envelope.error.issues);
  let decoded: unknown;
  try {
    decoded = decodeBase64Json(envelope.data.data);
  } catch (cause) {
    throw new PaymentClientError('INVALID_CONFIGURATION', 'Invalid initResponse: initResponse.data must be base64-encoded JSON', {
      cause,
      fields: ['initResponse.data'],
    });
  }
  if ((decoded as { execution?: unknown } | null)?.execution == null) {
    throw new PaymentClientError('INVALID_CONFIGURATION', NO_WORKFLOW_EXECUTION, { fields: ['initResponse.data.execution'] });
  }
  const session = paymentClientSessionSchema.safeParse(decoded);
  if (!session.success) throw configurationError('initResponse.data', session.error.issues);
  return session.data;
}

/** The inverse, for servers and tests that build init responses. */
export function encodeInitResponse(session: PaymentClientSession, version = 1): { version: number; data: string } {
  const bytes = new TextEncoder().encode(JSON.stringify(session));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { version, data: btoa(binary) };
}
