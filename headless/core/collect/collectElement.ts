import type { ElementDefinition, ElementType } from '../frame/elementDefinition';
import { ELEMENT_EVENTS, type ElementEvent } from '../frame/elementTypes';
import type { CollectElementState } from './collectFramePort';
import type { ElementInput } from './elementInput';
import { collectError } from './configCheck';

export type ElementHandler = (state: CollectElementState) => void;

/** The merchant's handle on one element of a container. */
export interface CollectElement {
  readonly name: string;
  readonly type: ElementType;
  /** Returns the function that removes the handler. */
  on(event: ElementEvent, handler: ElementHandler): () => void;
  /** Changes the configuration; the name cannot change. */
  update(changes: Partial<ElementInput>): void;
  /** TEST only; in PRODUCTION it only warns. */
  setValue(value: string): void;
  /** TEST only; in PRODUCTION it only warns. */
  clearValue(): void;
}

/** What an element asks of its container. */
export interface ElementHost {
  update(name: string, changes: unknown): void;
  setValue(name: string, value: unknown): void;
  clearValue(name: string): void;
  handlerFailed(name: string, event: ElementEvent, error: unknown): void;
}

/** An element as its container keeps it: the handle, its current definition and its handlers. */
export interface ElementEntry {
  readonly element: CollectElement;
  definition: ElementDefinition;
  emit(event: ElementEvent, state: CollectElementState): void;
}

export function createElementEntry(definition: ElementDefinition, host: ElementHost): ElementEntry {
  const { name } = definition;
  const handlers = new Map<ElementEvent, Set<ElementHandler>>();

  const entry: ElementEntry = {
    definition,
    element: {
      name,
      get type() {
        return entry.definition.type;
      },
      on(event, handler) {
        if (!(ELEMENT_EVENTS as readonly unknown[]).includes(event)) {
          throw collectError('INVALID_EVENT_LISTENER', `element "${name}".on(event)`, `must be one of ${ELEMENT_EVENTS.join(', ')}`);
        }
        if (typeof handler !== 'function') {
          throw collectError('MISSING_HANDLER', `element "${name}".on(${event}, handler)`, 'needs a handler function');
        }
        const set = handlers.get(event) ?? new Set();
        handlers.set(event, set);
        // Each registration removes only itself, even when the same function is added twice.
        const registered: ElementHandler = (state) => handler(state);
        set.add(registered);
        return () => void set.delete(registered);
      },
      update: (changes) => host.update(name, changes),
      setValue: (value) => host.setValue(name, value),
      clearValue: () => host.clearValue(name),
    },
    emit(event, state) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          handler(state);
        } catch (error) {
          host.handlerFailed(name, event, error);
        }
      }
    },
  };
  return entry;
}
