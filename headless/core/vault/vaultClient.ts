import { createCollectContainer, type CollectContainer, type VaultLog } from '../collect/collectContainer';
import type { CollectFramePort } from '../collect/collectFramePort';
import { collectError, isRecord } from '../collect/configCheck';
import { logsAt, type Environment } from '../client/clientConstants';
import { CONTAINER_TYPES, type ContainerType } from '../collect/constants';
import type { ElementType } from '../frame/elementDefinition';
import { parseLayout, type ContainerLayout } from '../collect/layout';
import { parseVaultConfig, type VaultConfig, type VaultConfigInput } from './vaultConfig';
import { createVaultTokenProvider } from './vaultToken';

export interface ContainerOptions {
  /** COMPOSABLE only: row sizes in creation order ([1, 2]) or element types per row. */
  layout?: number[] | ElementType[][];
}

export interface VaultClient {
  readonly env: Environment;
  container(type: ContainerType, options?: ContainerOptions): CollectContainer;
}

function containerLayout(type: unknown, options: unknown): ContainerLayout | null {
  if (!(CONTAINER_TYPES as readonly unknown[]).includes(type)) {
    throw collectError('INVALID_CONTAINER_TYPE', 'vault.container(type)', `must be one of ${CONTAINER_TYPES.join(', ')}`);
  }
  if (options !== undefined && !isRecord(options)) throw collectError('INVALID_LAYOUT', 'vault.container(type, options)', 'options must be an object');
  const layout = options?.layout;
  if (type === 'COMPOSABLE') return parseLayout(layout, 'layout');
  if (layout !== undefined) throw collectError('INVALID_LAYOUT', 'layout', 'applies only to COMPOSABLE containers: COLLECT puts one element per row');
  return null;
}

function createLog(config: VaultConfig): VaultLog {
  return (level, message) => {
    if (!logsAt(config.logLevel, level)) return;
    if (level === 'WARN') config.warn(message);
    else console.error(`[PaymentClient] ${message}`);
  };
}

/**
 * Checks the vault configuration (throwing before anything happens) and makes collect
 * containers. `port` mounts the secure frame; core never touches the DOM itself.
 */
export function createVaultClient(input: VaultConfigInput, port: CollectFramePort): VaultClient {
  const config = parseVaultConfig(input);
  const bearerToken = config.getBearerToken ? createVaultTokenProvider(config.getBearerToken) : null;
  const log = createLog(config);
  const setup = {
    env: config.env,
    vaultId: config.vaultId,
    vaultUrl: config.vaultUrl,
    ...(config.customElementsUrl ? { customElementsUrl: config.customElementsUrl } : {}),
  };
  return {
    env: config.env,
    container(type, options) {
      return createCollectContainer({ type, layout: containerLayout(type, options), port, setup, bearerToken, log });
    },
  };
}
