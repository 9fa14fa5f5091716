/**
 * Reads the value a URI fragment such as `#/$defs/iban` points at (RFC 6901), or undefined
 * when the path does not exist. An empty fragment is the whole document.
 */
export function readJsonPointer(document: unknown, fragment: string): unknown {
  let pointer: string;
  try {
    pointer = decodeURIComponent(fragment.startsWith('#') ? fragment.slice(1) : fragment);
  } catch {
    return undefined;
  }
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let node = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
