import { collectMessageParser } from './collectMessageParser';
import { dropLog } from '../shared/dropLog';
import type { CollectConfigureMessage, CollectFrameMessage, CollectMessageRequest, CollectParentMessage } from '../../headless/core/collect/collectMessages';
import { openChannel } from '../../headless/core/frame/channel';
import { COLLECT_FAILED_MESSAGE } from '../../headless/core/frame/protocol';
import { textDirection } from '../../headless/core/i18n/translate';
import { readFrameContext } from '../shared/frameContext';
import { frameEnvironment } from './frameEnvironment';
import { CollectFailure } from './collectFailure';
import { renderCollectFrame, type CollectFrameView } from './collectFrameView';
import { buildRecordsBody } from './collectRecords';
import { storeRecords } from './storeRecords';

/**
 * The secure frame of collect containers, served from the vault origin. It trusts only its
 * parent window at the origin named in its fragment, and hands the parent tokens and element
 * states, never card values.
 */
function start(): void {
  const context = readFrameContext();
  if (!context) return;
  const { fragment, vaultId: vault } = context;

  let view: CollectFrameView | null = null;
  let env: CollectConfigureMessage['env'] = 'PRODUCTION';

  const channel = openChannel<CollectParentMessage, CollectFrameMessage>({
    self: window,
    peer: () => window.parent,
    peerOrigin: fragment.parentOrigin,
    key: fragment.key,
    onDrop: dropLog('collect frame'),
    schema: collectMessageParser,
    onMessage(message) {
      if (message.type === 'configure') {
        if (!view) configure(message);
        return;
      }
      if (!view) return;
      switch (message.type) {
        case 'update':
          return view.update(message.element);
        // The SDK forwards these only in TEST; the frame holds to that on its own as well.
        case 'setValue':
          return env === 'TEST' ? view.setValue(message.name, message.value) : undefined;
        case 'clearValue':
          return env === 'TEST' ? view.clearValue(message.name) : undefined;
        case 'reset':
          return view.reset();
        case 'bearerTokenFailed':
          return view.showBearerTokenFailure();
        case 'validate':
          return channel.send({ type: 'validated', requestId: message.requestId, ...view.validate() });
        case 'collect':
          return void collect(view, message);
      }
    },
  });

  function configure(message: CollectConfigureMessage) {
    // The vault that served this page decides; the parent's word can only make it stricter.
    env = frameEnvironment(document, message.env);
    document.documentElement.lang = message.locale;
    document.documentElement.dir = textDirection(message.locale);
    view = renderCollectFrame(document.body, { ...message, env }, {
      onElement: (name, event, state) => channel.send({ type: 'element', name, event, state }),
    });
    new ResizeObserver(() => channel.send({ type: 'resize', height: document.documentElement.scrollHeight })).observe(document.body);
    channel.send({ type: 'rendered' });
  }

  async function collect(current: CollectFrameView, message: CollectMessageRequest) {
    const { requestId } = message;
    try {
      const { isValid, invalidElements } = current.validate();
      if (!isValid) throw new CollectFailure('VALIDATION_FAILED', `Some elements are invalid: ${invalidElements.join(', ')}`);
      const records = await storeRecords(location.origin, vault, message.vaultToken, buildRecordsBody(current.values(), message));
      channel.send({ type: 'collected', requestId, records });
    } catch (error) {
      const failure = error instanceof CollectFailure ? error : new CollectFailure('NETWORK_ERROR', COLLECT_FAILED_MESSAGE);
      const { code, message: text, status, requestId: vaultRequestId } = failure;
      channel.send({
        type: 'collectFailed',
        requestId,
        error: { code, message: text, ...(status === undefined ? {} : { status }), ...(vaultRequestId ? { requestId: vaultRequestId } : {}) },
      });
    }
  }

  channel.send({ type: 'ready' });
}

start();
