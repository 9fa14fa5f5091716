import { createElement, lazy, type ComponentType } from 'react';

/** A page component that loads with its route, and can be loaded ahead of its first render. */
export type LazyPage = (() => ReturnType<typeof createElement>) & {
  /** Loads the page's chunk; after this the page renders at once, without suspending. */
  preload(): Promise<void>;
  /** The component's export name, by which the build's manifest lists the page's chunk. */
  exportName: string;
};

/**
 * A lazy page that renders synchronously once preloaded. The browser preloads the page it
 * hydrates: a page that suspended while hydrating would be thrown away and rendered again from
 * its fallback as soon as anything above it changed (the signed-in viewer, right after hydration),
 * which moves everything under it.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload, exportName: name });
}
