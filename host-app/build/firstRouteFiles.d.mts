/** The parts of esbuild's metafile the first-route closure reads. */
export interface FirstRouteMetafile {
  outputs: Record<string, { imports: readonly { path: string; kind: string; external?: boolean }[] }>;
}

export function firstRouteFiles(metafile: FirstRouteMetafile, entryOutput: string | readonly string[]): string[];
/** The output chunk made for a dynamically imported source file. */
export function outputOfEntryPoint(metafile: { outputs: Record<string, { entryPoint?: string }> }, entryPoint: string): string;

export function writeFirstRouteFiles(options: { metafile: FirstRouteMetafile; entryOutput: string | readonly string[]; outDir: string; workingDir?: string }): Promise<string[]>;
