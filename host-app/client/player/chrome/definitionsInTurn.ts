/**
 * Defining a custom element upgrades each of its elements already in the page, in the same task:
 * for the player's media-chrome controls, all defined as their module evaluates, that is one task
 * of several hundred milliseconds on a phone's CPU. Until `stop`, definitions under `prefix` are
 * queued instead and made one a task, each with its upgrades, in the order asked for. The custom
 * elements registry has no way to spread its upgrades, hence this queue.
 */
export interface DefinitionsInTurn {
  /** Stops queueing: definitions asked for from now on are made at once. */
  stop(): void;
  /** Settles once every queued definition is made. */
  whenDone(): Promise<void>;
}

export function defineInTurn(prefix: string, registry: CustomElementRegistry = customElements): DefinitionsInTurn {
  const define = registry.define;
  const queued = new Map<string, () => void>();
  let drained: Promise<void> = Promise.resolve();
  let finish = () => {};

  const drain = () => {
    const [name, make] = queued.entries().next().value ?? [];
    if (!name || !make) return finish();
    queued.delete(name);
    make();
    setTimeout(drain, 0);
  };

  registry.define = function (name, constructor, options) {
    if (!name.startsWith(prefix)) return define.call(registry, name, constructor, options);
    // Asked again while queued (modules guard with `customElements.get`, which knows no queue): once.
    if (queued.has(name)) return;
    if (queued.size === 0) {
      drained = new Promise((resolve) => (finish = resolve));
      setTimeout(drain, 0);
    }
    queued.set(name, () => {
      if (!registry.get(name)) define.call(registry, name, constructor, options);
    });
  };

  return {
    stop: () => {
      registry.define = define;
    },
    whenDone: () => drained,
  };
}
