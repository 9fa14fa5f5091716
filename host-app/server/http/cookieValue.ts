/** One cookie's value from the Cookie header; the site's own cookies are plain ASCII, so no decoding is needed. */
export function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) return undefined;
  for (const pair of line.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
