import { ApiError } from './errors';

/** Deeper bodies are refused: no request the sandbox serves nests anywhere near this. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text opens more than `limit` arrays or objects inside one another. One pass
 * over the characters, with no recursion and no parse: the walks that follow parsing (the U+0000
 * check, idempotency fingerprints) recurse, so a body thousands of levels deep would overflow the
 * stack in them. JSON.parse has no depth option, hence this small scan.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === '{' || character === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === '}' || character === ']') {
      depth -= 1;
    }
  }
  return false;
}

/** The 400 a too-deep body gets, before anything walks it. */
export function deepJsonError(): ApiError {
  return new ApiError(400, 'MALFORMED_JSON', `The body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`, ['body']);
}
