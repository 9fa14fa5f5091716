/** The encodings the servers send, in the order they prefer them: brotli, and gzip for clients without it. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** The file name the build gives a file's copy in an encoding: `payment-client.js.br`. */
export const ENCODED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Which of `available` to send for an `Accept-Encoding` header: the one the client weighs highest
 * (`q`), our order breaking ties; null when it accepts none of them (then the bytes go as they are).
 * `*` stands for every encoding the header does not name, and `q=0` refuses one.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // x-gzip is gzip's old name (RFC 9110, 8.4.1.3).
    if (token) weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of CONTENT_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
