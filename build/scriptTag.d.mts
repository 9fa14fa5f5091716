export const MAIN_ENTRY: string;
export const EXTENSIONS: Record<string, string>;
export function integrityDefines(integrities: Record<string, string>): Record<string, string>;
export function buildScriptTag(root: string): Promise<{ integrity: string; vaultIntegrity: string }>;
