import { useEffect } from 'react';
import { installDevToolsGuard } from './devToolsGuard';

/** Blocks right-click and the developer shortcuts while `enabled` (off in development builds). */
export function useDevToolsGuard(enabled: boolean): void {
  useEffect(() => (enabled ? installDevToolsGuard(document) : undefined), [enabled]);
}
