/** The manifest's text for the project at `root`, from one build of each script alone. */
export function sharedModulesManifest(root: string): Promise<string>;
