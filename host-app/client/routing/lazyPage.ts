import { createElement, lazy, type ComponentType } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/translate';

/** A page component that loads with its route, and can be loaded ahead of its first render. */
export type LazyPage<P extends object = object> = ((props: P) => ReturnType<typeof createElement>) & {
  /**
   * Loads the page's chunk, and with a language the strings the page needs beyond the language's
   * catalog; after this the page renders at once, without suspending.
   */
  preload(locale?: Locale): Promise<void>;
  /** The component's export name, by which the build's manifest lists the page's chunk. */
  exportName: string;
};

/**
 * A lazy page that renders synchronously once preloaded. The browser preloads the page it
 * hydrates: a page that suspended while hydrating would be thrown away and rendered again from
 * its fallback as soon as anything above it changed (the signed-in viewer, right after hydration),
 * which moves everything under it.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<NoInfer<P>>>>,
  name: K,
  loadStrings?: (locale: Locale) => Promise<void>,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const ready = new Set<Locale>();
  const pending = new Map<Locale | undefined, Promise<void>>();
  const preload = (locale?: Locale): Promise<void> => {
    let loading = pending.get(locale);
    if (!loading) {
      loading = Promise.all([load(), locale && loadStrings ? loadStrings(locale) : undefined]).then(([chunk]) => {
        loaded ??= chunk[name];
        if (locale) ready.add(locale);
      });
      pending.set(locale, loading);
    }
    return loading;
  };
  // A page that was not preloaded waits in a lazy component, one per language, and keeps rendering
  // through it once loaded: a change of component type would unmount the page and lose its state.
  const waiting = new Map<Locale, ComponentType<P>>();
  const Page = (props: P) => {
    const { locale } = useI18n();
    let Waiting = waiting.get(locale);
    if (!Waiting && loaded && (!loadStrings || ready.has(locale))) return createElement(loaded, props);
    if (!Waiting) {
      Waiting = lazy(async () => {
        await preload(locale);
        return { default: loaded as ComponentType<P> };
      });
      waiting.set(locale, Waiting);
    }
    return createElement(Waiting, props);
  };
  return Object.assign(Page, { preload, exportName: name });
}
