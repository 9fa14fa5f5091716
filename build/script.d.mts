import type { Metafile, Plugin } from 'esbuild';

export function sri(content: string, algorithm?: string): string;
export function bundleScript(
  root: string,
  options: { entry: string; define?: Record<string, string>; plugins?: Plugin[] },
): Promise<{ code: string; metafile: Metafile }>;
export function writeScript(root: string, name: string, code: string, options?: { bundleOnly?: boolean }): Promise<string>;
