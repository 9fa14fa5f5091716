/**
 * The frame learns its channel key and its parent's origin from the URL fragment, which is
 * never sent to the server.
 */
export function buildFrameUrl(frameLink: string, key: string, parentOrigin: string): string {
  const url = new URL(frameLink);
  url.hash = new URLSearchParams({ key, parent: parentOrigin }).toString();
  return url.toString();
}

export interface FrameFragment {
  key: string;
  parentOrigin: string;
}

export function readFrameFragment(hash: string): FrameFragment | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const key = params.get('key');
  const parentOrigin = params.get('parent');
  if (!key || !/^[0-9a-f]{32}$/.test(key) || !parentOrigin) return null;
  try {
    if (new URL(parentOrigin).origin !== parentOrigin) return null;
  } catch {
    return null;
  }
  return { key, parentOrigin };
}
