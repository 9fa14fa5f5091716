import type { BearerTokenProvider } from '../auth/bearerTokenProvider';
import { PaymentClientError } from '../errors/PaymentClientError';
import type { ElementDefinition, ElementType } from '../frame/elementDefinition';
import { COLLECT_FAILED_MESSAGE } from '../frame/protocol';
import { collectError, isRecord } from './configCheck';
import { createElementEntry, type CollectElement, type ElementEntry, type ElementHost } from './collectElement';
import type {
  CollectElementEvent,
  CollectElementState,
  CollectFrame,
  CollectFramePort,
  CollectFrameSetup,
  CollectResponse,
  ValidateResponse,
} from './collectFramePort';
import { parseCollectOptions, type CollectOptionsInput } from './collectOptions';
import { CONTAINER_MOUNT_DELAY_MS, CREATE_ELEMENT_FAILED_MESSAGE, VALUE_BEARING_TYPES, type ContainerType } from './constants';
import { parseElementInput, type ElementInput } from './elementInput';
import { resolveRows, type ContainerLayout } from './layout';
import { checkMatchTargets } from './validationRules';
import { thrownMessage } from '../errors/thrownMessage';

export interface CollectContainer {
  readonly type: ContainerType;
  /** Adds an element; only before `mount` (or after `unmount`). */
  create(input: ElementInput): CollectElement;
  /**
   * Checks the whole container (throwing before anything is mounted), waits the mount delay,
   * then mounts the secure frame into `target`. Settles once the frame is ready.
   */
  mount(target: HTMLElement): Promise<void>;
  validate(): Promise<ValidateResponse>;
  /** Stores the values in the vault and answers the records with their tokens. */
  collect(options?: CollectOptionsInput): Promise<CollectResponse>;
  /** Empties every element; the frame stays. */
  reset(): void;
  /** Removes the frame and its listeners; the container can be mounted again. */
  unmount(): void;
}

export type VaultLog = (level: 'ERROR' | 'WARN', message: string) => void;

export interface ContainerContext {
  type: ContainerType;
  layout: ContainerLayout | null;
  port: CollectFramePort;
  setup: Omit<CollectFrameSetup, 'rows'>;
  /** Null when the vault config has no getBearerToken. */
  bearerToken: BearerTokenProvider | null;
  log: VaultLog;
}

type MountState =
  | { status: 'unmounted' }
  | { status: 'mounting'; frame: CollectFrame | null }
  | { status: 'mounted'; frame: CollectFrame };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isDomElement = (value: unknown): value is HTMLElement =>
  typeof value === 'object' && value !== null && (value as Partial<Node>).nodeType === 1;

const notMounted = (action: string) =>
  new PaymentClientError('ELEMENT_NOT_MOUNTED', `All elements must be mounted before ${action}: call container.mount(target) and wait for it`);
const unmountedDuring = (step: string) => new PaymentClientError('ELEMENT_NOT_MOUNTED', `The container was unmounted during ${step}`);

export function createCollectContainer(context: ContainerContext): CollectContainer {
  const { port, setup, log } = context;
  /** PC-COLLECT-13: these errors are logged as well as thrown. */
  const logged = (error: PaymentClientError, prefix?: string) => {
    log('ERROR', prefix ? `${prefix} ${error.message}` : error.message);
    return error;
  };
  const entries = new Map<string, ElementEntry>();
  let mountState: MountState = { status: 'unmounted' };
  let stopListening: (() => void) | null = null;

  /** Every check that involves more than one element (PC-COLLECT-5, PC-COLLECT-8), then the frame's rows. */
  function checkedRows(definitions: ElementDefinition[]): ElementDefinition[][] {
    if (definitions.length === 0) throw collectError('MISSING_ELEMENT', 'elements', 'is empty: create at least one element before mount');
    checkMatchTargets(definitions);
    return resolveRows(definitions, context.layout);
  }

  const definitions = () => [...entries.values()].map((entry) => entry.definition);
  const currentFrame = () => (mountState.status === 'unmounted' ? null : mountState.frame);

  function requireMounted(action: string): CollectFrame {
    if (mountState.status !== 'mounted') throw logged(notMounted(action));
    return mountState.frame;
  }

  /** Values reach merchant code only for non-card types, and only in TEST. */
  function visibleState(type: ElementType, state: CollectElementState): CollectElementState {
    const { value, ...rest } = state;
    return setup.env === 'TEST' && VALUE_BEARING_TYPES.includes(type) && value !== undefined ? { ...rest, value } : rest;
  }

  function dispatch({ name, event, state }: CollectElementEvent) {
    const entry = entries.get(name);
    entry?.emit(event, visibleState(entry.definition.type, state));
  }

  function teardown() {
    stopListening?.();
    stopListening = null;
    currentFrame()?.destroy();
    mountState = { status: 'unmounted' };
  }

  const host: ElementHost = {
    update(name, changes) {
      const at = `element "${name}".update(changes)`;
      if (!isRecord(changes)) throw collectError('INVALID_ELEMENT', at, 'must be an object');
      if (changes.name !== undefined && changes.name !== name) {
        throw collectError('IMMUTABLE_ELEMENT_NAME', `${at}.name`, `cannot change: "${name}" keeps its name for its whole life`);
      }
      const names = [...entries.keys()];
      const entry = entries.get(name)!;
      const next = parseElementInput(
        { ...entry.definition, ...changes, name },
        { index: names.indexOf(name), takenNames: new Set(names.filter((other) => other !== name)), warn: (message) => log('WARN', message) },
      );
      // A mounted container already passed the cross-element checks; an update must keep them.
      if (mountState.status !== 'unmounted') checkedRows(definitions().map((definition) => (definition.name === name ? next : definition)));
      entry.definition = next;
      currentFrame()?.updateElement(next);
    },
    setValue(name, value) {
      if (setup.env === 'PRODUCTION') return log('WARN', `setValue only works in TEST: element "${name}" was left unchanged`);
      if (typeof value !== 'string') throw collectError('INVALID_ELEMENT_VALUE', `element "${name}".setValue(value)`, 'must be a string');
      requireMounted('setValue').setValue(name, value);
    },
    clearValue(name) {
      if (setup.env === 'PRODUCTION') return log('WARN', `clearValue only works in TEST: element "${name}" was left unchanged`);
      requireMounted('clearValue').clearValue(name);
    },
    handlerFailed(name, event, error) {
      log('ERROR', `The ${event} handler of element "${name}" threw: ${thrownMessage(error)}`);
    },
  };

  return {
    type: context.type,
    create(input) {
      if (mountState.status !== 'unmounted') {
        throw collectError('CONTAINER_ALREADY_MOUNTED', 'container.create(input)', 'was called on a mounted container: create every element before mount');
      }
      let definition: ElementDefinition;
      try {
        definition = parseElementInput(input, { index: entries.size, takenNames: new Set(entries.keys()), warn: (message) => log('WARN', message) });
      } catch (error) {
        throw error instanceof PaymentClientError ? logged(error, CREATE_ELEMENT_FAILED_MESSAGE) : error;
      }
      const entry = createElementEntry(definition, host);
      entries.set(definition.name, entry);
      return entry.element;
    },

    mount(target) {
      if (mountState.status !== 'unmounted') {
        throw collectError('CONTAINER_ALREADY_MOUNTED', 'container.mount(target)', 'was called twice: unmount the container before mounting it again');
      }
      if (!isDomElement(target)) throw logged(collectError('INVALID_MOUNT_TARGET', 'container.mount(target)', 'needs the DOM element to mount into'));
      checkedRows(definitions());
      const attempt: Extract<MountState, { status: 'mounting' }> = { status: 'mounting', frame: null };
      mountState = attempt;
      return (async () => {
        await wait(CONTAINER_MOUNT_DELAY_MS);
        // Unmounted during the delay (React StrictMode's first mount): nothing is mounted.
        if (mountState !== attempt) throw unmountedDuring('its mount');
        let frame: CollectFrame;
        try {
          // Updates during the delay were checked against the whole container, so rows resolve.
          frame = port.mountFrame(target, { ...setup, rows: checkedRows(definitions()) });
          attempt.frame = frame;
          stopListening = frame.onElementEvent(dispatch);
          await frame.ready;
        } catch (error) {
          if (mountState === attempt) teardown();
          throw logged(PaymentClientError.from(error, 'CONTAINER_MOUNT_FAILED', 'The container could not be mounted'));
        }
        if (mountState !== attempt) throw unmountedDuring('its mount');
        mountState = { status: 'mounted', frame };
      })();
    },

    async validate() {
      return requireMounted('validate').validate();
    },

    async collect(input) {
      const options = parseCollectOptions(input);
      if (!context.bearerToken) {
        throw collectError('MISSING_BEARER_TOKEN_PROVIDER', 'vault.getBearerToken', 'is required to collect: pass a function returning a Promise<string> with a vault JWT');
      }
      const frame = requireMounted('collect');
      let vaultToken: string;
      try {
        vaultToken = await context.bearerToken.get();
      } catch (error) {
        // PC-TOKEN-3: reported to the frame, and the rejection passed on to the caller as it came.
        if (currentFrame() === frame) frame.reportBearerTokenFailure();
        throw error;
      }
      if (currentFrame() !== frame) throw unmountedDuring('collect');
      try {
        return await frame.collect({ ...options, vaultToken });
      } catch (error) {
        const failure = PaymentClientError.from(error, 'NETWORK_ERROR', COLLECT_FAILED_MESSAGE);
        throw logged(failure, failure.message === COLLECT_FAILED_MESSAGE ? undefined : COLLECT_FAILED_MESSAGE);
      }
    },

    reset() {
      requireMounted('reset').reset();
    },

    unmount() {
      teardown();
    },
  };
}
