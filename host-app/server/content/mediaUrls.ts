import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_FILES_PREFIX, MEDIA_LIVE_PREFIX, MEDIA_STREAM_PREFIX } from '../../contract/http/apiPaths';
import type { ResponsiveImage } from '../../contract/content/contentTypes';
import { IMAGE_FORMATS, imageFilesOf, SOURCE_FORMATS } from '../media/imageFiles';
import { findSampleImage } from '../media/sampleImages';
import { MEDIA_URL_TTL_SECONDS } from '../securityPolicy';

export function publicMediaUrl(file: string): string {
  return `${MEDIA_FILES_PREFIX}${file}`;
}

/** A picture as the API gives it: the URL of the field the spec names, and its formats and widths beside it. */
export interface PublicImage {
  url: string;
  /** Absent for a name the sample pictures do not have, which is served as it is. */
  image?: ResponsiveImage;
}

const publicImages = new Map<string, PublicImage>();

/** The picture stored under `key` (a sample picture's key, or a file's name); worked out once per key. */
export function publicImage(key: string): PublicImage {
  let known = publicImages.get(key);
  if (!known) {
    known = responsiveImageOf(key);
    publicImages.set(key, known);
  }
  return known;
}

function responsiveImageOf(key: string): PublicImage {
  const sample = findSampleImage(key);
  if (!sample) return { url: publicMediaUrl(key) };
  const { files, fallback } = imageFilesOf(sample);
  const sources = SOURCE_FORMATS.map((format) => ({
    type: IMAGE_FORMATS[format].mimeType,
    srcset: files
      .filter((file) => file.format === format)
      .map((file) => `${publicMediaUrl(file.name)} ${file.width}w`)
      .join(', '),
  }));
  const url = publicMediaUrl(fallback.name);
  return { url, image: { src: url, width: fallback.width, height: fallback.height, sources } };
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
