import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/errors';

/** Sent by the SDK on vault calls (PC-VAULT-1): who is calling, for support. */
export const CLIENT_METADATA_HEADER = 'X-Client-Metadata';

const text = z.string().max(200);

export const clientMetadataSchema = z.strictObject({
  sdkName: text,
  sdkVersion: text,
  deviceModel: text,
  os: text,
  browser: text,
});

export type ClientMetadata = z.output<typeof clientMetadataSchema>;

function invalid(detail: string): ApiError {
  return new ApiError(
    400,
    'INVALID_CLIENT_METADATA',
    `${CLIENT_METADATA_HEADER} must be JSON {sdkName, sdkVersion, deviceModel, os, browser} with string values: ${detail}`,
    [CLIENT_METADATA_HEADER],
  );
}

/** Absent is accepted (older clients); present but malformed is a 400 before anything is written. */
export function checkClientMetadata(request: FastifyRequest): ClientMetadata | undefined {
  const raw = request.headers[CLIENT_METADATA_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalid('send the header once');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('the value is not JSON');
  }
  const result = clientMetadataSchema.safeParse(parsed);
  if (!result.success) {
    throw invalid(
      result.error.issues
        .map((issue) => (issue.code === 'unrecognized_keys' ? `unknown key ${issue.keys.join(', ')}` : `${issue.path.join('.') || 'value'}: ${issue.message}`))
        .join('; '),
    );
  }
  return result.data;
}
