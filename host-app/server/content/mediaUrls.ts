import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_FILES_PREFIX, MEDIA_STREAM_PREFIX } from '../../shared/apiPaths';
import { MEDIA_URL_TTL_SECONDS } from '../securityPolicy';

export function publicMediaUrl(file: string): string {
  return `${MEDIA_FILES_PREFIX}${file}`;
}

function streamSignature(key: Buffer, videoId: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${videoId}\n${expires}`).digest();
}

/** A link to a video's stream that works until `expiresAt`; premium streams are only ever handed to VIP subscribers. */
export function signedStreamUrl(key: Buffer, videoId: string, now: Date): { url: string; expiresAt: string } {
  const expires = Math.floor(now.getTime() / 1000) + MEDIA_URL_TTL_SECONDS;
  const signature = streamSignature(key, videoId, expires).toString('base64url');
  const query = new URLSearchParams({ expires: String(expires), signature });
  return { url: `${MEDIA_STREAM_PREFIX}${encodeURIComponent(videoId)}?${query.toString()}`, expiresAt: new Date(expires * 1000).toISOString() };
}

export function checkStreamSignature(key: Buffer, videoId: string, expires: number, signature: string, now: Date): 'valid' | 'invalid' | 'expired' {
  const expected = streamSignature(key, videoId, expires);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
