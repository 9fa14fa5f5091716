import type { BearerTokenProvider } from '../auth/bearerTokenProvider';
import { PaymentClientError } from '../errors/PaymentClientError';
import { mountCardFrame, type CardFrameHost } from '../frame/cardFrameHost';
import type { CardElementType, ElementState } from '../frame/elementTypes';
import type { CollectResult, FrameConfiguration, FrameMessage } from '../frame/messages';
import type { Translate } from '../i18n/translate';
import type { MessageKey } from '../i18n/en';
import { createStore, type Store } from '../store/createStore';
import { initialCardFormState, withElementState, type CardFormState } from './cardFormState';

export interface CardFormEvents {
  onReady?: () => void;
  onChange?: (element: CardElementType, state: ElementState) => void;
  onFocus?: (element: CardElementType, state: ElementState) => void;
  onBlur?: (element: CardElementType, state: ElementState) => void;
  onSubmit?: () => void;
}

export interface CardFormControllerOptions {
  frameLink: string;
  bearerToken: BearerTokenProvider;
  locale: FrameConfiguration['locale'];
  translate: Translate;
  showCardholderName: boolean;
  expiryFields: FrameConfiguration['expiryFields'];
  variables?: Record<string, string>;
  events?: CardFormEvents;
  debug?: (message: string) => void;
}

export interface CardFormController {
  store: Store<CardFormState>;
  /** Puts the frame into `container`; the returned function removes it and every listener. */
  attach(container: HTMLElement): () => void;
  collect(): Promise<CollectResult>;
}

/** How long the frame may take to tokenize before the collect fails. */
export const COLLECT_TIMEOUT_MS = 30_000;

const FRAME_TEXT_KEYS: readonly MessageKey[] = [
  'cardForm.label.cardholderName', 'cardForm.label.cardNumber', 'cardForm.label.expiryDate',
  'cardForm.label.expiryMonth', 'cardForm.label.expiryYear', 'cardForm.label.securityCode',
  'cardForm.placeholder.cardholderName', 'cardForm.placeholder.cardNumber', 'cardForm.placeholder.expiryDate',
  'cardForm.placeholder.expiryMonth', 'cardForm.placeholder.expiryYear', 'cardForm.placeholder.securityCode',
  'cardForm.error.cardholderName', 'cardForm.error.cardNumber', 'cardForm.error.expiryDate', 'cardForm.error.securityCode',
];

export function createCardFormController(options: CardFormControllerOptions): CardFormController {
  const store = createStore<CardFormState>(initialCardFormState);
  let host: CardFrameHost | null = null;
  const pending = new Map<string, { resolve: (result: CollectResult) => void; reject: (error: unknown) => void }>();
  let requestCounter = 0;

  const configuration: FrameConfiguration = {
    locale: options.locale,
    texts: Object.fromEntries(FRAME_TEXT_KEYS.map((key) => [key, options.translate(key)])),
    showCardholderName: options.showCardholderName,
    expiryFields: options.expiryFields,
    variables: options.variables,
  };

  function handle(message: FrameMessage) {
    const events = options.events ?? {};
    switch (message.type) {
      case 'ready':
        host?.send({ type: 'configure', configuration });
        store.setState((state) => ({ ...state, status: 'ready' }));
        events.onReady?.();
        break;
      case 'element':
        store.setState((state) => withElementState(state, message.element, message.state));
        if (message.event === 'CHANGE') events.onChange?.(message.element, message.state);
        if (message.event === 'FOCUS') events.onFocus?.(message.element, message.state);
        if (message.event === 'BLUR') events.onBlur?.(message.element, message.state);
        break;
      case 'submit':
        events.onSubmit?.();
        break;
      case 'collected':
        pending.get(message.requestId)?.resolve(message.result);
        pending.delete(message.requestId);
        break;
      case 'collectFailed': {
        const { code, message: text, fields } = message.error;
        const errorCode = code === 'TOKEN_EXPIRED' ? 'SESSION_EXPIRED' : code === 'INVALID_CARD' ? 'VALIDATION_FAILED' : 'NETWORK_ERROR';
        pending.get(message.requestId)?.reject(new PaymentClientError(errorCode, text, { fields }));
        pending.delete(message.requestId);
        break;
      }
      case 'resize':
        break;
    }
  }

  function rejectPending(reason: string) {
    for (const { reject } of pending.values()) reject(new PaymentClientError('ELEMENT_NOT_MOUNTED', reason));
    pending.clear();
  }

  return {
    store,
    attach(container) {
      if (host) throw new PaymentClientError('ELEMENT_NOT_MOUNTED', 'The card form is already mounted; unmount it first');
      host = mountCardFrame({
        container,
        frameLink: options.frameLink,
        title: options.translate('cardForm.frameTitle'),
        onMessage: handle,
        onDrop: (reason) => options.debug?.(`dropped a frame message (${reason})`),
      });
      return () => {
        host?.destroy();
        host = null;
        rejectPending('The card form was unmounted');
        store.setState(initialCardFormState);
      };
    },
    async collect() {
      const frame = host;
      if (!frame || store.getState().status !== 'ready') {
        throw new PaymentClientError('ELEMENT_NOT_MOUNTED', 'All elements must be mounted before collect');
      }
      const vaultToken = await options.bearerToken.get();
      requestCounter += 1;
      const requestId = `collect-${requestCounter}`;
      return new Promise<CollectResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(requestId);
          reject(new PaymentClientError('NETWORK_ERROR', 'Error collecting data from the iframe!'));
        }, COLLECT_TIMEOUT_MS);
        pending.set(requestId, {
          resolve: (result) => (clearTimeout(timer), resolve(result)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        frame.send({ type: 'collect', requestId, vaultToken });
      });
    },
  };
}
