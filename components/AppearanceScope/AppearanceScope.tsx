import type { ReactNode } from 'react';
import type { Appearance } from '../../headless/core/appearance/appearanceSchema';
import { useAppearance } from '../../headless/react/useAppearance';

export interface AppearanceScopeProps {
  appearance?: Appearance;
  children?: ReactNode;
}

/**
 * Themes kit components composed by hand (CardCheckout takes its own `appearance`).
 * @selector .pc-Theme
 * @selector [data-theme="light" | "dark" | "flat"]
 */
export function AppearanceScope({ appearance, children }: AppearanceScopeProps) {
  return (
    <div className="pc-Theme" {...useAppearance(appearance)}>
      {children}
    </div>
  );
}
