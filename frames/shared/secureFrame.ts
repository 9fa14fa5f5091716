import { openChannel, type ChannelOptions } from '../../headless/core/frame/channel';
import { textDirection, type Locale } from '../../headless/core/i18n/translate';
import { dropLog } from './dropLog';
import { readFrameContext } from './frameContext';

/** What every frame page says to its parent, whatever else it says. */
type FrameLifecycle = { type: 'ready' } | { type: 'resize'; height: number };

export interface SecureFrameOptions<In, Out> {
  /** How its debug log names the page. */
  name: string;
  schema: ChannelOptions<In>['schema'];
  /** The page's own code, given its frame once the page may trust it: returns what handles each parent message. */
  start: (frame: SecureFrame<Out>) => (message: In) => void;
}

export interface SecureFrame<Out> {
  /** The vault the page was served for (`?vault=`). */
  readonly vaultId: string;
  send(message: Out | FrameLifecycle): void;
  /** Lays the page out in the locale's language and direction. */
  setLocale(locale: Locale): void;
  /** From now on tells the parent the page's height whenever it changes: the parent sizes the iframe to it. */
  reportHeight(): void;
}

/**
 * A frame page's side of its channel to the merchant page, as both frames open it: only in a
 * secure context embedded by the origin its fragment names (otherwise the page stays inert and
 * `start` never runs), hearing only that parent window with that key in `schema` (SEC-1 to
 * SEC-4), and `ready` sent once it listens.
 */
export function openSecureFrame<In, Out>(options: SecureFrameOptions<In, Out>): void {
  const context = readFrameContext();
  if (!context) return;
  const { fragment, vaultId } = context;
  let handle: (message: In) => void = () => undefined;
  const channel = openChannel<In, Out | FrameLifecycle>({
    self: window,
    peer: () => window.parent,
    peerOrigin: fragment.parentOrigin,
    key: fragment.key,
    onDrop: dropLog(options.name),
    schema: options.schema,
    onMessage: (message) => handle(message),
  });
  handle = options.start({
    vaultId,
    send: (message) => channel.send(message),
    setLocale(locale) {
      document.documentElement.lang = locale;
      document.documentElement.dir = textDirection(locale);
    },
    reportHeight() {
      new ResizeObserver(() => channel.send({ type: 'resize', height: document.documentElement.scrollHeight })).observe(document.body);
    },
  });
  channel.send({ type: 'ready' });
}
