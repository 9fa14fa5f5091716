import { useLayoutEffect, useMemo } from 'react';
import { appearanceStyleSheet } from '../core/appearance/appearanceRules';
import { parseAppearance } from '../core/appearance/appearanceSchema';
import { appearanceVariables } from '../core/appearance/appearanceVariables';
import { adoptStyleSheet } from './adoptStyleSheet';

/** Props for a themed root element: `data-theme` and the `--pc-*` variables as its style. */
export interface AppearanceRootProps {
  'data-theme': string;
  style: Record<string, string>;
}

/**
 * An appearance (the client's option or a component's prop) as props for a component's root;
 * its rules join the document's stylesheets while it is mounted. Parsed here, so a bad prop
 * throws `PaymentClientError` naming the field during render.
 */
export function useAppearance(input: unknown): AppearanceRootProps {
  const appearance = useMemo(() => parseAppearance(input), [input]);
  const style = useMemo(() => appearanceVariables(appearance), [appearance]);
  useLayoutEffect(() => adoptStyleSheet(document, appearanceStyleSheet(appearance.rules)), [appearance]);
  return { 'data-theme': appearance.theme ?? 'light', style };
}
