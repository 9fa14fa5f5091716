/** Taking a whole module. */
export const WHOLE: '*';

/** By specifier: the names a file imports (a namespace's members as read), or '*' for the whole module. */
export function importsOf(path: string, source: string): Map<string, string[] | '*'>;

/** The top-level values of a source file that keeping `names` keeps, sorted. */
export function keptWith(path: string, source: string, names: string[]): string[];
