/**
 * 128 random bits as 32 hex digits, from the Web Crypto random source (which pages served over
 * plain HTTP have too, unlike `crypto.randomUUID`).
 */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
