import type { Metafile } from 'esbuild';

/** One value the main bundle shares: its module's path, its export name, the specifier code imports it by. */
export interface SharedValue {
  module: string;
  name: string;
  specifier: string;
}

export const ONE_INSTANCE: RegExp[];
export const OWN_COPIES: RegExp[];
export function sharePlan(root: string, mainMetafile: Metafile, extensionMetafiles: Metafile[]): Promise<SharedValue[]>;
