/** The parts of esbuild's metafile the first-route closure reads. */
export interface FirstRouteMetafile {
  outputs: Record<string, { imports: readonly { path: string; kind: string; external?: boolean }[] }>;
}

export function firstRouteFiles(metafile: FirstRouteMetafile, entryOutput: string): string[];

export function writeFirstRouteFiles(options: { metafile: FirstRouteMetafile; entryOutput: string; outDir: string; workingDir?: string }): Promise<string[]>;
