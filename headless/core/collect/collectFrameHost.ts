import { COLLECT_FAILED_MESSAGE as COLLECT_FAILED, COLLECT_TIMEOUT_MS } from '../frame/protocol';
import { PaymentClientError, withRequestId } from '../errors/PaymentClientError';
import { openVaultFrame } from '../frame/vaultFrame';
import type { Locale } from '../i18n/translate';
import type {
  CollectElementEvent,
  CollectFrame,
  CollectFramePort,
  CollectFrameSetup,
  CollectRequest,
  CollectResponse,
  ValidateResponse,
} from './collectFramePort';
import { collectFrameMessageSchema, type CollectFrameMessage, type CollectMessageRequest, type CollectParentMessage } from './collectMessages';

export interface CollectFramePortOptions {
  /** The vault's collect frame page from the session (`vaultConfiguration.links.collectFrame`). */
  frameLink: string;
  /** The iframe's accessible name. */
  title: string;
  locale: Locale;
  /** Called for each dropped message, for debug logs only. */
  onDrop?: (reason: string) => void;
}

export const COLLECT_FRAME_NAME = 'payment-client-collect-frame';

interface Pending {
  resolve(answer: CollectFrameMessage): void;
  reject(error: PaymentClientError): void;
}

/** The frame page: the merchant's own when configured, with the vault it stores into. */
function framePage(frameLink: string, setup: CollectFrameSetup): URL {
  const page = new URL(setup.customElementsUrl ?? frameLink);
  page.searchParams.set('vault', setup.vaultId);
  return page;
}

/** The vault stores strings only: scalars are written as text, anything else is refused here. */
function stringFields(request: CollectRequest): CollectMessageRequest['additionalFields'] {
  if (!request.additionalFields) return undefined;
  return {
    records: request.additionalFields.records.map((record, index) => {
      const fields: Record<string, string> = {};
      for (const [column, value] of Object.entries(record.fields)) {
        if (typeof value !== 'string' && typeof value !== 'boolean' && !(typeof value === 'number' && Number.isFinite(value))) {
          const field = `collect.options.additionalFields.records[${index}].fields.${column}`;
          throw new PaymentClientError('INVALID_ADDITIONAL_FIELDS', `${field} must be a string, a number or a boolean`, { fields: [field] });
        }
        fields[column] = String(value);
      }
      return { table: record.table, fields, ...(record.skyflowID === undefined ? {} : { skyflowID: record.skyflowID }) };
    }),
  };
}

function mountCollectFrame(target: HTMLElement, setup: CollectFrameSetup, options: CollectFramePortOptions): CollectFrame {
  const ownerWindow = target.ownerDocument.defaultView;
  if (!ownerWindow) throw new PaymentClientError('CONTAINER_MOUNT_FAILED', 'The mount target is not in a window');
  const page = framePage(options.frameLink, setup);
  const listeners = new Set<(event: CollectElementEvent) => void>();
  const pending = new Map<string, Pending>();
  // Operations wait until the frame listens; postMessage keeps their order after that.
  let queue: CollectParentMessage[] | null = [];
  let destroyed = false;
  let requestCounter = 0;

  let settleReady!: { resolve: () => void; reject: (error: PaymentClientError) => void };
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  // The container awaits `ready`; a rejection after an unmount must not surface as unhandled.
  ready.catch(() => undefined);

  function answer(requestId: string, message: CollectFrameMessage) {
    const entry = pending.get(requestId);
    pending.delete(requestId);
    entry?.resolve(message);
  }

  function handle(message: CollectFrameMessage) {
    switch (message.type) {
      case 'ready': {
        if (!queue) return;
        const queued = queue;
        queue = null;
        frame.send({ type: 'configure', env: setup.env, locale: options.locale, rows: setup.rows });
        for (const operation of queued) frame.send(operation);
        return;
      }
      case 'rendered':
        return settleReady.resolve();
      case 'element':
        for (const listener of [...listeners]) listener({ name: message.name, event: message.event, state: message.state });
        return;
      case 'resize':
        // The frame's own height: set by the vault frame as it arrives.
        return;
      case 'validated':
      case 'collected':
      case 'collectFailed':
        return answer(message.requestId, message);
    }
  }

  const frame = openVaultFrame<CollectFrameMessage, CollectParentMessage>({
    ownerWindow,
    page: page.toString(),
    title: options.title,
    name: COLLECT_FRAME_NAME,
    className: 'pc-CollectFrame',
    schema: collectFrameMessageSchema,
    onMessage: handle,
    onDrop: options.onDrop,
  });

  function send(message: CollectParentMessage) {
    if (destroyed) return;
    if (queue) queue.push(message);
    else frame.send(message);
  }

  /** Sends a request and waits for its answer, at most COLLECT_TIMEOUT_MS. */
  function request(build: (requestId: string) => CollectParentMessage, timeoutMessage: string): Promise<CollectFrameMessage> {
    if (destroyed) return Promise.reject(new PaymentClientError('ELEMENT_NOT_MOUNTED', 'The container is not mounted'));
    requestCounter += 1;
    const requestId = `request-${requestCounter}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(requestId);
        reject(new PaymentClientError('NETWORK_ERROR', timeoutMessage));
      }, COLLECT_TIMEOUT_MS);
      pending.set(requestId, {
        resolve: (message) => (clearTimeout(timer), resolve(message)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      send(build(requestId));
    });
  }

  target.appendChild(frame.iframe);

  return {
    ready,
    onElementEvent(listener) {
      const registered = (event: CollectElementEvent) => listener(event);
      listeners.add(registered);
      return () => void listeners.delete(registered);
    },
    updateElement: (element) => send({ type: 'update', element }),
    setValue: (name, value) => send({ type: 'setValue', name, value }),
    clearValue: (name) => send({ type: 'clearValue', name }),
    reset: () => send({ type: 'reset' }),
    reportBearerTokenFailure: () => send({ type: 'bearerTokenFailed' }),
    async validate(): Promise<ValidateResponse> {
      const message = await request((requestId) => ({ type: 'validate', requestId }), 'The secure frame did not answer the validation');
      if (message.type !== 'validated') throw new PaymentClientError('NETWORK_ERROR', 'The secure frame answered the validation with a collect result');
      return { isValid: message.isValid, invalidElements: message.invalidElements };
    },
    async collect(collectRequest): Promise<CollectResponse> {
      const additionalFields = stringFields(collectRequest);
      const message = await request(
        (requestId) => ({
          type: 'collect',
          requestId,
          vaultToken: collectRequest.vaultToken,
          tokens: collectRequest.tokens,
          ...(additionalFields ? { additionalFields } : {}),
          ...(collectRequest.upsert ? { upsert: collectRequest.upsert } : {}),
        }),
        COLLECT_FAILED,
      );
      if (message.type === 'collected') return { records: message.records };
      if (message.type === 'collectFailed') {
        const { code, message: text, status, requestId } = message.error;
        throw new PaymentClientError(code, withRequestId(text, requestId), { status, requestId });
      }
      throw new PaymentClientError('NETWORK_ERROR', COLLECT_FAILED);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      queue = null;
      frame.destroy();
      listeners.clear();
      settleReady.reject(new PaymentClientError('ELEMENT_NOT_MOUNTED', 'The container was unmounted before its frame was ready'));
      for (const entry of pending.values()) entry.reject(new PaymentClientError('ELEMENT_NOT_MOUNTED', 'The container was unmounted before the frame answered'));
      pending.clear();
    },
  };
}

/**
 * The DOM port of collect containers: one cross-origin iframe per mounted container, a new
 * channel key each time, and everything removed on destroy.
 */
export function createCollectFramePort(options: CollectFramePortOptions): CollectFramePort {
  return { mountFrame: (target, setup) => mountCollectFrame(target, setup, options) };
}
