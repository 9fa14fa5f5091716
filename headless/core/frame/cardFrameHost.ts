import { frameMessageSchema, type FrameMessage, type ParentMessage } from './messages';
import { openVaultFrame, type VaultFrame } from './vaultFrame';

export interface CardFrameHostOptions {
  container: HTMLElement;
  /** The vault's card frame link from the session. */
  frameLink: string;
  title: string;
  onMessage: (message: FrameMessage) => void;
  onDrop?: (reason: string) => void;
}

export type CardFrameHost = VaultFrame<ParentMessage>;

/**
 * The DOM adapter that puts the vault's card frame into the merchant page and speaks to it.
 * One instance per mount: a new key each time, and everything removed on destroy.
 */
export function mountCardFrame(options: CardFrameHostOptions): CardFrameHost {
  const { container } = options;
  const ownerWindow = container.ownerDocument.defaultView;
  if (!ownerWindow) throw new Error('The card form container is not in a window');
  const frame = openVaultFrame<FrameMessage, ParentMessage>({
    ownerWindow,
    page: options.frameLink,
    title: options.title,
    name: 'payment-client-card-frame',
    className: 'pc-CardFrame',
    schema: frameMessageSchema,
    onMessage: options.onMessage,
    onDrop: options.onDrop,
  });
  container.appendChild(frame.iframe);
  return frame;
}
