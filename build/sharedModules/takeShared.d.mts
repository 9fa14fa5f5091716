import type { Plugin } from 'esbuild';

export function takeShared(root: string): Plugin;
