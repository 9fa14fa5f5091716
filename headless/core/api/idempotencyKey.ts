import { randomId } from '../ids/randomId';

/** One key per operation, created before its first attempt and reused on every retry of it. */
export function createIdempotencyKey(): string {
  return randomId();
}
