/** The message the SDK waits for after a 3-D Secure challenge (contract: 3DS completion). */
export const THREE_DS_COMPLETED_MESSAGE_TYPE = 'payment-client:3ds-completed';

/** Id of the JSON data block the completion script reads. */
export const COMPLETION_DATA_ID = 'completion';

export interface CompletionData {
  executionId: string;
  outcome: 'approved' | 'declined' | 'cancelled';
  /** The session's allowed origins: the message is posted once to each, never to '*'. */
  targetOrigins: readonly string[];
  /**
   * Only when the authorization named a return page for this outcome (checked against the
   * allowed origins, `executionId` added): a top-level challenge page, with no frame parent and
   * no opener to tell, goes back there instead.
   */
  returnUrl?: string;
}

/**
 * Tells the page that opened or framed the challenge how it ended; a full-page challenge goes
 * back to the merchant's return page instead. Constant source, so the page's CSP can allow it
 * by hash; the per-execution values come from the JSON data block.
 */
export const COMPLETION_SCRIPT = [
  '(function () {',
  "  'use strict';",
  `  var data = JSON.parse(document.getElementById('${COMPLETION_DATA_ID}').textContent);`,
  '  var target = window.parent !== window ? window.parent : window.opener;',
  '  if (!target) {',
  '    if (typeof data.returnUrl === \'string\') window.location.replace(data.returnUrl);',
  '    return;',
  '  }',
  `  var message = { type: '${THREE_DS_COMPLETED_MESSAGE_TYPE}', executionId: data.executionId, outcome: data.outcome };`,
  '  for (var i = 0; i < data.targetOrigins.length; i += 1) target.postMessage(message, data.targetOrigins[i]);',
  '})();',
].join('\n');
