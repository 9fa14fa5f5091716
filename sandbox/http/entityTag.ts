import type { FastifyRequest } from 'fastify';

/**
 * A weak entity tag for content known by its hash: weak, because the same tag stands for the
 * brotli, gzip and plain bytes of one content (RFC 9110, 8.8.3).
 */
export const weakEntityTag = (hash: string): string => `W/"${hash}"`;

/** Whether the client's `If-None-Match` already holds `tag`, so a 304 without a body will do (weak comparison). */
export function isNotModified(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
