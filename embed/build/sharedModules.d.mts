import type { Metafile, Plugin } from 'esbuild';

export const HOST_GLOBAL: 'PaymentClientHost';

/** By specifier: the names a file imports (`z.string` for a namespace's member), or '*' for the whole module. */
export function importsOf(path: string, source: string): Map<string, string[] | '*'>;

/** The top-level values of a source file that keeping `names` keeps, sorted. */
export function keptWith(path: string, source: string, names: string[]): string[];

export interface SharePlan {
  /** Per shared module: what comes from the main bundle's list, and what the extension bundles itself. */
  modules: Map<string, { host: string[] | '*'; own: string[] }>;
  /** The list's entries in order, as [module, name] (name absent for a whole module). */
  slots: [string, string?][];
}

export function sharePlan(root: string, mainMetafile: Metafile, extensionMetafiles: Metafile[]): Promise<SharePlan>;
export function exposeShared(root: string, plan: SharePlan): Plugin;
export function takeShared(root: string, plan: SharePlan): Plugin;
