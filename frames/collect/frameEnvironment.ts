import type { Environment } from '../../headless/core/client/clientConstants';

/** Written into the frame page by the vault that serves it (sandbox/vault/routes/frame.ts). */
const ENVIRONMENT_META = 'meta[name="payment-frame-environment"]';

/**
 * TEST only when the vault served this page as TEST and the parent asks for TEST too: the page
 * can narrow the frame to PRODUCTION, never widen it (SEC-23). Anything missing or
 * unknown reads as PRODUCTION.
 */
export function frameEnvironment(doc: Document, requested: Environment): Environment {
  const served = doc.querySelector(ENVIRONMENT_META)?.getAttribute('content');
  return served === 'TEST' && requested === 'TEST' ? 'TEST' : 'PRODUCTION';
}
