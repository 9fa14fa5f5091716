import { collectMessageParser } from './collectMessageParser';
import type { CollectConfigureMessage, CollectFrameMessage, CollectMessageRequest, CollectParentMessage } from '../../headless/core/collect/collectMessages';
import { COLLECT_FAILED_MESSAGE } from '../../headless/core/frame/protocol';
import { frameEnvironment } from './frameEnvironment';
import { CollectFailure } from './collectFailure';
import { renderCollectFrame, type CollectFrameView } from './collectFrameView';
import { buildRecordsBody } from './collectRecords';
import { storeRecords } from './storeRecords';
import { openSecureFrame, type SecureFrame } from '../shared/secureFrame';

/**
 * The secure frame of collect containers, served from the vault origin. It trusts only its
 * parent window at the origin named in its fragment, and hands the parent tokens and element
 * states, never card values.
 */
function start(frame: SecureFrame<CollectFrameMessage>): (message: CollectParentMessage) => void {
  let view: CollectFrameView | null = null;
  let env: CollectConfigureMessage['env'] = 'PRODUCTION';

  function configure(message: CollectConfigureMessage) {
    // The vault that served this page decides; the parent's word can only make it stricter.
    env = frameEnvironment(document, message.env);
    frame.setLocale(message.locale);
    view = renderCollectFrame(document.body, { ...message, env }, {
      onElement: (name, event, state) => frame.send({ type: 'element', name, event, state }),
    });
    frame.reportHeight();
    frame.send({ type: 'rendered' });
  }

  async function collect(current: CollectFrameView, message: CollectMessageRequest) {
    const { requestId } = message;
    try {
      const { isValid, invalidElements } = current.validate();
      if (!isValid) throw new CollectFailure('VALIDATION_FAILED', `Some elements are invalid: ${invalidElements.join(', ')}`);
      const records = await storeRecords(location.origin, frame.vaultId, message.vaultToken, buildRecordsBody(current.values(), message));
      frame.send({ type: 'collected', requestId, records });
    } catch (error) {
      const failure = error instanceof CollectFailure ? error : new CollectFailure('NETWORK_ERROR', COLLECT_FAILED_MESSAGE);
      const { code, message: text, status, requestId: vaultRequestId } = failure;
      frame.send({
        type: 'collectFailed',
        requestId,
        error: { code, message: text, ...(status === undefined ? {} : { status }), ...(vaultRequestId ? { requestId: vaultRequestId } : {}) },
      });
    }
  }

  return (message) => {
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
        return frame.send({ type: 'validated', requestId: message.requestId, ...view.validate() });
      case 'collect':
        return void collect(view, message);
    }
  };
}

openSecureFrame({ name: 'collect frame', schema: collectMessageParser, start });
