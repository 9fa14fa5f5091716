import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_FILES_PREFIX, MEDIA_LIVE_PREFIX, MEDIA_STREAM_PREFIX } from '../../shared/apiPaths';
import { MEDIA_URL_TTL_SECONDS } from '../securityPolicy';

export function publicMediaUrl(file: string): string {
  return `${MEDIA_FILES_PREFIX}${file}`;
}

/** A video's HLS folder or a live event's. */
export type StreamResource = { kind: 'video'; id: string } | { kind: 'live'; id: string };

/** Who a link was opened for: a subscriber's id, or FREE_VIEWER for a free video that anyone may watch. */
export const FREE_VIEWER = 'free';

/**
 * The access token of a stream, carried in the path so the relative URLs inside HLS playlists
 * (renditions, segments, captions) keep it: expiry, viewer and an HMAC over both and the stream.
 */
export interface StreamToken {
  expires: number;
  viewer: string;
  signature: string;
}

const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_]{1,64})\.([A-Za-z0-9_-]{43})$/;

function streamSignature(key: Buffer, resource: StreamResource, viewer: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${resource.kind}\n${resource.id}\n${viewer}\n${expires}`).digest();
}

const prefixOf = (resource: StreamResource) => (resource.kind === 'video' ? MEDIA_STREAM_PREFIX : MEDIA_LIVE_PREFIX);

/**
 * A link to a stream's `file` (its master or live playlist) that works until `expiresAt`, for
 * `viewer` only: premium streams are handed to VIP subscribers, and each of their requests must
 * come from the same subscriber.
 */
export function signedStreamUrl(key: Buffer, resource: StreamResource, viewer: string, file: string, now: Date): { url: string; expiresAt: string } {
  const expires = Math.floor(now.getTime() / 1000) + MEDIA_URL_TTL_SECONDS;
  const signature = streamSignature(key, resource, viewer, expires).toString('base64url');
  return { url: `${prefixOf(resource)}${encodeURIComponent(resource.id)}/${expires}.${viewer}.${signature}/${file}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export function parseStreamToken(token: string): StreamToken | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return { expires: Number(match[1]), viewer: match[2]!, signature: match[3]! };
}

export function checkStreamToken(key: Buffer, resource: StreamResource, token: StreamToken, now: Date): 'valid' | 'invalid' | 'expired' {
  const expected = streamSignature(key, resource, token.viewer, token.expires);
  const given = Buffer.from(token.signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return token.expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
