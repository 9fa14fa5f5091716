import type { RefCallback } from 'react';

export interface CardFormProps {
  frameContainerRef: RefCallback<HTMLElement>;
  isReady: boolean;
}

/** Hosts the vault's secure frame; the frame itself renders the card inputs. */
export function CardForm({ frameContainerRef, isReady }: CardFormProps) {
  return <div className="pc-CardForm" ref={frameContainerRef} data-ready={isReady ? '' : undefined} aria-busy={!isReady} />;
}
