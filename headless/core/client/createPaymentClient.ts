import { createProviderClient, type ProviderClient } from '../api/providerClient';
import { createBearerTokenProvider, type BearerTokenProvider } from '../auth/bearerTokenProvider';
import type { PaymentClientError } from '../errors/PaymentClientError';
import { createTranslator, type Locale, type Translate } from '../i18n/translate';
import { decodeInitResponse } from '../session/decodeInitResponse';
import type { PaymentClientSession } from '../session/sessionSchema';
import { logsAt } from './clientConstants';
import { SESSION_REFRESH_FAILED } from './clientMessages';
import { parseClientOptions, type ParsedClientOptions } from './clientOptions';
import type { LoadTelemetry } from '../telemetry/reportTelemetry';
import { thrownMessage } from '../errors/thrownMessage';

export interface PaymentClient {
  /** The current session; a refresh after expiry replaces it. */
  readonly session: PaymentClientSession;
  readonly options: ParsedClientOptions;
  readonly locale: Locale;
  readonly translate: Translate;
  readonly api: ProviderClient;
  readonly vaultToken: BearerTokenProvider;
  /** Logs for the merchant's console, at or above the configured log level, and to telemetry unless it is off. */
  log(level: 'ERROR' | 'WARN' | 'INFO' | 'DEBUG', message: string): void;
  /**
   * The payment-session-expired event (PC-SESSION-3): asks the merchant's `onSessionExpired`
   * for a new init response and reinitialises with it; without one, logs 'session refresh failed'.
   * Resolves true once a new session is in place.
   */
  expireSession(error: PaymentClientError): Promise<boolean>;
  /**
   * Changes the current session in place of a refresh, e.g. its stored instruments after the
   * provider saved, updated or deleted one, so what lists them (a mounted drop-in) follows.
   */
  updateSession(change: (session: PaymentClientSession) => PaymentClientSession): void;
  /** Called with the new session after a refresh or a stored-instrument change; returns the unsubscribe function. */
  onSessionChange(listener: (session: PaymentClientSession) => void): () => void;
}

export { CALLBACK_FAILED, SESSION_REFRESH_FAILED } from './clientMessages';

/** A client whose `onClientInitialized` has not been called yet. */
export interface PreparedPaymentClient {
  readonly client: PaymentClient;
  /** Calls `onClientInitialized`, the first time only. */
  announce(): void;
}

/**
 * `PaymentClient.init`: parses the init response and options (throwing PaymentClientError
 * naming the bad field before anything happens), then tells `onClientInitialized`.
 */
export function createPaymentClient(initResponse: unknown, rawOptions?: unknown, loadTelemetry?: LoadTelemetry): PaymentClient {
  const { client, announce } = preparePaymentClient(initResponse, rawOptions, loadTelemetry);
  announce();
  return client;
}

/**
 * The client without its announcement: `usePaymentClient` creates it while rendering, which
 * React may repeat or discard, and announces it from an effect, so one mount announces once.
 * Creating one touches nothing outside it. `loadTelemetry` brings the telemetry sender on the
 * first line logged, so a page without errors never loads it.
 */
export function preparePaymentClient(initResponse: unknown, rawOptions?: unknown, loadTelemetry?: LoadTelemetry): PreparedPaymentClient {
  let session = decodeInitResponse(initResponse);
  const options = parseClientOptions(rawOptions, session.allowedOrigins);
  const translate = createTranslator(options.locale);
  const getBearerToken = options.getBearerToken as (() => Promise<string> | string) | undefined;
  const listeners = new Set<(session: PaymentClientSession) => void>();
  let refreshing: Promise<boolean> | null = null;

  function replaceSession(next: PaymentClientSession) {
    session = next;
    for (const listener of listeners) listener(session);
  }

  async function refresh(error: PaymentClientError): Promise<boolean> {
    let next: PaymentClientSession;
    try {
      const initResponse = await (options.events?.onSessionExpired as ((error: PaymentClientError) => unknown) | undefined)?.(error);
      if (initResponse === undefined || initResponse === null) throw new Error('onSessionExpired returned no init response');
      next = decodeInitResponse(initResponse);
    } catch (cause) {
      client.log('ERROR', `${SESSION_REFRESH_FAILED}: ${thrownMessage(cause)}`);
      return false;
    }
    // The new session comes with its own vault: the old vault's token must not outlive it.
    client.vaultToken.clear();
    replaceSession(next);
    return true;
  }

  const client: PaymentClient = {
    get session() {
      return session;
    },
    options,
    locale: options.locale,
    translate,
    api: createProviderClient({ getToken: () => session.token }),
    // Without a merchant token source, the session's own vault token is used until it expires.
    vaultToken: createBearerTokenProvider(getBearerToken ?? (() => session.vaultConfiguration.token)),
    log(level, message) {
      if (!logsAt(options.logLevel, level)) return;
      const write = level === 'ERROR' ? console.error : level === 'WARN' ? console.warn : console.info;
      write(`[PaymentClient] ${message}`);
      // Lines logged before the sender loads wait on the same promise, in order.
      if (options.telemetry) loadTelemetry?.().then((report) => report(client, level, message), () => {});
    },
    expireSession(error) {
      // Several flows may notice the same expiry; one refresh serves them all.
      refreshing ??= refresh(error).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    updateSession(change) {
      replaceSession(change(session));
    },
    onSessionChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  let announced = false;
  return {
    client,
    announce() {
      if (announced) return;
      announced = true;
      options.events?.onClientInitialized?.(session.execution);
    },
  };
}
