import { openChannel, createChannelKey, type Channel } from './channel';
import { buildFrameUrl } from './frameUrl';
import { frameMessageSchema, type FrameMessage, type ParentMessage } from './messages';

export interface CardFrameHostOptions {
  container: HTMLElement;
  /** The vault's card frame link from the session. */
  frameLink: string;
  title: string;
  onMessage: (message: FrameMessage) => void;
  onDrop?: (reason: string) => void;
}

export interface CardFrameHost {
  readonly iframe: HTMLIFrameElement;
  send(message: ParentMessage): void;
  destroy(): void;
}

/**
 * The DOM adapter that puts the vault's frame into the merchant page and speaks to it.
 * One instance per mount: a new key each time, and everything removed on destroy.
 */
export function mountCardFrame(options: CardFrameHostOptions): CardFrameHost {
  const { container } = options;
  const ownerWindow = container.ownerDocument.defaultView;
  if (!ownerWindow) throw new Error('The card form container is not in a window');
  const key = createChannelKey();
  const frameOrigin = new URL(options.frameLink).origin;

  const iframe = container.ownerDocument.createElement('iframe');
  iframe.src = buildFrameUrl(options.frameLink, key, ownerWindow.location.origin);
  iframe.title = options.title;
  iframe.name = 'payment-client-card-frame';
  // The Payment Request API is delegated to the vault frame; card autofill needs no permission.
  iframe.allow = 'payment';
  iframe.setAttribute('scrolling', 'no');
  iframe.setAttribute('frameborder', '0');
  iframe.referrerPolicy = 'origin';
  iframe.className = 'pc-CardFrame';
  iframe.style.cssText = 'border:0;width:100%;min-width:100%;height:0;display:block;overflow:hidden;';

  const channel: Channel<ParentMessage> = openChannel<FrameMessage, ParentMessage>({
    self: ownerWindow,
    peer: () => iframe.contentWindow,
    peerOrigin: frameOrigin,
    key,
    schema: frameMessageSchema,
    onMessage: (message) => {
      if (message.type === 'resize') iframe.style.height = `${Math.ceil(message.height)}px`;
      options.onMessage(message);
    },
    onDrop: options.onDrop,
  });
  container.appendChild(iframe);

  return {
    iframe,
    send: (message) => channel.send(message),
    destroy() {
      channel.close();
      iframe.remove();
    },
  };
}
