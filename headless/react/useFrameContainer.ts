import { useEffect, useState, type RefCallback } from 'react';
import type { CardFormController } from '../core/cardForm/cardFormController';

/** The ref of the element the secure card frame goes in: the frame is attached there in an effect, and taken out with it. */
export function useFrameContainer(cardForm: CardFormController | undefined): RefCallback<HTMLElement> {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => (container && cardForm ? cardForm.attach(container) : undefined), [cardForm, container]);
  // A state setter is stable: the ref never changes, so the frame is never attached twice.
  return setContainer;
}
