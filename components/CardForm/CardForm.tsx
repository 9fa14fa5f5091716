import type { RefCallback } from 'react';

export interface CardFormProps {
  frameContainerRef: RefCallback<HTMLElement>;
  isReady: boolean;
}

/**
 * Hosts the vault's secure frame; the frame itself renders the card inputs (themed through the
 * appearance's variables and `.Input` rules, which reach it through the style allow-list).
 * @selector .pc-CardForm [data-ready] [data-loading]
 */
export function CardForm({ frameContainerRef, isReady }: CardFormProps) {
  return <div className="pc-CardForm" ref={frameContainerRef} data-ready={isReady ? '' : undefined} data-loading={isReady ? undefined : ''} aria-busy={!isReady} />;
}
