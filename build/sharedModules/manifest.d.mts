import type { SharedValue } from './plan.mjs';

export const MANIFEST_PATH: 'embed/extensions/sharedModules.generated.ts';
export const HOST_GLOBAL: 'PaymentClientHost';
export function renderManifest(values: SharedValue[]): string;
export function readManifest(source: string): { specifier: string; name: string; key: string }[];
