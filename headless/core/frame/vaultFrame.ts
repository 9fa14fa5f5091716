import { createChannelKey, openChannel, type ChannelOptions } from './channel';
import { buildFrameUrl } from './frameUrl';

export interface VaultFrameOptions<In> {
  /** The merchant page's window, which the frame is placed in and listens on. */
  ownerWindow: Window;
  /** The vault page the frame shows; the channel key and the parent's origin are added to it. */
  page: string;
  title: string;
  /** The iframe's name and class, so merchants' styles and tests can tell the frames apart. */
  name: string;
  className: string;
  schema: ChannelOptions<In>['schema'];
  onMessage: (message: In) => void;
  onDrop?: ChannelOptions<In>['onDrop'];
}

export interface VaultFrame<Out> {
  readonly iframe: HTMLIFrameElement;
  send(message: Out): void;
  /** Closes the channel and takes the frame out of the page. */
  destroy(): void;
}

/** Both frames' schemas define `resize` with a numeric height, and only parsed messages arrive here. */
const isResize = (message: unknown): message is { type: 'resize'; height: number } => (message as { type?: unknown }).type === 'resize';

/**
 * A vault page in a cross-origin iframe of the merchant page, and the keyed channel to it: how
 * every frame of the kit is made (the card form's and the collect containers'). A new key each
 * time; the frame grows to the height it reports. The caller attaches `iframe` where it belongs.
 */
export function openVaultFrame<In, Out>(options: VaultFrameOptions<In>): VaultFrame<Out> {
  const { ownerWindow } = options;
  const key = createChannelKey();
  const iframe = ownerWindow.document.createElement('iframe');
  iframe.src = buildFrameUrl(options.page, key, ownerWindow.location.origin);
  iframe.title = options.title;
  iframe.name = options.name;
  // The Payment Request API is delegated to the vault frame; card autofill needs no permission.
  iframe.allow = 'payment';
  iframe.setAttribute('scrolling', 'no');
  iframe.setAttribute('frameborder', '0');
  iframe.referrerPolicy = 'origin';
  iframe.className = options.className;
  iframe.style.cssText = 'border:0;width:100%;min-width:100%;height:0;display:block;overflow:hidden;';

  const channel = openChannel<In, Out>({
    self: ownerWindow,
    peer: () => iframe.contentWindow,
    peerOrigin: new URL(options.page).origin,
    key,
    schema: options.schema,
    onMessage: (message) => {
      if (isResize(message)) iframe.style.height = `${Math.ceil(message.height)}px`;
      options.onMessage(message);
    },
    onDrop: options.onDrop,
  });

  return {
    iframe,
    send: (message) => channel.send(message),
    destroy() {
      channel.close();
      iframe.remove();
    },
  };
}
