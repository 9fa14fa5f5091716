/** A random 128-bit id in hex; getRandomValues works outside secure contexts, unlike randomUUID. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
