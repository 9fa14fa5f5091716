import type { ProviderClient } from '../api/providerClient';
import type { Translate } from '../i18n/translate';
import { AUTHORIZE_FINAL_STATES, EXECUTION_STATUS, type PollingPolicy } from './constants';
import { runExecutionCommand } from './executionCommand';
import { failureReason, type ExecutionRecord } from './executionRecord';

export type AuthorizationOutcome =
  | { type: 'success'; execution: ExecutionRecord }
  | { type: 'pending'; execution: ExecutionRecord }
  | { type: 'failure'; execution: ExecutionRecord; reason: string | undefined };

export interface AuthorizeOptions {
  client: ProviderClient;
  authorizeUrl: string;
  /** The session's execution link, read to reconcile an authorize whose outcome is unknown. */
  executionUrl: string;
  body: unknown;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  polling?: PollingPolicy;
  /** Called once the provider has taken the authorize request. */
  onSent?: () => void;
  /** The page's translator, for the messages the shopper may see. */
  translate?: Translate;
}

/**
 * Sends the authorize request once (a lost answer is reconciled, never charged twice), then
 * follows `links.execution` until a result or an action the shopper must take.
 */
export async function authorize(options: AuthorizeOptions): Promise<AuthorizationOutcome> {
  const { record, finalCode } = await runExecutionCommand({
    ...options,
    url: options.authorizeUrl,
    requestCode: EXECUTION_STATUS.authorizeRequested,
    finalCodes: AUTHORIZE_FINAL_STATES,
  });
  if (finalCode === EXECUTION_STATUS.authorizeSuccessful) return { type: 'success', execution: record };
  if (finalCode === EXECUTION_STATUS.authorizePending) return { type: 'pending', execution: record };
  return { type: 'failure', execution: record, reason: failureReason(record) };
}
