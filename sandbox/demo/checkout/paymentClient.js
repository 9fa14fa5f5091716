// The payment client of this page's session, which asks our server for a new session when it expires.
import { refreshOptions } from './addressOptions.js';
import { note } from './eventLog.js';
import { returnInfo } from './returnedPayment.js';
import { fetchInitResponse } from './shopServer.js';

/** The execution of an init response, for the page's test hook only; merchants do not need to read it. */
function executionIdOf(initResponse) {
  try {
    const bytes = Uint8Array.from(atob(initResponse.data), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)).execution.id;
  } catch {
    return undefined;
  }
}

export function createPaymentClient(initResponse, locale, sessionOptions) {
  return PaymentClient.init(initResponse, {
    environment: 'TEST',
    locale,
    // ?appearance=<JSON> tries a theme: { theme, variables, rules } (the Appearance API).
    ...(new URLSearchParams(location.search).has('appearance') ? { appearance: JSON.parse(new URLSearchParams(location.search).get('appearance')) } : {}),
    returnInfo: returnInfo(),
    // ?telemetry=off keeps the page's logged errors from the provider's telemetry.
    ...(new URLSearchParams(location.search).get('telemetry') === 'off' ? { telemetry: false } : {}),
    events: {
      onClientInitialized(execution) {
        window.demoExecutionId = execution && execution.id ? execution.id : undefined;
        note(`Payment session ready (execution ${window.demoExecutionId ?? 'unknown'})`);
      },
      // The payment client asks for a new session when the current one has expired.
      async onSessionExpired() {
        try {
          const next = await fetchInitResponse(refreshOptions(sessionOptions));
          window.demoExecutionId = executionIdOf(next);
          note(`Session refreshed (execution ${window.demoExecutionId ?? 'unknown'})`);
          return next;
        } catch (error) {
          note(`Session refresh failed: ${error instanceof Error ? error.message : 'unknown error'}`);
          throw error;
        }
      },
    },
  });
}
