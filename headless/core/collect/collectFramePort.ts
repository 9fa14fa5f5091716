import type { ElementDefinition } from '../frame/elementDefinition';
import type { ElementEvent, ElementState } from '../frame/elementTypes';
import type { CollectOptions } from './collectOptions';
import type { Environment } from '../client/clientConstants';

/**
 * Element state (PC-COLLECT-3) as a container reports it. `value` is present only for
 * non-card element types in TEST; card values never leave the frame (SEC-5).
 */
export type CollectElementState = ElementState & { value?: string };

export interface CollectElementEvent {
  /** The element's name in its container. */
  name: string;
  event: ElementEvent;
  state: CollectElementState;
}

/** What the frame needs to render a container and reach the vault. */
export interface CollectFrameSetup {
  rows: ElementDefinition[][];
  env: Environment;
  vaultId: string;
  vaultUrl: string;
  /** The merchant's own frame page, already checked to be https. */
  customElementsUrl?: string;
}

export interface CollectRequest extends CollectOptions {
  /** A JWT whose exp has not passed; the frame sends it as the vault's bearer token. */
  vaultToken: string;
}

/** The vault's answer (PC-COLLECT-2): tokens per field unless `tokens` was false. */
export interface CollectResponse {
  records: { table: string; skyflowID: string; fields?: Record<string, string> }[];
}

export interface ValidateResponse {
  isValid: boolean;
  /** Names of the elements that failed their checks. */
  invalidElements: string[];
}

/** One mounted secure frame holding a container's elements. */
export interface CollectFrame {
  /** Settles once the frame has rendered every element. */
  ready: Promise<void>;
  /** Returns the function that removes the listener. */
  onElementEvent(listener: (event: CollectElementEvent) => void): () => void;
  /** Re-renders one element after `element.update`. */
  updateElement(definition: ElementDefinition): void;
  /** TEST only: the container never forwards these in PRODUCTION. */
  setValue(name: string, value: string): void;
  clearValue(name: string): void;
  /** Empties every element. */
  reset(): void;
  /** Tells the frame the vault's bearer token could not be had (PC-TOKEN-3): nothing was sent. */
  reportBearerTokenFailure(): void;
  validate(): Promise<ValidateResponse>;
  /** Stores the values with `POST {vaultUrl}/v1/vaults/{vaultId}/records`, from inside the frame. */
  collect(request: CollectRequest): Promise<CollectResponse>;
  /** Removes the frame and all its listeners. */
  destroy(): void;
}

/**
 * The DOM side of collect containers, injected so core stays framework- and DOM-free: the
 * secure frame implements it. Core calls `mountFrame` only once every check has passed.
 */
export interface CollectFramePort {
  mountFrame(target: HTMLElement, setup: CollectFrameSetup): CollectFrame;
}
