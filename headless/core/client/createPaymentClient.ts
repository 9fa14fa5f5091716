import { createProviderClient, type ProviderClient } from '../api/providerClient';
import { createBearerTokenProvider, type BearerTokenProvider } from '../auth/bearerTokenProvider';
import { createTranslator, type Locale, type Translate } from '../i18n/translate';
import { decodeInitResponse } from '../session/decodeInitResponse';
import type { PaymentClientSession } from '../session/sessionSchema';
import { parseClientOptions, type ClientOptions } from './clientOptions';

export interface PaymentClient {
  readonly session: PaymentClientSession;
  readonly options: ClientOptions;
  readonly locale: Locale;
  readonly translate: Translate;
  readonly api: ProviderClient;
  readonly vaultToken: BearerTokenProvider;
  /** Logs for the merchant's console, at or above the configured log level. */
  log(level: 'ERROR' | 'WARN' | 'INFO' | 'DEBUG', message: string): void;
}

const LOG_LEVELS = ['ERROR', 'WARN', 'INFO', 'DEBUG'] as const;

/**
 * Parses the init response and options (throwing PaymentClientError naming the bad field
 * before anything happens) and wires the provider client and the vault token cache.
 */
export function createPaymentClient(initResponse: unknown, rawOptions?: unknown): PaymentClient {
  const session = decodeInitResponse(initResponse);
  const options = parseClientOptions(rawOptions);
  const translate = createTranslator(options.locale);
  const getBearerToken = options.getBearerToken as (() => Promise<string> | string) | undefined;
  const threshold = LOG_LEVELS.indexOf(options.logLevel);

  const client: PaymentClient = {
    session,
    options,
    locale: options.locale,
    translate,
    api: createProviderClient({ getToken: () => session.token }),
    // Without a merchant token source, the session's own vault token is used until it expires.
    vaultToken: createBearerTokenProvider(getBearerToken ?? (() => session.vaultConfiguration.token)),
    log(level, message) {
      if (LOG_LEVELS.indexOf(level) > threshold) return;
      const write = level === 'ERROR' ? console.error : level === 'WARN' ? console.warn : console.info;
      write(`[PaymentClient] ${message}`);
    },
  };
  (options.events?.onClientInitialized as ((execution: unknown) => void) | undefined)?.(session.execution);
  return client;
}
