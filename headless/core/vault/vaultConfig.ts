import * as z from 'zod/mini';
import { isHttpUrl } from '../validation/httpUrl';
import { DEFAULT_ENVIRONMENT, DEFAULT_LOG_LEVEL, ENVIRONMENTS, LOG_LEVELS, type Environment, type LogLevel } from '../client/clientConstants';
import { collectError, isRecord, nonEmptyString, parseField } from '../collect/configCheck';

/** Configuration of `createVaultClient` (PC-CLIENT-2, PC-CLIENT-3, PC-COLLECT-9). */
export interface VaultConfigInput {
  vaultId: string;
  vaultUrl: string;
  /** Needed by collect: resolves to a JWT whose exp has not passed. */
  getBearerToken?: () => Promise<string>;
  /** Default PRODUCTION. */
  env?: Environment;
  /** The secure frame's page, when the merchant hosts custom elements; https only. */
  customElementsUrl?: string;
  /** Default ERROR. */
  logLevel?: LogLevel;
  /** Where warnings go; console.warn by default. */
  warn?: (message: string) => void;
}

export interface VaultConfig {
  vaultId: string;
  vaultUrl: string;
  getBearerToken: (() => Promise<string> | string) | undefined;
  env: Environment;
  customElementsUrl: string | undefined;
  logLevel: LogLevel;
  warn: (message: string) => void;
}

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';
const isHttpsUrl = (value: string) => isHttpUrl(value) && value.startsWith('https://');

const settings = z.object({
  vaultId: nonEmptyString(),
  vaultUrl: z.string('must be an absolute http(s) URL').check(z.refine(isHttpUrl, 'must be an absolute http(s) URL without credentials')),
  env: z._default(z.enum(ENVIRONMENTS, `must be one of ${ENVIRONMENTS.join(', ')}`), DEFAULT_ENVIRONMENT),
  logLevel: z._default(z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), DEFAULT_LOG_LEVEL),
  warn: z.optional(z.custom<(message: string) => void>(isFunction, 'must be a function')),
});

export function parseVaultConfig(input: unknown): VaultConfig {
  if (!isRecord(input)) throw collectError('INVALID_VAULT_CONFIG', 'vault', 'must be an object with vaultId and vaultUrl');
  const { vaultId, vaultUrl, env, logLevel, warn } = parseField(settings, input, 'INVALID_VAULT_CONFIG', 'vault');

  const { getBearerToken, customElementsUrl } = input;
  if (getBearerToken !== undefined && !isFunction(getBearerToken)) {
    throw collectError('INVALID_BEARER_TOKEN_PROVIDER', 'vault.getBearerToken', 'must be a function returning a Promise<string>');
  }
  if (customElementsUrl !== undefined && (typeof customElementsUrl !== 'string' || !isHttpsUrl(customElementsUrl))) {
    throw collectError('INVALID_CUSTOM_ELEMENTS_URL', 'vault.customElementsUrl', 'must be an absolute URL starting with https://');
  }
  return {
    vaultId,
    vaultUrl,
    getBearerToken: getBearerToken as VaultConfig['getBearerToken'],
    env,
    customElementsUrl,
    logLevel,
    warn: warn ?? ((message) => console.warn(`[PaymentClient] ${message}`)),
  };
}
