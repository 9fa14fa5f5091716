import { readFrameFragment, type FrameFragment } from '../../headless/core/frame/frameUrl';

/**
 * What a secure frame page needs before it trusts anyone: a secure context, its parent's origin
 * and channel key from the fragment, and its vault. Null means the page must stay inert.
 */
export function readFrameContext(): { fragment: FrameFragment; vaultId: string } | null {
  // Values are never typed into a page that could be read or altered in transit.
  if (!window.isSecureContext) return null;
  const fragment = readFrameFragment(location.hash);
  const vaultId = new URLSearchParams(location.search).get('vault');
  if (!fragment || !vaultId || window.parent === window) return null;
  // Where the browser tells us who embeds us, it must agree with the fragment.
  const ancestor = location.ancestorOrigins?.[0];
  if (ancestor !== undefined && ancestor !== fragment.parentOrigin) return null;
  return { fragment, vaultId };
}
