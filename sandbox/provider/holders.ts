import { createHmac } from 'node:crypto';
import type { SandboxContext } from '../context';
import { newId } from '../db/ids';

/** The same holder reference always maps to the same holder, so stored cards can follow the shopper. */
export function holderIdFor(context: SandboxContext, merchantScope: string, holderReference: string | undefined): string {
  if (holderReference === undefined) return newId('hld');
  const mac = createHmac('sha256', context.keys.requestFingerprint).update(`${merchantScope}\n${holderReference}`).digest('base64url');
  return `hld_${mac.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}`;
}
