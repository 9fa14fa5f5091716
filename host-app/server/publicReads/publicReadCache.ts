import { encodeAnswer, type EncodedAnswer } from './encodedAnswer';

/** A public answer as its route builds it. */
export interface BuiltRead {
  json: string;
  /** When the clock alone makes the answer untrue (an event starts or ends); null when only a write can. */
  changesAt: Date | null;
}

export interface CachedRead {
  answer: EncodedAnswer;
  /** In ms since the epoch, or null. */
  changesAtMs: number | null;
  /** Kept in memory until then (ms since the epoch). */
  keptUntilMs: number;
}

export interface PublicReadCacheOptions {
  /** The server's clock, in ms since the epoch. */
  now(): number;
  memoryTtlMs: number;
  maxEntries: number;
}

export interface PublicReadCache {
  /**
   * The kept answer of `key` while it holds; otherwise `build` makes it, once for every request
   * of that key that comes meanwhile, and it is kept unless the catalogue changed in the meantime.
   */
  read(key: string, build: () => Promise<BuiltRead>): Promise<CachedRead>;
  /** The catalogue changed: nothing kept or being built so far is served again. */
  invalidate(): void;
  /** Changes may go unheard (the connection that listens was lost): keep nothing until `resume`. */
  suspend(): void;
  resume(): void;
  /** How many answers are kept now. */
  readonly size: number;
}

export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const kept = new Map<string, CachedRead>();
  const building = new Map<string, Promise<CachedRead>>();
  // Bumped by every change: a build that started before it must not keep what it read.
  let generation = 0;
  let suspended = false;

  const keep = (key: string, read: CachedRead) => {
    kept.delete(key);
    kept.set(key, read);
    // A Map iterates in insertion order: the first key is the one built longest ago.
    if (kept.size > options.maxEntries) kept.delete(kept.keys().next().value!);
  };

  const build = (key: string, make: () => Promise<BuiltRead>): Promise<CachedRead> => {
    const startedIn = generation;
    const built = (async (): Promise<CachedRead> => {
      const { json, changesAt } = await make();
      const answer = await encodeAnswer(json);
      const changesAtMs = changesAt?.getTime() ?? null;
      const keptUntilMs = Math.min(options.now() + options.memoryTtlMs, changesAtMs ?? Number.POSITIVE_INFINITY);
      const read = { answer, changesAtMs, keptUntilMs };
      if (startedIn === generation && !suspended) keep(key, read);
      return read;
    })();
    building.set(key, built);
    const settled = () => {
      if (building.get(key) === built) building.delete(key);
    };
    built.then(settled, settled);
    return built;
  };

  const invalidate = () => {
    generation += 1;
    kept.clear();
    // Builds under way finish for the requests already waiting on them; later ones build anew.
    building.clear();
  };

  return {
    read(key, make) {
      const hit = kept.get(key);
      if (hit && hit.keptUntilMs > options.now()) return Promise.resolve(hit);
      if (hit) kept.delete(key);
      return building.get(key) ?? build(key, make);
    },
    invalidate,
    suspend() {
      suspended = true;
      invalidate();
    },
    resume() {
      suspended = false;
      invalidate();
    },
    get size() {
      return kept.size;
    },
  };
}
