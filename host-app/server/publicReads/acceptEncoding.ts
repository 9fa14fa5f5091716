import { ANSWER_ENCODINGS, type AnswerEncoding } from '../http/compression';

/** Browsers send one of a few Accept-Encoding values over and over: each is worked out once. */
const remembered = new Map<string, AnswerEncoding | null>();
const MAX_REMEMBERED = 64;

function encodingFor(acceptEncoding: string): AnswerEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: AnswerEncoding | null = null;
  for (const encoding of ANSWER_ENCODINGS) if (weightOf(encoding) > (best === null ? 0 : weightOf(best))) best = encoding;
  return best;
}

/**
 * The encoding to send, of those the site has, by the request's Accept-Encoding: the one the
 * client weighs highest (ours in order on a tie); a q of 0 refuses one, `*` stands for any not
 * named. None when the client accepts none of ours.
 */
export function preferredEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = remembered.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = encodingFor(acceptEncoding);
    if (remembered.size < MAX_REMEMBERED) remembered.set(acceptEncoding, encoding);
  }
  return encoding;
}
