import type { BuildOptions } from 'esbuild';

/** The browser build's esbuild options: the client entry and the site stylesheet, split, hashed, on Preact. */
export function browserBuildOptions(root: string, outdir: string): BuildOptions;
export function buildHostApp(root: string): Promise<void>;
export function cleanHostApp(root: string): Promise<void>;
export const HOST_APP_OUTPUT_DIRS: string[];
